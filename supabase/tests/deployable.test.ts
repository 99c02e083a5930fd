// Each edge function deploys as `supabase functions deploy` bundles it: from its own folder's
// deno.json, with supabase/functions and shared/ and nothing else (no package.json, no
// node_modules, no root deno.json). A copy of exactly those type-checks, starts and serves.
// With DATABASE_URL the started function signs a user in on that database; without it, it
// answers from a database out of reach as it would on Supabase (503, try again shortly).
import assert from "node:assert/strict";
import { cpSync } from "node:fs";
import { DATABASE_UNAVAILABLE } from "../functions/api/http.ts";
import { freshPostgres, setupApi, TEST_PASSWORD, waitFor } from "./harness.ts";

const repo = new URL("../../", import.meta.url).pathname;
const functions = [...Deno.readDirSync(`${repo}supabase/functions`)]
  .filter((entry) => entry.isDirectory && !entry.name.startsWith("_"))
  .map((entry) => entry.name)
  .sort();

/** supabase/functions and shared/, alone in a temporary folder. */
const bundle = Deno.makeTempDirSync({ prefix: "leave-deploy-" });
cpSync(`${repo}supabase/functions`, `${bundle}/supabase/functions`, { recursive: true });
cpSync(`${repo}shared`, `${bundle}/shared`, { recursive: true });
globalThis.addEventListener("unload", () => Deno.removeSync(bundle, { recursive: true }));

function deno(args: string[], env: Record<string, string> = {}) {
  return new Deno.Command(Deno.execPath(), {
    args,
    cwd: bundle,
    // Only what reaching the npm registry needs (certificates, proxies) comes from this process.
    env: { DATABASE_URL: "", LEAVE_TODAY: "", NO_COLOR: "1", ...env },
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  });
}

const configOf = (name: string) => `supabase/functions/${name}/deno.json`;
const importsOf = (name: string): Record<string, string> =>
  JSON.parse(Deno.readTextFileSync(`${repo}${configOf(name)}`)).imports;

Deno.test("every function has its own deno.json, which pins the npm versions the tests use", () => {
  assert.deepEqual(functions, ["api", "pending-approvals-digest"]);
  const lock = JSON.parse(Deno.readTextFileSync(`${repo}package-lock.json`));
  for (const name of functions) {
    const config = JSON.parse(Deno.readTextFileSync(`${repo}${configOf(name)}`));
    assert.equal(config.nodeModulesDir, undefined, `${name}: no node_modules on Supabase`);
    assert.equal(config.imports["@shared/"], "../../../shared/");
    for (const [specifier, target] of Object.entries(importsOf(name))) {
      const npm = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@([^/]+)\/?$/.exec(target);
      if (!npm) continue;
      const [, pkg, version] = npm;
      assert.equal(
        version,
        lock.packages[`node_modules/${pkg}`]?.version,
        `${name}: ${specifier} is the version package-lock.json installs`,
      );
    }
  }
  assert.deepEqual(importsOf("pending-approvals-digest"), importsOf("api"), "one set of imports");
});

for (const name of functions) {
  Deno.test(`${name} type-checks with only its folder's deno.json and shared/`, async () => {
    const { code, stderr } = await deno(
      ["check", "--config", configOf(name), `supabase/functions/${name}/index.ts`],
    ).output();
    assert.equal(code, 0, new TextDecoder().decode(stderr));
  });
}

/** Starts a function of the copy on a free port; its address and a stop function. */
async function start(name: string, env: Record<string, string>) {
  const probe = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = probe.addr as Deno.NetAddr;
  probe.close();
  const child = deno([
    "run",
    "-A",
    "--config",
    configOf(name),
    `supabase/functions/${name}/index.ts`,
  ], {
    DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
    JWT_SECRET: "a-deploy-check-secret-of-at-least-32-characters",
    DIGEST_SECRET: "digest-check",
    APP_URL: "http://leave.test",
    ...env,
  }).spawn();
  const stderr = new Response(child.stderr).text();
  let exited = false;
  const status = child.status.then((status) => (exited = true, status));
  const url = `http://127.0.0.1:${port}`;
  const state = await waitFor(`${name} to listen`, async () => {
    if (exited) return "exited";
    const answer = await fetch(url, { method: "HEAD" });
    await answer.body?.cancel();
    return "listening";
  }, { ms: 60_000 });
  if (state === "exited") assert.fail(`${name} did not start:\n${await stderr}`);
  return {
    url,
    stop: async () => {
      child.kill();
      await status;
      await stderr;
    },
  };
}

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

Deno.test("the api and the digest, started from the copy, serve requests", async () => {
  const server = Deno.env.get("DATABASE_URL");
  const db = server ? await freshPostgres(server) : undefined;
  const api = db ? await setupApi({ db }) : undefined;
  const user = await api?.createUser({ role: "global_admin" });
  const databaseUrl = db?.url ?? "postgres://nobody:nothing@127.0.0.1:9/none";
  const env = { DATABASE_URL: databaseUrl };
  const running = [await start("api", env), await start("pending-approvals-digest", env)];
  try {
    const [apiFn, digestFn] = running;
    const login = await postJson(`${apiFn.url}/api/login`, {
      email: user?.email ?? "someone@leave.test",
      password: TEST_PASSWORD,
    });
    const answer = await login.json();
    const digest = await postJson(digestFn.url, {}, {
      authorization: `Bearer ${user ? "digest-check" : "a wrong secret"}`,
    });
    const digestAnswer = await digest.json();
    if (user) {
      assert.equal(login.status, 200, JSON.stringify(answer));
      assert.equal(answer.user.email, user.email);
      const balance = await fetch(`${apiFn.url}/api/vacation-days`, {
        headers: { authorization: `Bearer ${answer.token}` },
      });
      assert.equal(balance.status, 200);
      assert.equal(typeof (await balance.json()).vacation_hours, "number");
      assert.equal(digest.status, 200, JSON.stringify(digestAnswer));
      assert.equal(digestAnswer.delivered, 0);
    } else {
      assert.equal(login.status, 503, JSON.stringify(answer));
      assert.equal(answer.error, DATABASE_UNAVAILABLE);
      assert.equal(login.headers.get("retry-after"), "5");
      assert.equal(digest.status, 401, JSON.stringify(digestAnswer));
      assert.equal(digestAnswer.error, "Please sign in");
    }
  } finally {
    for (const fn of running) await fn.stop();
    await api?.close();
  }
});
