import { RefreshCwIcon } from "lucide-react";
import { toast } from "sonner";

import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { useListState } from "@/components/data-list/use-list-state";
import { SettingsSection } from "@/components/settings-card";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { refusalDetail } from "@/lib/refusal";

import { type AffectedRequest, useAffectedRequests } from "../api/get-affected-requests";
import { useRecountRequest } from "../api/recount-request";
import { holidayMessages as texts } from "../holiday-messages";
import { rangeText } from "../utils/holidays";
import { nameAndDatesColumns } from "./range-columns";
import { useYearChoice, YearSelect } from "./year-select";

const NO_REQUESTS: AffectedRequest[] = [];

const COLUMNS: DataColumn<AffectedRequest>[] = [
  ...nameAndDatesColumns<AffectedRequest>(),
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
  const choice = useYearChoice();
  const query = useAffectedRequests(choice.year);
  const status = useListState(query, texts.failedToFetchRecounts, texts.noRecounts);
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
      <YearSelect {...choice} />
      <DataList
        rows={query.data ?? NO_REQUESTS}
        status={status}
        columns={COLUMNS}
        actions={actions}
        cardActionClassName="flex-1"
        rowKey={(row) => row.id}
        cardLabel={(row) => row.name}
      />
    </SettingsSection>
  );
}
