// The one way server code reaches the database. Every request that acts for a user runs in one
// transaction as the `authenticated` role with the JWT claims set, exactly as PostgREST does,
// so row-level security is the second wall behind each route's own role check.
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
  /** Runs fn in a transaction as `authenticated` with the caller's claims; 401 if the session is gone. */
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

/** The opening statement of every user transaction: check the session, set claims and role. */
export async function enterAsUser(tx: Tx, claims: Claims): Promise<void> {
  const [row] = await tx.query<{ active: boolean }>(
    `select private.session_is_active($2::uuid, $3::uuid) as active,
            set_config('request.jwt.claims', $1, true),
            set_config('role', 'leave_user', true)`,
    [JSON.stringify(claims), claims.sid, claims.sub],
  );
  if (!row?.active) throw new SessionEndedError();
}

/** Builds a Db from a driver's transaction primitive. */
export function createDb(
  transaction: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>,
  close: () => Promise<void>,
): Db {
  return {
    withUser: (claims, fn) =>
      transaction(async (tx) => {
        await enterAsUser(tx, claims);
        return await fn(tx);
      }),
    // The app's own work, not a user's: audit rows it causes name "system:api" as their actor.
    privileged: (fn) =>
      transaction(async (tx) => {
        await tx.query("select set_config('leave.actor', 'system:api', true)");
        return await fn(tx);
      }),
    close,
  };
}
