// The local server killed with SIGKILL in the middle of a burst of writes, five times over, on
// one data folder: every create it acknowledged (201) is there after each crash, with its audit
// row, and nothing it did not finish left half a change behind.
import assert from "node:assert/strict";
import { openPglite } from "./db-pglite.ts";
import { waitFor } from "../tests/harness.ts";

const PORT = 20_000 + Math.floor(Math.random() * 2000);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = 5;
const CREATES = 200;
const IN_FLIGHT = 8;

function startServer(dataDir: string, webDist: string) {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "supabase/local/serve.ts"],
    // the embedded database, even when the test run itself is on DATABASE_URL
    env: { DATA_DIR: dataDir, PORT: String(PORT), WEB_DIST: webDist, DATABASE_URL: "" },
    stdout: "null",
    stderr: "null",
  }).spawn();
}

async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: "password" }),
  });
  return (await response.json()).token;
}

/**
 * Sends the round's creates, IN_FLIGHT at a time, and kills the server once `killAfter` have
 * been acknowledged. Returns the acknowledged departments (id → name).
 */
async function burstAndKill(
  server: Deno.ChildProcess,
  token: string,
  round: number,
  killAfter: number,
): Promise<Map<number, string>> {
  const acknowledged = new Map<number, string>();
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < CREATES && !killed) {
      const name = `Crash ${round}.${next++}`;
      try {
        const response = await fetch(`${BASE}/api/departments`, {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ name }),
        });
        const body = await response.json();
        if (response.status === 201) acknowledged.set(body.id, name);
        else assert.fail(`create answered ${response.status}: ${JSON.stringify(body)}`);
      } catch (error) {
        if (!killed) throw error; // the connection died with the server: not acknowledged
      }
      if (acknowledged.size >= killAfter && !killed) {
        killed = true;
        server.kill("SIGKILL");
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  assert.ok(killed, `round ${round}: the server was killed mid-burst`);
  return acknowledged;
}

Deno.test({
  name: `kill -9 during ${CREATES} creates, ${ROUNDS} rounds: no acknowledged write is lost`,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const dataDir = await Deno.makeTempDir();
    const webDist = await Deno.makeTempDir();
    await Deno.writeTextFile(`${webDist}/index.html`, "<!doctype html><title>Leave</title>");
    let server: Deno.ChildProcess | undefined;
    const everAcknowledged = new Map<number, string>();
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        server = startServer(dataDir, webDist);
        const token = await waitFor("the server", signIn);
        const acknowledged = await burstAndKill(server, token, round, 20 + 30 * round);
        const status = await server.status;
        assert.equal(status.signal, "SIGKILL");
        for (const [id, name] of acknowledged) everAcknowledged.set(id, name);

        // Read the data folder as the next start will find it.
        const db = await openPglite(dataDir);
        try {
          const rows = await db.pglite.query<{ id: number; name: string; audited: boolean }>(
            `select d.id, d.name, exists (
               select 1 from public.audit_log a
               where a.entity = 'departments' and a.action = 'insert' and a.entity_id = d.id::text
             ) as audited
             from public.departments d where d.name like 'Crash %'`,
          );
          const stored = new Map(rows.rows.map((row) => [row.id, row.name]));
          const lost = [...everAcknowledged].filter(([id, name]) => stored.get(id) !== name);
          assert.deepEqual(lost, [], `round ${round}: acknowledged creates lost`);
          assert.deepEqual(
            rows.rows.filter((row) => !row.audited).map((row) => row.name),
            [],
            `round ${round}: departments without their audit row`,
          );
          const orphans = await db.pglite.query(
            `select entity_id from public.audit_log a
             where a.entity = 'departments' and a.action = 'insert'
               and not exists (select 1 from public.departments d where d.id::text = a.entity_id)`,
          );
          assert.deepEqual(orphans.rows, [], `round ${round}: audit rows of changes not made`);
          console.log(
            `round ${round}: ${acknowledged.size} of ${CREATES} acknowledged before kill -9, ` +
              `${lost.length} lost; ${rows.rows.length} stored in all`,
          );
        } finally {
          await db.close();
        }
      }

      // After the last crash the server starts again and serves everything acknowledged.
      server = startServer(dataDir, webDist);
      const token = await waitFor("the server after the last crash", signIn);
      const listed = await (await fetch(`${BASE}/api/departments`, {
        headers: { Authorization: `Bearer ${token}` },
      })).json() as { id: number; name: string }[];
      const names = new Set(listed.map((d) => d.name));
      assert.ok([...everAcknowledged.values()].every((name) => names.has(name)));
      assert.ok(everAcknowledged.size >= ROUNDS * 20);
      server.kill("SIGTERM");
      assert.equal((await server.status).code, 0);
    } finally {
      try {
        server?.kill("SIGKILL");
      } catch { /* already stopped */ }
      await server?.status;
      await Deno.remove(dataDir, { recursive: true }).catch(() => {});
      await Deno.remove(webDist, { recursive: true }).catch(() => {});
    }
  },
});
