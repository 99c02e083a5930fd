// The text of a calendar feed (issue 18), written by ical-generator: RFC 5545 escaping, CRLF
// line ends and folding at 75 octets are the library's. Whole days are all-day events (DTEND the
// day after, as RFC 5545 has it); half days are timed in Europe/London, with its VTIMEZONE so
// every client (and ical.js in the tests) reads the same instants either side of a clock change.
//
// A company feed of 20,000 people holds some 70,000 events: the text is written in batches of
// events (`feedText`), each batch's objects dropped before the next, and streamed to the caller.
import { Buffer } from "node:buffer";
import { createHmac } from "node:crypto";
import { foldLines, ICalCalendar, ICalEventTransparency } from "ical-generator";
import { type FeedPart, feedParts, HALF_DAY_TIMES } from "@shared/calendar-feed.ts";
import type { CalendarFeedKind } from "@shared/schemas/calendar.ts";
import type { FeedEvent, FeedRow } from "./data/calendar-feeds.ts";

export const FEED_TIME_ZONE = "Europe/London";

/**
 * Europe/London as RFC 5545 describes it since 1996: BST from 01:00 UTC on the last Sunday of
 * March to 01:00 UTC on the last Sunday of October.
 */
const LONDON_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/London",
  "X-LIC-LOCATION:Europe/London",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19700329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19701025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

const NAMES: Record<CalendarFeedKind, string> = {
  personal: "My holidays (Leave)",
  department: "Department: who is away (Leave)",
  company: "Company: who is away (Leave)",
};

/** Calendar apps poll a subscribed feed; once an hour is what they are asked to. */
const REFRESH_SECONDS = 60 * 60;

/** A date at midnight UTC: an all-day date, which the library writes from UTC fields. */
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * A wall-clock time on a day in the event's zone. With an event time zone, ical-generator
 * writes a native Date's local fields as that zone's time (its README: "it assumes that the
 * given time matches the time zone"), so the Date is built from local fields: whatever the
 * server's own zone, 09:00 is written 09:00 (no zone skips 09:00, 13:00 or 17:00).
 */
function wallClock(iso: string, time: string): Date {
  const [year, month, day] = iso.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  return new Date(year, month - 1, day, hours, minutes);
}

/** The event data of one part of an absence. */
function eventData(event: FeedEvent, part: FeedPart, suffix: string, stamp: Date) {
  const common = { id: `${event.uid}${suffix}@leave`, summary: event.summary, stamp };
  if (part.kind === "days") {
    return { ...common, allDay: true, start: utcDay(part.start), end: utcDay(part.endExclusive) };
  }
  const times = HALF_DAY_TIMES[part.half];
  return {
    ...common,
    timezone: FEED_TIME_ZONE,
    start: wallClock(part.day, times.start),
    end: wallClock(part.day, times.end),
  };
}

/** The events written at a time: their objects are dropped before the next batch is made. */
const BATCH = 500;

/**
 * The events of a department or company feed: each UID is its source's HMAC-SHA256 under the
 * feed's key (the first 32 hex digits), so a subscriber cannot tell a holiday from a sickness
 * log; events with the same start and summary (the database's order) are ordered by UID.
 */
export function awayEvents(rows: readonly FeedRow[], uidKeyHex: string): FeedEvent[] {
  const key = Buffer.from(uidKeyHex, "hex");
  const events: FeedEvent[] = rows.map((row) => ({
    uid: `away-${createHmac("sha256", key).update(row.source).digest("hex").slice(0, 32)}`,
    summary: row.summary,
    startDate: row.startDate,
    endDate: row.endDate,
    startDayType: row.startDayType,
    endDayType: row.endDayType,
  }));
  let run = 0;
  for (let i = 1; i <= events.length; i++) {
    const same = i < events.length && events[i].startDate === events[run].startDate &&
      events[i].summary === events[run].summary;
    if (same) continue;
    if (i - run > 1) {
      const sorted = events.slice(run, i).sort((a, b) => (a.uid < b.uid ? -1 : 1));
      events.splice(run, sorted.length, ...sorted);
    }
    run = i;
  }
  return events;
}

/** The parts of each absence as events of the library, with their UIDs. */
export function* feedEvents(kind: CalendarFeedKind, events: readonly FeedEvent[], stamp: Date) {
  // Colleagues' absences must not make the subscriber look busy; one's own holidays should.
  const transparency = kind === "personal"
    ? ICalEventTransparency.OPAQUE
    : ICalEventTransparency.TRANSPARENT;
  for (const event of events) {
    const parts = feedParts(event);
    for (const [i, part] of parts.entries()) {
      // One UID per event of an absence, the same on every fetch.
      const suffix = parts.length === 1 ? "" : `-${i + 1}`;
      yield { ...eventData(event, part, suffix, stamp), transparency };
    }
  }
}

/** An empty calendar of a feed of `kind`. */
export function feedCalendar(kind: CalendarFeedKind): ICalCalendar {
  // A null calendar zone keeps DTSTAMP in UTC; the generator writes the VTIMEZONE of the
  // events' zone.
  return new ICalCalendar({
    prodId: { company: "Leave", product: "Calendar feed", language: "EN" },
    name: NAMES[kind],
    ttl: REFRESH_SECONDS,
    timezone: {
      name: null,
      generator: (zone) => zone === FEED_TIME_ZONE ? LONDON_VTIMEZONE : null,
    },
  });
}

/**
 * The feed's iCalendar text, piece by piece: the calendar's head (with the VTIMEZONE when an
 * event is timed), the events a batch at a time, its end. `stamp` is DTSTAMP of every event
 * (the time it is served).
 */
export function* feedText(kind: CalendarFeedKind, events: readonly FeedEvent[], stamp: Date) {
  // The head is written with a timed event when there is one, so it holds the VTIMEZONE.
  // The absences are looked through for a half day, not turned into events (a feed of whole
  // days only would otherwise be made twice).
  const calendar = feedCalendar(kind);
  const halfDay = events.find((event) => feedParts(event).some((part) => part.kind === "half"));
  const timed = halfDay && [...feedEvents(kind, [halfDay], stamp)].find((e) => "timezone" in e);
  if (timed) calendar.createEvent(timed);
  const whole = calendar.toString();
  yield whole.slice(0, whole.indexOf(timed ? "BEGIN:VEVENT" : "END:VCALENDAR"));
  calendar.clear();
  let batch = 0;
  for (const event of feedEvents(kind, events, stamp)) {
    calendar.createEvent(event);
    if (++batch < BATCH) continue;
    yield foldLines(calendar.events().map(String).join(""));
    calendar.clear();
    batch = 0;
  }
  if (batch > 0) yield foldLines(calendar.events().map(String).join(""));
  yield "END:VCALENDAR\r\n";
}

/** The feed's iCalendar text as a byte stream, written as it is read. */
export function feedStream(kind: CalendarFeedKind, events: readonly FeedEvent[], stamp: Date) {
  const pieces = feedText(kind, events, stamp);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
}
