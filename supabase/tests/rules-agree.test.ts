// Rules the database and the TypeScript both state, held equal: the -30 h floor, the live
// statuses and the bank holidays of the spec's years. Hours and sick days are compared where
// they are counted (holidays.test.ts, sickness-summary.test.ts).
import assert from "node:assert/strict";
import { BANK_HOLIDAYS } from "@shared/bank-holidays.ts";
import { MIN_VACATION_BALANCE } from "@shared/constants.ts";
import { LIVE_REQUEST_STATUSES } from "@shared/status.ts";
import { freshDatabase } from "./harness.ts";

const db = await freshDatabase();
globalThis.addEventListener("unload", () => void db.close());

Deno.test("the balance floor is the same in SQL and in TypeScript", async () => {
  const [row] = await db.privileged((tx) =>
    tx.query<{ floor: number }>("select private.min_vacation_balance() as floor")
  );
  assert.equal(row.floor, MIN_VACATION_BALANCE);
});

Deno.test("the live statuses are the same in SQL and in TypeScript", async () => {
  const rows = await db.privileged((tx) =>
    tx.query<{ status: string }>(
      "select s::text as status from unnest(private.live_request_statuses()) as s order by 1",
    )
  );
  assert.deepEqual(rows.map((row) => row.status), [...LIVE_REQUEST_STATUSES].sort());
});

Deno.test("the bank holidays of 2018-2035 are shared/bank-holidays.ts, day for day", async () => {
  // The tests' copy of the England & Wales days, names included (the spec's 2025 and 2026
  // lists among them); public-holidays.test.ts holds the database to the government's dates.
  const rows = await db.privileged((tx) =>
    tx.query<{ date: string; name: string }>(
      `select to_char(day, 'YYYY-MM-DD') as date, name from public.bank_holidays
       where day between '2018-01-01' and '2035-12-31' order by day`,
    )
  );
  assert.deepEqual(rows, BANK_HOLIDAYS.map(({ date, name }) => ({ date, name })));
});
