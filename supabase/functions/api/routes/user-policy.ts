// A user's allowance policy (issue 16), for global admins: /api/admin/users/:id/policy reads it
// (pattern history, end date and the year's balance); working-patterns, end-date and
// carried-hours change it, each answering the user's policy as of today. Every change is
// audited by its table's trigger.
import { Hono } from "hono";
import type { Context } from "hono";
import { z } from "zod";
import { todayInLondon } from "@shared/dates.ts";
import { isoDate, MAX_YEAR, MIN_YEAR, queryInt, uuid } from "@shared/schemas/common.ts";
import { vacationDaysQuerySchema } from "@shared/schemas/holidays.ts";
import {
  carriedOverrideSchema,
  endDateSchema,
  offsetProblem,
  userPatternSchema,
  type UserPolicy,
} from "@shared/schemas/policies.ts";
import type { Tx } from "../../_shared/db.ts";
import { badRequest, conflict, notFound } from "../../_shared/errors.ts";
import {
  deleteCarriedHours,
  deleteUserPattern,
  findPatternCycleDays,
  findPatternHistory,
  getBalanceBreakdown,
  getCompanySettings,
  getUserEndDate,
  setCarriedHours,
  setUserEndDate,
  setUserPattern,
} from "../data/policies.ts";
import { type AppEnv, asUser, body, parse, pathUserId, query, requireRole } from "../http.ts";
import { balanceDay } from "../rules/balance.ts";
import { USER_NOT_FOUND } from "../rules/messages.ts";

const admin = requireRole("global_admin");

export const CARRY_OVER_OFF =
  "Carry-over is off: set a maximum number of hours carried in Settings first";
export const ENTRY_NOT_FOUND = "This user has no pattern from that date";
/** As the foreign key's refusal says it (http.ts), before the offset is weighed against it. */
export const NO_SUCH_PATTERN = "patternId: there is no such pattern";
export const OVERRIDE_NOT_FOUND = "This user has no carried hours set for that year";

const today = (c: Context<AppEnv>) => todayInLondon(c.get("deps").clock());

// With the user's id, so a call wrong in both says both.
const entryParams = z.object({ id: uuid, startsOn: isoDate });
const overrideParams = z.object({
  id: uuid,
  year: queryInt(MIN_YEAR, MAX_YEAR).pipe(z.number({ error: "is required" })),
});

/** A user's history, end date and year, or a 404 for a user who is not active. */
async function findUserPolicy(tx: Tx, userId: string, day: string): Promise<UserPolicy> {
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
  const id = pathUserId(c);
  const day = today(c);
  return c.json(
    await asUser(c, async (tx) => {
      if (!await getUserEndDate(tx, id)) throw notFound(USER_NOT_FOUND);
      await change(tx, id);
      return findUserPolicy(tx, id, day);
    }),
  );
}

export const userPolicy = new Hono<AppEnv>();

userPolicy.get("/", admin, async (c) => {
  const id = pathUserId(c);
  const { year } = query(c, vacationDaysQuerySchema);
  const day = balanceDay(year, today(c));
  return c.json(await asUser(c, (tx) => findUserPolicy(tx, id, day)));
});

export const userWorkingPatterns = new Hono<AppEnv>();

userWorkingPatterns.put("/", admin, async (c) => {
  const { patternId, startsOn, offsetDays = 0 } = await body(c, userPatternSchema);
  return changeUser(c, async (tx, userId) => {
    // An offset under the pattern's own cycle (crew B of 4 on / 4 off: 4 of 8 days).
    const cycleDays = patternId === null ? null : await findPatternCycleDays(tx, patternId);
    if (patternId !== null && cycleDays === null) throw badRequest(NO_SUCH_PATTERN);
    const problem = offsetProblem(offsetDays, cycleDays);
    if (problem) throw badRequest(problem);
    await setUserPattern(tx, userId, patternId, startsOn, offsetDays);
  });
});

userWorkingPatterns.delete("/:startsOn", admin, (c) => {
  const { startsOn } = parse(entryParams, c.req.param());
  return changeUser(c, async (tx, userId) => {
    if (!await deleteUserPattern(tx, userId, startsOn)) throw notFound(ENTRY_NOT_FOUND);
  });
});

export const userEndDate = new Hono<AppEnv>();

userEndDate.put("/", admin, async (c) => {
  const { endDate } = await body(c, endDateSchema);
  return changeUser(c, (tx, userId) => setUserEndDate(tx, userId, endDate));
});

export const userCarriedHours = new Hono<AppEnv>();

userCarriedHours.put("/", admin, async (c) => {
  const override = await body(c, carriedOverrideSchema);
  return changeUser(c, async (tx, userId) => {
    if ((await getCompanySettings(tx)).carryOverMaxHours === 0) throw conflict(CARRY_OVER_OFF);
    await setCarriedHours(tx, userId, override);
  });
});

userCarriedHours.delete("/:year", admin, (c) => {
  const { year } = parse(overrideParams, c.req.param());
  return changeUser(c, async (tx, userId) => {
    if (!await deleteCarriedHours(tx, userId, year)) throw notFound(OVERRIDE_NOT_FOUND);
  });
});
