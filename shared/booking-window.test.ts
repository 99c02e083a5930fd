import assert from "node:assert/strict";
import {
  bookingWindowMessages,
  CHRISTMAS_WINDOW,
  isInBookingWindow,
  isMonthDay,
} from "./booking-window.ts";
import { messages } from "./messages.ts";

Deno.test("the spec's window and its words, unchanged", () => {
  assert.equal(isInBookingWindow("2027-12-24", CHRISTMAS_WINDOW), true);
  assert.equal(isInBookingWindow("2027-12-31", CHRISTMAS_WINDOW), true);
  assert.equal(isInBookingWindow("2027-12-23", CHRISTMAS_WINDOW), false);
  assert.equal(isInBookingWindow("2028-01-01", CHRISTMAS_WINDOW), false);
  assert.deepEqual(bookingWindowMessages(CHRISTMAS_WINDOW), {
    start: messages.startInChristmas,
    end: messages.endInChristmas,
  });
});

Deno.test("a window over the new year, one within a month, and none", () => {
  const overNewYear = { from: "12-20", to: "01-03" };
  assert.equal(isInBookingWindow("2027-12-20", overNewYear), true);
  assert.equal(isInBookingWindow("2028-01-03", overNewYear), true);
  assert.equal(isInBookingWindow("2028-01-04", overNewYear), false);
  assert.equal(isInBookingWindow("2027-12-19", overNewYear), false);
  assert.equal(
    bookingWindowMessages(overNewYear).start,
    "Start date cannot be between December 20th and January 3rd inclusive",
  );
  assert.equal(
    bookingWindowMessages({ from: "07-21", to: "07-22" }).end,
    "End date cannot be between July 21st and 22nd inclusive",
  );
  assert.equal(
    bookingWindowMessages({ from: "08-11", to: "08-13" }).end,
    "End date cannot be between August 11th and 13th inclusive",
  );
  assert.equal(isInBookingWindow("2027-12-25", null), false);
});

Deno.test("isMonthDay: real days of some year only", () => {
  for (const ok of ["01-01", "02-29", "12-31"]) assert.equal(isMonthDay(ok), true, ok);
  for (const bad of ["02-30", "13-01", "00-10", "1-01", "12-32", 1231, ""]) {
    assert.equal(isMonthDay(bad), false, String(bad));
  }
});
