import { useId, useMemo, useState } from "react";

import { formatDate, isValidIsoDate, todayInLondon } from "@shared/dates.ts";
import type { BradfordBand } from "@shared/schemas/bradford.ts";

import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { DateField } from "@/components/date-field";
import { LabelledSelect } from "@/components/option-select";
import { Label } from "@/components/ui/label";
import { useErrorToast } from "@/hooks/use-error-toast";
import { now } from "@/lib/clock";

import { type BradfordRow, useBradford } from "../api/get-bradford";
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

const NO_ROWS: BradfordRow[] = [];
const NO_BANDS: BradfordBand[] = [];

/**
 * The scores of the 52 weeks to a day (today unless another is chosen), highest first or by
 * name, each with the band it reached, and what the bands mean. Never a reason: the answer has
 * none.
 */
export function BradfordScores() {
  const asOfId = useId();
  const today = useMemo(() => todayInLondon(now()), []);
  // The field's value, and the last whole date in it: the one asked about.
  const [typed, setTyped] = useState(today);
  const [asOf, setAsOf] = useState(today);
  const [order, setOrder] = useState<SortOrder>("score");

  const bradford = useBradford(asOf);
  useErrorToast(bradford.error, texts.failedToFetch);
  const answer = bradford.data;
  const bands = answer?.bands ?? NO_BANDS;
  const rows = useMemo(() => sortedRows(answer?.rows ?? NO_ROWS, order), [answer, order]);
  const columns = useMemo(() => columnsFor(bands), [bands]);

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
              if (isValidIsoDate(value)) setAsOf(value);
            }}
          />
        </div>
        <LabelledSelect
          label={texts.sortBy}
          className="grid gap-1.5 sm:w-56"
          value={order}
          onChange={setOrder}
          options={SORT_ORDERS}
        />
      </div>
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
          emptyMessage: texts.noSickness,
        }}
      />
    </div>
  );
}
