// Calendar feeds (issue 18): /api/calendar-feeds, a user's feeds (list, create, revoke);
// /api/admin/calendar-settings, the company's "show sickness as Away" setting; and
// /api/calendar/, the feeds themselves. A calendar app cannot send a session, so the feed routes
// take no JWT: the token in the path is the secret, looked up by its SHA-256 through
// private.live_calendar_feed in a privileged transaction, which then reads the feed's absences.
import { Hono } from "hono";
import type { Context } from "hono";
import { feedWindow } from "@shared/calendar-feed.ts";
import { todayInLondon } from "@shared/dates.ts";
import {
  ADMIN_FEED_KINDS,
  type CalendarFeedKind,
  calendarSettingsSchema,
  createCalendarFeedSchema,
  FEED_TOKEN_BYTES,
  FEED_TOKEN_PATTERN,
  feedPath,
} from "@shared/schemas/calendar.ts";
import { badRequest, forbidden, notFound } from "../../_shared/errors.ts";
import { awayEvents, feedStream } from "../calendar-ics.ts";
import {
  createCalendarFeed,
  deleteCalendarFeed,
  departmentExists,
  findCalendarFeeds,
  findFeedRows,
  findLiveFeed,
  getCalendarSettings,
  updateCalendarSettings,
} from "../data/calendar-feeds.ts";
import { settingsRouter } from "../handlers.ts";
import { type AppEnv, asUser, body, errorResponse, pathId, requireRole } from "../http.ts";

export const FEED_NOT_FOUND = "Calendar feed not found";
export const ADMIN_FEEDS_ONLY =
  "Only a global administrator can create department and company feeds";
export const NO_SUCH_DEPARTMENT = "departmentId: there is no such department";

/** A new token, base64url without padding: 43 characters. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(FEED_TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** SHA-256 of the token, as hex. */
async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export const calendarFeeds = new Hono<AppEnv>();

calendarFeeds.get("/", requireRole(), async (c) => {
  const userId = c.get("claims").sub;
  return c.json(await asUser(c, (tx) => findCalendarFeeds(tx, userId)));
});

calendarFeeds.post("/", requireRole(), async (c) => {
  const input = await body(c, createCalendarFeedSchema);
  const claims = c.get("claims");
  if (ADMIN_FEED_KINDS.includes(input.kind) && claims.app_role !== "global_admin") {
    throw forbidden(ADMIN_FEEDS_ONLY);
  }
  const token = newToken();
  const tokenHashHex = await tokenHash(token);
  const feed = await asUser(c, async (tx) => {
    if (input.departmentId !== undefined && !await departmentExists(tx, input.departmentId)) {
      throw badRequest(NO_SUCH_DEPARTMENT);
    }
    return createCalendarFeed(tx, {
      userId: claims.sub,
      kind: input.kind,
      departmentId: input.departmentId ?? null,
      tokenHashHex,
    });
  });
  return c.json({ ...feed, token, url: feedPath(feed.kind, token) }, 201);
});

calendarFeeds.delete("/:id", requireRole(), async (c) => {
  const id = pathId(c);
  const userId = c.get("claims").sub;
  if (!await asUser(c, (tx) => deleteCalendarFeed(tx, userId, id))) throw notFound(FEED_NOT_FOUND);
  return c.json({ message: "Calendar feed revoked" });
});

export const calendarSettings = settingsRouter(
  getCalendarSettings,
  calendarSettingsSchema,
  updateCalendarSettings,
);

/**
 * Answers the feed of `kind` named by the path's "<token>.ics". Whatever is wrong (a malformed,
 * unknown or revoked token, one of another kind, a deactivated owner) is the same bare 404 as
 * a path that does not exist.
 */
async function serveFeed(c: Context<AppEnv>, kind: CalendarFeedKind): Promise<Response> {
  const match = /^(.+)\.ics$/.exec(c.req.param("file") ?? "");
  const token = match?.[1] ?? "";
  if (!FEED_TOKEN_PATTERN.test(token)) return errorResponse(c, "not_found", "Not found");
  const { db, clock } = c.get("deps");
  const now = clock();
  const today = todayInLondon(now);
  const tokenHashHex = await tokenHash(token);
  const found = await db.privileged(async (tx) => {
    const feed = await findLiveFeed(tx, { tokenHashHex, kind });
    if (!feed) return null;
    return { feed, rows: await findFeedRows(tx, feed.id, { ...feedWindow(today), today }) };
  });
  if (!found) return errorResponse(c, "not_found", "Not found");
  const events = kind === "personal"
    ? found.rows.map(({ source, ...event }) => ({ ...event, uid: source }))
    : awayEvents(found.rows, found.feed.uidKeyHex);
  return c.body(feedStream(kind, events, now), 200, {
    "Content-Type": "text/calendar; charset=utf-8",
  });
}

export const calendar = new Hono<AppEnv>();

calendar.get("/department/:file", (c) => serveFeed(c, "department"));
calendar.get("/company/:file", (c) => serveFeed(c, "company"));
calendar.get("/:file", (c) => serveFeed(c, "personal"));
