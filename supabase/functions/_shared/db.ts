// The one way server code reaches the database. Every request that acts for a user runs in one
// transaction as `leave_user` (a member of `authenticated` that PostgREST cannot become) with
// the JWT claims set as PostgREST sets them, so row-level security is the second wall behind
// each route's own role check.
import type { AppRole } from "@shared/roles.ts";

export type Row = Record<string, unknown>;

/** JSON the database encoded, passed to the client as is; T is the shape it holds. */
export type JsonText<T> = string & { readonly __json?: T };

/** A statement runner bound to one open transaction. */
export interface Tx {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** The claims our tokens carry; `sid` names the server-side session. */
export interface Claims {
  sub: string;
  role: "authenticated";
  app_role: AppRole;
  sid: string;
  exp: number;
}

export interface Db {
  /** Runs fn in a transaction as `leave_user` with the caller's claims; 401 if the session is gone. */
  withUser<T>(claims: Claims, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs fn in a transaction as the connection's own role: sign-in, reset, digest, outbox. */
  privileged<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Thrown inside withUser when the token's session was revoked or its user deactivated. */
export class SessionEndedError extends Error {
  constructor() {
    super("Your session has ended, please sign in again");
  }
}

/** Transaction-local settings every transaction of a Db opens with, e.g. statement_timeout. */
export type TxSettings = Record<string, string>;

/** `, set_config($n, $n+1, true)` for each setting, numbering parameters from `first`. */
function setConfigs(settings: TxSettings, first: number): string {
  return Object.keys(settings)
    .map((_, i) => `, set_config($${first + 2 * i}, $${first + 2 * i + 1}, true)`).join("");
}

/**
 * The opening statement of every user transaction, one round trip: check the session, set
 * claims, role and the Db's settings.
 */
export async function enterAsUser(tx: Tx, claims: Claims, settings: TxSettings = {}) {
  const [row] = await tx.query<{ active: boolean }>(
    `select private.session_is_active($2::uuid, $3::uuid) as active,
            set_config('request.jwt.claims', $1, true),
            set_config('role', 'leave_user', true)${setConfigs(settings, 4)}`,
    [JSON.stringify(claims), claims.sid, claims.sub, ...Object.entries(settings).flat()],
  );
  if (!row?.active) throw new SessionEndedError();
}

/**
 * Holds `key` until the transaction ends, so two writes that replace one list whole (the
 * Bradford bands, a user's skills) run one after the other and the last one wins, instead of
 * both deleting the old list and both inserting: lockForReplace(tx, "user_skills", userId).
 */
export async function lockForReplace(tx: Tx, ...key: string[]): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtext($1))", [key.join(":")]);
}

/** Builds a Db from a driver's transaction primitive; every transaction opens with `settings`. */
export function createDb(
  transaction: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>,
  close: () => Promise<void>,
  settings: TxSettings = {},
): Db {
  // The app's own work, not a user's: audit rows it causes name "system:api" as their actor.
  const privileged = { "leave.actor": "system:api", ...settings };
  return {
    withUser: (claims, fn) =>
      transaction(async (tx) => {
        await enterAsUser(tx, claims, settings);
        return await fn(tx);
      }),
    privileged: (fn) =>
      transaction(async (tx) => {
        await tx.query(
          `select true${setConfigs(privileged, 1)}`,
          Object.entries(privileged).flat(),
        );
        return await fn(tx);
      }),
    close,
  };
}
