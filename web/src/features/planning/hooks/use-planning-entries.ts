import { useMemo, useState } from "react";

import { messages } from "@shared/messages.ts";

import { type BankHolidays, useBankHolidays, yearsOfDates } from "@/api/get-bank-holidays";
import { useErrorToast } from "@/hooks/use-error-toast";

import {
  type PlanningAppointment,
  usePlanningAppointments,
} from "../api/get-planning-appointments";
import { type PlanningHoliday, usePlanningHolidays } from "../api/get-planning-holidays";
import type { PlanningRange } from "../api/query-keys";
import { buildEntries, type PlanningEntry, type PlanningType } from "../utils/planning-entries";

const NO_HOLIDAYS: PlanningHoliday[] = [];
const NO_APPOINTMENTS: PlanningAppointment[] = [];
const NO_ENTRIES: PlanningEntry[] = [];
const NO_BANK_HOLIDAYS: BankHolidays = { dates: new Set(), halfDays: new Map(), names: new Map() };

/**
 * The public holidays of the range's years, or while another span of years loads the last ones
 * known (as the previous range's entries stay on screen meanwhile); undefined only before the
 * first answer. If the call fails, none: the calendar still shows the planning, unmarked.
 */
function useRangeBankHolidays(range: PlanningRange | null): BankHolidays | undefined {
  const bankHolidays = useBankHolidays(yearsOfDates(range ? [range.startDate, range.endDate] : []));
  const [lastKnown, setLastKnown] = useState(bankHolidays.data);
  if (bankHolidays.data !== undefined && bankHolidays.data !== lastKnown) {
    setLastKnown(bankHolidays.data);
  }
  return bankHolidays.data ?? lastKnown ?? (bankHolidays.isError ? NO_BANK_HOLIDAYS : undefined);
}

/**
 * The holidays and appointments of a range as planning entries, built once per answer (the
 * year view of a large company holds thousands of them), and the public holidays of its years
 * by name. Entries wait for the first public holidays: a holiday the answer gives no hours is
 * counted by them.
 */
export function usePlanningEntries(
  range: PlanningRange | null,
  department: string,
  type: PlanningType,
) {
  const holidays = usePlanningHolidays(range, department);
  const appointments = usePlanningAppointments(range);
  const bankHolidays = useRangeBankHolidays(range);
  useErrorToast(holidays.error, messages.failedToFetchHolidayPlanning);
  useErrorToast(appointments.error, messages.failedToFetchAppointmentLogs);

  const holidayData = holidays.data ?? NO_HOLIDAYS;
  const appointmentData = appointments.data ?? NO_APPOINTMENTS;
  const entries = useMemo(
    () =>
      bankHolidays
        ? buildEntries(holidayData, appointmentData, { type, department }, bankHolidays.dates)
        : NO_ENTRIES,
    [holidayData, appointmentData, type, department, bankHolidays],
  );
  return {
    entries,
    holidayNames: (bankHolidays ?? NO_BANK_HOLIDAYS).names,
    isLoading: holidays.isFetching || appointments.isFetching || bankHolidays === undefined,
    isError: holidays.isError || appointments.isError,
  };
}
