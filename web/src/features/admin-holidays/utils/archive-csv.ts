/** The archive's CSV export, written by the app's one CSV writer (lib/csv). */
import { ARCHIVE_CSV_COLUMNS } from "@shared/constants.ts";
import { formatRequestDate } from "@shared/dates.ts";
import type { DayType } from "@shared/hours.ts";
import { statusLabel } from "@shared/status.ts";

import { toCsv } from "@/lib/csv";

/** The fields an archive export reads. */
export type CsvArchiveRow = {
  firstName: string;
  lastName: string;
  department: string;
  start_date: string;
  start_day_type: DayType;
  end_date: string;
  end_day_type: DayType;
  requested_hours: number | null;
  status: string;
  deny_reason: string | null;
  /** Issue 33: a request of another leave type; none for a Holiday. */
  leave_type?: { name: string };
  note?: string;
};

/** The columns an export adds when any request in it is of another leave type (issue 33). */
export const LEAVE_TYPE_CSV_COLUMNS = ["Leave Type", "Note"] as const;

/**
 * A header of ARCHIVE_CSV_COLUMNS, then one row per request as the archive shows it (dates
 * dd/MM/yyyy with '(Morning)'/'(Afternoon)', the status label), but the denial reason whole:
 * the screen cuts it to 20 characters; a file is read to the end. No reason: an empty cell.
 * When any request is of a leave type other than Holiday (issue 33), each row adds its type
 * ("Holiday" for one) and its note; an export of Holidays alone is the spec's.
 */
export function archiveCsv(requests: readonly CsvArchiveRow[]): string {
  const hasTypes = requests.some((request) => request.leave_type);
  return toCsv([
    hasTypes ? [...ARCHIVE_CSV_COLUMNS, ...LEAVE_TYPE_CSV_COLUMNS] : ARCHIVE_CSV_COLUMNS,
    ...requests.map((request) => [
      request.firstName,
      request.lastName,
      request.department,
      formatRequestDate(request.start_date, request.start_day_type),
      formatRequestDate(request.end_date, request.end_day_type),
      request.requested_hours ?? 0,
      statusLabel(request.status),
      request.deny_reason?.trim() ?? "",
      ...(hasTypes ? [request.leave_type?.name ?? "Holiday", request.note ?? ""] : []),
    ]),
  ]);
}
