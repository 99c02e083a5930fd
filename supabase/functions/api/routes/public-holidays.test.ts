// GET /api/bank-holidays (issue 29): the days the server counts, for the years a screen shows.
import assert from "node:assert/strict";
import { errorAnswer, setupApi } from "../../../tests/harness.ts";

const api = await setupApi({ now: new Date("2027-06-01T09:00:00Z") });
globalThis.addEventListener("unload", () => void api.close());
const employee = await api.createUser();

const ask = (query: string, token = employee.token) =>
  api.request("GET", `/api/bank-holidays${query}`, { token });

Deno.test("a signed-in user reads the holidays the server counts, for the years asked", async () => {
  const { status, body } = await ask("?from=2028");
  assert.equal(status, 200);
  assert.deepEqual(body.map((h: { date: string }) => h.date), [
    "2028-01-03",
    "2028-04-14",
    "2028-04-17",
    "2028-05-01",
    "2028-05-29",
    "2028-08-28",
    "2028-12-25",
    "2028-12-26",
  ]);
  assert.deepEqual(body[2], { date: "2028-04-17", name: "Easter Monday" });
  const two = await ask("?from=2027&to=2028");
  assert.equal(two.body.length, 16);
  assert.equal(two.body[0].date, "2027-01-01");
});

Deno.test("the years are bounded before anything is read, and a token is needed", async () => {
  assert.deepEqual(
    (await ask("?from=1900&to=2999")).body,
    errorAnswer(400, "to: must be at most 2 years after from")[1],
  );
  assert.deepEqual((await ask("?from=2028&to=2027")).body.error, "to: must not be before from");
  assert.deepEqual((await ask("")).body.error, "from: is required");
  assert.equal((await ask("?from=3000")).status, 400);
  assert.equal((await api.request("GET", "/api/bank-holidays?from=2028")).status, 401);
});
