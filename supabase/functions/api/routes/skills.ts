// Skills (issue 17), for global admins: /api/admin/skills lists, adds, renames and deletes the
// company's skills; /api/admin/users/:id/skills reads and replaces the skills of one user. Cover
// rules may ask for a number of people with a skill (cover-rules.ts).
import { Hono } from "hono";
import { skillSchema, userSkillsSchema } from "@shared/schemas/cover.ts";
import { notFound } from "../../_shared/errors.ts";
import {
  createSkill,
  deleteSkill,
  findSkills,
  findUserSkills,
  renameSkill,
  setUserSkills,
} from "../data/cover.ts";
import { deleteHandler } from "../handlers.ts";
import { type AppEnv, asUser, body, pathId, pathUserId, requireRole } from "../http.ts";
import { USER_NOT_FOUND } from "../rules/messages.ts";

const admin = requireRole("global_admin");

export const SKILL_NOT_FOUND = "Skill not found";

export const skills = new Hono<AppEnv>();

skills.get("/", admin, async (c) => c.json(await asUser(c, findSkills)));

skills.post("/", admin, async (c) => {
  const { name } = await body(c, skillSchema);
  return c.json(await asUser(c, (tx) => createSkill(tx, name)), 201);
});

skills.put("/:id", admin, async (c) => {
  const skillId = pathId(c);
  const { name } = await body(c, skillSchema);
  const rows = await asUser(c, async (tx) => {
    if (!await renameSkill(tx, skillId, name)) throw notFound(SKILL_NOT_FOUND);
    return findSkills(tx);
  });
  return c.json(rows.find((row) => row.id === skillId));
});

skills.delete(
  "/:id",
  admin,
  deleteHandler(deleteSkill, { missing: SKILL_NOT_FOUND, deleted: "Skill deleted" }),
);

export const userSkills = new Hono<AppEnv>();

userSkills.get("/", admin, async (c) => {
  const userId = pathUserId(c);
  const skillIds = await asUser(c, (tx) => findUserSkills(tx, userId));
  if (!skillIds) throw notFound(USER_NOT_FOUND);
  return c.json({ skillIds });
});

userSkills.put("/", admin, async (c) => {
  const userId = pathUserId(c);
  const { skillIds } = await body(c, userSkillsSchema);
  const saved = await asUser(c, async (tx) => {
    if (!await findUserSkills(tx, userId)) throw notFound(USER_NOT_FOUND);
    await setUserSkills(tx, userId, skillIds);
    return findUserSkills(tx, userId);
  });
  return c.json({ skillIds: saved });
});
