// Allowance policies (issue 16): the caller's balance breakdown, and for global admins the
// company settings, named working patterns, and a user's pattern history, end date and carried
// hours. Mounted at "/": /vacation-days/breakdown, /admin/settings, /admin/working-patterns,
// /admin/allowances, /admin/users/:id/{policy,working-patterns,end-date,carried-hours}. Every
// change is audited by its table's trigger.
import { Hono } from "hono";
import type { Context } from "hono";
import { z } from "zod";
import { todayInLondon } from "@shared/dates.ts";
import { isoDate, MAX_YEAR, MIN_YEAR, queryInt, uuid } from "@shared/schemas/common.ts";
import { vacationDaysQuerySchema } from "@shared/schemas/holidays.ts";
import {
  carriedOverrideSchema,
  companySettingsSchema,
  endDateSchema,
  userPatternSchema,
  type UserPolicy,
  workingPatternSchema,
} from "@shared/schemas/policies.ts";
import type { Tx } from "../../_shared/db.ts";
import { conflict, notFound } from "../../_shared/errors.ts";
import {
  countPatternUsers,
  createWorkingPattern,
  deleteCarriedHours,
  deleteUserPattern,
  deleteWorkingPattern,
  findPatternHistory,
  findUserAllowances,
  findWorkingPatterns,
  getBalanceBreakdown,
  getCompanySettings,
  getUserEndDate,
  setCarriedHours,
  setUserEndDate,
  setUserPattern,
  updateCompanySettings,
  updateWorkingPattern,
} from "../data/policies.ts";
import { type AppEnv, asUser, body, parse, pathId, query, requireRole } from "../http.ts";
import { balanceDay } from "../rules/balance.ts";

export const policies = new Hono<AppEnv>();

export const PATTERN_NOT_FOUND = "Working pattern not found";
export const USER_NOT_FOUND = "User not found";
export const CARRY_OVER_OFF =
  "Carry-over is off: set a maximum number of hours carried in Settings first";
export const ENTRY_NOT_FOUND = "This user has no pattern from that date";
export const OVERRIDE_NOT_FOUND = "This user has no carried hours set for that year";

/** A pattern some users have (in their history) is kept: it made their past hours. */
export function patternInUse(users: number): string {
  return `This pattern is in use by ${users} ${
    users === 1 ? "user" : "users"
  }: give them another pattern first`;
}

const today = (c: Context<AppEnv>) => todayInLondon(c.get("deps").clock());

const userParams = z.object({ id: uuid });
const entryParams = z.object({ id: uuid, startsOn: isoDate });
const overrideParams = z.object({
  id: uuid,
  year: queryInt(MIN_YEAR, MAX_YEAR).pipe(z.number({ error: "is required" })),
});

/** A user's history, end date and year, or a 404 for a user who is not active. */
async function userPolicy(tx: Tx, userId: string, day: string): Promise<UserPolicy> {
  const user = await getUserEndDate(tx, userId);
  const balance = user && await getBalanceBreakdown(tx, userId, day);
  if (!user || !balance) throw notFound(USER_NOT_FOUND);
  return { userId, endDate: user.endDate, patterns: await findPatternHistory(tx, userId), balance };
}

/** Runs a change of a user's policy, then answers the user's policy as of today. */
async function changeUser(
  c: Context<AppEnv>,
  change: (tx: Tx, userId: string) => Promise<unknown>,
): Promise<Response> {
  const { id } = parse(userParams, { id: c.req.param("id") });
  const day = today(c);
  return c.json(
    await asUser(c, async (tx) => {
      if (!await getUserEndDate(tx, id)) throw notFound(USER_NOT_FOUND);
      await change(tx, id);
      return userPolicy(tx, id, day);
    }),
  );
}

policies.get("/vacation-days/breakdown", requireRole(), async (c) => {
  const { year } = query(c, vacationDaysQuerySchema);
  const userId = c.get("claims").sub;
  const day = balanceDay(year, today(c));
  return c.json(
    await asUser(c, async (tx) => {
      const balance = await getBalanceBreakdown(tx, userId, day);
      if (!balance) throw notFound(USER_NOT_FOUND);
      return { ...balance, patterns: await findPatternHistory(tx, userId) };
    }),
  );
});

policies.get("/admin/settings", requireRole("global_admin"), async (c) => {
  return c.json(await asUser(c, getCompanySettings));
});

policies.put("/admin/settings", requireRole("global_admin"), async (c) => {
  const settings = await body(c, companySettingsSchema);
  return c.json(await asUser(c, (tx) => updateCompanySettings(tx, settings)));
});

policies.get("/admin/working-patterns", requireRole("global_admin"), async (c) => {
  const day = today(c);
  return c.json(await asUser(c, (tx) => findWorkingPatterns(tx, day)));
});

policies.post("/admin/working-patterns", requireRole("global_admin"), async (c) => {
  const pattern = await body(c, workingPatternSchema);
  const day = today(c);
  return c.json(await asUser(c, (tx) => createWorkingPattern(tx, pattern, day)), 201);
});

policies.put("/admin/working-patterns/:id", requireRole("global_admin"), async (c) => {
  const id = pathId(c);
  const pattern = await body(c, workingPatternSchema);
  const day = today(c);
  const row = await asUser(c, (tx) => updateWorkingPattern(tx, id, pattern, day));
  if (!row) throw notFound(PATTERN_NOT_FOUND);
  return c.json(row);
});

policies.delete("/admin/working-patterns/:id", requireRole("global_admin"), async (c) => {
  const id = pathId(c);
  await asUser(c, async (tx) => {
    const users = await countPatternUsers(tx, id);
    if (users > 0) throw conflict(patternInUse(users));
    if (!await deleteWorkingPattern(tx, id)) throw notFound(PATTERN_NOT_FOUND);
  });
  return c.json({ message: "Working pattern deleted" });
});

policies.get("/admin/allowances", requireRole("global_admin"), async (c) => {
  const { year } = query(c, vacationDaysQuerySchema);
  const day = balanceDay(year, today(c));
  return c.json(await asUser(c, (tx) => findUserAllowances(tx, day)));
});

policies.get("/admin/users/:id/policy", requireRole("global_admin"), async (c) => {
  const { id } = parse(userParams, { id: c.req.param("id") });
  const { year } = query(c, vacationDaysQuerySchema);
  const day = balanceDay(year, today(c));
  return c.json(await asUser(c, (tx) => userPolicy(tx, id, day)));
});

policies.put("/admin/users/:id/working-patterns", requireRole("global_admin"), async (c) => {
  const { patternId, startsOn } = await body(c, userPatternSchema);
  return changeUser(c, (tx, userId) => setUserPattern(tx, userId, patternId, startsOn));
});

policies.delete(
  "/admin/users/:id/working-patterns/:startsOn",
  requireRole("global_admin"),
  (c) => {
    const { startsOn } = parse(entryParams, c.req.param());
    return changeUser(c, async (tx, userId) => {
      if (!await deleteUserPattern(tx, userId, startsOn)) throw notFound(ENTRY_NOT_FOUND);
    });
  },
);

policies.put("/admin/users/:id/end-date", requireRole("global_admin"), async (c) => {
  const { endDate } = await body(c, endDateSchema);
  return changeUser(c, (tx, userId) => setUserEndDate(tx, userId, endDate));
});

policies.put("/admin/users/:id/carried-hours", requireRole("global_admin"), async (c) => {
  const override = await body(c, carriedOverrideSchema);
  return changeUser(c, async (tx, userId) => {
    if ((await getCompanySettings(tx)).carryOverMaxHours === 0) throw conflict(CARRY_OVER_OFF);
    await setCarriedHours(tx, userId, override);
  });
});

policies.delete("/admin/users/:id/carried-hours/:year", requireRole("global_admin"), (c) => {
  const { year } = parse(overrideParams, c.req.param());
  return changeUser(c, async (tx, userId) => {
    if (!await deleteCarriedHours(tx, userId, year)) throw notFound(OVERRIDE_NOT_FOUND);
  });
});
