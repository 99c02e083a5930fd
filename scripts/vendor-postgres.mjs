// Rebuilds supabase/functions/_shared/vendor/postgres: the postgres.js driver (Unlicense) as
// published on npm, with our fix for a closed socket (scripts/postgres-closed-socket.patch) and
// the imports Deno needs outside node_modules (`node:` built-ins, Buffer, setImmediate, process).
// Run it only to move to another driver version: `node scripts/vendor-postgres.mjs 3.4.9`.
// Why vendored, not an npm dependency: docs/decisions.md, "The driver travels with the function".
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const version = process.argv[2] ?? "3.4.9";
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const target = join(root, "supabase/functions/_shared/vendor/postgres");
const work = mkdtempSync(join(tmpdir(), "postgres-"));

execFileSync("npm", ["pack", `postgres@${version}`, "--silent"], { cwd: work });
execFileSync("tar", ["xzf", `postgres-${version}.tgz`], { cwd: work });
const pkg = join(work, "package");
execFileSync("git", ["apply", "-p3", join(root, "scripts/postgres-closed-socket.patch")], {
  cwd: pkg,
});

rmSync(target, { recursive: true, force: true });
cpSync(join(pkg, "src"), join(target, "src"), { recursive: true });
// The types say `export =` (CommonJS); Deno reads a local file as an ES module.
const types = readFileSync(join(pkg, "types/index.d.ts"), "utf8");
mkdirSync(join(target, "types"));
writeFileSync(
  join(target, "types/index.d.ts"),
  types.replace("export = postgres;", "export default postgres;"),
);

const builtins = ["net", "tls", "crypto", "stream", "perf_hooks", "os", "fs"];
for (const file of readdirSync(join(target, "src"))) {
  const path = join(target, "src", file);
  let code = readFileSync(path, "utf8");
  for (const name of builtins) code = code.replaceAll(`from '${name}'`, `from 'node:${name}'`);
  const globals = [];
  if (/\bBuffer\b/.test(code)) globals.push("import { Buffer } from 'node:buffer'");
  if (/\bsetImmediate\b/.test(code)) {
    globals.push("import { clearImmediate, setImmediate } from 'node:timers'");
  }
  if (/\bprocess\.env\b/.test(code)) globals.push("import process from 'node:process'");
  if (globals.length) code = globals.join("\n") + "\n" + code;
  writeFileSync(path, code);
}
writeFileSync(
  join(target, "README.md"),
  `# postgres.js ${version}, vendored

The [postgres](https://www.npmjs.com/package/postgres) package ${version} (Unlicense): \`src/\` and
\`types/index.d.ts\` as published, rebuilt by \`node scripts/vendor-postgres.mjs ${version}\` with
two kinds of change and no other:

- \`scripts/postgres-closed-socket.patch\`: a write queued just before the connection closed
  fails that query with CONNECTION_CLOSED instead of throwing outside any query (which ended
  the process when the database went away mid-request).
- Imports for Deno outside \`node_modules\`: \`node:\` built-ins, and \`Buffer\`,
  \`setImmediate\`/\`clearImmediate\` and \`process\` imported instead of taken as globals;
  the types end in \`export default\` instead of CommonJS's \`export =\`.

Do not edit these files by hand; change the script or the patch and run it again.
`,
);
rmSync(work, { recursive: true, force: true });
console.log(`vendored postgres ${version} into ${target}`);
