// /api/departments: every signed-in user lists them; a global admin creates, renames, deletes.
import { Hono } from "hono";
import { departmentSchema } from "@shared/schemas/departments.ts";
import { notFound } from "../../_shared/errors.ts";
import {
  createDepartment,
  deleteDepartment,
  findDepartments,
  updateDepartment,
} from "../data/departments.ts";
import { type AppEnv, asUser, body, pathId, requireRole } from "../http.ts";

export const departments = new Hono<AppEnv>();
const NOT_FOUND = "Department not found";

departments.get("/", requireRole(), async (c) => c.json(await asUser(c, findDepartments)));

departments.post("/", requireRole("global_admin"), async (c) => {
  const { name } = await body(c, departmentSchema);
  const department = await asUser(c, (tx) => createDepartment(tx, name));
  return c.json(department, 201);
});

departments.put("/:id", requireRole("global_admin"), async (c) => {
  const departmentId = pathId(c);
  const { name } = await body(c, departmentSchema);
  const department = await asUser(c, (tx) => updateDepartment(tx, departmentId, name));
  if (!department) throw notFound(NOT_FOUND);
  return c.json(department);
});

departments.delete("/:id", requireRole("global_admin"), async (c) => {
  const departmentId = pathId(c);
  const isDeleted = await asUser(c, (tx) => deleteDepartment(tx, departmentId));
  if (!isDeleted) throw notFound(NOT_FOUND);
  return c.json({ message: "Department deleted" });
});
