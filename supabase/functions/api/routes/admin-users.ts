// /api/admin/users: a global admin lists users with their remaining hours, creates, edits and
// deletes (deactivates) them. Row changes are audited by the users_audit trigger.
import { Hono } from "hono";
import type { Context } from "hono";
import { todayInLondon } from "@shared/dates.ts";
import { createUserSchema, updateUserSchema } from "@shared/schemas/users.ts";
import { conflict, notFound } from "../../_shared/errors.ts";
import {
  createUser,
  deactivateUser,
  findAdminUsers,
  getAdminUser,
  updateUser,
} from "../data/users.ts";
import { type AppEnv, asUser, body, jsonText, pathUserId, requireRole } from "../http.ts";
import { USER_NOT_FOUND } from "../rules/messages.ts";

export const adminUsers = new Hono<AppEnv>();
export const CANNOT_DELETE_SELF = "You cannot delete your own account";
export const CANNOT_DEMOTE_SELF = "You cannot remove your own administrator role";

/** Today in London: the list shows remaining hours of its year, as of it. */
const today = (c: Context<AppEnv>) => todayInLondon(c.get("deps").clock());

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
  if (!row) throw notFound(USER_NOT_FOUND);
  return c.json(row);
});

adminUsers.delete("/:id", requireRole("global_admin"), async (c) => {
  const userId = pathUserId(c);
  if (userId === c.get("claims").sub) throw conflict(CANNOT_DELETE_SELF);
  const isDeleted = await asUser(c, (tx) => deactivateUser(tx, userId));
  if (!isDeleted) throw notFound(USER_NOT_FOUND);
  return c.json({ message: "User deleted" });
});
