// /api/admin/users: a global admin lists users with their remaining hours (all of them, or a
// page of those a search keeps, issue 32), creates, edits and deletes (deactivates) them; and
// /:id/position finds the page a user stands on. Row changes are audited by the users_audit
// trigger.
import { Hono } from "hono";
import type { Context } from "hono";
import { todayInLondon } from "@shared/dates.ts";
import {
  adminUserPositionQuerySchema,
  adminUsersQuerySchema,
  createUserSchema,
  updateUserSchema,
} from "@shared/schemas/users.ts";
import { userSearchNeedle } from "@shared/user-search.ts";
import { conflict, notFound } from "../../_shared/errors.ts";
import {
  createUser,
  deactivateUser,
  findAdminUserPosition,
  findAdminUsers,
  findAdminUsersPage,
  getAdminUser,
  updateUser,
} from "../data/users.ts";
import { type AppEnv, asUser, body, jsonText, pathUserId, query, requireRole } from "../http.ts";
import { USER_NOT_FOUND } from "../rules/messages.ts";

export const adminUsers = new Hono<AppEnv>();
export const CANNOT_DELETE_SELF = "You cannot delete your own account";
export const CANNOT_DEMOTE_SELF = "You cannot remove your own administrator role";

/** Today in London: the list shows remaining hours of its year, as of it. */
const today = (c: Context<AppEnv>) => todayInLondon(c.get("deps").clock());

/** The list's own parameters: with none of them, the whole list as the spec's screen read it. */
const LIST_PARAMETERS = ["q", "startYear", "limit", "offset"];

adminUsers.get("/", requireRole("global_admin"), async (c) => {
  const search = query(c, adminUsersQuerySchema);
  const asOf = today(c);
  if (!LIST_PARAMETERS.some((name) => c.req.query(name) !== undefined)) {
    return jsonText(c, await asUser(c, (tx) => findAdminUsers(tx, asOf)));
  }
  const { users, total } = await asUser(c, (tx) =>
    findAdminUsersPage(tx, asOf, {
      needle: search.q && userSearchNeedle(search.q),
      startYear: search.startYear,
      limit: search.limit,
      offset: search.offset,
    }));
  c.header("X-Total-Count", String(total));
  return jsonText(c, users);
});

adminUsers.get("/:id/position", requireRole("global_admin"), async (c) => {
  const userId = pathUserId(c);
  const search = query(c, adminUserPositionQuerySchema);
  const position = await asUser(c, (tx) =>
    findAdminUserPosition(tx, userId, {
      needle: search.q && userSearchNeedle(search.q),
      startYear: search.startYear,
    }));
  if (!position) throw notFound(USER_NOT_FOUND);
  return c.json(position);
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
