// /api/appointment-logs: a global admin records, edits and deletes appointments; the list
// can be narrowed to the ones overlapping a date range, as planning asks, and tells where one
// log stands in it (the page to show a log just created or moved on).
import { Hono } from "hono";
import { parseDmy } from "@shared/dates.ts";
import {
  appointmentListQuerySchema,
  appointmentPositionQuerySchema,
  createAppointmentSchema,
  updateAppointmentSchema,
} from "@shared/schemas/appointments.ts";
import { badRequest, notFound } from "../../_shared/errors.ts";
import {
  createAppointmentLog,
  deleteAppointmentLog,
  findAppointmentLogPosition,
  findAppointmentLogs,
  updateAppointmentLog,
} from "../data/appointment-logs.ts";
import { deleteHandler, updateHandler } from "../handlers.ts";
import { type AppEnv, asUser, body, pathId, query, requireRole } from "../http.ts";
import { UNKNOWN_USER } from "../rules/messages.ts";

export const appointmentLogs = new Hono<AppEnv>();
const NOT_FOUND = "Appointment log not found";
const admin = requireRole("global_admin");

appointmentLogs.get("/", admin, async (c) => {
  const search = query(c, appointmentListQuerySchema);
  const { logs, total } = await asUser(
    c,
    (tx) => findAppointmentLogs(tx, { ...search, date: parseDmy(search.q) }),
  );
  c.header("X-Total-Count", String(total));
  return c.json(logs);
});

appointmentLogs.get("/:id/position", admin, async (c) => {
  const logId = pathId(c);
  const search = query(c, appointmentPositionQuerySchema);
  const position = await asUser(
    c,
    (tx) => findAppointmentLogPosition(tx, logId, { ...search, date: parseDmy(search.q) }),
  );
  if (!position) throw notFound(NOT_FOUND);
  return c.json(position);
});

appointmentLogs.post("/", admin, async (c) => {
  const { user_id, ...fields } = await body(c, createAppointmentSchema);
  const log = await asUser(c, (tx) => createAppointmentLog(tx, user_id, fields));
  if (!log) throw badRequest(UNKNOWN_USER);
  return c.json(log, 201);
});

appointmentLogs.put(
  "/:id",
  admin,
  updateHandler(updateAppointmentSchema, updateAppointmentLog, NOT_FOUND),
);

appointmentLogs.delete(
  "/:id",
  admin,
  deleteHandler(deleteAppointmentLog, { missing: NOT_FOUND, deleted: "Appointment log deleted" }),
);
