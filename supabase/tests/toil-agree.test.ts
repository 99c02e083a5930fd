// Time off in lieu (issue 33): the balance rule the database states (private.toil_ledger and
// private.toil_balance, supabase/schemas/55_toil.sql) and the one shared/toil.ts states, held equal over generated
// cases: approved lots spent first in, first out by live TOIL requests, expiring N months after
// the day worked, never below 0, with the hours of requests no lot covered. Lots that are pending or denied, and requests that are not
// live or not of the TOIL type, count for nothing.
import assert from "node:assert/strict";
import {
  toilBalance,
  toilExpiresOn,
  toilLedger,
  type ToilLot,
  type ToilSpend,
} from "@shared/toil.ts";
import { freshDatabase } from "./harness.ts";
import { random } from "./random.ts";

const db = await freshDatabase();
globalThis.addEventListener("unload", () => void db.close());

const [{ toil }] = await db.privileged((tx) =>
  tx.query<{ toil: number }>(
    "select id::integer as toil from public.leave_types where kind = 'toil'",
  )
);

const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

Deno.test("a lot expires N months after the day worked, clamped to the month", () => {
  assert.equal(toilExpiresOn("2026-01-31", 1), "2026-02-28");
  assert.equal(toilExpiresOn("2026-03-15", 12), "2027-03-15");
  assert.equal(toilExpiresOn("2026-03-15", null), null);
});

Deno.test("FIFO and expiry: a spend takes the oldest lot it may, an expired lot is gone", () => {
  const lots = [{ workedOn: "2026-01-10", hours: 3 }, { workedOn: "2026-03-01", hours: 4 }];
  // 5 h spent in February takes the first lot's 3 h only (the second is not yet worked).
  assert.equal(toilBalance(lots, [{ startDate: "2026-02-02", hours: 5 }], "2026-03-02", null), 4);
  // Spent in March: 3 h of January's, 2 of March's.
  assert.equal(toilBalance(lots, [{ startDate: "2026-03-02", hours: 5 }], "2026-03-02", null), 2);
  // With 1-month expiry January's lot is gone by March: the spend takes March's 4 h.
  assert.equal(toilBalance(lots, [{ startDate: "2026-03-02", hours: 5 }], "2026-03-02", 1), 0);
  assert.equal(toilBalance(lots, [], "2026-02-10", 1), 0);
  assert.equal(toilBalance(lots, [], "2026-02-09", 1), 3);
  // Never below 0, and nothing before the day worked.
  assert.equal(toilBalance(lots, [{ startDate: "2026-06-01", hours: 24 }], "2026-06-01", null), 0);
  assert.equal(toilBalance(lots, [], "2026-01-09", null), 0);
  // What no lot covered is counted apart: a request beyond the balance leaves hours uncovered.
  assert.deepEqual(toilLedger(lots, [{ startDate: "2026-02-02", hours: 5 }], "2026-02-02", null), {
    balance: 0,
    uncovered: 2,
  });
  // An earlier request takes the older lot first, leaving the later one short.
  assert.deepEqual(
    toilLedger(
      lots,
      [
        { startDate: "2026-03-10", hours: 3 },
        { startDate: "2026-02-02", hours: 3 },
      ],
      "2026-03-10",
      null,
    ),
    { balance: 1, uncovered: 0 },
  );
  assert.deepEqual(
    toilLedger(
      lots,
      [
        { startDate: "2026-03-10", hours: 7 },
        { startDate: "2026-02-02", hours: 3 },
      ],
      "2026-03-10",
      null,
    ),
    { balance: 0, uncovered: 3 },
  );
});

Deno.test("the SQL and the TypeScript ledger agree on generated cases", async () => {
  const next = random(33);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const STATUSES = ["pending", "approved", "approved", "approved", "denied"] as const;
  const REQUEST_STATUSES = ["pending", "accepted", "cancel_requested", "rejected", "cancelled"];
  let positive = 0;
  let short = 0;
  for (let round = 0; round < 40; round++) {
    const expiry = pick([null, 1, 2, 3, 6, 36]);
    const lots: (ToilLot & { status: string })[] = [];
    for (let i = Math.floor(next() * 6); i > 0; i--) {
      lots.push({
        workedOn: addDays("2026-01-01", Math.floor(next() * 200)),
        hours: Math.ceil(next() * 32) / 4,
        status: pick(STATUSES),
      });
    }
    const days = new Set<number>();
    for (let i = Math.floor(next() * 5); i > 0; i--) days.add(Math.floor(next() * 260));
    const spends = [...days].map((day) => ({
      startDate: addDays("2026-01-01", day),
      dayType: pick(["full", "morning"]),
      hours: 0,
      status: pick(REQUEST_STATUSES),
      type: next() < 0.8 ? toil : 1,
    }));
    const day = addDays("2026-01-01", Math.floor(next() * 300));
    const ledger = await db.privileged(async (tx) => {
      const [{ id: userId }] = await tx.query<{ id: string }>(
        `insert into public.users (first_name, last_name, email) values ('T', 'L', $1) returning id`,
        [`toil.${round}@leave.test`],
      );
      await tx.query("update public.company_settings set toil_expiry_months = $1", [expiry]);
      for (const lot of lots) {
        await tx.query(
          `insert into public.toil_entries (user_id, worked_on, hours, status, decided_at)
           values ($1, $2, $3, $4, case when $4 = 'pending' then null else now() end)`,
          [userId, lot.workedOn, lot.hours, lot.status],
        );
      }
      for (const spend of spends) {
        // The database counts a request's hours (a weekday's 8, a morning's 4, a weekend's 0).
        const [{ hours }] = await tx.query<{ hours: number }>(
          `insert into public.holiday_requests (user_id, start_date, end_date, start_day_type,
             end_day_type, status, leave_type_id, deny_reason)
           values ($1, $2, $2, $3::public.day_type, $3::public.day_type,
             $4::public.request_status, $5, case when $4 = 'rejected' then 'No' end)
           returning requested_hours::float8 as hours`,
          [userId, spend.startDate, spend.dayType, spend.status, spend.type],
        );
        spend.hours = hours;
      }
      const [row] = await tx.query<{ balance: number; uncovered: number; same: boolean }>(
        `select l.balance::float8 as balance, l.uncovered::float8 as uncovered,
           private.toil_balance($1, $2) = l.balance as same
         from private.toil_ledger($1, $2) l`,
        [userId, day],
      );
      assert.ok(row.same, "toil_balance is toil_ledger's balance");
      return { balance: row.balance, uncovered: row.uncovered };
    });
    const expected = toilLedger(
      lots.filter((lot) => lot.status === "approved"),
      spends.filter((spend) =>
        spend.type === toil && ["pending", "accepted", "cancel_requested"].includes(spend.status)
      ) as ToilSpend[],
      day,
      expiry,
    );
    assert.deepEqual(ledger, expected, JSON.stringify({ round, expiry, lots, spends, day }));
    if (expected.balance > 0) positive++;
    if (expected.uncovered > 0) short++;
  }
  // The cases are not all empty balances, nor all covered.
  assert.ok(positive >= 10, `only ${positive} cases had hours left`);
  assert.ok(short >= 5, `only ${short} cases left a request uncovered`);
});
