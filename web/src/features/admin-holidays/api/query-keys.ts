import { queryRoots } from "@/api/query-keys";

/** Keys of the admin's request lists, under the holiday-requests root the employee lists share. */
export const adminRequestKeys = {
  all: [...queryRoots.holidayRequests, "admin"] as const,
  pending: () => [...adminRequestKeys.all, "pending"] as const,
  cancellations: () => [...adminRequestKeys.all, "cancellations"] as const,
  archive: (search: { q: string; page: number; leaveTypeId?: number }) =>
    [...adminRequestKeys.all, "archive", search] as const,
  /** The active leave types the lists filter by (issue 33). */
  leaveTypes: () => [...adminRequestKeys.all, "leave-types"] as const,
  /** What a booking for others would take of each person (their patterns and nations). */
  bookingHours: (input: object) => [...adminRequestKeys.all, "booking-hours", input] as const,
};

/** The users the bulk form offers (the picker's endpoint, every page). */
export const bulkUserKeys = {
  all: [...queryRoots.users, "bulk"] as const,
};
