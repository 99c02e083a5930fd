// Global admins: the pending list and its decisions, cancellation decisions, the archive, and
// holidays added for one user or many. Mounted at "/admin".
import { type Context, Hono } from "hono";
import {
  addHolidaySchema,
  archiveQuerySchema,
  bulkHolidaySchema,
  denyRequestSchema,
  rejectCancellationSchema,
} from "@shared/schemas/holidays.ts";
import { coverOverrideSchema } from "@shared/schemas/cover.ts";
import { parseDmy } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import { type RequestStatus, statusesMatchingLabel, statusLabel } from "@shared/status.ts";
import { type Decision, decisionMail, enqueueMail } from "../../_shared/decision-mail.ts";
import { AppError, conflict, notFound } from "../../_shared/errors.ts";
import { findShortfallsOfRequests, lockCover } from "../data/cover.ts";
import {
  createHolidayRequests,
  findArchivedHolidayRequests,
  findBookingProblems,
  findPendingHolidayRequests,
  getHolidayRequestStatus,
  getPendingRange,
  updateHolidayRequestStatus,
} from "../data/holiday-requests.ts";
import {
  type AppEnv,
  asUser,
  body,
  OVERLAP_CONSTRAINT,
  parse,
  pathId,
  query,
  readJson,
  requireRole,
} from "../http.ts";
import { checkCover, withShortfalls } from "../rules/cover.ts";
import { REQUEST_NOT_FOUND } from "../rules/messages.ts";

export const adminHolidays = new Hono<AppEnv>();
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
      await checkCover(tx, pending.userId, pending, { isNew: false, withNames: true, ...cover });
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
    const { request, requester } = changed;
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
        }, { appUrl, reason }),
      );
    }
    return withShortfalls(request, checked?.shortfalls ?? []);
  });
  c.get("deps").onMailQueued?.();
  return c.json(request);
}

adminHolidays.get("/holiday-requests", admin, async (c) => {
  const rows = await asUser(c, async (tx) => {
    const pending = await findPendingHolidayRequests(tx);
    const shortfalls = await findShortfallsOfRequests(tx, pending.map((row) => row.id));
    return pending.map((row) => withShortfalls(row, shortfalls.get(row.id) ?? []));
  });
  return c.json(rows);
});

adminHolidays.post("/holiday-requests/:id/approve", admin, async (c) => {
  pathId(c);
  const { coverOverrideReason } = parse(
    coverOverrideSchema,
    await readJson(c, { optional: true }),
  );
  return decide(c, TRANSITIONS.approve, undefined, { overrideReason: coverOverrideReason });
});

adminHolidays.post("/holiday-requests/:id/deny", admin, async (c) => {
  pathId(c);
  const { reason } = await body(c, denyRequestSchema);
  return decide(c, TRANSITIONS.deny, reason);
});

adminHolidays.post("/holiday-requests/:id/cancel", admin, (c) => decide(c, TRANSITIONS.cancel));

adminHolidays.post(
  "/holiday-requests/:id/approve-cancellation",
  admin,
  (c) => decide(c, TRANSITIONS.approveCancellation),
);

adminHolidays.post("/holiday-requests/:id/reject-cancellation", admin, async (c) => {
  pathId(c);
  const { reject_reason } = await body(c, rejectCancellationSchema);
  return decide(c, TRANSITIONS.rejectCancellation, reject_reason);
});

adminHolidays.get("/all-holiday-requests", admin, async (c) => {
  const search = query(c, archiveQuerySchema);
  const { rows, total } = await asUser(c, (tx) =>
    findArchivedHolidayRequests(tx, {
      status: search.status,
      pattern: search.q ? `%${escapeLike(search.q)}%` : undefined,
      labelStatuses: search.q ? statusesMatchingLabel(search.q) : undefined,
      date: parseDmy(search.q),
      limit: search.limit,
      offset: search.offset,
    }));
  c.header("X-Total-Count", String(total));
  return c.json(rows);
});

adminHolidays.post("/add-holiday", admin, async (c) => {
  const sent = await readJson(c);
  const { selectedUser, ...range } = parse(addHolidaySchema, sent);
  const { coverOverrideReason } = parse(coverOverrideSchema, sent);
  const request = await asUser(c, async (tx) => {
    const { unknownIds, clashingNames, names } = await findBookingProblems(
      tx,
      [selectedUser],
      range,
    );
    if (unknownIds.length > 0) throw notFound("selectedUser: no active user has this id");
    // Said of the employee: the spec's "You already have..." would read as the admin's own.
    const overlap = new AppError("overlap", messages.userHasOverlap(names[0]));
    if (clashingNames.length > 0) throw overlap;
    const cover = await checkCover(tx, selectedUser, range, {
      isNew: true,
      withNames: true,
      overrideReason: coverOverrideReason,
    });
    // No -30 h floor: an admin's booking (a Christmas shutdown, say) is a decision, not a
    // request; the guard trigger applies the floor to employees' own requests only.
    try {
      const [created] = await createHolidayRequests(
        tx,
        [selectedUser],
        range,
        "accepted",
        cover.overridden ? coverOverrideReason : null,
      );
      return withShortfalls(created, cover.shortfalls);
    } catch (error) {
      // A booking of the same days committed since the check (two admins at once).
      throw isOverlapViolation(error) ? overlap : error;
    }
  });
  return c.json(request, 201);
});

adminHolidays.post("/bulk-holidays", admin, async (c) => {
  const sent = await readJson(c);
  const { userIds, ...range } = parse(bulkHolidaySchema, sent);
  const { coverOverrideReason } = parse(coverOverrideSchema, sent);
  const requests = await asUser(c, async (tx) => {
    const { unknownIds, clashingNames } = await findBookingProblems(tx, userIds, range);
    if (unknownIds.length > 0) {
      throw notFound(`userIds: no active user has the id ${unknownIds.join(", ")}`);
    }
    if (clashingNames.length > 0) {
      throw new AppError(
        "overlap",
        "These users already have a holiday request overlapping the selected dates: " +
          clashingNames.join(", "),
      );
    }
    // Cover: each user's shortfalls; a blocking one stops the whole booking without a reason.
    // Every department of the batch is locked first, in order, as one booking.
    await lockCover(tx, userIds);
    let overridden = false;
    for (const userId of userIds) {
      const cover = await checkCover(tx, userId, range, {
        isNew: true,
        withNames: true,
        overrideReason: coverOverrideReason,
      });
      overridden ||= cover.overridden;
    }
    return await createHolidayRequests(
      tx,
      userIds,
      range,
      "accepted",
      overridden ? coverOverrideReason : null,
    );
  });
  return c.json({ created: requests.length, requests }, 201);
});

/** The database's refusal of a second live request over the same days of one user. */
function isOverlapViolation(error: unknown): boolean {
  const { constraint, constraint_name } = (error ?? {}) as {
    constraint?: string;
    constraint_name?: string;
  };
  return (constraint ?? constraint_name) === OVERLAP_CONSTRAINT;
}

/** Text searched literally by ilike: "50%_off" → "50\%\_off". */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
