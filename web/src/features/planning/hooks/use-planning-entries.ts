import { useMemo } from "react";

import { bankHolidaySet } from "@shared/bank-holidays.ts";
import { messages } from "@shared/messages.ts";

import { useErrorToast } from "@/hooks/use-error-toast";

import {
  type PlanningAppointment,
  usePlanningAppointments,
} from "../api/get-planning-appointments";
import { type PlanningHoliday, usePlanningHolidays } from "../api/get-planning-holidays";
import type { PlanningRange } from "../api/query-keys";
import { buildEntries, type PlanningType } from "../utils/planning-entries";

const BANK_HOLIDAYS = bankHolidaySet();
const NO_HOLIDAYS: PlanningHoliday[] = [];
const NO_APPOINTMENTS: PlanningAppointment[] = [];

/**
 * The holidays and appointments of a range as planning entries, built once per answer (the
 * year view of a large company holds thousands of them).
 */
export function usePlanningEntries(
  range: PlanningRange | null,
  department: string,
  type: PlanningType,
) {
  const holidays = usePlanningHolidays(range, department);
  const appointments = usePlanningAppointments(range);
  useErrorToast(holidays.error, messages.failedToFetchHolidayPlanning);
  useErrorToast(appointments.error, messages.failedToFetchAppointmentLogs);

  const holidayData = holidays.data ?? NO_HOLIDAYS;
  const appointmentData = appointments.data ?? NO_APPOINTMENTS;
  const entries = useMemo(
    () => buildEntries(holidayData, appointmentData, { type, department }, BANK_HOLIDAYS),
    [holidayData, appointmentData, type, department],
  );
  return {
    entries,
    isLoading: holidays.isFetching || appointments.isFetching,
    isError: holidays.isError || appointments.isError,
  };
}
