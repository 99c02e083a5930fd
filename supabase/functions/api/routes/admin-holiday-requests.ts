// Global admins decide on holiday requests: /api/admin/holiday-requests lists the pending ones
// (and those awaiting cancellation) with their cover shortfalls, and /:id/approve, deny, cancel,
// approve-cancellation and reject-cancellation decide, mailing the requester;
// /api/admin/all-holiday-requests is the searchable archive of every request.
import { type Context, Hono } from "hono";
import {
  archiveQuerySchema,
  denyRequestSchema,
  rejectCancellationSchema,
} from "@shared/schemas/holidays.ts";
import { coverOverrideSchema } from "@shared/schemas/cover.ts";
import { parseDmy } from "@shared/dates.ts";
import { type RequestStatus, statusesMatchingLabel, statusLabel } from "@shared/status.ts";
import { type Decision, decisionMail, enqueueMail } from "../../_shared/decision-mail.ts";
import { conflict, notFound } from "../../_shared/errors.ts";
import { findShortfallsOfRequests } from "../data/cover.ts";
import {
  findArchivedHolidayRequests,
  findPendingHolidayRequests,
  getHolidayRequestStatus,
  getPendingRange,
  updateHolidayRequestStatus,
} from "../data/holiday-requests.ts";
import { type AppEnv, asUser, body, parse, pathId, query, readJson, requireRole } from "../http.ts";
import { checkCover, withShortfalls } from "../rules/cover.ts";
import { REQUEST_NOT_FOUND } from "../rules/messages.ts";

const admin = requireRole("global_admin");

/** One admin decision: the status it starts from, where it leads, and what it is called. */
interface Transition {
  from: RequestStatus;
  to: RequestStatus;
  decision: Decision;
  /** Why the wrong status is refused: "Only a pending request can be approved". */
  requirement: string;
}

const TRANSITIONS = {
  approve: {
    from: "pending",
    to: "accepted",
    decision: "approved",
    requirement: "Only a pending request can be approved",
  },
  deny: {
    from: "pending",
    to: "rejected",
    decision: "denied",
    requirement: "Only a pending request can be denied",
  },
  cancel: {
    from: "accepted",
    to: "cancelled",
    decision: "cancelled",
    requirement: "Only an approved request can be cancelled",
  },
  approveCancellation: {
    from: "cancel_requested",
    to: "cancelled",
    decision: "cancellation_approved",
    requirement: "Only a request awaiting cancellation can have its cancellation approved",
  },
  rejectCancellation: {
    from: "cancel_requested",
    to: "accepted",
    decision: "cancellation_rejected",
    requirement: "Only a request awaiting cancellation can have its cancellation rejected",
  },
} as const satisfies Record<string, Transition>;

/** Applies a transition to the request of the path, queues the requester's mail, answers it. */
async function decide(
  c: Context<AppEnv>,
  transition: Transition,
  reason?: string,
  cover?: { overrideReason?: string },
) {
  const requestId = pathId(c);
  const { appUrl } = c.get("deps").config;
  const request = await asUser(c, async (tx) => {
    // Approving: the request is counted as away already, so its shortfalls are the grid's.
    const pending = cover && await getPendingRange(tx, requestId);
    const checked = pending &&
      await checkCover(tx, [pending.userId], pending, {
        isNew: false,
        withNames: true,
        leaveTypeId: pending.leaveTypeId,
        ...cover,
      });
    const changed = await updateHolidayRequestStatus(tx, requestId, {
      from: transition.from,
      to: transition.to,
      denyReason: transition.to === "rejected" ? reason : undefined,
      cancelRejectReason: transition.decision === "cancellation_rejected" ? reason : undefined,
      coverOverrideReason: checked?.overridden ? cover?.overrideReason : undefined,
    });
    if (!changed) {
      const status = await getHolidayRequestStatus(tx, requestId);
      if (!status) throw notFound(REQUEST_NOT_FOUND);
      throw conflict(`${transition.requirement}: this request is ${statusLabel(status)}.`);
    }
    const { request, requester, leaveType } = changed;
    // A deactivated user's address may belong to someone new by now: they are not mailed.
    if (requester.isActive) {
      await enqueueMail(
        tx,
        decisionMail(requester.email, transition.decision, {
          firstName: requester.firstName,
          startDate: request.start_date,
          endDate: request.end_date,
          startDayType: request.start_day_type,
          endDayType: request.end_day_type,
          requestedHours: request.requested_hours,
          leaveType,
        }, { appUrl, reason }),
      );
    }
    return withShortfalls(request, checked?.shortfalls ?? []);
  });
  c.get("deps").onMailQueued?.();
  return c.json(request);
}

export const adminHolidayRequests = new Hono<AppEnv>();

adminHolidayRequests.get("/", admin, async (c) => {
  const rows = await asUser(c, async (tx) => {
    const pending = await findPendingHolidayRequests(tx);
    const shortfalls = await findShortfallsOfRequests(tx, pending.map((row) => row.id));
    return pending.map((row) => withShortfalls(row, shortfalls.get(row.id) ?? []));
  });
  return c.json(rows);
});

adminHolidayRequests.post("/:id/approve", admin, async (c) => {
  pathId(c);
  const { coverOverrideReason } = parse(
    coverOverrideSchema,
    await readJson(c, { optional: true }),
  );
  return decide(c, TRANSITIONS.approve, undefined, { overrideReason: coverOverrideReason });
});

adminHolidayRequests.post("/:id/deny", admin, async (c) => {
  pathId(c);
  const { reason } = await body(c, denyRequestSchema);
  return decide(c, TRANSITIONS.deny, reason);
});

adminHolidayRequests.post("/:id/cancel", admin, (c) => decide(c, TRANSITIONS.cancel));

adminHolidayRequests.post(
  "/:id/approve-cancellation",
  admin,
  (c) => decide(c, TRANSITIONS.approveCancellation),
);

adminHolidayRequests.post("/:id/reject-cancellation", admin, async (c) => {
  pathId(c);
  const { reject_reason } = await body(c, rejectCancellationSchema);
  return decide(c, TRANSITIONS.rejectCancellation, reject_reason);
});

export const allHolidayRequests = new Hono<AppEnv>();

allHolidayRequests.get("/", admin, async (c) => {
  const search = query(c, archiveQuerySchema);
  const { rows, total } = await asUser(c, (tx) =>
    findArchivedHolidayRequests(tx, {
      status: search.status,
      pattern: search.q ? `%${escapeLike(search.q)}%` : undefined,
      labelStatuses: search.q ? statusesMatchingLabel(search.q) : undefined,
      date: parseDmy(search.q),
      leaveTypeId: search.leaveTypeId,
      limit: search.limit,
      offset: search.offset,
    }));
  c.header("X-Total-Count", String(total));
  return c.json(rows);
});

/** Text searched literally by ilike: "50%_off" → "50\%\_off". */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
