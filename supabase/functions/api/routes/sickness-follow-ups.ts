// Sickness follow-ups and retention (issue 18), for global admins only:
// /api/admin/sickness-follow-ups lists the follow-ups of some logs,
// /api/admin/sickness-logs/:id/follow-up records a log's return-to-work interview and fit note,
// and /api/admin/sickness-settings says how many years health data is kept.
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
import { settingsRouter } from "../handlers.ts";
import { type AppEnv, asUser, body, pathId, query, requireRole } from "../http.ts";

const admin = requireRole("global_admin");
const NOT_FOUND = "Sickness log not found";

export const sicknessFollowUps = new Hono<AppEnv>();

sicknessFollowUps.get("/", admin, async (c) => {
  const { logIds } = query(c, followUpsQuerySchema);
  const today = todayInLondon(c.get("deps").clock());
  return c.json(await asUser(c, (tx) => findFollowUps(tx, logIds, today)));
});

export const sicknessLogFollowUp = new Hono<AppEnv>();

sicknessLogFollowUp.put("/", admin, async (c) => {
  const logId = pathId(c);
  const input = await body(c, followUpSchema);
  const today = todayInLondon(c.get("deps").clock());
  const saved = await asUser(c, (tx) => saveFollowUp(tx, logId, input, today));
  if (!saved) throw notFound(NOT_FOUND);
  return c.json(saved);
});

export const sicknessSettings = settingsRouter(
  getSicknessSettings,
  sicknessSettingsSchema,
  updateSicknessSettings,
);
