// /api/admin/holiday-regions (issue 29): whose public holidays each department keeps, and the
// users who keep another nation's than their department's. Global admins only; every change is
// audited by the departments' and users' audit triggers.
import { Hono } from "hono";
import { departmentRegionSchema, userRegionSchema } from "@shared/schemas/public-holidays.ts";
import { notFound } from "../../_shared/errors.ts";
import {
  findHolidayRegions,
  updateDepartmentRegion,
  updateUserRegion,
} from "../data/public-holidays.ts";
import { type AppEnv, asUser, body, pathId, pathUserId, requireRole } from "../http.ts";
import { USER_NOT_FOUND } from "../rules/messages.ts";

export const holidayRegions = new Hono<AppEnv>();
const admin = requireRole("global_admin");

export const DEPARTMENT_NOT_FOUND = "Department not found";

holidayRegions.get("/", admin, async (c) => c.json(await asUser(c, findHolidayRegions)));

holidayRegions.put("/departments/:id", admin, async (c) => {
  const departmentId = pathId(c);
  const { region } = await body(c, departmentRegionSchema);
  const answer = await asUser(c, async (tx) => {
    if (!await updateDepartmentRegion(tx, departmentId, region)) {
      throw notFound(DEPARTMENT_NOT_FOUND);
    }
    return findHolidayRegions(tx);
  });
  return c.json(answer);
});

holidayRegions.put("/users/:id", admin, async (c) => {
  const userId = pathUserId(c);
  const { region } = await body(c, userRegionSchema);
  const answer = await asUser(c, async (tx) => {
    if (!await updateUserRegion(tx, userId, region)) throw notFound(USER_NOT_FOUND);
    return findHolidayRegions(tx);
  });
  return c.json(answer);
});
