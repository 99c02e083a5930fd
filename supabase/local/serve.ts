// `npm start`: the whole product on one port. Embedded PGlite in DATA_DIR (default .data/) or
// DATABASE_URL; migrations and (on a new embedded database) the demo seed; the API, the web
// app and the development mailbox; the outbox sender, the digest, the daily clean-up and, on
// PGlite, the vacuum.
import { clockFrom } from "@shared/clock.ts";
import { todayInLondon } from "@shared/dates.ts";
import { scheduleCleanUp } from "../functions/_shared/clean-up.ts";
import { scheduleVacuum } from "./autovacuum.ts";
import { configFromEnv } from "../functions/_shared/config.ts";
import { scheduleDigest } from "../functions/_shared/digest.ts";
import { scheduleRetention } from "../functions/_shared/retention.ts";
import { createGate } from "../functions/_shared/gate.ts";
import { startOutboxSender } from "../functions/_shared/outbox.ts";
import { mailerFromEnv } from "../functions/_shared/transports.ts";
import type { Mailer } from "../functions/_shared/mailer.ts";
import { openDatabase, prepareDatabase } from "./database.ts";
import { createDevMailbox, type DevMailbox } from "./dev-mailbox.ts";
import { DEFAULT_HOST, startLocalServer, WEB_DIST } from "./server.ts";

const env = (name: string) => Deno.env.get(name) || undefined;
const port = Number(env("PORT") ?? 8000);
const hostname = env("HOST") ?? DEFAULT_HOST;
const dataDir = env("DATA_DIR") ?? ".data";
const databaseUrl = env("DATABASE_URL");
// LEAVE_TODAY (yyyy-MM-dd) runs the product on another date: the tests run at several.
const clock = clockFrom(env("LEAVE_TODAY"));

/** The JWT secret: JWT_SECRET, else one generated once into the data folder. */
async function jwtSecret(): Promise<string> {
  const given = env("JWT_SECRET");
  if (given) return given;
  if (databaseUrl) throw new Error("JWT_SECRET must be set when DATABASE_URL is set");
  const file = `${dataDir}/jwt-secret`;
  try {
    return (await Deno.readTextFile(file)).trim();
  } catch {
    const secret = Array.from(
      crypto.getRandomValues(new Uint8Array(32)),
      (b) => b.toString(16).padStart(2, "0"),
    ).join("");
    await Deno.mkdir(dataDir, { recursive: true });
    await Deno.writeTextFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

async function ensureWebBuild() {
  try {
    await Deno.stat(new URL("index.html", WEB_DIST));
  } catch {
    console.log("Building the web app (first start)...");
    const { success } = await new Deno.Command("npx", {
      args: [
        "vite",
        "build",
        "--config",
        "web/vite.config.ts",
        "--logLevel",
        "warn",
        "--emptyOutDir",
        "--outDir",
        decodeURIComponent(WEB_DIST.pathname),
      ],
      stdout: "inherit",
      stderr: "inherit",
    }).output();
    if (!success) throw new Error("The web build failed");
  }
}

const started = performance.now();
const db = await openDatabase({ databaseUrl, dataDir });
const { seeded } = await prepareDatabase(db, {
  seed: databaseUrl ? env("SEED_DEMO") === "1" : true,
  today: todayInLondon(clock()),
});
const isMailConfigured = Boolean(env("SMTP_URL") || env("EMAIL_API_KEY"));
// The development mailbox shows every reset link: only on the embedded demo database. With
// DATABASE_URL and no transport, mail waits in the outbox until one is configured.
const mailbox: DevMailbox | undefined = isMailConfigured || databaseUrl
  ? undefined
  : createDevMailbox();
const mailer: Mailer = mailbox ?? mailerFromEnv(env);
const outbox = startOutboxSender(db, mailer);
const secret = await jwtSecret();
const config = configFromEnv((name) => {
  if (name === "JWT_SECRET") return secret;
  if (name === "APP_URL") return env(name) ?? `http://localhost:${port}`;
  return env(name);
});
const digest = scheduleDigest(db, {
  appUrl: config.appUrl,
  cron: env("DIGEST_CRON"),
  clock,
  onMailQueued: outbox.kick,
});
const cleaning = scheduleCleanUp(db, env("CLEAN_UP_CRON"));
const retention = scheduleRetention(db, { cron: env("RETENTION_CRON"), clock });
// PostgreSQL vacuums its own tables; PGlite does not (autovacuum.ts).
const vacuuming = db.kind === "pglite" ? scheduleVacuum(db, env("VACUUM_CRON")) : undefined;
await ensureWebBuild();

const server = startLocalServer({
  port,
  hostname,
  mailbox,
  deps: {
    db,
    mailer,
    clock,
    config,
    onMailQueued: outbox.kick,
    // One bcrypt verify at a time, and a 10 ms pause between two, keep other requests flowing:
    // PGlite runs in this thread, and on a small PostgreSQL ten hashes at once take every core
    // (bench: planning p99 under 10 sign-ins 77 ms on PGlite, was 300; sign-ins 16-18/s).
    // Past 20 waiting, a sign-in is told to come back (503) instead of queueing for ever; one
    // address waits in at most 5 places, and a known address goes ahead of the rest (issue 28).
    loginGate: createGate(1, 10, 20, 5),
  },
});

const where = databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${dataDir}/`;
console.log(
  `Leave is running at http://${
    hostname === DEFAULT_HOST ? "localhost" : hostname
  }:${port} on ${where} (${Math.round(performance.now() - started)} ms)`,
);
if (seeded || !databaseUrl) {
  console.log(
    "Demo accounts (password: password): admin@example.com, sickness@example.com, " +
      "employee@example.com",
  );
}
if (mailbox) {
  console.log(`Mail goes to the development mailbox: http://localhost:${port}/dev/mailbox`);
} else if (!isMailConfigured) {
  console.log("No mail transport (SMTP_URL or EMAIL_API_KEY): mail waits in the outbox.");
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log("Stopping...");
  await server.shutdown();
  digest.stop();
  cleaning.stop();
  retention.stop();
  vacuuming?.stop();
  await outbox.stop();
  await db.close();
  Deno.exit(0);
}
Deno.addSignalListener("SIGINT", stop);
Deno.addSignalListener("SIGTERM", stop);
