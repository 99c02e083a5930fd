// Sign-in under attack (issue 19): spoofed addresses, lockout as a weapon, a hashing flood,
// over-long passwords, and what an unexpected error writes to the log.
import assert from "node:assert/strict";
import { messages } from "@shared/messages.ts";
import { createApp } from "../app.ts";
import { errorAnswer, setupApi, TEST_DB_KIND } from "../../../tests/harness.ts";
import { connectPostgres } from "../../_shared/db-postgres.ts";
import { createGate } from "../../_shared/gate.ts";
import { LOGIN_LIMIT } from "../../_shared/rate-limit.ts";
import { SIGN_IN_BUSY, TOO_MANY_LOGINS } from "./auth.ts";

const api = await setupApi();
globalThis.addEventListener("unload", () => void api.close());

let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

/** A sign-in as the gateway forwards it: the client's own header, then the address it saw. */
function login(email: string, password: string, client: string, spoofed?: string) {
  return api.request("POST", "/api/login", {
    body: { email, password },
    headers: { "X-Forwarded-For": spoofed ? `${spoofed}, ${client}` : client },
  });
}

Deno.test("a spoofed X-Forwarded-For entry does not reset the address's limit", async () => {
  const attacker = newClient();
  for (let i = 0; i < LOGIN_LIMIT.perClient; i++) {
    const guess = await login(`guess${i}@leave.test`, "password1", attacker, `10.9.${i}.1`);
    assert.equal(guess.status, 401, `guess ${i + 1}`);
  }
  const next = await login("guess-next@leave.test", "password1", attacker, "10.99.99.99");
  assert.equal(next.status, 429, "a new spoofed entry is the same address");
  assert.match(next.body.error, /^Too many failed sign-in attempts\./);
});

Deno.test("ten wrong passwords from elsewhere never lock the owner out of a known address", async () => {
  const owner = await api.createUser({ role: "global_admin" });
  const home = newClient();
  assert.equal((await login(owner.email, owner.password, home)).status, 200, "known from now on");

  const attacker = newClient();
  for (let i = 0; i < LOGIN_LIMIT.perPair; i++) {
    assert.equal((await login(owner.email, `wrong-${i}`, attacker)).status, 401);
  }
  // the attacker's pair is locked, and so is every address the owner never used
  assert.equal((await login(owner.email, owner.password, attacker)).status, 429);
  assert.equal((await login(owner.email, owner.password, newClient())).status, 429);
  // the owner, from their own address, signs in with the right password, again and again
  for (let round = 0; round < 3; round++) {
    assert.equal((await login(owner.email, owner.password, home)).status, 200);
    assert.equal((await login(owner.email, `still-wrong-${round}`, attacker)).status, 429);
  }
});

Deno.test("every hashing slot taken: the sign-in is told to come back (503, Retry-After)", async () => {
  const user = await api.createUser();
  // a gate with no room to queue, held by a sign-in that is still hashing
  let release!: () => void;
  const gate = createGate(1, 0, 0);
  const held = gate(() => new Promise<void>((resolve) => (release = resolve)));
  const app = createApp({ ...api.deps, loginGate: gate });
  const response = await app.request("/api/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": newClient() },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  assert.equal(response.status, 503);
  assert.equal(response.headers.get("Retry-After"), "1");
  assert.deepEqual(await response.json(), { error: SIGN_IN_BUSY, code: "unavailable" });
  release();
  await held;
  assert.equal((await login(user.email, user.password, newClient())).status, 200);
});

Deno.test("a refused caller is answered 429 at once, even while the sign-in queue is full", async () => {
  const attacker = newClient();
  for (let i = 0; i < LOGIN_LIMIT.perClient; i++) {
    assert.equal((await login(`limit${i}@leave.test`, "password1", attacker)).status, 401);
  }
  // a gate with no room to queue, held by a sign-in that is still hashing
  let release!: () => void;
  const gate = createGate(1, 0, 0);
  const held = gate(() => new Promise<void>((resolve) => (release = resolve)));
  const app = createApp({ ...api.deps, loginGate: gate });
  const response = await app.request("/api/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": attacker },
    body: JSON.stringify({ email: "limit-next@leave.test", password: "password1" }),
  });
  release();
  await held;
  assert.equal(response.status, 429);
  assert.ok(Number(response.headers.get("Retry-After")) > 0, "Retry-After in seconds");
  assert.match((await response.json()).error, new RegExp(`^${TOO_MANY_LOGINS}`));
});

Deno.test("under a flood of 50 connections every known sign-in is served, refused ones get 429", async () => {
  // the embedded server's gate (supabase/local/serve.ts)
  const app = createApp({ ...api.deps, loginGate: createGate(1, 10, 20, 5) });
  const post = async (email: string, password: string, client: string) => {
    const response = await app.request("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
      body: JSON.stringify({ email, password }),
    });
    await response.body?.cancel();
    return response.status;
  };
  // eight users, each signed in before from their own address
  const owners: { email: string; password: string; home: string }[] = [];
  for (let i = 0; i < 8; i++) {
    const { email, password } = await api.createUser();
    const home = newClient();
    assert.equal(await post(email, password, home), 200, "known from now on");
    owners.push({ email, password, home });
  }

  // A flood loop told 503 tries again as soon as a place frees (some answer other than 503),
  // so the flood keeps the queue as full as the gate lets it, in a bounded number of calls.
  let freed = 0;
  const waitingForPlace: (() => void)[] = [];
  const placeFreed = () => {
    const next = waitingForPlace.shift();
    if (next) next();
    else freed++;
  };
  const nextPlace = () =>
    freed > 0 ? Promise.resolve(void freed--) : new Promise<void>((r) => waitingForPlace.push(r));

  let tick = 0;
  const attackers = [newClient(), newClient()];
  const flood: {
    client: string;
    isUnknownEmail: boolean;
    sentAt: number;
    answeredAt: number;
    status: number;
  }[] = [];
  let floodAnswered!: () => void;
  const firstFloodAnswer = new Promise<void>((resolve) => (floodAnswered = resolve));
  const floodLoop = async (n: number) => {
    const client = attackers[n % attackers.length];
    let refused = 0;
    for (let i = 0; i < 100 && refused < 2; i++) {
      // wrong passwords for the owners' emails, and emails without an account
      const isUnknownEmail = i % 3 !== 0;
      const email = isUnknownEmail ? `flood-${n}-${i}@leave.test` : owners[(n + i) % 8].email;
      const sentAt = tick++;
      const status = await post(email, `wrong-${n}-${i}`, client);
      flood.push({ client, isUnknownEmail, sentAt, answeredAt: tick++, status });
      floodAnswered();
      if (status === 429) refused++;
      if (status === 503) await nextPlace();
      else placeFreed();
    }
  };
  const flooding = Promise.all(Array.from({ length: 50 }, (_, n) => floodLoop(n)));
  await firstFloodAnswer;
  const signIns = await Promise.all(
    owners.map(async ({ email, password, home }) => {
      const status = await post(email, password, home);
      placeFreed();
      return status;
    }),
  );
  await flooding;

  const served = signIns.filter((status) => status === 200).length;
  console.log(
    `known sign-ins served during the flood: ${served} of 8 (${flood.length} flood calls)`,
  );
  assert.deepEqual(signIns, owners.map(() => 200));
  for (const client of attackers) {
    const ofClient = flood.filter((attempt) => attempt.client === client);
    // an email without an account is limited by its address only
    const limitedAt = Math.min(
      ...ofClient.filter((a) => a.isUnknownEmail && a.status === 429).map((a) => a.answeredAt),
    );
    assert.ok(Number.isFinite(limitedAt), `${client} reached its limit`);
    const later = ofClient.filter((attempt) => attempt.sentAt > limitedAt);
    assert.deepEqual(
      [...new Set(later.map((attempt) => attempt.status))],
      [429],
      `${client}: every call after its limit is refused with 429`,
    );
  }
});

if (TEST_DB_KIND === "postgres") {
  Deno.test("the database-wide hash cap holds across connections", async () => {
    const user = await api.createUser();
    const slots = api.config.hashSlots;
    // other instances hold every slot, for longer than a sign-in waits
    const holders = Array.from({ length: slots }, (_, i) =>
      api.db.privileged(async (tx) => {
        await tx.query("select pg_advisory_xact_lock(19526, $1)", [i + 1]);
        await tx.query("select pg_sleep(3)");
      }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const busy = await login(user.email, user.password, newClient());
    assert.equal(busy.status, 503);
    await Promise.all(holders);
    assert.equal((await login(user.email, user.password, newClient())).status, 200);
  });

  Deno.test("a flood from 200 addresses on 4 instances never hashes more than the slots at once", async () => {
    const url = (api.db as unknown as { url: string }).url;
    const instances = Array.from({ length: 4 }, () => connectPostgres(url, { max: 10 }));
    const apps = instances.map((db) => createApp({ ...api.deps, db }));
    // Hashes in flight: the slot locks held right now, sampled from another connection.
    let flooding = true;
    let most = 0;
    const sampler = (async () => {
      while (flooding) {
        const [{ held }] = await api.db.privileged((tx) =>
          tx.query<{ held: number }>(
            `select count(*)::int as held from pg_locks
             where locktype = 'advisory' and classid = 19526 and objsubid = 2 and granted`,
          )
        );
        most = Math.max(most, held);
      }
    })();
    const statuses = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const response = await apps[i % apps.length].request("/api/login", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": newClient() },
          body: JSON.stringify({ email: `flood${i}@example.com`, password: "wrong-password" }),
        });
        await response.body?.cancel();
        return response.status;
      }),
    );
    flooding = false;
    await sampler;
    await Promise.all(instances.map((db) => db.close()));
    assert.deepEqual([...new Set(statuses)].filter((s) => s !== 401 && s !== 503), []);
    assert.ok(statuses.includes(401), "some were compared");
    assert.ok(most >= 1 && most <= api.config.hashSlots, `hashes at once: ${most}`);
    console.log(`200-address flood on 4 instances: at most ${most} hashes at once`);
  });
}

Deno.test("a password longer than 72 bytes is refused, not compared on its first 72", async () => {
  const user = await api.createUser();
  const exact = "p".repeat(72);
  await api.db.privileged((tx) =>
    tx.query("select private.set_password($1, $2)", [user.id, exact])
  );
  assert.equal((await login(user.email, exact, newClient())).status, 200);
  const longer = await login(user.email, `${exact}-and-more`, newClient());
  assert.equal(longer.status, 400);
  assert.match(longer.body.error, /^password: must be at most 72 bytes/);
});

Deno.test("the last active Global Administrator cannot be demoted or deleted", async () => {
  const solo = await setupApi();
  try {
    const first = await solo.createUser({ role: "global_admin" });
    const second = await solo.createUser({ role: "global_admin" });
    const demote = (by: string, id: string) =>
      solo.request("PUT", `/api/admin/users/${id}`, { token: by, body: { role: "employee" } });
    assert.equal((await demote(first.token, second.id)).status, 200);
    // the only admin left, changed straight in the database (as the dashboard would)
    await assert.rejects(
      solo.db.privileged((tx) =>
        tx.query("update public.users set role = 'employee' where id = $1", [first.id])
      ),
      /at least one active Global Administrator/,
    );
    await assert.rejects(
      solo.db.privileged((tx) =>
        tx.query("update public.users set deactivated_at = now() where id = $1", [first.id])
      ),
      /at least one active Global Administrator/,
    );
  } finally {
    await solo.close();
  }
});

if (TEST_DB_KIND === "postgres") {
  Deno.test("two admins demoting each other at once: one succeeds, one admin remains", async () => {
    for (let round = 0; round < 5; round++) {
      const solo = await setupApi();
      try {
        const a = await solo.createUser({ role: "global_admin" });
        const b = await solo.createUser({ role: "global_admin" });
        const answers = await Promise.all([
          solo.request("PUT", `/api/admin/users/${b.id}`, {
            token: a.token,
            body: { role: "employee" },
          }),
          solo.request("PUT", `/api/admin/users/${a.id}`, {
            token: b.token,
            body: { role: "employee" },
          }),
        ]);
        const statuses = answers.map((r) => r.status).sort();
        assert.equal(statuses[0], 200, `round ${round}: one demotion lands`);
        assert.ok(statuses[1] >= 400 && statuses[1] < 500, `round ${round}: ${statuses}`);
        // and straight in the database, where no route checks first: the lock decides
        const c = await solo.createUser({ role: "global_admin" });
        const stillAdmin = answers[0].status === 200 ? a : b; // answers[0] demoted b
        const survivors = [stillAdmin.id, c.id];
        const direct = await Promise.allSettled(
          survivors.map((id) =>
            solo.db.privileged(async (tx) => {
              await tx.query("update public.users set role = 'employee' where id = $1", [id]);
              await tx.query("select pg_sleep(0.05)");
            })
          ),
        );
        assert.deepEqual(
          direct.map((r) => r.status).sort(),
          ["fulfilled", "rejected"],
          `round ${round}: exactly one direct demotion lands`,
        );
        const [{ n }] = await solo.db.privileged((tx) =>
          tx.query<{ n: number }>(
            `select count(*)::int as n from public.users
             where role = 'global_admin' and deactivated_at is null`,
          )
        );
        assert.equal(n, 1);
      } finally {
        await solo.close();
      }
    }
  });
}

Deno.test("an unexpected database error logs no password, only where and which error", async () => {
  const user = await api.createUser();
  const secret = "Sup3r-Secret-Passphrase";
  const logged: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) =>
    void logged.push(args.map((a) => (typeof a === "string" ? a : Deno.inspect(a))).join(" "));
  const signature = "text, text, text, integer[], interval, integer";
  try {
    await api.db.privileged((tx) =>
      tx.query(`alter function private.sign_in(${signature}) rename to sign_in_moved`)
    );
    const broken = await login(user.email, secret, newClient());
    assert.deepEqual(
      [broken.status, broken.body],
      errorAnswer(500, "Something went wrong on our side"),
    );
  } finally {
    console.error = original;
    await api.db.privileged((tx) =>
      tx.query(`alter function private.sign_in_moved(${signature}) rename to sign_in`)
    );
  }
  const text = logged.join("\n");
  assert.ok(text.length > 0, "the error is logged");
  assert.ok(!text.includes(secret), `no password in the log: ${text}`);
  assert.ok(!text.includes(user.email), "no email in the log");
  assert.match(text, /"where":"POST \/api\/login"/);
  assert.match(text, /"code":"42883"/, "the SQLSTATE is there");
  assert.equal((await login(user.email, user.password, newClient())).status, 200);
});

Deno.test("a wrong password never answers anything but the spec's message", async () => {
  const user = await api.createUser();
  const wrong = await login(user.email, "not-the-password", newClient());
  assert.deepEqual([wrong.status, wrong.body], errorAnswer(401, messages.loginFailed));
});
