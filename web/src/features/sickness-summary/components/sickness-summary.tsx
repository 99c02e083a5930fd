import { useId, useMemo, useState } from "react";

import { todayInLondon } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import { nameMatches } from "@shared/user-search.ts";

import { now } from "@/lib/clock";
import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { DisclosureSection } from "@/components/disclosure-section";
import { Pager } from "@/components/pager";
import { SearchBox } from "@/components/search-box";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useErrorToast } from "@/hooks/use-error-toast";
import { useOnceTrue } from "@/hooks/use-once-true";
import { usePagedList } from "@/hooks/use-paged-list";

import {
  getSicknessSummaryPageQueryOptions,
  type SicknessSummaryPageRow,
  type SicknessSummaryRow,
  SUMMARY_PAGE_SIZE,
} from "../api/get-sickness-summary";
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

/**
 * The page's rows with their rank: the server's (in the company's year, whatever the search),
 * or, from an answer without ranks, counted over the rows themselves.
 */
export function withRanks(rows: readonly SicknessSummaryRow[]): SicknessSummaryPageRow[] {
  if (rows.every((row) => typeof (row as Partial<SicknessSummaryPageRow>).rank === "number")) {
    return rows as SicknessSummaryPageRow[];
  }
  const places = ranks(rows);
  return rows.map((row, index) => ({ ...row, rank: places[index] }));
}

const columns: DataColumn<SicknessSummaryPageRow>[] = [
  {
    header: "Rank",
    cell: (row) => row.rank,
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
];

/** The name search's box (issue 32): shown once the year's rows spill over one page. */
const SEARCH_LABEL = "Search by name";

/**
 * 'Sickness Summary for {year}': a free year input (default this year) and the users with
 * sick days that year, most first. A year still being typed keeps the last one shown. The
 * server pages the rows (issue 32): past one page, a name search and Previous and Next; a
 * company of up to one page sees the spec's screen.
 */
export function SicknessSummary() {
  const inputId = useId();
  const thisYear = useMemo(() => Number(todayInLondon(now()).slice(0, 4)), []);
  const [text, setText] = useState(String(thisYear));
  const [year, setYear] = useState(thisYear);

  const list = usePagedList({
    pageSize: SUMMARY_PAGE_SIZE,
    queryOptions: ({ q, page }) => getSicknessSummaryPageQueryOptions(year, q, page),
  });
  const { query, searchText, setSearchText } = list;
  useErrorToast(query.error, messages.failedToFetchSicknessSummary);
  const isPaged = list.pages > 1;
  // Once shown, the search stays, so that a search that finds few can be cleared.
  const isSearchable = useOnceTrue(isPaged);
  // The page in hand filtered by what is typed, until the server answers the search.
  const rows = useMemo(
    () => withRanks(list.rows).filter((row) => nameMatches(row, searchText)),
    [list.rows, searchText],
  );
  const isSearching = searchText.trim() !== "";

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
            if (typed !== null && typed !== year) {
              setYear(typed);
              list.setPage(1);
            }
          }}
        />
      </div>
      {isSearchable && (
        <SearchBox
          label={SEARCH_LABEL}
          value={searchText}
          onChange={setSearchText}
          className="sm:w-72"
        />
      )}
      <DataList
        rows={rows}
        columns={columns}
        rowKey={(row) => row.user_id}
        isBusy={isPaged && query.isPlaceholderData}
        status={{
          isPending: query.isPending,
          isError: query.isError && !query.data,
          errorMessage: messages.failedToFetchSicknessSummary,
          emptyMessage: isSearching ? messages.noMatchingUsers : messages.noSickDaysInYear,
          emptyAction: isSearching && (
            <Button variant="outline" onClick={() => setSearchText("")}>
              {messages.clearSearch}
            </Button>
          ),
        }}
        // Three short columns fit a phone.
        layout="table"
      />
      {isPaged && (
        <Pager
          page={list.page}
          pages={list.pages}
          onPageChange={list.setPage}
          isBusy={query.isPlaceholderData}
        />
      )}
      <DisclosureSection title={sickDaysByMonthTitle(year)}>
        <SickDaysByMonth year={year} />
      </DisclosureSection>
    </section>
  );
}
