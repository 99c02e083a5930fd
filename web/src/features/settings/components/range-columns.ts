import type { DataColumn } from "@/components/data-list/data-list";

import { rangeText } from "../utils/holidays";

type NamedRange = { name: string; startDate: string; endDate: string };

/** A named range's Name and Dates columns: "Summer shutdown", "02/08/2027 to 05/08/2027". */
export function nameAndDatesColumns<T extends NamedRange>(): DataColumn<T>[] {
  return [
    { header: "Name", cell: (row) => row.name, className: "font-medium whitespace-normal" },
    {
      header: "Dates",
      cell: (row) => rangeText(row.startDate, row.endDate),
      className: "tabular-nums whitespace-normal",
    },
  ];
}
