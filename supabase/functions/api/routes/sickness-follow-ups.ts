// Sickness follow-ups and retention (issue 18), for global admins only: a log's return-to-work
// interview and fit note, and how many years health data is kept. Mounted at "/".
import { Hono } from "hono";
import { todayInLondon } from "@shared/dates.ts";
import {
  followUpSchema,
  followUpsQuerySchema,
  sicknessSettingsSchema,
} from "@shared/schemas/sickness-follow-ups.ts";
import { notFound } from "../../_shared/errors.ts";
import {
  findFollowUps,
  getSicknessSettings,
  saveFollowUp,
  updateSicknessSettings,
} from "../data/sickness-follow-ups.ts";
import { type AppEnv, asUser, body, pathId, query, requireRole } from "../http.ts";

export const sicknessFollowUps = new Hono<AppEnv>();
const admin = requireRole("global_admin");
const NOT_FOUND = "Sickness log not found";

sicknessFollowUps.get("/admin/sickness-follow-ups", admin, async (c) => {
  const { logIds } = query(c, followUpsQuerySchema);
  const today = todayInLondon(c.get("deps").clock());
  return c.json(await asUser(c, (tx) => findFollowUps(tx, logIds, today)));
});

sicknessFollowUps.put("/admin/sickness-logs/:id/follow-up", admin, async (c) => {
  const logId = pathId(c);
  const input = await body(c, followUpSchema);
  const today = todayInLondon(c.get("deps").clock());
  const saved = await asUser(c, (tx) => saveFollowUp(tx, logId, input, today));
  if (!saved) throw notFound(NOT_FOUND);
  return c.json(saved);
});

sicknessFollowUps.get("/admin/sickness-settings", admin, async (c) => {
  return c.json(await asUser(c, getSicknessSettings));
});

sicknessFollowUps.put("/admin/sickness-settings", admin, async (c) => {
  const settings = await body(c, sicknessSettingsSchema);
  return c.json(await asUser(c, (tx) => updateSicknessSettings(tx, settings)));
});
