import { formatDate } from "@shared/dates.ts";

import { dayKind, daySummaries, summaryText } from "../utils/day-marks";
import type { PlanningEntry } from "../utils/planning-entries";
import { PlanningEntryButton } from "./planning-entry-button";
import { ViewDialog, ViewDialogBody } from "./view-dialog";

/**
 * What a day's '+N more' (or a year view day's count) opens: every holiday and appointment of
 * that day in one list, each with its full title and opening its details; how many of which
 * kind, and whether the day is a weekend or a bank holiday.
 */
export function PlanningDayDialog({
  date,
  entries,
  holidayNames,
  onOpen,
  onClose,
}: {
  date: string | null;
  entries: readonly PlanningEntry[];
  /** Public holidays by date (GET /api/bank-holidays): "2026-12-25" → "Christmas Day". */
  holidayNames: ReadonlyMap<string, string>;
  onOpen: (entry: PlanningEntry) => void;
  onClose: () => void;
}) {
  const summary = date ? daySummaries(entries, { startDate: date, endDate: date }).get(date) : null;
  const kind = date ? dayKind(date, holidayNames.get(date)) : null;
  return (
    <ViewDialog isOpen={date !== null} onClose={onClose}>
      <ViewDialogBody
        title={date ? formatDate(date) : ""}
        description={[kind, summary ? summaryText(summary) : null].filter(Boolean).join(" · ")}
        onClose={onClose}
      >
        <ul className="-mx-2 flex max-h-[60dvh] flex-col gap-1 overflow-y-auto px-2">
          {entries.map((entry) => (
            <li key={entry.key}>
              <PlanningEntryButton entry={entry} onOpen={onOpen}>{entry.title}</PlanningEntryButton>
            </li>
          ))}
        </ul>
      </ViewDialogBody>
    </ViewDialog>
  );
}
