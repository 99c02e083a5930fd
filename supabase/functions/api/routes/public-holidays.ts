// /api/bank-holidays?from=&to=&userId=: the public holidays of a few years, for every signed-in
// user (their own nation's), so the web app's previews and calendars count the days the server
// counts (issue 29).
import { Hono } from "hono";
import { publicHolidaysQuerySchema } from "@shared/schemas/public-holidays.ts";
import { findPublicHolidays } from "../data/public-holidays.ts";
import { type AppEnv, asUser, ownOrAdminUser, query, requireRole } from "../http.ts";

export const publicHolidays = new Hono<AppEnv>();

// A user's own nation's holidays; an administrator may ask for anyone's (`userId`), to count a
// booking for them as the server will.
publicHolidays.get("/", requireRole(), async (c) => {
  const { from, to, userId: asked } = query(c, publicHolidaysQuerySchema);
  const userId = ownOrAdminUser(c, asked);
  return c.json(await asUser(c, (tx) => findPublicHolidays(tx, userId, from, to)));
});
