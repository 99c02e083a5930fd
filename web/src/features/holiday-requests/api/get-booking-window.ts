import { useQuery } from "@tanstack/react-query";

import { type BookingWindow, CHRISTMAS_WINDOW } from "@shared/booking-window.ts";
import type { BookingWindowAnswer } from "@shared/schemas/booking-window.ts";

import { defineQuery } from "@/api/define-query";
import { queryRoots } from "@/api/query-keys";
import { api } from "@/lib/api-client";

/** GET /api/booking-window: the days an employee may not book for themself, or null when none. */
export function getBookingWindow(): Promise<BookingWindowAnswer> {
  return api.get<BookingWindowAnswer>("/booking-window");
}

export const [getBookingWindowQueryOptions] = defineQuery(
  () => queryRoots.bookingWindow,
  getBookingWindow,
);

/**
 * The window the request form refuses as soon as a day of it is chosen: the company's once
 * known, the spec's 24-31 December until then (and if the call fails; the server decides on
 * submit all the same).
 */
export function useBookingWindow(): BookingWindow | null {
  const { data } = useQuery(getBookingWindowQueryOptions());
  return data ? data.window : CHRISTMAS_WINDOW;
}
