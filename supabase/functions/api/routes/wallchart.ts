// /api/admin/wallchart (issue 31): people of each department by days, 2 to 6 weeks from a day,
// for global admins. Sickness shows as "away" and no reason leaves the server.
import { Hono } from "hono";
import { addDays } from "@shared/dates.ts";
import { WALLCHART_DEFAULT_WEEKS, wallchartQuerySchema } from "@shared/schemas/wallchart.ts";
import { findWallchart } from "../data/wallchart.ts";
import { type AppEnv, asUser, jsonText, query, requireRole } from "../http.ts";

export const wallchart = new Hono<AppEnv>();

wallchart.get("/", requireRole("global_admin"), async (c) => {
  const { startDate, weeks, department } = query(c, wallchartQuerySchema);
  const endDate = addDays(startDate, 7 * (weeks ?? WALLCHART_DEFAULT_WEEKS) - 1);
  return jsonText(c, await asUser(c, (tx) => findWallchart(tx, startDate, endDate, department)));
});
