// `npm run create-admin` as a person runs it on a new database: the administrator it creates
// can sign in; a taken email, a short password or a missing --email changes nothing.
import assert from "node:assert/strict";
import { openPglite } from "./db-pglite.ts";
import { freshPostgres, setupApi } from "../tests/harness.ts";

const dataDir = await Deno.makeTempDir();
globalThis.addEventListener("unload", () => Deno.removeSync(dataDir, { recursive: true }));

async function createAdmin(
  args: string[],
  password: string,
  env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: "" },
) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "supabase/local/create-admin.ts", ...args],
    // by default the embedded database, even when the test run itself is on DATABASE_URL
    env,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(`${password}\n`));
  await writer.close();
  const { code, stdout, stderr } = await child.output();
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  return { code, out: decode(stdout), err: decode(stderr) };
}

/** The data folder's users, and what signing in with `password` answers for each. */
async function users(password: string) {
  const db = Object.assign(await openPglite(dataDir), { kind: "pglite" as const });
  const api = await setupApi({ db });
  try {
    const rows = await db.pglite.query<{ email: string; role: string; name: string }>(
      `select email, role::text, first_name || ' ' || last_name as name
       from public.users order by email`,
    );
    return await Promise.all(rows.rows.map(async (user) => {
      const login = await api.request("POST", "/api/login", {
        body: { email: user.email, password },
      });
      return { ...user, signIn: login.status, signedInAs: login.body.user?.role };
    }));
  } finally {
    await api.close();
  }
}

Deno.test({
  name: "create-admin makes a Global Administrator who can sign in, and nothing else",
  sanitizeResources: false,
  async fn() {
    const created = await createAdmin(
      ["--email", "Boss@Example.com", "--first-name", "Bea", "--last-name", "Boss"],
      "a long secret",
    );
    assert.equal(created.code, 0, created.err);
    assert.match(created.out, /Created the Global Administrator boss@example\.com/);
    assert.doesNotMatch(created.out + created.err, /a long secret/, "the password is never shown");
    assert.deepEqual(await users("a long secret"), [
      {
        email: "boss@example.com",
        role: "global_admin",
        name: "Bea Boss",
        signIn: 200,
        signedInAs: "global_admin",
      },
    ]);

    const again = await createAdmin(["--email", "boss@example.com"], "another secret");
    assert.deepEqual([again.code, again.err.trim()], [
      1,
      "Not created: a user with the email boss@example.com already exists.",
    ]);
    const short = await createAdmin(["--email", "second@example.com"], "short");
    assert.equal(short.code, 1);
    assert.match(short.err, /^Not created: password: must be at least 8 characters/);
    const bare = await createAdmin([], "a long secret");
    assert.equal(bare.code, 2);
    assert.match(bare.err, /Usage: npm run create-admin -- --email <email>/);

    assert.equal((await users("a long secret")).length, 1, "nothing else was created");
  },
});

const DATABASE_URL = Deno.env.get("DATABASE_URL");

Deno.test({
  name: "create-admin on DATABASE_URL: the administrator signs in through the API",
  ignore: !DATABASE_URL,
  sanitizeResources: false,
  async fn() {
    const database = await freshPostgres(DATABASE_URL!);
    const api = await setupApi({ db: database });
    try {
      const created = await createAdmin(["--email", "first@example.com"], "a long secret", {
        DATABASE_URL: database.url,
      });
      assert.equal(created.code, 0, created.err);
      const login = await api.request("POST", "/api/login", {
        body: { email: "first@example.com", password: "a long secret" },
      });
      assert.deepEqual([login.status, login.body.user.role], [200, "global_admin"]);
    } finally {
      await api.close();
    }
  },
});
