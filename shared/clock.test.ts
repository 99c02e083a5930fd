import assert from "node:assert/strict";
import { clockFrom } from "./clock.ts";
import { todayInLondon } from "./dates.ts";

/** A settable stand-in for real time. */
function realTime(iso: string) {
  let now = new Date(iso);
  return { clock: () => now, set: (next: string) => (now = new Date(next)) };
}

Deno.test("with no date the clock is real time", () => {
  const real = realTime("2026-11-23T10:00:00Z");
  assert.deepEqual(clockFrom(undefined, real.clock)(), new Date("2026-11-23T10:00:00Z"));
});

Deno.test("a given date keeps London's time of day, across a change of summer time", () => {
  // 23:30 in London in winter (UTC) moved to a summer date is 23:30 BST, still that date.
  const real = realTime("2026-11-23T23:30:00Z");
  const clock = clockFrom("2027-06-30", real.clock);
  assert.deepEqual(clock(), new Date("2027-06-30T22:30:00Z"));
  assert.deepEqual(todayInLondon(clock()), "2027-06-30");
});

Deno.test("days still pass on a moved clock, and time within a day too", () => {
  const real = realTime("2026-11-23T09:00:00Z");
  const clock = clockFrom("2027-02-28", real.clock);
  real.set("2026-11-23T09:00:05Z");
  assert.deepEqual(clock(), new Date("2027-02-28T09:00:05Z"));
  real.set("2026-11-24T08:00:00Z");
  assert.deepEqual(todayInLondon(clock()), "2027-03-01");
});

Deno.test("a date that is not yyyy-MM-dd is refused with the variable's name", () => {
  assert.throws(() => clockFrom("28/02/2027"), /LEAVE_TODAY/);
});
