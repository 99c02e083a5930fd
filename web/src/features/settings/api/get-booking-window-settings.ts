import type { BookingWindowSettings } from "@shared/schemas/booking-window.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { bookingWindowSettingsKeys } from "./query-keys";

/** GET /api/admin/booking-window: whether the window is on, and its first and last days. */
export function getBookingWindowSettings(): Promise<BookingWindowSettings> {
  return api.get<BookingWindowSettings>("/admin/booking-window");
}

export const [getBookingWindowSettingsQueryOptions, useBookingWindowSettings] = defineQuery(
  () => bookingWindowSettingsKeys.admin,
  getBookingWindowSettings,
);
