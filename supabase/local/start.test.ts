// `npm start` as a process: it listens on loopback only, refuses huge bodies and stays up,
// starts the server again after it is killed (nothing acknowledged is lost), and stops
// cleanly on SIGTERM.
import assert from "node:assert/strict";
import { waitFor } from "../tests/harness.ts";

const PORT = 18_000 + Math.floor(Math.random() * 2000);
const BASE = `http://127.0.0.1:${PORT}`;

const healthy = async () => {
  const response = await fetch(`${BASE}/api/health`);
  await response.body?.cancel();
  return response.ok ? true : undefined;
};

async function childOf(pid: number): Promise<number | undefined> {
  const { stdout } = await new Deno.Command("pgrep", { args: ["-P", String(pid)] }).output();
  const found = new TextDecoder().decode(stdout).trim().split("\n").filter(Boolean).map(Number);
  return found[0];
}

Deno.test({
  name: "npm start: loopback only, 413 for huge bodies, restarted after kill -9, clean stop",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const dataDir = await Deno.makeTempDir();
    const webDist = await Deno.makeTempDir();
    await Deno.writeTextFile(`${webDist}/index.html`, "<!doctype html><title>Leave</title>");
    const supervisor = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "supabase/local/start.ts"],
      // the embedded database, even when the test run itself is on DATABASE_URL
      env: { DATA_DIR: dataDir, PORT: String(PORT), WEB_DIST: webDist, DATABASE_URL: "" },
      stdout: "null",
      stderr: "null",
    }).spawn();
    try {
      await waitFor("the first start", healthy);

      const mailbox = await fetch(`${BASE}/dev/mailbox`);
      assert.equal(mailbox.status, 200, "the demo mailbox answers this machine");
      await mailbox.body?.cancel();
      const outward = Object.values(Deno.networkInterfaces())
        .find((i) => i.family === "IPv4" && !i.address.startsWith("127."));
      if (outward) {
        await assert.rejects(
          fetch(`http://${outward.address}:${PORT}/dev/mailbox`),
          "nothing listens on the machine's network address",
        );
      }

      const huge = await fetch(`${BASE}/api/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: new Uint8Array(20 * 1024 * 1024).fill(32),
      });
      assert.equal(huge.status, 413);
      await huge.body?.cancel();
      assert.equal(await healthy(), true, "still up after a 20 MB body");

      const signIn = await fetch(`${BASE}/api/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "admin@example.com", password: "password" }),
      });
      const { token } = await signIn.json();
      const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
      const created = await fetch(`${BASE}/api/departments`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ name: "Survives kill -9" }),
      });
      assert.equal(created.status, 201);
      await created.body?.cancel();

      const first = await waitFor("the server process", () => childOf(supervisor.pid));
      Deno.kill(first, "SIGKILL");
      const second = await waitFor(
        "a new server process",
        async () => {
          const pid = await childOf(supervisor.pid);
          return pid !== undefined && pid !== first && await healthy() ? pid : undefined;
        },
      );
      assert.notEqual(second, first);
      const names = await (await fetch(`${BASE}/api/departments`, { headers: auth })).json();
      assert.ok(
        names.some((d: { name: string }) => d.name === "Survives kill -9"),
        "the acknowledged write is still there",
      );

      supervisor.kill("SIGTERM");
      const status = await supervisor.status;
      assert.equal(status.code, 0, "a clean stop");
      assert.equal(await childOf(supervisor.pid), undefined, "no server left behind");
    } finally {
      try {
        supervisor.kill("SIGKILL");
      } catch { /* already stopped */ }
      await supervisor.status;
      await Deno.remove(dataDir, { recursive: true }).catch(() => {});
      await Deno.remove(webDist, { recursive: true }).catch(() => {});
    }
  },
});
