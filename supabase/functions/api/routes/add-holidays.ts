// Global admins book holidays for others, approved at once: /api/admin/add-holiday for one
// user, /api/admin/bulk-holidays for many (a Christmas shutdown, say); /api/admin/booking-hours
// previews what either takes of each person. Cover is checked as for
// a request, and a blocking shortfall needs the admin's reason.
import { Hono } from "hono";
import {
  addHolidaySchema,
  bookingHoursQuerySchema,
  bulkHolidaySchema,
  requestKindSchema,
} from "@shared/schemas/holidays.ts";
import { coverOverrideSchema } from "@shared/schemas/cover.ts";
import { messages } from "@shared/messages.ts";
import { AppError, notFound } from "../../_shared/errors.ts";
import {
  createHolidayRequests,
  findBookingHours,
  findBookingProblems,
} from "../data/holiday-requests.ts";
import {
  type AppEnv,
  asUser,
  OVERLAP_CONSTRAINT,
  parse,
  query,
  readJson,
  requireRole,
} from "../http.ts";
import { checkCover, withShortfalls } from "../rules/cover.ts";

const admin = requireRole("global_admin");

export const addHoliday = new Hono<AppEnv>();

addHoliday.post("/", admin, async (c) => {
  const sent = await readJson(c);
  const { selectedUser, ...range } = parse(addHolidaySchema, sent);
  // Its leave type and note (issue 33): an administrator may file a type only they file; the
  // type's other rules and own allowance hold as for anyone (the guard trigger's).
  const kind = parse(requestKindSchema, sent);
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
    const cover = await checkCover(tx, [selectedUser], range, {
      isNew: true,
      withNames: true,
      overrideReason: coverOverrideReason,
      leaveTypeId: kind.leaveTypeId,
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
        kind,
      );
      return withShortfalls(created, cover.shortfalls);
    } catch (error) {
      // A booking of the same days committed since the check (two admins at once).
      throw isOverlapViolation(error) ? overlap : error;
    }
  });
  return c.json(request, 201);
});

export const bulkHolidays = new Hono<AppEnv>();

bulkHolidays.post("/", admin, async (c) => {
  const sent = await readJson(c);
  const { userIds, ...range } = parse(bulkHolidaySchema, sent);
  const { coverOverrideReason } = parse(coverOverrideSchema, sent);
  const booked = await asUser(c, async (tx) => {
    const { unknownIds, clashingNames } = await findBookingProblems(tx, userIds, range);
    if (unknownIds.length > 0) throw unknownUsers(unknownIds);
    if (clashingNames.length > 0) {
      throw new AppError(
        "overlap",
        "These users already have a holiday request overlapping the selected dates: " +
          clashingNames.join(", "),
      );
    }
    // Cover: the batch as one booking (its people taken off together, not each against the
    // state before it); a blocking shortfall stops the whole booking without a reason.
    const cover = await checkCover(tx, userIds, range, {
      isNew: true,
      withNames: true,
      overrideReason: coverOverrideReason,
    });
    const created = await createHolidayRequests(
      tx,
      userIds,
      range,
      "accepted",
      cover.overridden ? coverOverrideReason : null,
    );
    return withShortfalls({ created: created.length, requests: created }, cover.shortfalls);
  });
  return c.json(booked, 201);
});

export const bookingHours = new Hono<AppEnv>();

/**
 * What a booking for others would take of each person, before it is made (the Add and Bulk
 * forms' preview): counted by the database, as the booking will be.
 */
bookingHours.get("/", admin, async (c) => {
  const { userIds, ...range } = query(c, bookingHoursQuerySchema);
  const people = await asUser(c, async (tx) => {
    const found = await findBookingHours(tx, userIds, range);
    const unknownIds = userIds.filter((id) => !found.some((person) => person.userId === id));
    if (unknownIds.length > 0) throw unknownUsers(unknownIds);
    return found;
  });
  const total = people.reduce((sum, person) => sum + person.hours, 0);
  return c.json({ total, people });
});

/** The 404 of a booking for people of whom some are unknown or deactivated, naming them. */
function unknownUsers(ids: readonly string[]) {
  return notFound(`userIds: no active user has the id ${ids.join(", ")}`);
}

/** The database's refusal of a second live request over the same days of one user. */
function isOverlapViolation(error: unknown): boolean {
  const { constraint, constraint_name } = (error ?? {}) as {
    constraint?: string;
    constraint_name?: string;
  };
  return (constraint ?? constraint_name) === OVERLAP_CONSTRAINT;
}
