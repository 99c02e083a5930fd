// /api/bank-holidays?from=&to=: the public holidays of a few years, for every signed-in user, so
// the web app's previews and calendars count the days the server counts (issue 29).
import { Hono } from "hono";
import { publicHolidaysQuerySchema } from "@shared/schemas/public-holidays.ts";
import { findPublicHolidays } from "../data/public-holidays.ts";
import { type AppEnv, asUser, query, requireRole } from "../http.ts";

export const publicHolidays = new Hono<AppEnv>();

publicHolidays.get("/", requireRole(), async (c) => {
  const { from, to } = query(c, publicHolidaysQuerySchema);
  return c.json(await asUser(c, (tx) => findPublicHolidays(tx, from, to)));
});
