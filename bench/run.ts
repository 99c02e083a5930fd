// `npm run bench`: seeds the company-scale data set, starts the real server as its own process
// on it (PGlite in .data-bench/, or DATABASE_URL), and measures where users wait: median and
// p99 latency over HTTP, throughput with autocannon, sign-ins stalling other requests, start
// time, resident memory, and the web bundle sizes. Prints one table with each row held
// against DESIGN section 7's budgets and writes it as JSON under bench/results/, with the
// machine, the versions and the commit it was measured on (environment.ts).
import { bankHolidaySet } from "../shared/bank-holidays.ts";
import { isWorkingDay } from "../shared/hours.ts";
import { apiClient } from "./client.ts";
import { describeEnvironment, environmentLine } from "./environment.ts";
import { freeHalfDays } from "./half-days.ts";
import { withPolicies } from "./policies.ts";
import { benchDataDir, benchYear, scaleArgument, seedBench } from "./seed.ts";
import { SERVER_V8_FLAGS } from "../supabase/local/server-flags.ts";
import { percentile, timeOneHash, timeSequential, type Timing } from "./measure.ts";
import { webRows } from "./web.ts";

const databaseUrl = Deno.env.get("DATABASE_URL") || undefined;
const dbKind = databaseUrl ? "postgres" : "pglite";
const PORT = Number(Deno.env.get("BENCH_PORT") ?? 8500);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(Deno.env.get("BENCH_RUNS") ?? 200);
// The bench's clock: the real one, as its server runs without LEAVE_TODAY.
const YEAR = benchYear();
/** `npm run bench -- --scale 10`: the data set ten times over (bench/seed.sql). */
const SCALE = scaleArgument(Deno.args);
const JWT_SECRET = "bench-secret-that-is-at-least-32-characters-long";

/**
 * What a row grows with: a person's or a department's rows must not grow with the company
 * (at `--scale N` within 1.5× of their 1× figure), the company's within their budgets.
 */
export type Scope = "person" | "company";

export interface Row {
  operation: string;
  scope?: Scope;
  rows?: number;
  median?: number;
  p99?: number;
  rps?: number;
  value?: string;
  budget: string;
  within: boolean | null;
}

const results: Row[] = [];
/** Issue 32: "within 1.5× of its 1× figure at 10×". */
const FLAT_RATIO = 1.5;
// DESIGN section 7, column by column; at `--scale N`, issue 32's budgets for the company's rows.
const atScale = SCALE > 1;
const budgets = {
  planningDept: dbKind === "postgres" ? 5 : 10,
  planningAll: dbKind === "postgres" ? 25 : 40,
  archive: dbKind === "postgres" ? 15 : 25,
  summary: atScale ? 60 : dbKind === "postgres" ? 20 : 30,
  create: dbKind === "postgres" ? 15 : 20,
  /** "create request for a user with 500 earlier requests: ≤ 1.5× the above" (the budget). */
  createHeavy: (dbKind === "postgres" ? 15 : 20) * 1.5,
  planningRps: dbKind === "postgres" ? 1000 : 250,
  loginRps: 15,
  /** Issue 17's budgets, PGlite (the issue gives none for PostgreSQL: the same). */
  coverPreview: 10,
  heatmap: 60,
  /** Issue 31's: "a wallchart row ... within 30 ms median server time". */
  wallchart: 30,
  overview: 100,
  /** Issue 32's: "Manage Users ≤ 150 ms". */
  manageUsers: 150,
  /** A person's own year (issue 32 lists them; no figure): as a create. */
  balance: dbKind === "postgres" ? 15 : 20,
  personalFeed: dbKind === "postgres" ? 15 : 20,
  /** Issue 18's, PGlite: "the summary with Bradford over 10,000 logs ≤ 40 ms". */
  bradford: 40,
  /**
   * Issue 18's, PGlite: "a company feed over 2,000 users for ±6 months ≤ 150 ms", per 2,000
   * users: the feed is one document a calendar app fetches whole (20 MB of 56,000 events at
   * 10×), so it cannot be paged, and its budget grows with what it holds.
   */
  companyFeed: 150 * SCALE,
  /** "≥ 15/s, 0 errors" on PostgreSQL, "≥ 15/s" on PGlite. */
  loginErrorsCount: dbKind === "postgres",
  /** Of "the embedded server": PGlite only. */
  residentMb: dbKind === "pglite" ? 400 : undefined,
};

/**
 * Runs of a timed row: a company-wide row at `--scale N` takes up to a second a call, so it is
 * timed 30 times, not 200.
 */
function runsOf(scope: Scope): number {
  return scope === "company" && atScale ? Math.min(RUNS, 30) : RUNS;
}

function latencyRow(
  operation: string,
  timing: Timing,
  budgetMs?: number,
  scope?: Scope,
): Row {
  // DESIGN section 7: the budget is for the median, and p99 may be up to three times it.
  const within = budgetMs === undefined
    ? null
    : timing.errors === 0 && timing.median <= budgetMs && timing.p99 <= 3 * budgetMs;
  return {
    operation: timing.errors ? `${operation} (${timing.errors} errors)` : operation,
    scope,
    rows: timing.rows,
    median: timing.median,
    p99: timing.p99,
    budget: budgetMs === undefined ? "-" : `≤ ${budgetMs} ms, p99 ≤ ${3 * budgetMs} ms`,
    within,
  };
}

const call = apiClient(BASE);

async function login(email: string): Promise<string> {
  const { json, ok } = await call("POST", "/login", undefined, { email, password: "password" });
  if (!ok) throw new Error(`bench: cannot sign in as ${email}: ${JSON.stringify(json)}`);
  return json.token;
}

async function waitForHealth(deadlineMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < deadlineMs) {
    try {
      const response = await fetch(`${BASE}/api/health`);
      await response.body?.cancel();
      if (response.ok) return performance.now() - started;
    } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("bench: the server did not answer /api/health");
}

/** The server `npm start` supervises, with its V8 memory flags, run directly: its pid is the
 * process whose memory the bench reads. */
function startArgs(): string[] {
  return ["run", "-A", `--v8-flags=${SERVER_V8_FLAGS}`, "supabase/local/serve.ts"];
}

function startServer() {
  return new Deno.Command(Deno.execPath(), {
    args: startArgs(),
    env: {
      // the heavy user books 220 requests in a row
      REQUESTS_PER_HOUR: "100000",
      PORT: String(PORT),
      DATA_DIR: benchDataDir(SCALE),
      JWT_SECRET,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdout: "null",
    stderr: "inherit",
  }).spawn();
}

/** Resident and peak resident memory of the server process, in MB. */
function residentMb(pid: number): { rss: number; peak: number } {
  const status = Deno.readTextFileSync(`/proc/${pid}/status`);
  const mb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: mb("VmRSS"), peak: mb("VmHWM") };
}

async function autocannon(path: string, token: string, clients: number, seconds: number) {
  const { stdout } = await new Deno.Command("node", {
    args: [
      "node_modules/autocannon/autocannon.js",
      "-c",
      String(clients),
      "-d",
      String(seconds),
      "-j",
      "-H",
      `Authorization=Bearer ${token}`,
      `${BASE}/api${path}`,
    ],
    stdout: "piped",
    stderr: "null",
  }).output();
  const report = JSON.parse(new TextDecoder().decode(stdout));
  return {
    rps: report.requests.average as number,
    errors: (report.errors as number) + (report.non2xx as number),
    median: report.latency.p50 as number,
    p99: report.latency.p99 as number,
  };
}

// 1. The data set.
const seedStarted = performance.now();
const seeded = await seedBench({ databaseUrl, year: YEAR, scale: SCALE });
// One sign-in's hash, timed on the database itself before the server holds it.
const oneHash = await timeOneHash(seeded.db);
const environment = await describeEnvironment(seeded.db);
await seeded.db.close();
console.log(environmentLine(environment, dbKind));
console.log(
  `bench data on ${dbKind} for ${YEAR}, scale ${SCALE}: ${JSON.stringify(seeded.counts)} (${
    seeded.seconds
      ? `seeded in ${seeded.seconds.toFixed(1)} s${seeded.rebuilt ? ", its sources changed" : ""}`
      : "reused"
  }, ready in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s); one hash ${
    oneHash.toFixed(1)
  } ms`,
);

// 2. Start on the existing data folder: time to the first answer.
const server = await startServer();
const startMs = await waitForHealth(60_000);
results.push({
  operation: "npm start to first answer (existing data)",
  value: `${startMs.toFixed(0)} ms`,
  budget: "≤ 1000 ms",
  within: startMs <= 1000,
});

try {
  const admin = await login("admin@example.com");
  const month = { startDate: "2026-06-01", endDate: "2026-06-30" };
  const year = { startDate: "2026-01-01", endDate: "2026-12-31" };
  const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

  results.push(latencyRow(
    "POST /api/login (one at a time)",
    await timeSequential(async () => {
      const r = await call("POST", "/login", undefined, {
        email: "admin@example.com",
        password: "password",
      });
      return { ok: r.ok, rows: 1 };
    }, { runs: Math.min(RUNS, 60), warmup: 3 }),
  ));

  const timed = async (
    label: string,
    path: string,
    budget: number | undefined,
    scope: Scope,
    token = admin,
  ) => {
    results.push(
      latencyRow(
        label,
        await timeSequential(() => call("GET", path, token), { runs: runsOf(scope) }),
        budget,
        scope,
      ),
    );
  };
  await timed(
    "planning, one month, one department",
    `/holidays/planning${q({ ...month, department: "Production" })}`,
    budgets.planningDept,
    "person",
  );
  await timed(
    "planning, one month, all departments",
    `/holidays/planning${q({ ...month, department: "" })}`,
    budgets.planningAll,
    "company",
  );
  await timed(
    "planning, one year, all departments",
    `/holidays/planning${q({ ...year, department: "" })}`,
    undefined,
    "company",
  );
  await timed(
    "archive page 1 with a search term",
    `/admin/all-holiday-requests${q({ q: "smith", limit: "20", offset: "0" })}`,
    budgets.archive,
    "person",
  );
  await timed("sickness summary for a year", "/sickness-summary/2025", budgets.summary, "company");
  await timed(
    "Bradford factor, 52 weeks of every log",
    `/sickness-bradford${q({ asOf: "2026-06-30" })}`,
    budgets.bradford,
    "company",
  );
  // What the screen asks for since issue 32: the first page of each, 50 rows.
  await timed(
    "GET /api/sickness-summary/2025?limit=50 (summary page)",
    "/sickness-summary/2025?limit=50",
    budgets.summary,
    "company",
  );
  await timed(
    "GET /api/sickness-bradford?limit=50 (Bradford page)",
    `/sickness-bradford${q({ asOf: "2026-06-30", sort: "score", limit: "50", offset: "0" })}`,
    budgets.bradford,
    "company",
  );
  await timed(
    "GET /api/admin/users (Manage Users)",
    "/admin/users",
    budgets.manageUsers,
    "company",
  );
  // What the screen asks for since issue 32: its first page, the hours of those 50 alone.
  await timed(
    "GET /api/admin/users?limit=50 (Manage Users page)",
    "/admin/users?limit=50",
    budgets.manageUsers,
    "company",
  );
  await timed("GET /api/admin/allowances", "/admin/allowances", undefined, "company");

  // Create requests: 200 employees each book one Mon-Thu half day of the year after YEAR (distinct users, so
  // no balance runs out), then the user with 500 earlier requests in the bench's year books 200
  // free half days of that year.
  const emails =
    ((await call("GET", "/admin/users", admin)).json as { email: string; role: string }[])
      .filter((u) =>
        u.role === "employee" && u.email.endsWith("@bench.test") && u.email !== "heavy@bench.test"
      )
      .slice(0, RUNS + 20)
      .map((u) => u.email);
  const tokens: string[] = [];
  for (const email of emails) tokens.push(await login(email));
  // Slot i: a half day (morning, afternoon) of a Mon-Thu from February after YEAR that is no bank
  // holiday (a request of 0 hours is refused), two slots a day.
  const bankHolidays = bankHolidaySet();
  const workingDays: string[] = [];
  for (let n = 0; workingDays.length < 150; n++) {
    const day = new Date(Date.UTC(YEAR + 1, 1, 1 + n)).toISOString().slice(0, 10);
    if (isWorkingDay(day, bankHolidays)) workingDays.push(day);
  }
  const slot = (i: number) => {
    const day = workingDays[Math.floor(i / 2)];
    const half = i % 2 ? "afternoon" : "morning";
    return { startDate: day, endDate: day, startDayType: half, endDayType: half };
  };
  // Every request the bench books is denied afterwards, so the next run finds the days free.
  const booked: number[] = [];
  const create = await timeSequential(async (i) => {
    const r = await call("POST", "/vacation-request", tokens[i], slot(0));
    if (r.status === 201) booked.push(r.json.id);
    return { ok: r.status === 201, rows: 1 };
  }, { runs: RUNS, warmup: Math.min(20, tokens.length - RUNS) });
  results.push(
    latencyRow(
      "create request (hours, overlap, balance, audit, outbox)",
      create,
      budgets.create,
      "person",
    ),
  );
  // Issue 29: each booking the first of its year, a year no request touched before (YEAR + 5
  // onwards, one a booking): the holidays of every year are in the database already.
  const firstOfYear = await timeSequential(async (i) => {
    const monday = firstMondayOfFebruary(YEAR + 5 + i);
    const r = await call("POST", "/vacation-request", tokens[i], {
      startDate: monday,
      endDate: monday,
    });
    if (r.status === 201) booked.push(r.json.id);
    return { ok: r.status === 201, rows: 1 };
  }, { runs: RUNS, warmup: 0 });
  results.push(
    latencyRow(
      "create request, the first of a year never booked",
      firstOfYear,
      budgets.create,
      "person",
    ),
  );

  // The heavy user's 500 requests lie in YEAR (bench/seed.sql): booking there, the balance and
  // overlap checks meet them.
  const heavy = await login("heavy@bench.test");
  const heavySlots = freeHalfDays(
    (await call("GET", "/user/holiday-requests", heavy)).json,
    YEAR,
    RUNS + 20,
  );
  const createHeavy = await timeSequential(async (i) => {
    const r = await call("POST", "/vacation-request", heavy, heavySlots[i]);
    if (r.status === 201) booked.push(r.json.id);
    return { ok: r.status === 201, rows: 1 };
  }, { runs: RUNS, warmup: 20 });
  for (const id of booked) {
    await call("POST", `/admin/holiday-requests/${id}/deny`, admin, { reason: "bench run" });
  }
  results.push(latencyRow(
    "create request for a user with 500 earlier requests",
    createHeavy,
    budgets.createHeavy,
    "person",
  ));

  // The same with 30 % of the users on working patterns and carry-over on (issue 16).
  const everyone = (await call("GET", "/admin/users", admin)).json as { id: string }[];
  const policyBooked: number[] = [];
  await withPolicies({
    call,
    admin,
    userIds: everyone.map((u) => u.id),
    measure: async () => {
      const createOn = await timeSequential(async (i) => {
        const r = await call("POST", "/vacation-request", tokens[i], slot(1));
        if (r.status === 201) policyBooked.push(r.json.id);
        return { ok: r.status === 201, rows: 1 };
      }, { runs: RUNS, warmup: Math.min(20, tokens.length - RUNS) });
      results.push(latencyRow(
        "create request, 30 % on patterns, carry-over on",
        createOn,
        budgets.create,
        "person",
      ));
      await timed(
        "planning, one month, one department, policies on",
        `/holidays/planning${q({ ...month, department: "Production" })}`,
        budgets.planningDept,
        "person",
      );
      await timed(
        "planning, one month, all departments, policies on",
        `/holidays/planning${q({ ...month, department: "" })}`,
        budgets.planningAll,
        "company",
      );
      await timed(
        "GET /api/admin/users, policies on",
        "/admin/users",
        budgets.manageUsers,
        "company",
      );
      await timed(
        "GET /api/admin/users?limit=50, policies on",
        "/admin/users?limit=50",
        budgets.manageUsers,
        "company",
      );
      await timed(
        "GET /api/admin/allowances, policies on",
        "/admin/allowances",
        undefined,
        "company",
      );
      // What Manage Users asks for since issue 32: the allowances of its first page's users.
      await timed(
        "GET /api/admin/allowances of a page of 50, policies on",
        `/admin/allowances${q({ userIds: everyone.slice(0, 50).map((u) => u.id).join(",") })}`,
        undefined,
        "company",
      );
    },
  });
  for (const id of policyBooked) {
    await call("POST", `/admin/holiday-requests/${id}/deny`, admin, { reason: "bench run" });
  }

  // Cover (issue 17): a rule on Production, then the preview of a 2-week request by one of its
  // employees, the heat-map of all departments over 12 weeks and the overview.
  const people = everyone as unknown as {
    email: string;
    role: string;
    department: string;
    department_id: number;
  }[];
  const worker = people.find((u) =>
    u.department === "Production" && u.role === "employee" && u.email.endsWith("@bench.test") &&
    u.email !== "heavy@bench.test"
  )!;
  const rule = await call("POST", "/admin/cover-rules", admin, {
    departmentId: worker.department_id,
    skillId: null,
    minimum: 150,
    mode: "warn",
  });
  try {
    const workerToken = await login(worker.email);
    const fortnight = q({
      startDate: `${YEAR}-06-07`,
      endDate: `${YEAR}-06-18`,
      startDayType: "full",
      endDayType: "full",
    });
    const department = people.filter((u) => u.department === "Production").length;
    results.push({
      ...latencyRow(
        "cover preview, 2-week request, Production under a rule",
        await timeSequential(() => call("GET", `/cover-preview${fortnight}`, workerToken), {
          runs: RUNS,
        }),
        budgets.coverPreview,
        "person",
      ),
      value: `${department} people`,
    });
    // A person's own year: their balance and their calendar feed.
    await timed(
      "balance of one person for a year",
      `/vacation-days${q({ year: String(YEAR) })}`,
      budgets.balance,
      "person",
      workerToken,
    );
    const ownFeed = await call("POST", "/calendar-feeds", workerToken, { kind: "personal" });
    if (!ownFeed.ok) throw new Error(`bench: personal feed: ${JSON.stringify(ownFeed.json)}`);
    try {
      results.push(latencyRow(
        "calendar feed of one person",
        await timeSequential(async () => {
          const response = await fetch(`${BASE}${ownFeed.json.url}`);
          const text = await response.text();
          return { ok: response.ok, rows: text.split("BEGIN:VEVENT").length - 1 };
        }, { runs: RUNS }),
        budgets.personalFeed,
        "person",
      ));
    } finally {
      await call("DELETE", `/calendar-feeds/${ownFeed.json.id}`, workerToken);
    }
    await timed(
      "cover heat-map, all departments, 12 weeks",
      `/admin/cover-heatmap${q({ startDate: `${YEAR}-06-07`, weeks: "12" })}`,
      budgets.heatmap,
      "company",
    );
    // The wallchart (issue 31): one department of 200 over 6 weeks, every department over 2,
    // under the rule above (its cover row falls short).
    await timed(
      "wallchart: one department, 6 weeks",
      `/admin/wallchart${
        q({ startDate: `${YEAR}-06-07`, weeks: "6", department: String(worker.department_id) })
      }`,
      budgets.wallchart,
      "person",
    );
    await timed(
      "wallchart: all departments, 2 weeks",
      `/admin/wallchart${q({ startDate: `${YEAR}-06-07`, weeks: "2" })}`,
      budgets.wallchart,
      "company",
    );
    // What the screen asks a company of more than ten departments for (issue 32): the first
    // page (whole departments up to the 150 people it draws at once), then pages of 1,000.
    await timed(
      "wallchart: all departments, 2 weeks, first page (150 people)",
      `/admin/wallchart${q({ startDate: `${YEAR}-06-07`, weeks: "2", offset: "0", limit: "150" })}`,
      budgets.wallchart,
      "company",
    );
    await timed(
      "wallchart: all departments, 2 weeks, a next page (1,000 people from the 20th department)",
      `/admin/wallchart${
        q({ startDate: `${YEAR}-06-07`, weeks: "2", offset: "20", limit: "1000" })
      }`,
      undefined,
      "company",
    );
    await timed("administrator's overview", "/admin/overview", budgets.overview, "company");
  } finally {
    if (rule.ok) await call("DELETE", `/admin/cover-rules/${rule.json.id}`, admin);
  }

  // Calendar feeds (issue 18): the company feed, everyone's accepted holidays 6 months either side
  // of today, as a calendar app fetches it (no session; the token is the secret).
  const feed = await call("POST", "/calendar-feeds", admin, { kind: "company" });
  if (!feed.ok) throw new Error(`bench: company feed: ${JSON.stringify(feed.json)}`);
  try {
    const events = (await (await fetch(`${BASE}${feed.json.url}`)).text())
      .split("BEGIN:VEVENT").length - 1;
    const timing = await timeSequential(async () => {
      const response = await fetch(`${BASE}${feed.json.url}`);
      await response.arrayBuffer();
      return { ok: response.ok, rows: events };
    }, { runs: Math.min(runsOf("company"), 100) });
    results.push(latencyRow(
      "company calendar feed, 6 months either side",
      timing,
      budgets.companyFeed,
      "company",
    ));
  } finally {
    await call("DELETE", `/calendar-feeds/${feed.json.id}`, admin);
  }

  // Throughput of planning (one department) at 16 clients.
  const planningPath = `/holidays/planning${q({ ...month, department: "Production" })}`;
  const load = await autocannon(planningPath, admin, 16, 5);
  results.push({
    operation: "planning, one department, 16 clients",
    median: load.median,
    p99: load.p99,
    rps: load.rps,
    budget: `≥ ${budgets.planningRps} req/s`,
    within: load.errors === 0 && load.rps >= budgets.planningRps,
  });
  const memory = residentMb(server.pid);
  results.push({
    operation: "server resident memory under load",
    value: `${memory.rss.toFixed(0)} MB (peak ${memory.peak.toFixed(0)} MB)`,
    budget: budgets.residentMb === undefined ? "-" : `≤ ${budgets.residentMb} MB`,
    within: budgets.residentMb === undefined ? null : memory.peak <= budgets.residentMb,
  });

  // Ten sign-ins at once: throughput, and what they do to planning's p99 meanwhile.
  const signIns = Array.from({ length: 10 }, () => 0);
  let loginErrors = 0;
  const loginDeadline = performance.now() + 3000;
  const planningDuringLogins: number[] = [];
  await Promise.all([
    ...signIns.map(async (_, i) => {
      while (performance.now() < loginDeadline) {
        const r = await call("POST", "/login", undefined, {
          email: emails[i],
          password: "password",
        });
        if (r.ok) signIns[i]++;
        else loginErrors++;
      }
    }),
    (async () => {
      while (performance.now() < loginDeadline) {
        const started = performance.now();
        await call("GET", planningPath, admin);
        planningDuringLogins.push(performance.now() - started);
      }
    })(),
  ]);
  const loginRate = signIns.reduce((a, b) => a + b, 0) / 3;
  results.push({
    operation: "login, 10 concurrent",
    rps: loginRate,
    budget: `≥ ${budgets.loginRps}/s${budgets.loginErrorsCount ? ", 0 errors" : ""}`,
    within: loginRate >= budgets.loginRps && (!budgets.loginErrorsCount || loginErrors === 0),
    value: `${loginErrors} errors`,
  });
  planningDuringLogins.sort((a, b) => a - b);
  const p99 = percentile(planningDuringLogins, 99);
  // DESIGN: "a login must not stall other requests for longer than one hash", so planning's
  // p99 meanwhile may exceed its quiet p99 by one hash at most.
  const quiet = results.find((r) => r.operation === "planning, one month, one department")!;
  const stallBound = quiet.p99! + oneHash;
  results.push({
    operation: "planning p99 while 10 clients sign in",
    median: percentile(planningDuringLogins, 50),
    p99,
    value: `quiet p99 ${quiet.p99!.toFixed(1)} ms, one hash ${oneHash.toFixed(1)} ms`,
    budget: `p99 ≤ quiet p99 + one hash (${stallBound.toFixed(0)} ms)`,
    within: p99 <= stallBound,
  });

  // A flood of bad sign-ins, 15 a second with new emails and a spoofed X-Forwarded-For, and
  // planning's median meanwhile against its quiet median (issue 19: within 2x; not a DESIGN
  // budget).
  const floodDeadline = performance.now() + 6000;
  const duringFlood: number[] = [];
  const floodAnswers = new Map<number, number>();
  let floodSent = 0;
  const flood = (async () => {
    const pending: Promise<void>[] = [];
    while (performance.now() < floodDeadline) {
      const n = floodSent++;
      pending.push(
        fetch(`${BASE}/api/login`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "X-Forwarded-For": `10.${n % 250}.${(n >> 8) % 250}.7`,
          },
          body: JSON.stringify({ email: `flood${n}@bench.test`, password: "wrong-password" }),
        }).then(async (r) => {
          await r.body?.cancel();
          floodAnswers.set(r.status, (floodAnswers.get(r.status) ?? 0) + 1);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000 / 15));
    }
    await Promise.all(pending);
  })();
  while (performance.now() < floodDeadline) {
    const started = performance.now();
    await call("GET", planningPath, admin);
    duringFlood.push(performance.now() - started);
  }
  await flood;
  duringFlood.sort((a, b) => a - b);
  const floodMedian = percentile(duringFlood, 50);
  results.push({
    operation: "planning during 15/s bad sign-ins (spoofed XFF)",
    median: floodMedian,
    p99: percentile(duringFlood, 99),
    value: `quiet ${quiet.median!.toFixed(2)} ms; sign-ins ${
      [...floodAnswers].map(([status, count]) => `${count}×${status}`).join(", ")
    }`,
    budget: "median ≤ 2× quiet (issue 19)",
    within: floodMedian <= 2 * quiet.median!,
  });

  // The web app: bundle sizes, JS received in Chromium, /planning showing its events.
  results.push(
    ...await webRows({
      baseUrl: BASE,
      email: "admin@example.com",
      employeeEmail: "heavy@bench.test",
    }),
  );
} finally {
  server.kill("SIGTERM");
  await server.status;
}

// The table.
const fmt = (n?: number) => (n === undefined || Number.isNaN(n) ? "" : n.toFixed(n < 10 ? 2 : 1));
const header = [
  "operation",
  "db",
  "rows",
  "median ms",
  "p99 ms",
  "rps",
  "value",
  "budget",
  "verdict",
];
const lines = results.map((r) => [
  r.operation,
  dbKind,
  r.rows === undefined ? "" : String(r.rows),
  fmt(r.median),
  fmt(r.p99),
  r.rps === undefined ? "" : r.rps.toFixed(0),
  r.value ?? "",
  r.budget,
  r.within === null ? "" : r.within ? "within" : "OVER",
]);
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
const print = (cells: string[]) =>
  console.log(`| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`);
console.log();
print(header);
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
lines.forEach(print);

// Made first: a run at --scale N before any 1× run reads the folder for its side-by-side.
await Deno.mkdir("bench/results", { recursive: true });
if (atScale) await printSideBySide();

const file = `bench/results/${dbKind}${SCALE === 1 ? "" : `-x${SCALE}`}-${
  new Date().toISOString().replaceAll(":", "-")
}.json`;
await Deno.writeTextFile(
  file,
  JSON.stringify(
    {
      db: dbKind,
      at: new Date(),
      ...environment,
      dataSet: seeded.hash,
      scale: SCALE,
      oneHashMs: oneHash,
      results,
    },
    null,
    2,
  ),
);
console.log(`\nwritten to ${file}`);

/** The first Monday of February of a year (never a bank holiday): 2031 → "2031-02-03". */
function firstMondayOfFebruary(year: number): string {
  const first = new Date(Date.UTC(year, 1, 1));
  const offset = (8 - (first.getUTCDay() || 7)) % 7;
  return new Date(Date.UTC(year, 1, 1 + offset)).toISOString().slice(0, 10);
}

/**
 * At `--scale N`, the 1× and N× tables side by side: this run against the newest 1× run on the
 * same database kind (bench/results), each row's ratio, and its rule: a person's or a
 * department's row within 1.5× of its 1× figure, a company's within its budget.
 */
async function printSideBySide() {
  const files: string[] = [];
  for await (const entry of Deno.readDir("bench/results")) {
    if (new RegExp(`^${dbKind}-\\d{4}-`).test(entry.name)) files.push(entry.name);
  }
  const newest = files.sort().at(-1);
  if (!newest) {
    console.log(`\nno 1× run on ${dbKind} in bench/results to set beside: run \`npm run bench\``);
    return;
  }
  const base = JSON.parse(await Deno.readTextFile(`bench/results/${newest}`)) as {
    results: Row[];
  };
  const before = new Map(base.results.map((r) => [r.operation, r]));
  const cells = results.filter((r) => r.median !== undefined).map((r) => {
    const one = before.get(r.operation)?.median;
    const ratio = one ? r.median! / one : undefined;
    const flat = r.scope === "person";
    const within = flat
      ? ratio !== undefined && ratio <= FLAT_RATIO && r.within !== false
      : r.within;
    return [
      r.operation,
      r.scope ?? "",
      fmt(one),
      fmt(r.median),
      ratio === undefined ? "" : `${ratio.toFixed(2)}×`,
      flat ? `≤ ${FLAT_RATIO}× of 1×${r.budget === "-" ? "" : `, ${r.budget}`}` : r.budget,
      within === null || within === undefined ? "" : within ? "within" : "OVER",
    ];
  });
  const head = [
    "operation",
    "scope",
    "1× median ms",
    `${SCALE}× median ms`,
    "ratio",
    "rule",
    "verdict",
  ];
  const w = head.map((h, i) => Math.max(h.length, ...cells.map((l) => l[i].length)));
  const line = (c: string[]) => console.log(`| ${c.map((x, i) => x.padEnd(w[i])).join(" | ")} |`);
  console.log(`\n1× (${newest}) and ${SCALE}× on ${dbKind}, side by side:`);
  line(head);
  console.log(`|${w.map((n) => "-".repeat(n + 2)).join("|")}|`);
  cells.forEach(line);
}
