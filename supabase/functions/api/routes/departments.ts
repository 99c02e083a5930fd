// /api/departments: every signed-in user lists them; a global admin creates, renames, deletes.
import { Hono } from "hono";
import { departmentSchema } from "@shared/schemas/departments.ts";
import {
  createDepartment,
  deleteDepartment,
  findDepartments,
  updateDepartment,
} from "../data/departments.ts";
import { deleteHandler, updateHandler } from "../handlers.ts";
import { type AppEnv, asUser, body, requireRole } from "../http.ts";

export const departments = new Hono<AppEnv>();
const NOT_FOUND = "Department not found";

departments.get("/", requireRole(), async (c) => c.json(await asUser(c, findDepartments)));

departments.post("/", requireRole("global_admin"), async (c) => {
  const { name } = await body(c, departmentSchema);
  const department = await asUser(c, (tx) => createDepartment(tx, name));
  return c.json(department, 201);
});

departments.put(
  "/:id",
  requireRole("global_admin"),
  updateHandler(departmentSchema, (tx, id, { name }) => updateDepartment(tx, id, name), NOT_FOUND),
);

departments.delete(
  "/:id",
  requireRole("global_admin"),
  deleteHandler(deleteDepartment, { missing: NOT_FOUND, deleted: "Department deleted" }),
);
