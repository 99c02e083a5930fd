// /api/sickness-logs: global admins and sickness users keep the logs; only a global admin
// reads or writes a reason (health data). A sickness user's reason is dropped before parsing,
// so whatever they send never reaches the database nor refuses their request.
import { type Context, Hono } from "hono";
import { parseDmy } from "@shared/dates.ts";
import { canSeeSicknessReason } from "@shared/roles.ts";
import { listQuery } from "@shared/schemas/common.ts";
import {
  createSicknessLogSchema,
  type UpdateSicknessLog,
  updateSicknessLogSchema,
} from "@shared/schemas/sickness.ts";
import { badRequest, notFound } from "../../_shared/errors.ts";
import {
  createSicknessLog,
  deleteSicknessLog,
  findSicknessLogs,
  type SicknessLogEdit,
  updateSicknessLog,
} from "../data/sickness-logs.ts";
import { deleteHandler } from "../handlers.ts";
import { type AppEnv, asUser, parse, pathId, query, readJson, requireRole } from "../http.ts";
import { UNKNOWN_USER } from "../rules/messages.ts";

export const sicknessLogs = new Hono<AppEnv>();
const NOT_FOUND = "Sickness log not found";
const staff = requireRole("global_admin", "sickness_user");

const seesReason = (c: Context<AppEnv>) => canSeeSicknessReason(c.get("claims").app_role);

sicknessLogs.get("/", staff, async (c) => {
  const { q, limit, offset } = query(c, listQuery);
  const search = { q, date: parseDmy(q), limit, offset };
  const { logs, total } = await asUser(c, (tx) => findSicknessLogs(tx, search, seesReason(c)));
  c.header("X-Total-Count", String(total));
  return c.json(logs);
});

sicknessLogs.post("/", staff, async (c) => {
  const input = parse(createSicknessLogSchema, await logBody(c));
  const log = await asUser(c, (tx) => createSicknessLog(tx, input, seesReason(c)));
  if (!log) throw badRequest(UNKNOWN_USER);
  return c.json(log, 201);
});

sicknessLogs.put("/:id", staff, async (c) => {
  const logId = pathId(c);
  const input = parse(updateSicknessLogSchema, await logBody(c));
  const edit = { ...input, reason: reasonChange(input) };
  const log = await asUser(c, (tx) => updateSicknessLog(tx, logId, edit, seesReason(c)));
  if (!log) throw notFound(NOT_FOUND);
  return c.json(log);
});

sicknessLogs.delete(
  "/:id",
  staff,
  deleteHandler(deleteSicknessLog, { missing: NOT_FOUND, deleted: "Sickness log deleted" }),
);

/** The JSON body, without its reason when the caller may not write one. */
async function logBody(c: Context<AppEnv>): Promise<unknown> {
  const raw = await readJson(c);
  if (seesReason(c) || typeof raw !== "object" || raw === null) return raw;
  const { reason: _ignored, ...rest } = raw as Record<string, unknown>;
  return rest;
}

/** Absent keeps the stored reason; "" or null removes it; text replaces it. */
function reasonChange({ reason }: UpdateSicknessLog): SicknessLogEdit["reason"] {
  if (reason === undefined) return { keep: true };
  return reason === null ? { clear: true } : { set: reason };
}
