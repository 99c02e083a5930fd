// /api/users: the user picker of the sickness and appointment modals, add holiday and bulk
// add. Active users only, with no hours and no role; the full rows are /api/admin/users.
import { Hono } from "hono";
import { listQuery } from "@shared/schemas/common.ts";
import { findPickerUsers } from "../data/user-picker.ts";
import { type AppEnv, asUser, query, requireRole } from "../http.ts";

export const userPicker = new Hono<AppEnv>();

userPicker.get("/", requireRole("global_admin", "sickness_user"), async (c) => {
  const search = query(c, listQuery);
  const { users, total } = await asUser(c, (tx) => findPickerUsers(tx, search));
  c.header("X-Total-Count", String(total));
  return c.json(users);
});
