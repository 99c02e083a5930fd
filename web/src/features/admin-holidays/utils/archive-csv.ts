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
};

/**
 * A header of ARCHIVE_CSV_COLUMNS, then one row per request as the archive shows it (dates
 * dd/MM/yyyy with '(Morning)'/'(Afternoon)', the status label), but the denial reason whole:
 * the screen cuts it to 20 characters; a file is read to the end. No reason: an empty cell.
 */
export function archiveCsv(requests: readonly CsvArchiveRow[]): string {
  return toCsv([
    ARCHIVE_CSV_COLUMNS,
    ...requests.map((request) => [
      request.firstName,
      request.lastName,
      request.department,
      formatRequestDate(request.start_date, request.start_day_type),
      formatRequestDate(request.end_date, request.end_day_type),
      request.requested_hours ?? 0,
      statusLabel(request.status),
      request.deny_reason?.trim() ?? "",
    ]),
  ]);
}
