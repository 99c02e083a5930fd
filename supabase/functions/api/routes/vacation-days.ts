// /api/vacation-days: the caller's balance (this year's, or ?year= another's), and
// /api/vacation-days/breakdown: how that balance is made (issue 16's allowance policies).
import { Hono } from "hono";
import { todayInLondon } from "@shared/dates.ts";
import { vacationDaysQuerySchema } from "@shared/schemas/holidays.ts";
import { notFound } from "../../_shared/errors.ts";
import { getVacationBalance } from "../data/holiday-requests.ts";
import { findPatternHistory, getBalanceBreakdown } from "../data/policies.ts";
import { type AppEnv, asUser, query, requireRole } from "../http.ts";
import { balanceDay } from "../rules/balance.ts";
import { USER_NOT_FOUND } from "../rules/messages.ts";

export const vacationDays = new Hono<AppEnv>();

vacationDays.get("/", requireRole(), async (c) => {
  const { year } = query(c, vacationDaysQuerySchema);
  const userId = c.get("claims").sub;
  // The day the year is read on (today in this year); with no policy on, any day gives the same.
  const day = balanceDay(year, todayInLondon(c.get("deps").clock()));
  const hours = await asUser(c, (tx) => getVacationBalance(tx, userId, day));
  return c.json({ vacation_hours: hours });
});

vacationDays.get("/breakdown", requireRole(), async (c) => {
  const { year } = query(c, vacationDaysQuerySchema);
  const userId = c.get("claims").sub;
  const day = balanceDay(year, todayInLondon(c.get("deps").clock()));
  return c.json(
    await asUser(c, async (tx) => {
      const balance = await getBalanceBreakdown(tx, userId, day);
      if (!balance) throw notFound(USER_NOT_FOUND);
      return { ...balance, patterns: await findPatternHistory(tx, userId) };
    }),
  );
});
