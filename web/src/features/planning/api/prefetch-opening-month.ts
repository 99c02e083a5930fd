import type { QueryClient } from "@tanstack/react-query";

import { todayInLondon } from "@shared/dates.ts";
import { getBankHolidaysQueryOptions, holidaySpans, yearsOfDates } from "@/api/get-bank-holidays";
import { prefetchForScreen } from "@/api/prefetch";
import { now } from "@/lib/clock";

import { initialMonthPosition } from "../utils/planning-range";
import { getPlanningAppointmentsQueryOptions } from "./get-planning-appointments";
import { getPlanningHolidaysQueryOptions } from "./get-planning-holidays";

/**
 * Starts loading the month the calendar opens on (all departments) and its public holidays, so
 * the data is on its way while FullCalendar's code evaluates and renders rather than after.
 */
export function prefetchOpeningMonth(queryClient: QueryClient, at = now()): void {
  const { range } = initialMonthPosition(todayInLondon(at));
  prefetchForScreen(queryClient, getPlanningHolidaysQueryOptions(range, ""));
  prefetchForScreen(queryClient, getPlanningAppointmentsQueryOptions(range));
  for (const years of holidaySpans(yearsOfDates([range.startDate, range.endDate]))) {
    prefetchForScreen(queryClient, getBankHolidaysQueryOptions(years));
  }
}
