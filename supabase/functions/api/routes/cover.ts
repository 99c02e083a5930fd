// Cover (issue 17): /api/cover-preview, a request's effect on cover before it is made; for
// global admins /api/admin/cover-heatmap (and who is away in one of its cells) and
// /api/admin/overview, the landing page. The check on creating and approving requests is
// rules/cover.ts (checkCover); skills and rules are skills.ts and cover-rules.ts.
import { Hono } from "hono";
import { z } from "zod";
import { addDays, todayInLondon } from "@shared/dates.ts";
import { id, isoDate } from "@shared/schemas/common.ts";
import { START_IN_PAST } from "@shared/schemas/holidays.ts";
import { coverPreviewQuerySchema, heatmapQuerySchema } from "@shared/schemas/cover.ts";
import { badRequest } from "../../_shared/errors.ts";
import { findAwayOn, findHeatmap, findOverview, findShortfalls } from "../data/cover.ts";
import { type AppEnv, asUser, ownOrAdminUser, query, requireRole } from "../http.ts";

const admin = requireRole("global_admin");

const DEFAULT_WEEKS = 8;

export const coverPreview = new Hono<AppEnv>();

// An approver's preview names who else is away; an employee's gives counts only, and only for
// a request they could make (from today), so it tells nobody who was away when.
coverPreview.get("/", requireRole(), async (c) => {
  const { userId: asked, leaveTypeId, ...range } = query(c, coverPreviewQuerySchema);
  const claims = c.get("claims");
  const userId = ownOrAdminUser(c, asked);
  const isApprover = claims.app_role === "global_admin";
  if (userId === claims.sub && range.startDate < todayInLondon(c.get("deps").clock())) {
    throw badRequest(START_IN_PAST);
  }
  const shortfalls = await asUser(
    c,
    (tx) =>
      findShortfalls(tx, [userId], range, { isNew: true, withNames: isApprover, leaveTypeId }),
  );
  return c.json({ shortfalls });
});

export const coverHeatmap = new Hono<AppEnv>();

coverHeatmap.get("/", admin, async (c) => {
  const { startDate, weeks, department } = query(c, heatmapQuerySchema);
  const endDate = addDays(startDate, 7 * (weeks ?? DEFAULT_WEEKS) - 1);
  return c.json(await asUser(c, (tx) => findHeatmap(tx, startDate, endDate, department)));
});

const awayQuery = z.object({ department: id, day: isoDate });

coverHeatmap.get("/away", admin, async (c) => {
  const { department, day } = query(c, awayQuery);
  return c.json(await asUser(c, (tx) => findAwayOn(tx, department, day)));
});

export const overview = new Hono<AppEnv>();

overview.get("/", admin, async (c) => {
  const today = todayInLondon(c.get("deps").clock());
  return c.json(await asUser(c, (tx) => findOverview(tx, today)));
});
