// /api/holidays/planning: the holidays of a date range for the planning screen (admins).
import { Hono } from "hono";
import { planningQuerySchema } from "@shared/schemas/holidays.ts";
import { findPlanningItems } from "../data/planning.ts";
import { type AppEnv, asUser, jsonText, query, requireRole } from "../http.ts";

export const planning = new Hono<AppEnv>();

planning.get("/", requireRole("global_admin"), async (c) => {
  const range = query(c, planningQuerySchema);
  return jsonText(c, await asUser(c, (tx) => findPlanningItems(tx, range)));
});
