/**
 * Calendar feeds (issue 18): iCalendar (RFC 5545) links a calendar app subscribes to. A
 * personal feed holds its owner's own holidays; a department or company feed (a global
 * admin's) holds who is away, as "Firstname Lastname – Away" and nothing more.
 *
 * Routes (docs/api.md, "Calendar feeds"):
 * - GET /api/calendar-feeds: the caller's feeds, CalendarFeedRow[] (never a token).
 * - POST /api/calendar-feeds { kind, departmentId? } → 201 CreatedCalendarFeed, the token
 *   shown this once.
 * - DELETE /api/calendar-feeds/:id: revokes it.
 * - GET and PUT /api/admin/calendar-settings (global admin): CalendarSettings.
 * - GET /api/calendar/<token>.ics, /api/calendar/department/<token>.ics,
 *   /api/calendar/company/<token>.ics: the feeds themselves, without a session.
 */
import { z } from "zod";
import { id } from "./common.ts";

export const CALENDAR_FEED_KINDS = ["personal", "department", "company"] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

/** The kinds only a global admin may create: they show other people's absences. */
export const ADMIN_FEED_KINDS: readonly CalendarFeedKind[] = ["department", "company"];

/** POST /api/calendar-feeds: a department feed names its department, the others none. */
export const createCalendarFeedSchema = z.object({
  kind: z.enum(CALENDAR_FEED_KINDS, {
    error: `must be one of ${CALENDAR_FEED_KINDS.join(", ")}`,
  }),
  departmentId: id.optional(),
}).superRefine((value, ctx) => {
  if (value.kind === "department" && value.departmentId === undefined) {
    ctx.addIssue({ code: "custom", path: ["departmentId"], message: "is required" });
  }
  if (value.kind !== "department" && value.departmentId !== undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["departmentId"],
      message: "is only for a department feed",
    });
  }
});
export type CreateCalendarFeed = z.infer<typeof createCalendarFeedSchema>;

/** A feed as its owner lists it: never its token, which the server does not keep. */
export interface CalendarFeedRow {
  id: number;
  kind: CalendarFeedKind;
  departmentId: number | null;
  /** The department's name, for a department feed. */
  department: string | null;
  /** yyyy-MM-dd HH:mm:ss in Europe/London. */
  createdAt: string;
}

/** The answer of POST /api/calendar-feeds: the only time the token is ever sent. */
export interface CreatedCalendarFeed extends CalendarFeedRow {
  token: string;
  /** The feed's path, /api/calendar/…/<token>.ics; the client puts its origin in front. */
  url: string;
}

/** The company's calendar-feed settings: sickness is left out of feeds unless this is on. */
export const calendarSettingsSchema = z.object({
  showSicknessAsAway: z.boolean({ error: "must be true or false" }),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

/** Random bytes in a feed token: 256 bits, 43 characters of base64url. */
export const FEED_TOKEN_BYTES = 32;
/** A token as the feed URL carries it. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The path of a feed of `kind` with `token`: feedPath("company", t) → "/api/calendar/company/t.ics". */
export function feedPath(kind: CalendarFeedKind, token: string): string {
  return kind === "personal" ? `/api/calendar/${token}.ics` : `/api/calendar/${kind}/${token}.ics`;
}
