// The Bradford factor (issue 18): /api/sickness-bradford, the scores over 52 weeks for global
// admins and sickness users (all of them, or a page of those a name search keeps, issue 32); /api/admin/bradford-bands, the company's trigger points for global
// admins.
import { Hono } from "hono";
import { todayInLondon } from "@shared/dates.ts";
import {
  BRADFORD_PAGE_PARAMETERS,
  bradfordBandsSchema,
  bradfordQuerySchema,
} from "@shared/schemas/bradford.ts";
import { userSearchNeedle } from "@shared/user-search.ts";
import {
  findBradford,
  findBradfordBands,
  findBradfordPage,
  replaceBradfordBands,
} from "../data/bradford.ts";
import { type AppEnv, asUser, body, jsonText, query, requireRole } from "../http.ts";

const admin = requireRole("global_admin");

export const sicknessBradford = new Hono<AppEnv>();

sicknessBradford.get("/", requireRole("global_admin", "sickness_user"), async (c) => {
  const today = todayInLondon(c.get("deps").clock());
  const { asOf = today, ...search } = query(c, bradfordQuerySchema);
  // Without any of the page's parameters, every row as issue 18's screen read them.
  if (!BRADFORD_PAGE_PARAMETERS.some((name) => c.req.query(name) !== undefined)) {
    return jsonText(c, await asUser(c, (tx) => findBradford(tx, asOf, today)));
  }
  const { answer, total } = await asUser(c, (tx) =>
    findBradfordPage(tx, asOf, today, {
      needle: search.q && userSearchNeedle(search.q),
      sort: search.sort ?? "score",
      limit: search.limit,
      offset: search.offset,
    }));
  c.header("X-Total-Count", String(total));
  return jsonText(c, answer);
});

export const bradfordBands = new Hono<AppEnv>();

bradfordBands.get("/", admin, async (c) => {
  return c.json({ bands: await asUser(c, findBradfordBands) });
});

bradfordBands.put("/", admin, async (c) => {
  const { bands } = await body(c, bradfordBandsSchema);
  return c.json({ bands: await asUser(c, (tx) => replaceBradfordBands(tx, bands)) });
});
