import { useQueries } from "@tanstack/react-query";

import type { RequestRange } from "@shared/hours.ts";
import { type BookingHours, MAX_PREVIEW_USERS } from "@shared/schemas/holidays.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { adminRequestKeys } from "./query-keys";

/** Whom a booking for others is for, and its range. */
export type BookingHoursInput = RequestRange & { userIds: readonly string[] };

/**
 * GET /api/admin/booking-hours: the hours a booking for `userIds` (at most MAX_PREVIEW_USERS)
 * over the range takes of each person, counted by the database as the booking will be (their
 * pattern, nation, half days).
 */
export function getBookingHours({ userIds, ...range }: BookingHoursInput): Promise<BookingHours> {
  return api.get<BookingHours>("/admin/booking-hours", { ...range, userIds: userIds.join(",") });
}

export const [getBookingHoursQueryOptions] = defineQuery(
  adminRequestKeys.bookingHours,
  getBookingHours,
);

/**
 * The preview of a booking for others once there is one to make (`input` not null), asked for
 * in batches of MAX_PREVIEW_USERS people and put together; undefined until every batch answers.
 */
export function useBookingHours(input: BookingHoursInput | null): BookingHours | undefined {
  const batches: BookingHoursInput[] = [];
  for (let at = 0; input && at < input.userIds.length; at += MAX_PREVIEW_USERS) {
    batches.push({ ...input, userIds: input.userIds.slice(at, at + MAX_PREVIEW_USERS) });
  }
  return useQueries({
    queries: batches.map((batch) => getBookingHoursQueryOptions(batch)),
    combine: (results) =>
      results.length > 0 && results.every((result) => result.data)
        ? {
          total: results.reduce((sum, result) => sum + result.data!.total, 0),
          people: results.flatMap((result) => result.data!.people),
        }
        : undefined,
  });
}

/** The range of a form's values, as the preview sends it (and keys it). */
export function rangeOf(
  { startDate, endDate, startDayType, endDayType }: RequestRange,
): RequestRange {
  return { startDate, endDate, startDayType, endDayType };
}
