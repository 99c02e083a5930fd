// /api/admin/cover-rules (issue 17), for global admins: how many people a department needs at
// work (with a skill, or any), and whether falling short warns or blocks a booking.
import { Hono } from "hono";
import { coverRuleSchema } from "@shared/schemas/cover.ts";
import {
  createCoverRule,
  deleteCoverRule,
  findCoverRules,
  updateCoverRule,
} from "../data/cover.ts";
import { deleteHandler, updateHandler } from "../handlers.ts";
import { type AppEnv, asUser, body, requireRole } from "../http.ts";

export const coverRules = new Hono<AppEnv>();
const admin = requireRole("global_admin");

export const RULE_NOT_FOUND = "Cover rule not found";

coverRules.get("/", admin, async (c) => c.json(await asUser(c, findCoverRules)));

coverRules.post("/", admin, async (c) => {
  const rule = await body(c, coverRuleSchema);
  return c.json(await asUser(c, (tx) => createCoverRule(tx, rule)), 201);
});

coverRules.put("/:id", admin, updateHandler(coverRuleSchema, updateCoverRule, RULE_NOT_FOUND));

coverRules.delete(
  "/:id",
  admin,
  deleteHandler(deleteCoverRule, { missing: RULE_NOT_FOUND, deleted: "Cover rule deleted" }),
);
