import { useId, useMemo, useState } from "react";

import { todayInLondon } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";

import { now } from "@/lib/clock";
import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { DisclosureSection } from "@/components/disclosure-section";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useErrorToast } from "@/hooks/use-error-toast";

import { type SicknessSummaryRow, useSicknessSummary } from "../api/get-sickness-summary";
import { SickDaysByMonth, sickDaysByMonthTitle } from "./sick-days-by-month";

/** Years the server summarises. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** A typed year the summary can show: "2025" → 2025; "202" or "1999" → null. */
export function summaryYear(text: string): number | null {
  if (!/^\d{4}$/.test(text.trim())) return null;
  const year = Number(text);
  return year >= FIRST_YEAR && year <= LAST_YEAR ? year : null;
}

/** Ranks of rows sorted most first, ties sharing a place: totals 9, 5, 5, 2 → 1, 2, 2, 4. */
export function ranks(rows: readonly SicknessSummaryRow[]): number[] {
  const places: number[] = [];
  rows.forEach((row, index) => {
    const tiesAbove = index > 0 && rows[index - 1].totalSickDays === row.totalSickDays;
    places.push(tiesAbove ? places[index - 1] : index + 1);
  });
  return places;
}

const NO_ROWS: SicknessSummaryRow[] = [];

/**
 * 'Sickness Summary for {year}': a free year input (default this year) and the users with
 * sick days that year, most first. A year still being typed keeps the last one shown.
 */
export function SicknessSummary() {
  const inputId = useId();
  const thisYear = useMemo(() => Number(todayInLondon(now()).slice(0, 4)), []);
  const [text, setText] = useState(String(thisYear));
  const [year, setYear] = useState(thisYear);

  const summary = useSicknessSummary(year);
  useErrorToast(summary.error, messages.failedToFetchSicknessSummary);
  const rows = summary.data ?? NO_ROWS;
  const places = useMemo(() => ranks(rows), [rows]);
  const columns = useMemo((): DataColumn<SicknessSummaryRow>[] => [
    {
      header: "Rank",
      cell: (_, index) => places[index],
      className: "tabular-nums",
      headClassName: "w-16",
    },
    {
      header: "User",
      cell: (row) => `${row.firstName} ${row.lastName}`,
      className: "font-medium",
    },
    {
      header: "Total Sick Days (Mon-Thu)",
      cell: (row) => row.totalSickDays,
      className: "text-right tabular-nums",
      headClassName: "text-right whitespace-normal",
    },
  ], [places]);

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">
        {messages.sicknessSummaryTitle(year)}
      </h1>
      <div className="flex flex-col gap-1.5 sm:w-40">
        <Label htmlFor={inputId}>Year</Label>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={FIRST_YEAR}
          max={LAST_YEAR}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const typed = summaryYear(event.target.value);
            if (typed !== null) setYear(typed);
          }}
        />
      </div>
      <DataList
        rows={rows}
        columns={columns}
        rowKey={(row) => row.user_id}
        status={{
          isPending: summary.isPending,
          isError: summary.isError && !summary.data,
          errorMessage: messages.failedToFetchSicknessSummary,
          emptyMessage: messages.noSickDaysInYear,
        }}
        // Three short columns fit a phone.
        layout="table"
      />
      <DisclosureSection title={sickDaysByMonthTitle(year)}>
        <SickDaysByMonth year={year} />
      </DisclosureSection>
    </section>
  );
}
