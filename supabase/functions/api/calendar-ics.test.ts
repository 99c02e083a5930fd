// The feed's text written a batch at a time (so a company feed of 70,000 events never exists
// as one calendar of objects) is the text ical-generator writes for the whole calendar at once:
// with and without timed events, across batch boundaries, with names folded at 75 octets.
import assert from "node:assert/strict";
import ICAL from "ical.js";
import type { FeedEvent, FeedRow } from "./data/calendar-feeds.ts";
import { awayEvents, feedCalendar, feedEvents, feedStream } from "./calendar-ics.ts";

const STAMP = new Date("2026-11-28T10:00:00Z");

/** The calendar's text from one calendar of every event: the library's own writing. */
function wholeCalendar(kind: "personal" | "company", events: FeedEvent[]) {
  const calendar = feedCalendar(kind);
  for (const event of feedEvents(kind, events, STAMP)) calendar.createEvent(event);
  return `${calendar.toString()}\r\n`;
}

async function streamed(kind: "personal" | "company", events: FeedEvent[]) {
  return await new Response(feedStream(kind, events, STAMP)).text();
}

/** `n` absences, one in seven a half day, names long enough to fold. */
function absences(n: number, halfDays: boolean): FeedEvent[] {
  return Array.from({ length: n }, (_, i) => {
    const day = `2026-${String(1 + (i % 12)).padStart(2, "0")}-${
      String(1 + (i % 27)).padStart(2, "0")
    }`;
    const half = halfDays && i % 7 === 0;
    return {
      uid: `request-${i}`,
      summary: `Person ${i} Featherstonehaugh-Ó'Brien; of Much Wenlock, and Little Snoring – Away`,
      startDate: day,
      endDate: day,
      startDayType: half ? "afternoon" : "full",
      endDayType: half ? "afternoon" : "full",
    };
  });
}

Deno.test("a feed written in batches is the whole calendar's text, byte for byte", async () => {
  for (const n of [0, 1, 499, 500, 501, 1234]) {
    for (const halfDays of [false, true]) {
      const events = absences(n, halfDays);
      const text = await streamed("company", events);
      assert.equal(text, wholeCalendar("company", events), `${n} events, halves ${halfDays}`);
      assert.equal(text.includes("BEGIN:VTIMEZONE"), halfDays && n > 0);
      assert.equal(ICAL.Component.fromString(text).getAllSubcomponents("vevent").length, n);
    }
  }
});

Deno.test("an away feed's UIDs are keyed, and ties of start and name ordered by UID", () => {
  const row = (source: string, startDate: string, summary: string): FeedRow => ({
    source,
    summary,
    startDate,
    endDate: startDate,
    startDayType: "full",
    endDayType: "full",
  });
  const rows = [
    row("request-1", "2026-05-01", "Ann A – Away"),
    row("request-2", "2026-05-04", "Ann A – Away"),
    row("log-2", "2026-05-04", "Ann A – Away"),
    row("request-3", "2026-05-04", "Ann A – Away"),
    row("request-4", "2026-05-04", "Bob B – Away"),
  ];
  const key = "00112233445566778899aabbccddeeff";
  const events = awayEvents(rows, key);
  assert.deepEqual(events.map((e) => e.summary), rows.map((r) => r.summary));
  assert.equal(events[0].uid, awayEvents([rows[0]], key)[0].uid, "a UID is its source's alone");
  for (const event of events) assert.match(event.uid, /^away-[0-9a-f]{32}$/);
  const tie = events.slice(1, 4).map((e) => e.uid);
  assert.deepEqual(tie, [...tie].sort(), "the three of 4 May by UID");
  assert.notEqual(
    awayEvents(rows, "ff".repeat(16))[0].uid,
    events[0].uid,
    "another key, another UID",
  );
  // The request and the log of the same number are told apart by no one but the key's owner.
  assert.equal(new Set(events.map((e) => e.uid)).size, rows.length);
});
