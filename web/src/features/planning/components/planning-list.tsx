import { memo, useDeferredValue, useId, useMemo, useState } from "react";

import { formatDate } from "@shared/dates.ts";
import { formatHours } from "@shared/hours.ts";
import { messages } from "@shared/messages.ts";

import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { Input } from "@/components/ui/input";
import { useProgressiveCount } from "@/hooks/use-progressive-count";
import { cn } from "@/lib/utils";

import { type PlanningEntry, searchEntries } from "../utils/planning-entries";
import { SegmentedToggle } from "./segmented-toggle";
import { ToolbarField } from "./toolbar-field";

export type ListScope = "month" | "year";

/**
 * What the list shows: a month (yyyy-MM) or a year, by `scope`; the other one is kept for when
 * the scope changes back.
 */
export type ListPeriod = { scope: ListScope; month: string; year: string };

/** The columns after Name (whose cell opens the entry's details). */
const COLUMNS: DataColumn<PlanningEntry>[] = [
  { header: "Department", cell: (entry) => entry.department },
  { header: "Start Date", cell: (entry) => formatDate(entry.startDate) },
  { header: "End Date", cell: (entry) => formatDate(entry.endDate) },
  {
    header: "Type",
    cell: (entry) =>
      entry.kind === "holiday" ? entry.holiday.leave_type?.name ?? "Holiday" : "Appointment",
  },
  {
    header: "Hours",
    cell: (entry) => entry.kind === "holiday" ? formatHours(entry.hours) : messages.notApplicable,
  },
];

/**
 * Each row in its department's colour (another leave type's in the type's); a pending holiday
 * drawn distinctly (planning.css).
 */
function rowProps(entry: PlanningEntry) {
  const isPending = entry.kind === "holiday" && entry.isPending;
  return {
    style: { backgroundColor: entry.colour },
    className: cn("hover:brightness-95", isPending && "planning-pending-row"),
  };
}

type PlanningListProps = {
  entries: readonly PlanningEntry[];
  period: ListPeriod;
  /** One part of the period changed: its scope, its month or its year. */
  onPeriodChange: (change: Partial<ListPeriod>) => void;
  onOpen: (entry: PlanningEntry) => void;
};

/**
 * The planning as a list: a month (default) or a year, searched by title or department,
 * by start date, each row in its department's colour.
 */
export function PlanningList({ entries, period, onPeriodChange, onOpen }: PlanningListProps) {
  const ids = { search: useId(), month: useId(), year: useId() };
  const [search, setSearch] = useState("");
  // Typing stays responsive: the (possibly long) table follows when React has time.
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => searchEntries(entries, deferredSearch), [entries, deferredSearch]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 wide:flex-row wide:items-end">
        <ToolbarField
          id={ids.search}
          label={messages.planningSearchPlaceholder}
          isLabelHidden
          className="flex flex-col gap-1.5 wide:w-80"
        >
          <Input
            id={ids.search}
            type="search"
            placeholder={messages.planningSearchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </ToolbarField>
        <SegmentedToggle
          label="List scope"
          value={period.scope}
          onChange={(scope) => onPeriodChange({ scope })}
          options={[
            { value: "month", label: messages.viewByMonth },
            { value: "year", label: messages.viewByYear },
          ]}
        />
        {period.scope === "month"
          ? (
            <ToolbarField id={ids.month} label={messages.selectMonth}>
              <Input
                id={ids.month}
                type="month"
                className="wide:w-48"
                value={period.month}
                onChange={(event) => onPeriodChange({ month: event.target.value })}
              />
            </ToolbarField>
          )
          : (
            <ToolbarField id={ids.year} label={messages.selectYear}>
              <Input
                id={ids.year}
                type="number"
                inputMode="numeric"
                min={1000}
                max={9999}
                className="wide:w-32"
                value={period.year}
                onChange={(event) => onPeriodChange({ year: event.target.value })}
              />
            </ToolbarField>
          )}
      </div>
      <PlanningTable entries={shown} onOpen={onOpen} />
    </div>
  );
}

/** The rows; memoised so that only a new search result or new data renders them again. */
const PlanningTable = memo(function PlanningTable({
  entries,
  onOpen,
}: {
  entries: readonly PlanningEntry[];
  onOpen: (entry: PlanningEntry) => void;
}) {
  const count = useProgressiveCount(entries);
  const rows = useMemo(() => entries.slice(0, count), [entries, count]);
  // Stable while onOpen is, so that a batch of rows added leaves the rows drawn alone.
  const columns = useMemo((): DataColumn<PlanningEntry>[] => [
    {
      header: "Name",
      cell: (entry) => (
        <button
          type="button"
          className="text-left font-medium underline-offset-4 hover:underline"
          onClick={() => onOpen(entry)}
        >
          {entry.name}
        </button>
      ),
    },
    ...COLUMNS,
  ], [onOpen]);
  if (entries.length === 0) {
    return (
      <p className="rounded-lg border py-8 text-center text-sm text-muted-foreground">
        {messages.noPlanningEntries}
      </p>
    );
  }
  return (
    <DataList
      rows={rows}
      columns={columns}
      rowKey={(entry) => entry.key}
      // A table on every screen width, its rows in their department's colours.
      layout="table"
      rowProps={rowProps}
    />
  );
});
