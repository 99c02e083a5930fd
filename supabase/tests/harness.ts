// Test harness: a fresh, migrated database per test file (PGlite from a cached snapshot, or a
// new database on the PostgreSQL of DATABASE_URL), the real API app over it, and factories.
import { createApp } from "../functions/api/app.ts";
import type { Config } from "../functions/_shared/config.ts";
import { connectPostgres } from "../functions/_shared/db-postgres.ts";
import { issueToken } from "../functions/_shared/sessions.ts";
import { clockFrom } from "@shared/clock.ts";
import {
  codeOfStatus,
  ERROR_STATUS,
  type ErrorBody,
  errorBody,
  type RefusalCode,
} from "@shared/errors.ts";
import type { AppRole } from "@shared/roles.ts";
import type { LocalDb } from "../local/database.ts";
import { openPglite } from "../local/db-pglite.ts";
import { createDevMailbox } from "../local/dev-mailbox.ts";
import { migrate, readMigrations } from "../local/migrate.ts";

export const TEST_PASSWORD = "correct-horse-battery";

/** Which database the tests run on: "postgres" when DATABASE_URL is set. */
export const TEST_DB_KIND = Deno.env.get("DATABASE_URL") ? "postgres" : "pglite";

async function snapshotPath(): Promise<string> {
  const text = (await readMigrations()).map((m) => m.name + m.sql).join("\n") +
    await Deno.readTextFile(new URL("../local/bootstrap.sql", import.meta.url));
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  const hex = Array.from(new Uint8Array(digest).slice(0, 8), (b) => b.toString(16).padStart(2, "0"))
    .join("");
  return `${Deno.env.get("TMPDIR") ?? "/tmp"}/leave-pglite-${hex}.tar`;
}

/** A fresh migrated PGlite, loaded from a snapshot made once per migration set. */
async function freshPglite(): Promise<LocalDb> {
  const path = await snapshotPath();
  try {
    const blob = new Blob([await Deno.readFile(path)]);
    return Object.assign(await openPglite(undefined, { loadDataDir: blob }), {
      kind: "pglite" as const,
    });
  } catch {
    const db = await openPglite();
    await migrate(db, db.exec);
    const dump = await db.pglite.dumpDataDir("none");
    const temp = `${path}.${crypto.randomUUID()}`;
    await Deno.writeFile(temp, new Uint8Array(await dump.arrayBuffer()));
    await Deno.rename(temp, path);
    return Object.assign(db, { kind: "pglite" as const });
  }
}

/**
 * A new, empty database on the DATABASE_URL server, dropped again on close (with `max`
 * connections). The name carries its creation time: a test process cannot wait for an async
 * drop at exit, so each new database first sweeps the test databases older than an hour.
 */
export async function emptyPostgres(url: string, max = 10) {
  const name = `leave_test_${Math.floor(Date.now() / 1000)}_${
    crypto.randomUUID().replaceAll("-", "").slice(0, 8)
  }`;
  const admin = connectPostgres(url, { max: 1 });
  const stale = await admin.sql.unsafe<{ datname: string }[]>(
    "select datname from pg_database where datname ~ '^leave_test_[0-9]+_'",
  );
  for (const { datname } of stale) {
    const createdAt = Number(datname.split("_")[2]);
    if (createdAt < Date.now() / 1000 - 3600) {
      await admin.sql.unsafe(`drop database if exists ${datname} with (force)`).catch(() => {});
    }
  }
  await admin.sql.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = connectPostgres(target.toString(), { max });
  return Object.assign(db, {
    url: target.toString(),
    close: async () => {
      await db.sql.end({ timeout: 5 });
      // As Supabase's non-superuser `postgres`, the drop cannot end a server process it does
      // not own (an autovacuum worker that just started on the database): it soon ends itself.
      await waitFor(
        `database ${name} dropped`,
        () => admin.sql.unsafe(`drop database if exists ${name} with (force)`).then(() => true),
        { ms: 30_000, every: 200 },
      );
      await admin.sql.end({ timeout: 5 });
    },
  });
}

/** A new migrated database on the DATABASE_URL server, dropped again on close. */
export async function freshPostgres(url: string): Promise<LocalDb & { url: string }> {
  const db = await emptyPostgres(url);
  await migrate(db, db.exec);
  return Object.assign(db, { kind: "postgres" as const });
}

/** A fresh migrated database of the kind the run asks for. */
export function freshDatabase(): Promise<LocalDb> {
  const url = Deno.env.get("DATABASE_URL");
  return url ? freshPostgres(url) : freshPglite();
}

/**
 * An error answer as `[status, body]`: the status's code, or the refusal's when one is named,
 * the message, and the field the message names (e.g. `errorAnswer(400, "name: is required")`,
 * `errorAnswer(409, messages.overlap, "overlap")`).
 */
export function errorAnswer(
  status: number,
  error: string,
  refusal?: RefusalCode,
): [number, ErrorBody] {
  const code = refusal ?? codeOfStatus(status);
  if (!code) throw new Error(`no error code is sent with status ${status}`);
  if (ERROR_STATUS[code] !== status) {
    throw new Error(`${code} is sent with status ${ERROR_STATUS[code]}, not ${status}`);
  }
  return [status, errorBody(code, error)];
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: AppRole;
  token: string;
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * The API over a fresh database (or the one given), with a settable clock and the development
 * mailbox.
 */
export async function setupApi(options: { now?: Date; db?: LocalDb } = {}) {
  const db = options.db ?? await freshDatabase();
  const mailbox = createDevMailbox({ quiet: true });
  let now = options.now ?? clockFrom(Deno.env.get("LEAVE_TODAY"))();
  const config: Config = {
    jwtSecret: "test-secret-that-is-long-enough-for-hs256",
    appUrl: "http://leave.test",
    sessionHours: 12,
    mailFrom: "Leave <leave@leave.test>",
    // As on Supabase: one proxy appends the caller's address to X-Forwarded-For.
    trustedProxies: 1,
    hashSlots: 2,
    requestsPerHour: 30,
  };
  // Work a route leaves running after its answer is awaited before `request` returns, so a
  // test sees its effects.
  const deferred: (() => Promise<unknown>)[] = [];
  const deps = {
    db,
    mailer: mailbox,
    clock: () => now,
    config,
    defer: (task: () => Promise<unknown>) => void deferred.push(task),
  };
  const app = createApp(deps);
  let counter = 0;
  /** The bcrypt hash of TEST_PASSWORD as private.set_password wrote it for the first user. */
  let passwordHash: string | undefined;

  async function request<T = any>(
    method: string,
    path: string,
    init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers["Content-Type"] = "application/json";
    const response = await app.request(path, {
      method,
      headers,
      body: init.body === undefined
        ? undefined
        : typeof init.body === "string"
        ? init.body
        : JSON.stringify(init.body),
    });
    const text = await response.text();
    for (const task of deferred.splice(0)) await task();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch { /* not JSON */ }
    return { status: response.status, body: body as T, headers: response.headers };
  }

  /**
   * The body of a call that must succeed; a refusal fails the test naming the call and the
   * answer: `await api.ok("POST", "/api/departments", { token, body: { name } })`.
   */
  async function ok<T = any>(
    method: string,
    path: string,
    init: { token?: string; body?: unknown } = {},
  ): Promise<T> {
    const answer = await request<T>(method, path, init);
    if (answer.status >= 300) {
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  }

  /** Creates an active user with a password and a signed-in token. */
  async function createUser(
    fields: {
      role?: AppRole;
      firstName?: string;
      lastName?: string;
      email?: string;
      departmentId?: number | null;
      totalVacationHours?: number;
      startDate?: string;
    } = {},
  ): Promise<TestUser> {
    counter++;
    const role = fields.role ?? "employee";
    const email = fields.email ??
      `${role}.${counter}.${crypto.randomUUID().slice(0, 8)}@leave.test`;
    return await db.privileged(async (tx) => {
      const [user] = await tx.query<{ id: string }>(
        `insert into public.users
           (first_name, last_name, email, role, department_id, total_vacation_hours, start_date)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          fields.firstName ?? `First${counter}`,
          fields.lastName ?? `Last${counter}`,
          email,
          role,
          fields.departmentId ?? null,
          fields.totalVacationHours ?? 160,
          fields.startDate ?? "2025-01-01",
        ],
      );
      // The first user's password is set as the app sets one; every later user gets that same
      // hash: a bcrypt of cost 10 took 50 ms in PGlite, most of a test's time creating people.
      if (passwordHash === undefined) {
        await tx.query("select private.set_password($1, $2)", [user.id, TEST_PASSWORD]);
        const [row] = await tx.query<{ hash: string }>(
          "select password_hash as hash from private.credentials where user_id = $1",
          [user.id],
        );
        passwordHash = row.hash;
      } else {
        await tx.query(
          "insert into private.credentials (user_id, password_hash) values ($1, $2)",
          [user.id, passwordHash],
        );
      }
      // Valid for a month on the test's clock, so a test can move the clock on by days.
      const token = await issueToken(tx, { id: user.id, role }, {
        secret: config.jwtSecret,
        hours: 24 * 30,
        now,
      });
      return { id: user.id, email, password: TEST_PASSWORD, role, token };
    });
  }

  async function createDepartment(name = `Department ${++counter}`): Promise<number> {
    const [row] = await db.privileged((tx) =>
      tx.query<{ id: number }>("insert into public.departments (name) values ($1) returning id", [
        name,
      ])
    );
    return row.id;
  }

  return {
    db,
    app,
    mailbox,
    config,
    deps,
    request,
    ok,
    createUser,
    createDepartment,
    now: () => now,
    setNow: (date: Date) => (now = date),
    close: () => db.close(),
  };
}

export type TestApi = Awaited<ReturnType<typeof setupApi>>;

/**
 * Polls `probe` until it gives a value (an error counts as "not yet"): the state a test waits
 * for, never a fixed time. Fails naming `what` after `ms`.
 */
export async function waitFor<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  options: { ms?: number; every?: number } = {},
): Promise<T> {
  const deadline = Date.now() + (options.ms ?? 120_000);
  while (Date.now() < deadline) {
    const value = await Promise.resolve().then(probe).catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, options.every ?? 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
