// /api/sickness-summary/:year: sick days per user in one calendar year, for a global admin (all
// of them, or a page of those a name search keeps, issue 32);
// /api/sickness-summary/:year/months: the year's sick days per month (issue 18's chart).
import { Hono } from "hono";
import { z } from "zod";
import { todayInLondon } from "@shared/dates.ts";
import {
  SICKNESS_SUMMARY_PAGE_PARAMETERS,
  sicknessSummaryQuerySchema,
} from "@shared/schemas/sickness.ts";
import { userSearchNeedle } from "@shared/user-search.ts";
import {
  findSickDaysByMonth,
  findSicknessSummary,
  findSicknessSummaryPage,
} from "../data/sickness-logs.ts";
import { type AppEnv, asUser, jsonText, parse, query, requireRole } from "../http.ts";

export const sicknessSummary = new Hono<AppEnv>();

const YEAR = "must be a whole year from 2000 to 2100";
const yearParam = z.object({
  year: z.string().regex(/^\d{4}$/, { error: YEAR }).transform(Number)
    .refine((year) => year >= 2000 && year <= 2100, { error: YEAR }),
});

sicknessSummary.get("/:year", requireRole("global_admin"), async (c) => {
  const { year } = parse(yearParam, { year: c.req.param("year") });
  const search = query(c, sicknessSummaryQuerySchema);
  const today = todayInLondon(c.get("deps").clock());
  // Without any of the page's parameters, every row as the spec's screen read them.
  if (!SICKNESS_SUMMARY_PAGE_PARAMETERS.some((name) => c.req.query(name) !== undefined)) {
    return jsonText(c, await asUser(c, (tx) => findSicknessSummary(tx, year, today)));
  }
  const { rows, total } = await asUser(c, (tx) =>
    findSicknessSummaryPage(tx, year, today, {
      needle: search.q && userSearchNeedle(search.q),
      limit: search.limit,
      offset: search.offset,
    }));
  c.header("X-Total-Count", String(total));
  return jsonText(c, rows);
});

sicknessSummary.get("/:year/months", requireRole("global_admin"), async (c) => {
  const { year } = parse(yearParam, { year: c.req.param("year") });
  const today = todayInLondon(c.get("deps").clock());
  return c.json({ year, days: await asUser(c, (tx) => findSickDaysByMonth(tx, year, today)) });
});
