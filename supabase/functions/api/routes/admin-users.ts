// /api/admin/users: a global admin lists users with their remaining hours, creates, edits and
// deletes (deactivates) them. Row changes are audited by the users_audit trigger.
import { Hono } from "hono";
import type { Context } from "hono";
import { z } from "zod";
import { todayInLondon } from "@shared/dates.ts";
import { uuid } from "@shared/schemas/common.ts";
import { createUserSchema, updateUserSchema } from "@shared/schemas/users.ts";
import { conflict, notFound } from "../../_shared/errors.ts";
import {
  createUser,
  deactivateUser,
  findAdminUsers,
  getAdminUser,
  updateUser,
} from "../data/users.ts";
import { type AppEnv, asUser, body, jsonText, parse, requireRole } from "../http.ts";

export const adminUsers = new Hono<AppEnv>();
export const NOT_FOUND = "User not found";
export const CANNOT_DELETE_SELF = "You cannot delete your own account";
export const CANNOT_DEMOTE_SELF = "You cannot remove your own administrator role";

/** Today in London: the list shows remaining hours of its year, as of it. */
const today = (c: Context<AppEnv>) => todayInLondon(c.get("deps").clock());

const userIdParam = z.object({ id: uuid });
/** The `:id` path parameter as a UUID; anything else is a 400 naming `id`. */
const pathUserId = (c: Context) => parse(userIdParam, { id: c.req.param("id") }).id;

adminUsers.get("/", requireRole("global_admin"), async (c) => {
  const asOf = today(c);
  return jsonText(c, await asUser(c, (tx) => findAdminUsers(tx, asOf)));
});

adminUsers.post("/", requireRole("global_admin"), async (c) => {
  const user = await body(c, createUserSchema);
  const asOf = today(c);
  const row = await asUser(c, async (tx) => getAdminUser(tx, await createUser(tx, user), asOf));
  return c.json(row, 201);
});

adminUsers.put("/:id", requireRole("global_admin"), async (c) => {
  const userId = pathUserId(c);
  const fields = await body(c, updateUserSchema);
  const isSelf = userId === c.get("claims").sub;
  if (isSelf && fields.role !== undefined && fields.role !== "global_admin") {
    throw conflict(CANNOT_DEMOTE_SELF);
  }
  const asOf = today(c);
  const row = await asUser(
    c,
    async (tx) => await updateUser(tx, userId, fields) ? getAdminUser(tx, userId, asOf) : undefined,
  );
  if (!row) throw notFound(NOT_FOUND);
  return c.json(row);
});

adminUsers.delete("/:id", requireRole("global_admin"), async (c) => {
  const userId = pathUserId(c);
  if (userId === c.get("claims").sub) throw conflict(CANNOT_DELETE_SELF);
  const isDeleted = await asUser(c, (tx) => deactivateUser(tx, userId));
  if (!isDeleted) throw notFound(NOT_FOUND);
  return c.json({ message: "User deleted" });
});
