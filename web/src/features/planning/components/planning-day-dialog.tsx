import { dayOfWeek, formatDate } from "@shared/dates.ts";

import { StatusBadge } from "@/components/status-badge";
import { cn } from "@/lib/utils";

import { daySummaries, summaryText } from "../utils/day-marks";
import type { PlanningEntry } from "../utils/planning-entries";
import { ViewDialog, ViewDialogBody } from "./view-dialog";

/** What kind of day it is, when it is not a plain working day: "Christmas Day (bank holiday)". */
function dayKind(date: string, holiday: string | undefined): string | null {
  if (holiday) return `${holiday} (bank holiday)`;
  const weekday = dayOfWeek(date);
  return weekday === 0 || weekday === 6 ? "Weekend" : null;
}

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
          {entries.map((entry) => {
            const isPending = entry.kind === "holiday" && entry.isPending;
            return (
              <li key={entry.key}>
                <button
                  type="button"
                  className="flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent"
                  onClick={() => onOpen(entry)}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "mt-1 size-3 shrink-0 rounded-sm border border-black/20",
                      isPending && "planning-pending-swatch",
                    )}
                    style={{ backgroundColor: entry.colour }}
                  />
                  <span className="min-w-0 break-words">{entry.title}</span>
                  {isPending && entry.kind === "holiday" && (
                    <span className="ml-auto shrink-0">
                      <StatusBadge status={entry.holiday.status} />
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </ViewDialogBody>
    </ViewDialog>
  );
}
