import type { QueryClient } from "@tanstack/react-query";

import { todayInLondon } from "@shared/dates.ts";
import { getBankHolidaysQueryOptions, holidaySpans, yearsOfDates } from "@/api/get-bank-holidays";
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
  void queryClient.prefetchQuery(getPlanningHolidaysQueryOptions(range, ""));
  void queryClient.prefetchQuery(getPlanningAppointmentsQueryOptions(range));
  for (const years of holidaySpans(yearsOfDates([range.startDate, range.endDate]))) {
    void queryClient.prefetchQuery(getBankHolidaysQueryOptions(years));
  }
}
