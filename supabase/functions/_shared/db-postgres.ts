// The postgres.js driver, for DATABASE_URL: Supabase (through its pooler, hence no prepared
// statements), PostgreSQL in CI, or any other Postgres.
// @ts-types="./vendor/postgres/types/index.d.ts"
import postgres from "./vendor/postgres/src/index.js";
import { createDb, type Db, type Tx, type TxSettings } from "./db.ts";

const asIs = (value: string) => value;

/** Opens a pool on DATABASE_URL; dates, times and timestamps come back as the text Postgres sends. */
export function connectPostgres(
  url: string,
  options: {
    max?: number;
    /** Seconds an unused connection stays open (none when unset). */
    idleTimeout?: number;
    /** Milliseconds any statement may run before the database cancels it (none when unset). */
    statementTimeout?: number;
  } = {},
): Db & {
  sql: postgres.Sql;
  exec: (script: string) => Promise<void>;
} {
  const sql = postgres(url, {
    prepare: false,
    max: options.max ?? 10,
    idle_timeout: options.idleTimeout,
    // When the database is out of reach, fail fast (the API answers 503) and retry soon after
    // it is back, instead of holding requests through up to 20 s of reconnect backoff.
    connect_timeout: 5,
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
    onnotice: () => {},
    connection: { TimeZone: "UTC" },
    types: {
      bigint: { to: 20, from: [20], serialize: String, parse: Number },
      numeric: { to: 1700, from: [1700], serialize: String, parse: Number },
      date: { to: 1082, from: [1082], serialize: asIs, parse: asIs },
      time: { to: 1083, from: [1083], serialize: asIs, parse: asIs },
      timestamp: { to: 1114, from: [1114, 1184], serialize: asIs, parse: asIs },
    },
  });
  const transaction = <T>(fn: (tx: Tx) => Promise<T>) =>
    sql.begin((t) =>
      fn({
        query: async <R>(text: string, params: unknown[] = []) =>
          [...(await t.unsafe(text, params as postgres.ParameterOrJSON<never>[]))] as R[],
      })
    ) as Promise<T>;
  // Runs a multi-statement script (migrations, seeds) on one connection.
  const exec = async (script: string) => {
    const connection = await sql.reserve();
    try {
      await connection.unsafe(script).simple();
    } catch (error) {
      await connection.unsafe("rollback").simple().catch(() => {});
      throw error;
    } finally {
      connection.release();
    }
  };
  // Set per transaction, in the statement each transaction opens with anyway, not per
  // connection: a transaction-mode pooler (Supabase's, port 6543) hands each transaction
  // whichever server connection is free. JIT off: PostgreSQL as installed (and Supabase) has
  // `jit = on`, and the plans of the cover and planning readers are estimated far above
  // `jit_above_cost`, so each call compiled for ~1 s what runs in a millisecond (issue 32).
  const settings: TxSettings = {
    jit: "off",
    ...(options.statementTimeout === undefined
      ? {}
      : { statement_timeout: String(options.statementTimeout) }),
  };
  return Object.assign(createDb(transaction, () => sql.end({ timeout: 5 }), settings), {
    sql,
    exec,
  });
}
