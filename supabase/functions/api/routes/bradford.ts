// The Bradford factor (issue 18): /api/sickness-bradford, the scores over 52 weeks for global
// admins and sickness users; /api/admin/bradford-bands, the company's trigger points for global
// admins.
import { Hono } from "hono";
import { todayInLondon } from "@shared/dates.ts";
import { bradfordBandsSchema, bradfordQuerySchema } from "@shared/schemas/bradford.ts";
import { findBradford, findBradfordBands, replaceBradfordBands } from "../data/bradford.ts";
import { type AppEnv, asUser, body, jsonText, query, requireRole } from "../http.ts";

const admin = requireRole("global_admin");

export const sicknessBradford = new Hono<AppEnv>();

sicknessBradford.get("/", requireRole("global_admin", "sickness_user"), async (c) => {
  const today = todayInLondon(c.get("deps").clock());
  const { asOf = today } = query(c, bradfordQuerySchema);
  return jsonText(c, await asUser(c, (tx) => findBradford(tx, asOf, today)));
});

export const bradfordBands = new Hono<AppEnv>();

bradfordBands.get("/", admin, async (c) => {
  return c.json({ bands: await asUser(c, findBradfordBands) });
});

bradfordBands.put("/", admin, async (c) => {
  const { bands } = await body(c, bradfordBandsSchema);
  return c.json({ bands: await asUser(c, (tx) => replaceBradfordBands(tx, bands)) });
});
