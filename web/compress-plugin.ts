// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, so the
// local server (supabase/local/server.ts) sends them precompressed at the best levels instead
// of compressing on every request or not at all.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length <= MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file would only cost the server a lookup.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

/** After the bundle is written: `<file>.br` (quality 11) and `<file>.gz` (level 9). */
export function compressPlugin(): Plugin {
  return {
    name: "leave:precompress",
    apply: "build",
    writeBundle: {
      order: "post",
      sequential: true,
      async handler(options) {
        const outDir = options.dir;
        if (!outDir) return;
        const files = (await readdir(outDir, { recursive: true }))
          // not .vite/manifest.json: the browser never asks for it
          .filter((name) => COMPRESSIBLE.test(name) && !/(?:^|\/)\./.test(name));
        await Promise.all(files.map((name) => compressFile(join(outDir, name))));
      },
    },
  };
}
