// /api/bank-holidays?from=&to=&userId=: the public holidays of a few years, for every signed-in
// user (their own nation's), so the web app's previews and calendars count the days the server
// counts (issue 29).
import { Hono } from "hono";
import { publicHolidaysQuerySchema } from "@shared/schemas/public-holidays.ts";
import { forbidden } from "../../_shared/errors.ts";
import { findPublicHolidays } from "../data/public-holidays.ts";
import { type AppEnv, asUser, query, requireRole } from "../http.ts";

export const publicHolidays = new Hono<AppEnv>();

// A user's own nation's holidays; an administrator may ask for anyone's (`userId`), to count a
// booking for them as the server will.
publicHolidays.get("/", requireRole(), async (c) => {
  const { from, to, userId = c.get("claims").sub } = query(c, publicHolidaysQuerySchema);
  const claims = c.get("claims");
  if (userId !== claims.sub && claims.app_role !== "global_admin") throw forbidden();
  return c.json(await asUser(c, (tx) => findPublicHolidays(tx, userId, from, to)));
});
