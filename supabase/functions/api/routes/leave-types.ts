// Leave types (issue 33). /api/leave-types: the active types, as anyone signed in may know them
// (a form will offer them). /api/admin/leave-types, for global admins: every type, create one,
// edit, retire or turn one on (PATCH), and delete one never used. The built-in Holiday keeps
// the spec's rules: only its colour may change. /api/leave-balances: the caller's hours of each
// active type with an allowance of its own, in a year.
import { Hono } from "hono";
import { todayInLondon } from "@shared/dates.ts";
import { vacationDaysQuerySchema } from "@shared/schemas/holidays.ts";
import {
  createLeaveTypeSchema,
  type LeaveTypeRow,
  type UpdateLeaveType,
  updateLeaveTypeSchema,
} from "@shared/schemas/leave-types.ts";
import { badRequest, conflict, notFound } from "../../_shared/errors.ts";
import {
  createLeaveType,
  deleteLeaveType,
  findActiveLeaveTypes,
  findLeaveBalances,
  findLeaveTypes,
  getLeaveType,
  updateLeaveType,
} from "../data/leave-types.ts";
import { deleteHandler } from "../handlers.ts";
import { type AppEnv, asUser, body, pathId, query, requireRole } from "../http.ts";

export const LEAVE_TYPE_NOT_FOUND = "Leave type not found";
export const LEAVE_TYPE_DELETED = "Leave type deleted";
export const ONE_ALLOWANCE =
  "allowanceHours: a type that takes hours from the holiday allowance has no allowance of its own";
/** "colour" → the refusal of a change to the built-in type's rules, naming the field. */
export const builtInRefusal = (field: string, name: string) =>
  `${field}: ${name} is built in and keeps the holiday's rules: only its colour can change`;

export const leaveTypes = new Hono<AppEnv>();

leaveTypes.get("/", requireRole(), async (c) => c.json(await asUser(c, findActiveLeaveTypes)));

export const leaveBalances = new Hono<AppEnv>();

/** ?year= (absent: this year in London): [] while no active type has an allowance of its own. */
leaveBalances.get("/", requireRole(), async (c) => {
  const { year } = query(c, vacationDaysQuerySchema);
  const userId = c.get("claims").sub;
  const inYear = year ?? Number(todayInLondon(c.get("deps").clock()).slice(0, 4));
  return c.json(await asUser(c, (tx) => findLeaveBalances(tx, userId, inYear)));
});

const admin = requireRole("global_admin");

export const adminLeaveTypes = new Hono<AppEnv>();

adminLeaveTypes.get("/", admin, async (c) => c.json(await asUser(c, findLeaveTypes)));

adminLeaveTypes.post("/", admin, async (c) => {
  const type = await body(c, createLeaveTypeSchema);
  return c.json(await asUser(c, (tx) => createLeaveType(tx, type)), 201);
});

adminLeaveTypes.patch("/:id", admin, async (c) => {
  const id = pathId(c);
  const change = await body(c, updateLeaveTypeSchema);
  const saved = await asUser(c, async (tx) => {
    const type = await getLeaveType(tx, id);
    if (!type) throw notFound(LEAVE_TYPE_NOT_FOUND);
    checkChange(type, change);
    return updateLeaveType(tx, id, change);
  });
  return c.json(saved);
});

adminLeaveTypes.delete(
  "/:id",
  admin,
  deleteHandler(deleteLeaveType, { missing: LEAVE_TYPE_NOT_FOUND, deleted: LEAVE_TYPE_DELETED }),
);

/** Refuses a change the type cannot take: the built-in's rules, or two allowances at once. */
function checkChange(type: LeaveTypeRow, change: UpdateLeaveType) {
  if (type.isBuiltIn) {
    // A change names a type's fields by the row's own names; in the schema's order.
    const field = (Object.keys(updateLeaveTypeSchema.shape) as (keyof UpdateLeaveType)[]).find(
      (key) => key !== "colour" && change[key] !== undefined && change[key] !== type[key],
    );
    if (field) throw conflict(builtInRefusal(field, type.name));
  }
  const deducts = change.deductsFromAllowance ?? type.deductsFromAllowance;
  const allowance = change.allowanceHours === undefined
    ? type.allowanceHours
    : change.allowanceHours;
  if (deducts && allowance !== null) throw badRequest(ONE_ALLOWANCE);
}
