// /api/admin/wallchart (issue 31): people of each department by days, 2 to 6 weeks from a day,
// for global admins. Sickness shows as "away" and no reason leaves the server.
import { Hono } from "hono";
import { addDays } from "@shared/dates.ts";
import { WALLCHART_DEFAULT_WEEKS, wallchartQuerySchema } from "@shared/schemas/wallchart.ts";
import { findWallchartPage } from "../data/wallchart.ts";
import { type AppEnv, asUser, jsonText, query, requireRole } from "../http.ts";

export const wallchart = new Hono<AppEnv>();

// With `offset` or `limit`, a page of departments and X-Total-Count, the departments of the
// whole wallchart (issue 32); without them the whole wallchart, as before.
wallchart.get("/", requireRole("global_admin"), async (c) => {
  const { startDate, weeks, department, offset, limit } = query(c, wallchartQuerySchema);
  const endDate = addDays(startDate, 7 * (weeks ?? WALLCHART_DEFAULT_WEEKS) - 1);
  const paged = offset !== undefined || limit !== undefined;
  const answer = await asUser(
    c,
    (tx) =>
      findWallchartPage(tx, startDate, endDate, department, paged ? { offset, limit } : undefined),
  );
  if (paged) c.header("X-Total-Count", String(answer.departmentCount ?? 0));
  return jsonText(c, answer.wallchart);
});
