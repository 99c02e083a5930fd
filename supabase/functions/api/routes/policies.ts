// Allowance policies (issue 16), for global admins: the company settings (/api/admin/settings),
// the named working patterns (/api/admin/working-patterns) and every user's allowance of a year
// (/api/admin/allowances). Every change is audited by its table's trigger.
import { Hono } from "hono";
import type { Context } from "hono";
import { todayInLondon } from "@shared/dates.ts";
import {
  allowancesQuerySchema,
  companySettingsSchema,
  workingPatternSchema,
} from "@shared/schemas/policies.ts";
import { conflict, notFound } from "../../_shared/errors.ts";
import {
  countPatternUsers,
  createWorkingPattern,
  deleteWorkingPattern,
  findUserAllowances,
  findWorkingPatterns,
  getCompanySettings,
  updateCompanySettings,
  updateWorkingPattern,
} from "../data/policies.ts";
import { settingsRouter } from "../handlers.ts";
import { type AppEnv, asUser, body, pathId, query, requireRole } from "../http.ts";
import { balanceDay } from "../rules/balance.ts";

export const PATTERN_NOT_FOUND = "Working pattern not found";

/** A pattern some users have (in their history) is kept: it made their past hours. */
export function patternInUse(users: number): string {
  return `This pattern is in use by ${users} ${
    users === 1 ? "user" : "users"
  }: give them another pattern first`;
}

const today = (c: Context<AppEnv>) => todayInLondon(c.get("deps").clock());

export const companySettings = settingsRouter(
  getCompanySettings,
  companySettingsSchema,
  updateCompanySettings,
);

export const workingPatterns = new Hono<AppEnv>();

workingPatterns.get("/", requireRole("global_admin"), async (c) => {
  const day = today(c);
  return c.json(await asUser(c, (tx) => findWorkingPatterns(tx, day)));
});

workingPatterns.post("/", requireRole("global_admin"), async (c) => {
  const pattern = await body(c, workingPatternSchema);
  const day = today(c);
  return c.json(await asUser(c, (tx) => createWorkingPattern(tx, pattern, day)), 201);
});

workingPatterns.put("/:id", requireRole("global_admin"), async (c) => {
  const id = pathId(c);
  const pattern = await body(c, workingPatternSchema);
  const day = today(c);
  const row = await asUser(c, (tx) => updateWorkingPattern(tx, id, pattern, day));
  if (!row) throw notFound(PATTERN_NOT_FOUND);
  return c.json(row);
});

workingPatterns.delete("/:id", requireRole("global_admin"), async (c) => {
  const id = pathId(c);
  await asUser(c, async (tx) => {
    const users = await countPatternUsers(tx, id);
    if (users > 0) throw conflict(patternInUse(users));
    if (!await deleteWorkingPattern(tx, id)) throw notFound(PATTERN_NOT_FOUND);
  });
  return c.json({ message: "Working pattern deleted" });
});

export const allowances = new Hono<AppEnv>();

allowances.get("/", requireRole("global_admin"), async (c) => {
  const { year, userIds } = query(c, allowancesQuerySchema);
  const day = balanceDay(year, today(c));
  return c.json(await asUser(c, (tx) => findUserAllowances(tx, day, userIds)));
});
