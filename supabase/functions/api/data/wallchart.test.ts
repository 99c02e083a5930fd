// How the wallchart's rows are laid out from the database's answer (data/wallchart.ts): a day's
// holiday halves combined, the marks' ranks, and the pattern's days off over everything.
import assert from "node:assert/strict";
import { layOutPerson } from "./wallchart.ts";

const layOutCells = (...args: Parameters<typeof layOutPerson>) => layOutPerson(...args).cells;

const WORKING = ".......";

Deno.test("a day's two halves: approved wins over pending, two of a kind make a whole day", () => {
  const cells = layOutCells(4, WORKING, {
    spans: null,
    marks: null,
    bookings: [
      [0, 0, "morning", "morning", false],
      [0, 0, "afternoon", "afternoon", true],
      [1, 1, "morning", "morning", false],
      [1, 1, "afternoon", "afternoon", false],
      [2, 2, "morning", "morning", true],
      [2, 2, "afternoon", "afternoon", true],
      [3, 3, "afternoon", "afternoon", true],
    ],
  });
  assert.deepEqual(cells, ["holiday-morning", "holiday", "pending", "pending-afternoon"]);
});

Deno.test("a holiday's first and last days take their types, the days between are whole", () => {
  const cells = layOutCells(5, WORKING, {
    spans: null,
    marks: null,
    // From the day before the window to its third day; then a pending one past its end.
    bookings: [[-1, 2, "afternoon", "morning", false], [4, 9, "afternoon", "full", true]],
  });
  assert.deepEqual(cells, ["holiday", "holiday", "holiday-morning", "", "pending-afternoon"]);
});

Deno.test("the lowest rank holds a day, and a day off on the pattern hides them all", () => {
  const cells = layOutCells(7, "....o..", {
    spans: null,
    marks: [[0, 6, 5, "appointment"], [1, 4, 3, "away"], [2, 2, 2, "bank-holiday"]],
    bookings: [[0, 1, "full", "full", false]],
  });
  assert.deepEqual(cells, [
    "holiday",
    "away",
    "bank-holiday",
    "away",
    "off",
    "appointment",
    "appointment",
  ]);
});

Deno.test("each stretch of a pattern history takes its own mask, the company default without one", () => {
  const marks = null;
  const bookings = null;
  assert.deepEqual(layOutCells(3, "..o", { spans: null, marks, bookings }), ["", "", "off"]);
  assert.deepEqual(
    layOutCells(4, "....", { spans: [[0, 1, "o..."], [2, 3, "...o"]], marks, bookings }),
    ["off", "", "", "off"],
  );
});
