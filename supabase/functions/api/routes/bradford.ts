// The Bradford factor (issue 18): the scores over 52 weeks for global admins and sickness users,
// and the company's trigger points for global admins. Mounted at "/".
import { Hono } from "hono";
import { todayInLondon } from "@shared/dates.ts";
import { bradfordBandsSchema, bradfordQuerySchema } from "@shared/schemas/bradford.ts";
import { findBradford, findBradfordBands, replaceBradfordBands } from "../data/bradford.ts";
import { type AppEnv, asUser, body, jsonText, query, requireRole } from "../http.ts";

export const bradford = new Hono<AppEnv>();

const admin = requireRole("global_admin");

bradford.get("/sickness-bradford", requireRole("global_admin", "sickness_user"), async (c) => {
  const today = todayInLondon(c.get("deps").clock());
  const { asOf = today } = query(c, bradfordQuerySchema);
  return jsonText(c, await asUser(c, (tx) => findBradford(tx, asOf, today)));
});

bradford.get("/admin/bradford-bands", admin, async (c) => {
  return c.json({ bands: await asUser(c, findBradfordBands) });
});

bradford.put("/admin/bradford-bands", admin, async (c) => {
  const { bands } = await body(c, bradfordBandsSchema);
  return c.json({ bands: await asUser(c, (tx) => replaceBradfordBands(tx, bands)) });
});
