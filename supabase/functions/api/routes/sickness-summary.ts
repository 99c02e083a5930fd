// /api/sickness-summary/:year: sick days per user in one calendar year, for a global admin;
// /api/sickness-summary/:year/months: the year's sick days per month (issue 18's chart).
import { Hono } from "hono";
import { z } from "zod";
import { todayInLondon } from "@shared/dates.ts";
import { findSickDaysByMonth, findSicknessSummary } from "../data/sickness-logs.ts";
import { type AppEnv, asUser, jsonText, parse, requireRole } from "../http.ts";

export const sicknessSummary = new Hono<AppEnv>();

const YEAR = "must be a whole year from 2000 to 2100";
const yearParam = z.object({
  year: z.string().regex(/^\d{4}$/, { error: YEAR }).transform(Number)
    .refine((year) => year >= 2000 && year <= 2100, { error: YEAR }),
});

sicknessSummary.get("/:year", requireRole("global_admin"), async (c) => {
  const { year } = parse(yearParam, { year: c.req.param("year") });
  const today = todayInLondon(c.get("deps").clock());
  return jsonText(c, await asUser(c, (tx) => findSicknessSummary(tx, year, today)));
});

sicknessSummary.get("/:year/months", requireRole("global_admin"), async (c) => {
  const { year } = parse(yearParam, { year: c.req.param("year") });
  const today = todayInLondon(c.get("deps").clock());
  return c.json({ year, days: await asUser(c, (tx) => findSickDaysByMonth(tx, year, today)) });
});
