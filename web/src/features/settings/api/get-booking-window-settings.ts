import { queryOptions, useQuery } from "@tanstack/react-query";

import type { BookingWindowSettings } from "@shared/schemas/booking-window.ts";

import { api } from "@/lib/api-client";

import { bookingWindowSettingsKeys } from "./query-keys";

export type { BookingWindowSettings };

/** GET /api/admin/booking-window: whether the window is on, and its first and last days. */
export function getBookingWindowSettings(): Promise<BookingWindowSettings> {
  return api.get<BookingWindowSettings>("/admin/booking-window");
}

export function getBookingWindowSettingsQueryOptions() {
  return queryOptions({
    queryKey: bookingWindowSettingsKeys.admin,
    queryFn: getBookingWindowSettings,
  });
}

export function useBookingWindowSettings() {
  return useQuery(getBookingWindowSettingsQueryOptions());
}
