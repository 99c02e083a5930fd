// What several resources do alike, written once: a settings resource (read and replaced by
// global admins), and the update and the delete of a row named by the path's `:id`.
import { type Handler, Hono } from "hono";
import type { z } from "zod";
import type { Tx } from "../_shared/db.ts";
import { notFound } from "../_shared/errors.ts";
import { type AppEnv, asUser, body, pathId, requireRole } from "./http.ts";

/**
 * A settings resource of global admins: GET answers what `find` reads, PUT answers what
 * `update` saves of a body valid by `schema`.
 */
export function settingsRouter<S extends z.ZodType, T extends object>(
  find: (tx: Tx) => Promise<T>,
  schema: S,
  update: (tx: Tx, settings: z.output<S>) => Promise<T>,
): Hono<AppEnv> {
  const admin = requireRole("global_admin");
  const router = new Hono<AppEnv>();
  router.get("/", admin, async (c) => c.json(await asUser(c, find)));
  router.put("/", admin, async (c) => {
    const settings = await body(c, schema);
    return c.json(await asUser(c, (tx) => update(tx, settings)));
  });
  return router;
}

/** PUT /:id: the row `update` leaves, given a body valid by `schema`; a 404 saying `missing`. */
export function updateHandler<S extends z.ZodType, T extends object>(
  schema: S,
  update: (tx: Tx, id: number, input: z.output<S>) => Promise<T | undefined>,
  missing: string,
): Handler<AppEnv> {
  return async (c) => {
    const id = pathId(c);
    const input = await body(c, schema);
    const row = await asUser(c, (tx) => update(tx, id, input));
    if (!row) throw notFound(missing);
    return c.json(row);
  };
}

/** DELETE /:id: `{ message: deleted }` once `remove` took the row; a 404 saying `missing`. */
export function deleteHandler(
  remove: (tx: Tx, id: number) => Promise<boolean>,
  { missing, deleted }: { missing: string; deleted: string },
): Handler<AppEnv> {
  return async (c) => {
    const id = pathId(c);
    if (!await asUser(c, (tx) => remove(tx, id))) throw notFound(missing);
    return c.json({ message: deleted });
  };
}
