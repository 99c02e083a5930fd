import type { BookingWindowSettings } from "@shared/schemas/booking-window.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { bookingWindowChangeRoots } from "./query-keys";

/** PUT /api/admin/booking-window: the window turned on or off, or moved; answers it as saved. */
export function updateBookingWindowSettings(
  settings: BookingWindowSettings,
): Promise<BookingWindowSettings> {
  return api.put<BookingWindowSettings>("/admin/booking-window", settings);
}

export const useUpdateBookingWindowSettings = defineMutation(
  updateBookingWindowSettings,
  bookingWindowChangeRoots,
);
