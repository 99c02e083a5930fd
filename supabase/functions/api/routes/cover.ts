// Cover (issue 17): the preview of a request's effect on cover, and for global admins skills,
// a user's skills, cover rules, the heat-map, who is away in a cell, and the overview. Mounted
// at "/". The check on creating and approving requests is rules/cover.ts (checkCover).
import { Hono } from "hono";
import type { Context } from "hono";
import { z } from "zod";
import { addDays, todayInLondon } from "@shared/dates.ts";
import { id, isoDate, uuid } from "@shared/schemas/common.ts";
import { START_IN_PAST } from "@shared/schemas/holidays.ts";
import {
  coverPreviewQuerySchema,
  coverRuleSchema,
  heatmapQuerySchema,
  skillSchema,
  userSkillsSchema,
} from "@shared/schemas/cover.ts";
import { badRequest, notFound } from "../../_shared/errors.ts";
import {
  createCoverRule,
  createSkill,
  deleteCoverRule,
  deleteSkill,
  findAwayOn,
  findCoverRules,
  findHeatmap,
  findOverview,
  findShortfalls,
  findSkills,
  findUserSkills,
  renameSkill,
  setUserSkills,
  updateCoverRule,
} from "../data/cover.ts";
import {
  type AppEnv,
  asUser,
  body,
  ownOrAdminUser,
  parse,
  pathId,
  query,
  requireRole,
} from "../http.ts";

export const cover = new Hono<AppEnv>();
const admin = requireRole("global_admin");

export const SKILL_NOT_FOUND = "Skill not found";
export const RULE_NOT_FOUND = "Cover rule not found";
export const USER_NOT_FOUND = "User not found";
const DEFAULT_WEEKS = 8;

// An approver's preview names who else is away; an employee's gives counts only, and only for
// a request they could make (from today), so it tells nobody who was away when.
cover.get("/cover-preview", requireRole(), async (c) => {
  const { userId: asked, ...range } = query(c, coverPreviewQuerySchema);
  const claims = c.get("claims");
  const userId = ownOrAdminUser(c, asked);
  const isApprover = claims.app_role === "global_admin";
  if (userId === claims.sub && range.startDate < todayInLondon(c.get("deps").clock())) {
    throw badRequest(START_IN_PAST);
  }
  const shortfalls = await asUser(
    c,
    (tx) => findShortfalls(tx, userId, range, { isNew: true, withNames: isApprover }),
  );
  return c.json({ shortfalls });
});

cover.get("/admin/skills", admin, async (c) => c.json(await asUser(c, findSkills)));

cover.post("/admin/skills", admin, async (c) => {
  const { name } = await body(c, skillSchema);
  return c.json(await asUser(c, (tx) => createSkill(tx, name)), 201);
});

cover.put("/admin/skills/:id", admin, async (c) => {
  const skillId = pathId(c);
  const { name } = await body(c, skillSchema);
  const rows = await asUser(c, async (tx) => {
    if (!await renameSkill(tx, skillId, name)) throw notFound(SKILL_NOT_FOUND);
    return findSkills(tx);
  });
  return c.json(rows.find((row) => row.id === skillId));
});

cover.delete("/admin/skills/:id", admin, async (c) => {
  const skillId = pathId(c);
  if (!await asUser(c, (tx) => deleteSkill(tx, skillId))) throw notFound(SKILL_NOT_FOUND);
  return c.json({ message: "Skill deleted" });
});

const userParams = z.object({ id: uuid });

cover.get("/admin/users/:id/skills", admin, async (c) => {
  const { id: userId } = parse(userParams, { id: c.req.param("id") });
  const skillIds = await asUser(c, (tx) => findUserSkills(tx, userId));
  if (!skillIds) throw notFound(USER_NOT_FOUND);
  return c.json({ skillIds });
});

cover.put("/admin/users/:id/skills", admin, async (c) => {
  const { id: userId } = parse(userParams, { id: c.req.param("id") });
  const { skillIds } = await body(c, userSkillsSchema);
  const saved = await asUser(c, async (tx) => {
    if (!await findUserSkills(tx, userId)) throw notFound(USER_NOT_FOUND);
    await setUserSkills(tx, userId, skillIds);
    return findUserSkills(tx, userId);
  });
  return c.json({ skillIds: saved });
});

cover.get("/admin/cover-rules", admin, async (c) => c.json(await asUser(c, findCoverRules)));

cover.post("/admin/cover-rules", admin, async (c) => {
  const rule = await body(c, coverRuleSchema);
  return c.json(await asUser(c, (tx) => createCoverRule(tx, rule)), 201);
});

cover.put("/admin/cover-rules/:id", admin, async (c) => {
  const ruleId = pathId(c);
  const rule = await body(c, coverRuleSchema);
  const row = await asUser(c, (tx) => updateCoverRule(tx, ruleId, rule));
  if (!row) throw notFound(RULE_NOT_FOUND);
  return c.json(row);
});

cover.delete("/admin/cover-rules/:id", admin, async (c) => {
  const ruleId = pathId(c);
  if (!await asUser(c, (tx) => deleteCoverRule(tx, ruleId))) throw notFound(RULE_NOT_FOUND);
  return c.json({ message: "Cover rule deleted" });
});

cover.get("/admin/cover-heatmap", admin, async (c) => {
  const { startDate, weeks, department } = query(c, heatmapQuerySchema);
  const endDate = addDays(startDate, 7 * (weeks ?? DEFAULT_WEEKS) - 1);
  return c.json(await asUser(c, (tx) => findHeatmap(tx, startDate, endDate, department)));
});

const awayQuery = z.object({ department: id, day: isoDate });

cover.get("/admin/cover-heatmap/away", admin, async (c) => {
  const { department, day } = query(c, awayQuery);
  return c.json(await asUser(c, (tx) => findAwayOn(tx, department, day)));
});

cover.get("/admin/overview", admin, async (c: Context<AppEnv>) => {
  const today = todayInLondon(c.get("deps").clock());
  return c.json(await asUser(c, (tx) => findOverview(tx, today)));
});
