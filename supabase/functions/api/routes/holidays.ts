// An employee's holiday requests: /api/vacation-request makes one, /api/user/holiday-requests
// lists the caller's own, and /api/holiday-requests/:id/withdraw and /request-cancellation take
// back a pending one or ask to cancel an approved one.
import { type Context, Hono } from "hono";
import { MIN_VACATION_BALANCE } from "@shared/constants.ts";
import { formatDate, todayInLondon } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import {
  createHolidayRequestSchema,
  requestKindSchema,
  START_IN_PAST,
} from "@shared/schemas/holidays.ts";
import { statusLabel } from "@shared/status.ts";
import { AppError, badRequest, conflict, notFound } from "../../_shared/errors.ts";
import {
  createOwnHolidayRequest,
  findOwnHolidayRequests,
  getHolidayRequestStatus,
  getOwnHolidayRequestState,
  type HolidayRequest,
  type OwnRequestAttempt,
  type RequestRange,
  updateHolidayRequestStatus,
} from "../data/holiday-requests.ts";
import { bookingWindowRefusal } from "@shared/booking-window.ts";
import {
  type AppEnv,
  asUser,
  parse,
  pathId,
  readJson,
  requireRole,
  tooManyRequests,
} from "../http.ts";
import { refuseShortCover, withShortfalls } from "../rules/cover.ts";
import { REQUEST_NOT_FOUND } from "../rules/messages.ts";

/** A request of Fridays, weekends or bank holidays only: nothing to book. */
export const NO_WORKING_HOURS =
  "endDate: these dates take no working hours (only Monday to Thursday count, bank holidays excepted)";
/** The same for a user on a working pattern, whose working days are the pattern's. */
export const NO_WORKING_HOURS_ON_PATTERN =
  "endDate: these dates take no working hours (none is a working day of your pattern, bank holidays excepted)";
export const TOO_MANY_REQUESTS = "You have filed too many holiday requests in the last hour.";
export { START_IN_PAST };

/** Request Cancellation refused for a holiday that has started (today counts as started). */
export function holidayStarted(startDate: string): string {
  return `Only a holiday that has not started can be cancelled: this one started on ${
    formatDate(startDate)
  }.`;
}

export const vacationRequest = new Hono<AppEnv>();

vacationRequest.post("/", requireRole(), async (c) => {
  const sent = await readJson(c);
  const range = parse(createHolidayRequestSchema, sent);
  // Its leave type and note (issue 33): none is a Holiday; the type's rules are the database's.
  const kind = parse(requestKindSchema, sent);
  const { clock, config } = c.get("deps");
  const today = todayInLondon(clock());
  const request = await asUser(c, async (tx) => {
    // One statement checks and files (issue 32: a booking was seven round trips); it says
    // what it found, and the refusals are given here in the order the form gives them.
    const attempt = await createOwnHolidayRequest(tx, { ...range, ...kind }, {
      today,
      perHour: config.requestsPerHour,
      withNames: c.get("claims").app_role === "global_admin",
    });
    refuseOwnRequest(c, range, today, attempt);
    return withShortfalls(attempt.request, attempt.shortfalls ?? []);
  });
  return c.json(request, 201);
});

/**
 * Throws the first refusal of an attempt, in the form's order: the booking window (24-31
 * December unless an administrator moved it), a start before today, too many requests in the
 * hour, a clash, no working hours, the -30 h floor, a blocking cover rule short (issue 17).
 * The floor is the guard trigger's, under the user's row lock, and a clash is the exclusion
 * constraint's too, so two concurrent submits cannot both land.
 */
function refuseOwnRequest(
  c: Context<AppEnv>,
  range: RequestRange,
  today: string,
  attempt: OwnRequestAttempt,
): asserts attempt is OwnRequestAttempt & { request: HolidayRequest } {
  const { window, recent, counted, shortfalls } = attempt;
  const refusal = bookingWindowRefusal(range, window.on ? window : null);
  if (refusal) throw new AppError("blocked_period", refusal);
  if (range.startDate < today) throw badRequest(START_IN_PAST);
  if (recent && recent.lastHour >= c.get("deps").config.requestsPerHour) {
    throw tooManyRequests(c, TOO_MANY_REQUESTS, recent.retryAfter);
  }
  if (counted?.overlaps) throw new AppError("overlap", messages.overlap);
  if (counted?.hours === 0) {
    throw badRequest(counted.patterned ? NO_WORKING_HOURS_ON_PATTERN : NO_WORKING_HOURS);
  }
  // A type that does not take from the holiday allowance has no floor (balanceAfter null).
  if (counted && counted.balanceAfter !== null && counted.balanceAfter < MIN_VACATION_BALANCE) {
    // The spec's words, and beside them what this request needs and what its year has left.
    const left = counted.balanceAfter + counted.hours;
    throw new AppError(
      "balance_floor",
      messages.insufficientHours,
      messages.requestNeedsHours(counted.hours, left),
    );
  }
  if (shortfalls) refuseShortCover(shortfalls);
  // The database refuses by the same rules; a refusal this code cannot name is a bug.
  if (!attempt.request) throw new Error("the database refused a request the API allows");
}

export const ownHolidayRequests = new Hono<AppEnv>();

ownHolidayRequests.get("/", requireRole(), async (c) => {
  const userId = c.get("claims").sub;
  return c.json(await asUser(c, (tx) => findOwnHolidayRequests(tx, userId)));
});

export const holidayRequests = new Hono<AppEnv>();

holidayRequests.post("/:id/request-cancellation", requireRole(), async (c) => {
  const requestId = pathId(c);
  const ownerId = c.get("claims").sub;
  const today = todayInLondon(c.get("deps").clock());
  const request = await asUser(c, async (tx) => {
    const changed = await updateHolidayRequestStatus(tx, requestId, {
      from: "accepted",
      to: "cancel_requested",
      ownerId,
      startsAfter: today,
    });
    if (changed) return changed.request;
    const found = await getOwnHolidayRequestState(tx, requestId, ownerId);
    if (!found) throw notFound(REQUEST_NOT_FOUND);
    if (found.status === "accepted") throw conflict(holidayStarted(found.startDate));
    throw conflict(
      `Only an approved request can be cancelled: this request is ${statusLabel(found.status)}.`,
    );
  });
  return c.json(request);
});

// A withdrawn request is kept as cancelled (supabase/schemas/40_holiday_requests.sql): its hours and dates come
// back, it leaves the administrators' pending list, and the audit log names the owner.
holidayRequests.post("/:id/withdraw", requireRole(), async (c) => {
  const requestId = pathId(c);
  const ownerId = c.get("claims").sub;
  const request = await asUser(c, async (tx) => {
    const changed = await updateHolidayRequestStatus(tx, requestId, {
      from: "pending",
      to: "cancelled",
      ownerId,
    });
    if (changed) return changed.request;
    const status = await getHolidayRequestStatus(tx, requestId, ownerId);
    if (!status) throw notFound(REQUEST_NOT_FOUND);
    throw conflict(
      `Only a pending request can be withdrawn: this request is ${statusLabel(status)}.`,
    );
  });
  return c.json(request);
});
