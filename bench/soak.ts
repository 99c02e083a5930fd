// `deno run -A bench/soak.ts [minutes]`: the embedded server under mixed load for a while (30
// minutes by default) on the bench data set (`npm run bench` seeds .data-bench/), printing its
// resident memory each minute. Load: 4 clients reading planning, the archive search and the
// admin user list, one booking and denying requests, one signing in now and then.
import { SERVER_V8_FLAGS } from "../supabase/local/server-flags.ts";
import { apiClient } from "./client.ts";

const minutes = Number(Deno.args[0] ?? 30);
const PORT = 8477;
const BASE = `http://127.0.0.1:${PORT}`;
const server = new Deno.Command(Deno.execPath(), {
  args: ["run", "-A", `--v8-flags=${SERVER_V8_FLAGS}`, "supabase/local/serve.ts"],
  env: {
    PORT: String(PORT),
    DATA_DIR: ".data-bench",
    JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256",
    REQUESTS_PER_HOUR: "100000",
  },
  stdout: "null",
  stderr: "inherit",
}).spawn();

const rss = () =>
  Number(/VmRSS:\s+(\d+)/.exec(Deno.readTextFileSync(`/proc/${server.pid}/status`))![1]) / 1024;

const call = apiClient(BASE);

for (let i = 0;; i++) {
  try {
    if ((await fetch(`${BASE}/api/health`)).ok) break;
  } catch { /* starting */ }
  if (i > 600) throw new Error("the server did not start");
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const signIn = async (email: string) =>
  (await call("POST", "/login", undefined, { email, password: "password" })).json.token as string;
const admin = await signIn("admin@example.com");
const users = (await call("GET", "/admin/users", admin)).json as { email: string; role: string }[];
const employee = await signIn(users.find((u) => u.email.endsWith("@bench.test"))!.email);

const deadline = Date.now() + minutes * 60_000;
let requests = 0;
let errors = 0;
const count = (status: number) => {
  requests++;
  if (status >= 500) errors++;
};
const readers = Array.from({ length: 4 }, async (_, n) => {
  const paths = [
    "/holidays/planning?startDate=2026-06-01&endDate=2026-06-30&department=Production",
    "/holidays/planning?startDate=2026-06-01&endDate=2026-06-30",
    "/admin/all-holiday-requests?q=smith&limit=20&offset=0",
    "/admin/users",
    "/sickness-summary/2025",
  ];
  for (let i = n; Date.now() < deadline; i++) {
    count((await call("GET", paths[i % paths.length], admin)).status);
  }
});
const writer = (async () => {
  for (let i = 0; Date.now() < deadline; i++) {
    const day = new Date(Date.UTC(2028, 0, 4 + 7 * (i % 40))).toISOString().slice(0, 10);
    const created = await call("POST", "/vacation-request", employee, {
      startDate: day,
      endDate: day,
    });
    count(created.status);
    if (created.status === 201) {
      count(
        (await call("POST", `/admin/holiday-requests/${created.json.id}/deny`, admin, {
          reason: "soak",
        })).status,
      );
    }
  }
})();
const signer = (async () => {
  while (Date.now() < deadline) {
    count(
      (await call("POST", "/login", undefined, {
        email: "admin@example.com",
        password: "password",
      })).status,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
})();
const started = Date.now();
const sampler = (async () => {
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    const minute = Math.round((Date.now() - started) / 60_000);
    console.log(
      `${minute} min: ${rss().toFixed(0)} MB resident, ${requests} requests, ${errors} 5xx`,
    );
  }
})();
await Promise.all([...readers, writer, signer, sampler]);
const peak =
  Number(/VmHWM:\s+(\d+)/.exec(Deno.readTextFileSync(`/proc/${server.pid}/status`))![1]) /
  1024;
console.log(`after ${minutes} min: ${rss().toFixed(0)} MB resident (peak ${peak.toFixed(0)} MB)`);
server.kill("SIGTERM");
await server.status;
