// Time off in lieu (issue 33). /api/toil: the caller's own entries and balance, and their extra
// hours logged (pending). /api/admin/toil, for global admins: every entry paged, someone's hours
// logged (approved at once for someone else, pending for themself), and the decisions, never on
// their own entries. /api/admin/toil-settings: how long approved hours last.
import type { Context } from "hono";
import { todayInLondon } from "@shared/dates.ts";
import {
  adminLogToilSchema,
  adminToilQuerySchema,
  denyToilSchema,
  logToilSchema,
  toilSettingsSchema,
} from "@shared/schemas/toil.ts";
import { Hono } from "hono";
import { badRequest, conflict, notFound } from "../../_shared/errors.ts";
import type { Tx } from "../../_shared/db.ts";
import {
  createToilEntry,
  decideToilEntry,
  findOwnToilEntries,
  findToilBalance,
  findToilEntriesPage,
  findToilSettings,
  findToilType,
  getToilEntry,
  isActiveUser,
  updateToilSettings,
} from "../data/toil.ts";
import { type AppEnv, asUser, body, parse, pathId, query, readJson, requireRole } from "../http.ts";

export const TOIL_ENTRY_NOT_FOUND = "Time off in lieu entry not found";
export const TOIL_OFF = "Time off in lieu is not turned on";
export const WORKED_IN_FUTURE = "workedOn: must not be after today";
export const NO_SUCH_USER = "userId: there is no such active user";
/** The page of the administrator's list when none is asked for. */
export const ADMIN_TOIL_PAGE = 50;

const today = (c: Context<AppEnv>) => todayInLondon(c.get("deps").clock());

function notAfterToday(c: Context<AppEnv>, workedOn: string) {
  if (workedOn > today(c)) throw badRequest(WORKED_IN_FUTURE);
}

export const toil = new Hono<AppEnv>();
toil.use(requireRole());

toil.get("/", async (c) => {
  const userId = c.get("claims").sub;
  const day = today(c);
  return c.json(
    await asUser(c, async (tx) => {
      const type = await findToilType(tx);
      const { toilExpiryMonths } = await findToilSettings(tx);
      return {
        active: type.active,
        typeName: type.name,
        balance: await findToilBalance(tx, userId, day),
        toilExpiryMonths,
        entries: await findOwnToilEntries(tx, userId),
      };
    }),
  );
});

toil.post("/", async (c) => {
  const entry = await body(c, logToilSchema);
  notAfterToday(c, entry.workedOn);
  const userId = c.get("claims").sub;
  const created = await asUser(c, async (tx) => {
    if (!(await findToilType(tx)).active) throw conflict(TOIL_OFF);
    return createToilEntry(tx, { ...entry, userId }, "pending");
  });
  return c.json(created, 201);
});

export const adminToil = new Hono<AppEnv>();
adminToil.use(requireRole("global_admin"));

adminToil.get("/", async (c) => {
  const search = query(c, adminToilQuerySchema);
  const { entries, total } = await asUser(c, (tx) =>
    findToilEntriesPage(tx, {
      status: search.status,
      limit: search.limit ?? ADMIN_TOIL_PAGE,
      offset: search.offset ?? 0,
    }));
  c.header("X-Total-Count", String(total));
  return c.json(entries);
});

adminToil.post("/", async (c) => {
  const entry = await body(c, adminLogToilSchema);
  notAfterToday(c, entry.workedOn);
  const self = entry.userId === c.get("claims").sub;
  const created = await asUser(c, async (tx) => {
    if (!(await isActiveUser(tx, entry.userId))) throw notFound(NO_SUCH_USER);
    return createToilEntry(tx, entry, self ? "pending" : "approved");
  });
  return c.json(created, 201);
});

/** Decides a pending entry; 404 for none, the guard's 403 and 409 for the rest. */
async function decide(
  tx: Tx,
  id: number,
  decision: { status: "approved" } | { status: "denied"; reason?: string },
) {
  if (!(await getToilEntry(tx, id))) throw notFound(TOIL_ENTRY_NOT_FOUND);
  return (await decideToilEntry(tx, id, decision))!;
}

adminToil.post("/:id/approve", async (c) => {
  const id = pathId(c);
  return c.json(await asUser(c, (tx) => decide(tx, id, { status: "approved" })));
});

adminToil.post("/:id/deny", async (c) => {
  const id = pathId(c);
  const { reason } = parse(denyToilSchema, await readJson(c, { optional: true }));
  return c.json(await asUser(c, (tx) => decide(tx, id, { status: "denied", reason })));
});

export const toilSettings = new Hono<AppEnv>();
toilSettings.use(requireRole("global_admin"));

toilSettings.get("/", async (c) => c.json(await asUser(c, findToilSettings)));

toilSettings.put("/", async (c) => {
  const settings = await body(c, toilSettingsSchema);
  return c.json(await asUser(c, (tx) => updateToilSettings(tx, settings)));
});
