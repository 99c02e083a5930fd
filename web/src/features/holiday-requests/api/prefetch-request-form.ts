import type { QueryClient } from "@tanstack/react-query";

import { todayInLondon, yearOf } from "@shared/dates.ts";
import { getBankHolidaysQueryOptions, holidaySpans } from "@/api/get-bank-holidays";
import { prefetchForScreen } from "@/api/prefetch";
import { now } from "@/lib/clock";

import { getBalanceBreakdownQueryOptions } from "./get-balance-breakdown";
import { getBookingWindowQueryOptions } from "./get-booking-window";
import { getMyHolidayRequestsQueryOptions } from "./get-my-holiday-requests";
import { getVacationDaysQueryOptions } from "./get-vacation-days";

/**
 * Starts what the request form (the employee's home) asks first: this year's balance and its
 * breakdown, the user's requests, the booking window, and the public holidays of this year and
 * the next, which the form's hours are counted against.
 */
export function prefetchRequestForm(queryClient: QueryClient, at = now()): void {
  const thisYear = yearOf(todayInLondon(at));
  prefetchForScreen(queryClient, getVacationDaysQueryOptions());
  prefetchForScreen(queryClient, getBalanceBreakdownQueryOptions());
  prefetchForScreen(queryClient, getMyHolidayRequestsQueryOptions());
  prefetchForScreen(queryClient, getBookingWindowQueryOptions());
  for (const span of holidaySpans([thisYear, thisYear + 1])) {
    prefetchForScreen(queryClient, getBankHolidaysQueryOptions(span));
  }
}
