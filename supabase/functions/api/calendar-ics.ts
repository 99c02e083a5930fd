// The text of a calendar feed (issue 18), written by ical-generator: RFC 5545 escaping, CRLF
// line ends and folding at 75 octets are the library's. Whole days are all-day events (DTEND the
// day after, as RFC 5545 has it); half days are timed in Europe/London, with its VTIMEZONE so
// every client (and ical.js in the tests) reads the same instants either side of a clock change.
import { ICalCalendar, ICalEventTransparency } from "ical-generator";
import { type FeedPart, feedParts, HALF_DAY_TIMES } from "@shared/calendar-feed.ts";
import type { CalendarFeedKind } from "@shared/schemas/calendar.ts";
import type { FeedEvent } from "./data/calendar-feeds.ts";

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

/** The feed's iCalendar text; `stamp` is DTSTAMP of every event (the time it is served). */
export function renderFeed(kind: CalendarFeedKind, events: readonly FeedEvent[], stamp: Date) {
  // A null calendar zone keeps DTSTAMP in UTC; the generator writes the VTIMEZONE of the
  // events' zone.
  const calendar = new ICalCalendar({
    prodId: { company: "Leave", product: "Calendar feed", language: "EN" },
    name: NAMES[kind],
    ttl: REFRESH_SECONDS,
    timezone: {
      name: null,
      generator: (zone) => zone === FEED_TIME_ZONE ? LONDON_VTIMEZONE : null,
    },
  });
  // Colleagues' absences must not make the subscriber look busy; one's own holidays should.
  const transparency = kind === "personal"
    ? ICalEventTransparency.OPAQUE
    : ICalEventTransparency.TRANSPARENT;
  for (const event of events) {
    const parts = feedParts(event);
    parts.forEach((part, i) => {
      // One UID per event of an absence, the same on every fetch.
      const suffix = parts.length === 1 ? "" : `-${i + 1}`;
      calendar.createEvent({ ...eventData(event, part, suffix, stamp), transparency });
    });
  }
  return `${calendar.toString()}\r\n`;
}
