// The embedded database of `npm start` and the tests: PGlite, Postgres compiled to WASM,
// with the extensions our migrations use. Never imported by deployed code.
import { PGlite, types } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { createDb, type Db, type Tx } from "../functions/_shared/db.ts";

const asIs = (value: string) => value;

/** Opens PGlite in `dataDir` (in memory when undefined), optionally from a dumped data dir. */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob } = {},
): Promise<Db & { pglite: PGlite; exec: (script: string) => Promise<void> }> {
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { btree_gist, pg_trgm, pgcrypto },
    // Half Postgres's default buffer pool: the server's memory under the bench's load falls by
    // about 50 MB and its times do not move (docs/decisions.md, "Performance"). One backend
    // ever runs: the shared memory of 100 connections, 4 MB of WAL buffers and 8 MB of
    // temporary-table buffers each held another ~30 MB (issue 32).
    startParams: [
      ...PGlite.defaultStartParams,
      ...["-c", "shared_buffers=64MB", "-c", "max_connections=5"],
      ...["-c", "wal_buffers=1MB", "-c", "temp_buffers=1MB"],
    ],
    parsers: {
      [types.INT8]: Number,
      [types.NUMERIC]: Number,
      [types.DATE]: asIs,
      [types.TIME]: asIs,
      [types.TIMESTAMP]: asIs,
      [types.TIMESTAMPTZ]: asIs,
    },
  });
  await pglite.exec("set timezone = 'UTC'");
  const transaction = <T>(fn: (tx: Tx) => Promise<T>) =>
    pglite.transaction((t) =>
      fn({
        query: async <R>(text: string, params?: unknown[]) => (await t.query<R>(text, params)).rows,
      })
    );
  // Runs a multi-statement script (migrations, seeds).
  const exec = async (script: string) => {
    try {
      await pglite.exec(script);
    } catch (error) {
      await pglite.exec("rollback").catch(() => {});
      throw error;
    }
  };
  return Object.assign(createDb(transaction, () => pglite.close()), { pglite, exec });
}
