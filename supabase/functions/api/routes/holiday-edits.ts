// /api/admin/public-holidays (issue 29): the administrator's view of a year's public holidays in
// every nation, a one-off day added or a listed one removed, and company closures. Global admins
// only; every change is audited.
import { Hono } from "hono";
import { z } from "zod";
import { isoDate } from "@shared/schemas/common.ts";
import {
  adminHolidaysQuerySchema,
  closureSchema,
  HOLIDAY_REGIONS,
  oneOffHolidaySchema,
} from "@shared/schemas/public-holidays.ts";
import { conflict, notFound } from "../../_shared/errors.ts";
import {
  addOneOffHoliday,
  createClosure,
  deleteClosure,
  findAdminHolidays,
  findAffectedRequests,
  recountRequest,
  removeHoliday,
} from "../data/holiday-edits.ts";
import { deleteHandler } from "../handlers.ts";
import { type AppEnv, asUser, body, parse, pathId, query, requireRole } from "../http.ts";

export const holidayEdits = new Hono<AppEnv>();
holidayEdits.use(requireRole("global_admin"));

export const HOLIDAY_NOT_FOUND = "This day is not a public holiday of that nation";
export const CLOSURE_NOT_FOUND = "Closure not found";
export const REQUEST_NOT_FOUND = "No live holiday request has this id";

holidayEdits.get("/", async (c) => {
  const { year } = query(c, adminHolidaysQuerySchema);
  return c.json(await asUser(c, (tx) => findAdminHolidays(tx, year)));
});

holidayEdits.post("/", async (c) => {
  const holiday = await body(c, oneOffHolidaySchema);
  await asUser(c, async (tx) => {
    const taken = await addOneOffHoliday(tx, holiday);
    if (taken.length > 0) {
      throw conflict(`date: ${holiday.date} is a public holiday already in ${taken.join(", ")}`);
    }
  });
  return c.json({ message: "Public holiday added" }, 201);
});

// The requests a later change of holidays left at their booked hours, and a re-count of one.
holidayEdits.get("/affected", async (c) => {
  const { year } = query(c, adminHolidaysQuerySchema);
  return c.json(await asUser(c, (tx) => findAffectedRequests(tx, year)));
});

holidayEdits.post("/affected/:id/recount", async (c) => {
  const requestId = pathId(c);
  const row = await asUser(c, (tx) => recountRequest(tx, requestId));
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return c.json(row);
});

holidayEdits.post("/closures", async (c) => {
  const closure = await body(c, closureSchema);
  return c.json(await asUser(c, (tx) => createClosure(tx, closure)), 201);
});

holidayEdits.delete(
  "/closures/:id",
  deleteHandler(deleteClosure, { missing: CLOSURE_NOT_FOUND, deleted: "Closure removed" }),
);

// After /closures/:id, which this pattern would take too.
const dayParams = z.object({
  region: z.enum(HOLIDAY_REGIONS, { error: `must be one of ${HOLIDAY_REGIONS.join(", ")}` }),
  date: isoDate,
});

holidayEdits.delete("/:region/:date", async (c) => {
  const { region, date } = parse(dayParams, c.req.param());
  if (!await asUser(c, (tx) => removeHoliday(tx, region, date))) {
    throw notFound(HOLIDAY_NOT_FOUND);
  }
  return c.json({ message: "Public holiday removed" });
});
