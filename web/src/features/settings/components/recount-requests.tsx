import { RefreshCwIcon } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { toast } from "sonner";

import { todayInLondon, yearOf } from "@shared/dates.ts";

import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useErrorToast } from "@/hooks/use-error-toast";
import { now } from "@/lib/clock";
import { refusalDetail } from "@/lib/refusal";

import { type AffectedRequest, useAffectedRequests } from "../api/get-affected-requests";
import { useRecountRequest } from "../api/recount-request";
import { holidayMessages as texts } from "../holiday-messages";
import { rangeText, yearsAround } from "../utils/holidays";
import { OptionSelect } from "./option-select";
import { SettingsSection } from "./settings-section";

const NO_REQUESTS: AffectedRequest[] = [];

const COLUMNS: DataColumn<AffectedRequest>[] = [
  { header: "Name", cell: (row) => row.name, className: "font-medium whitespace-normal" },
  {
    header: "Dates",
    cell: (row) => rangeText(row.startDate, row.endDate),
    className: "tabular-nums whitespace-normal",
  },
  { header: "Status", cell: (row) => <StatusBadge status={row.status} /> },
  { header: texts.booked, cell: (row) => row.booked, className: "tabular-nums" },
  { header: texts.nowHours, cell: (row) => row.now, className: "tabular-nums" },
];

/**
 * The Requests to re-count section (issue 29, point 6): a year's live requests whose hours a
 * later holiday added or removed would change, booked and now, each with Re-count (no asking
 * first: it charges what the request takes today, and is audited).
 */
export function RecountRequests() {
  const yearId = useId();
  const thisYear = useMemo(() => yearOf(todayInLondon(now())), []);
  const years = useMemo(() => yearsAround(thisYear), [thisYear]);
  const [year, setYear] = useState(thisYear);
  const query = useAffectedRequests(year);
  useErrorToast(query.error, texts.failedToFetchRecounts);
  const recount = useRecountRequest({
    onSuccess: (row) => toast.success(texts.recounted(row.name, row.now)),
    onError: (error) => toast.error(texts.failedToRecount, refusalDetail(error)),
  });

  const actions = (row: AffectedRequest, className?: string) => (
    <Button
      variant="outline"
      size="sm"
      className={className}
      onClick={() => recount.mutate(row.id)}
      disabled={recount.isPending && recount.variables === row.id}
      aria-label={texts.recountOf(row.name, rangeText(row.startDate, row.endDate))}
    >
      <RefreshCwIcon aria-hidden="true" />
      {texts.recount}
    </Button>
  );

  return (
    <SettingsSection title={texts.recountTitle} description={texts.recountDescription}>
      <div className="grid gap-1.5 sm:w-32">
        <Label htmlFor={yearId}>{texts.yearLabel}</Label>
        <OptionSelect
          id={yearId}
          value={String(year)}
          onChange={(value) => setYear(Number(value))}
          options={years.map((option) => ({ value: String(option), label: String(option) }))}
        />
      </div>
      <DataList
        rows={query.data ?? NO_REQUESTS}
        status={{
          isPending: query.isPending,
          isError: query.isError,
          errorMessage: texts.failedToFetchRecounts,
          emptyMessage: texts.noRecounts,
        }}
        columns={[...COLUMNS, { header: "Actions", cell: (row) => actions(row), isOnCard: false }]}
        rowKey={(row) => row.id}
        cardLabel={(row) => row.name}
        cardActions={(row) => actions(row, "flex-1")}
      />
    </SettingsSection>
  );
}
