import { formatRequestDate } from "@shared/dates.ts";

import type { DataColumn } from "./data-list";

type DateValue = Parameters<typeof formatRequestDate>[0];
type DayTypeValue = Parameters<typeof formatRequestDate>[1];

type RequestDates = {
  start_date: DateValue;
  start_day_type: DayTypeValue;
  end_date: DateValue;
  end_day_type: DayTypeValue;
};

/** A holiday request's Start Date and End Date columns: "07/12/2026", "10/12/2026 (Morning)". */
export function requestDateColumns<T extends RequestDates>(className?: string): DataColumn<T>[] {
  return [
    {
      header: "Start Date",
      cell: (request) => formatRequestDate(request.start_date, request.start_day_type),
      className,
    },
    {
      header: "End Date",
      cell: (request) => formatRequestDate(request.end_date, request.end_day_type),
      className,
    },
  ];
}
