import { formatRequestDate } from "@shared/dates.ts";
import type { LeaveTypeLabel } from "@shared/schemas/responses.ts";

import { LeaveTypeTag } from "@/components/leave-type-tag";

import type { DataColumn } from "./data-list";

type DateValue = Parameters<typeof formatRequestDate>[0];
type DayTypeValue = Parameters<typeof formatRequestDate>[1];

type RequestDates = {
  start_date: DateValue;
  start_day_type: DayTypeValue;
  end_date: DateValue;
  end_day_type: DayTypeValue;
  /** Issue 33: a request of another leave type, and a note, are shown under its start. */
  leave_type?: LeaveTypeLabel;
  note?: string;
};

/**
 * A holiday request's Start Date and End Date columns: "07/12/2026", "10/12/2026 (Morning)"; a
 * request of another leave type (issue 33) has its type and note under its start date.
 */
export function requestDateColumns<T extends RequestDates>(className?: string): DataColumn<T>[] {
  return [
    {
      header: "Start Date",
      cell: (request) => (
        <>
          {formatRequestDate(request.start_date, request.start_day_type)}
          <LeaveTypeTag type={request.leave_type} note={request.note} />
        </>
      ),
      className,
    },
    {
      header: "End Date",
      cell: (request) => formatRequestDate(request.end_date, request.end_day_type),
      className,
    },
  ];
}
