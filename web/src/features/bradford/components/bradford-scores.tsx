import { useId, useMemo, useState } from "react";

import { formatDate, isValidIsoDate, todayInLondon } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import type { BradfordBand } from "@shared/schemas/bradford.ts";
import { nameMatches } from "@shared/user-search.ts";

import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { DateField } from "@/components/date-field";
import { LabelledSelect } from "@/components/option-select";
import { Pager } from "@/components/pager";
import { SearchBox } from "@/components/search-box";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useErrorToast } from "@/hooks/use-error-toast";
import { usePagedList } from "@/hooks/use-paged-list";
import { now } from "@/lib/clock";

import {
  BRADFORD_PAGE_SIZE,
  type BradfordPage,
  type BradfordRow,
  getBradfordPageQueryOptions,
} from "../api/get-bradford";
import { bradfordMessages as texts } from "../messages";
import { BandBadge, BandLegend } from "./band-badge";

const SORT_ORDERS = [
  { value: "score", label: texts.sortByScore },
  { value: "name", label: texts.sortByName },
] as const;

export type SortOrder = (typeof SORT_ORDERS)[number]["value"];

const NAMES = new Intl.Collator("en-GB", { sensitivity: "base" });

/**
 * The rows in `order`: as answered (highest score first) or by last then first name, as the
 * app lists people.
 */
export function sortedRows(rows: readonly BradfordRow[], order: SortOrder): readonly BradfordRow[] {
  if (order === "score") return rows;
  return [...rows].sort((a, b) =>
    NAMES.compare(a.lastName, b.lastName) || NAMES.compare(a.firstName, b.firstName)
  );
}

const nameOf = (row: BradfordRow) => `${row.firstName} ${row.lastName}`;
const NUMBER = "text-right tabular-nums";

function columnsFor(bands: readonly BradfordBand[]): DataColumn<BradfordRow>[] {
  return [
    { header: "User", cell: nameOf, className: "font-medium" },
    { header: "Spells", cell: (row) => row.spells, className: NUMBER, headClassName: "text-right" },
    { header: "Days", cell: (row) => row.days, className: NUMBER, headClassName: "text-right" },
    { header: "Score", cell: (row) => row.score, className: NUMBER, headClassName: "text-right" },
    { header: "Band", cell: (row) => <BandBadge band={row.band} bands={bands} /> },
  ];
}

const NO_BANDS: BradfordBand[] = [];

/**
 * The scores of the 52 weeks to a day (today unless another is chosen), highest first or by
 * name, each with the band it reached, and what the bands mean. Never a reason: the answer has
 * none. The server pages the scores (issue 32): past one page, it sorts them, a name search
 * shows, and Previous and Next; a company of up to one page sees the screen of issue 18, sorted
 * here.
 */
export function BradfordScores() {
  const asOfId = useId();
  const today = useMemo(() => todayInLondon(now()), []);
  // The field's value, and the last whole date in it: the one asked about.
  const [typed, setTyped] = useState(today);
  const [asOf, setAsOf] = useState(today);
  const [order, setOrder] = useState<SortOrder>("score");

  // Until the scores are known to spill over one page, every score is asked for (issue 18's
  // request) and sorted here; from then on (a company of more than 50 off sick), pages of them,
  // sorted and searched by the server.
  const [isLarge, setIsLarge] = useState(false);
  const list = usePagedList({
    pageSize: BRADFORD_PAGE_SIZE,
    queryOptions: ({ q, page }) =>
      getBradfordPageQueryOptions(
        { asOf, q, sort: isLarge ? order : "score", isWhole: !isLarge },
        page,
      ),
  });
  const { query: bradford, searchText, setSearchText } = list;
  useErrorToast(bradford.error, texts.failedToFetch);
  const answer: BradfordPage | undefined = bradford.data;
  const isPaged = list.pages > 1;
  // State derived while rendering (React's pattern); once large, it stays so, and so does the
  // search, so that a search that finds few can be cleared.
  if (isPaged && !isLarge) setIsLarge(true);
  const bands = answer?.bands ?? NO_BANDS;
  // The page in hand filtered by what is typed, until the server answers the search; of every
  // score (the first answer of a large company), the first page, until that page comes.
  const rows = useMemo(() => {
    const isPage = isLarge && list.rows.length <= BRADFORD_PAGE_SIZE;
    return (isPage ? list.rows : sortedRows(list.rows, order).slice(0, BRADFORD_PAGE_SIZE))
      .filter((row) => nameMatches(row, searchText));
  }, [isLarge, list.rows, order, searchText]);
  const columns = useMemo(() => columnsFor(bands), [bands]);
  const isSearching = searchText.trim() !== "";

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="grid gap-1.5 sm:w-44">
          <Label htmlFor={asOfId}>{texts.asOf}</Label>
          <DateField
            id={asOfId}
            label={texts.asOf}
            value={typed}
            max={today}
            aria-invalid={typed !== asOf || undefined}
            onChange={(value) => {
              setTyped(value);
              if (isValidIsoDate(value) && value !== asOf) {
                setAsOf(value);
                list.setPage(1);
              }
            }}
          />
        </div>
        <LabelledSelect
          label={texts.sortBy}
          className="grid gap-1.5 sm:w-56"
          value={order}
          onChange={(next) => {
            setOrder(next);
            list.setPage(1);
          }}
          options={SORT_ORDERS}
        />
      </div>
      {isLarge && (
        <SearchBox
          label={texts.search}
          value={searchText}
          onChange={setSearchText}
          className="sm:w-72"
        />
      )}
      {answer && (
        <>
          <p className="text-sm text-muted-foreground">
            {texts.period(formatDate(answer.from), formatDate(answer.asOf))}
          </p>
          <BandLegend bands={bands} />
        </>
      )}
      <DataList
        rows={rows}
        columns={columns}
        rowKey={(row) => row.user_id}
        cardLabel={nameOf}
        isBusy={bradford.isPlaceholderData}
        status={{
          isPending: bradford.isPending,
          isError: bradford.isError && !answer,
          errorMessage: texts.failedToFetch,
          emptyMessage: isSearching ? messages.noMatchingUsers : texts.noSickness,
          emptyAction: isSearching && (
            <Button variant="outline" onClick={() => setSearchText("")}>
              {messages.clearSearch}
            </Button>
          ),
        }}
      />
      {isPaged && (
        <Pager
          page={list.page}
          pages={list.pages}
          onPageChange={list.setPage}
          isBusy={bradford.isPlaceholderData}
        />
      )}
    </div>
  );
}
