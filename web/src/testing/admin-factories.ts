import type { AdminHolidayRequest } from "@/features/admin-holidays/api/get-pending-requests";

let nextId = 1000;

/** A request as the admin lists answer it: Ann Lee's pending Monday-Thursday, 40 h. */
export function buildAdminRequest(
  overrides: Partial<AdminHolidayRequest> = {},
): AdminHolidayRequest {
  return {
    id: nextId++,
    user_id: "00000000-0000-4000-8000-000000000101",
    start_date: "2026-12-07",
    end_date: "2026-12-10",
    start_day_type: "full",
    end_day_type: "full",
    status: "pending",
    requested_hours: 40,
    deny_reason: null,
    cancel_reject_reason: null,
    created_at: "2026-11-20 09:00:00",
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    department: "Office",
    vacation_hours: 120,
    ...overrides,
  };
}

/** A JSON answer, with X-Total-Count when `total` is given (paged lists). */
export function jsonResponse(body: unknown, init: { status?: number; total?: number } = {}) {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: {
      "Content-Type": "application/json",
      ...(init.total === undefined ? {} : { "X-Total-Count": String(init.total) }),
    },
  });
}
