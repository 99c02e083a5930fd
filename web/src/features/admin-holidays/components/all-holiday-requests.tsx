import { DownloadIcon, LoaderCircleIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { ARCHIVE_CSV_FILE_NAME, ARCHIVE_PAGE_SIZE } from "@shared/constants.ts";
import { messages } from "@shared/messages.ts";
import { denyReasonPreview } from "@shared/status.ts";

import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { requestDateColumns } from "@/components/data-list/request-date-columns";
import { useListState } from "@/components/data-list/use-list-state";
import { Pager } from "@/components/pager";
import { SearchBox } from "@/components/search-box";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { usePagedList, useSearchInAddress } from "@/hooks/use-paged-list";
import { downloadCsv } from "@/lib/csv";
import { refusalDetail } from "@/lib/refusal";

import { useCancelRequest } from "../api/cancel-request";
import { getAllHolidayRequestsQueryOptions } from "../api/get-all-holiday-requests";
import { getArchiveExport } from "../api/get-archive-export";
import type { AdminHolidayRequest } from "../api/get-pending-requests";
import { archiveCsv } from "../utils/archive-csv";
import { requesterName } from "../utils/format";
import { LeaveTypeFilter } from "./leave-type-filter";

const COLUMNS: DataColumn<AdminHolidayRequest>[] = [
  { header: "First Name", cell: (request) => request.firstName },
  { header: "Last Name", cell: (request) => request.lastName },
  { header: "Department", cell: (request) => request.department },
  ...requestDateColumns<AdminHolidayRequest>("min-w-24 whitespace-normal"),
  { header: "Requested Hours", cell: (request) => request.requested_hours ?? 0 },
  {
    header: "Status",
    cell: (request) => <StatusBadge status={request.status} />,
    className: "whitespace-normal",
  },
  {
    header: "Reason (if denied)",
    cell: (request) => denyReasonPreview(request.deny_reason),
    className: "whitespace-normal",
    title: (request) => request.deny_reason ?? undefined,
  },
];

/** The frame (CSS px) the archive's table needs to show its nine columns side by side. */
const ARCHIVE_TABLE_WIDTH = 880;

/**
 * Every holiday request, newest first, 20 a page fetched from the server (so 100,000
 * requests cost one page each), searched by name, department, status label or a dd/MM/yyyy
 * start or end date; Export CSV writes every request the search matches, all pages.
 */
export function AllHolidayRequests() {
  // The leave type filter (issue 33): shown only while another type than Holiday is active.
  const [leaveTypeId, setLeaveTypeId] = useState<number | undefined>(undefined);
  const archive = usePagedList({
    pageSize: ARCHIVE_PAGE_SIZE,
    queryOptions: (search) => getAllHolidayRequestsQueryOptions({ ...search, leaveTypeId }),
    // In the address (?q=&page=): kept on reload, on Back, and when the layout switches.
    store: useSearchInAddress(),
  });
  const { query } = archive;
  const searchText = archive.searchText.trim();
  const status = useListState(
    query,
    messages.failedToFetchHolidayRequests,
    messages.noMatchingHolidayRequests,
    searchText && (
      <Button variant="outline" onClick={() => archive.setSearchText("")}>
        {messages.clearSearch}
      </Button>
    ),
  );

  const [isExporting, setIsExporting] = useState(false);
  async function exportCsv() {
    setIsExporting(true);
    try {
      downloadCsv(
        ARCHIVE_CSV_FILE_NAME,
        archiveCsv(await getArchiveExport(searchText, leaveTypeId)),
      );
    } catch (error) {
      toast.error(messages.failedToFetchHolidayRequests, refusalDetail(error));
    } finally {
      setIsExporting(false);
    }
  }

  const cancel = useCancelRequest({
    onSuccess: () => toast.success(messages.holidayRequestCanceled),
    onError: () => toast.error(messages.failedToCancelHolidayRequest),
  });
  function cancelRequest(request: AdminHolidayRequest) {
    if (!globalThis.confirm(messages.confirmCancelHoliday)) return;
    cancel.mutate(request.id);
  }
  const cancelButton = (request: AdminHolidayRequest, className?: string) =>
    request.status === "accepted" && (
      <Button
        size="sm"
        variant="outline"
        className={className}
        disabled={cancel.isPending && cancel.variables === request.id}
        onClick={() => cancelRequest(request)}
        aria-label={`Cancel ${requesterName(request)}`}
      >
        Cancel
      </Button>
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          label={messages.archiveSearchPlaceholder}
          value={archive.searchText}
          onChange={archive.setSearchText}
          className="sm:w-full sm:max-w-sm"
        />
        <LeaveTypeFilter
          value={leaveTypeId}
          onChange={(next) => {
            setLeaveTypeId(next);
            archive.setPage(1);
          }}
        />
        {/* aria-disabled, not disabled: the focus stays on the button while it works. */}
        <Button
          variant="outline"
          onClick={() => !isExporting && void exportCsv()}
          aria-disabled={isExporting || undefined}
        >
          {isExporting
            ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            : <DownloadIcon aria-hidden="true" />}
          {messages.exportCsv}
        </Button>
      </div>

      <DataList
        rows={archive.rows}
        columns={COLUMNS}
        rowKey={(request) => request.id}
        status={status}
        wrapHeaders
        // Narrower, the table would hide the Status and the reason under its Cancel column.
        cardsBelow={ARCHIVE_TABLE_WIDTH}
        cardLabel={requesterName}
        actions={cancelButton}
        cardActionClassName="w-full"
        isBusy={query.isPlaceholderData}
      />

      <Pager
        page={archive.page}
        pages={archive.pages}
        onPageChange={archive.setPage}
        isBusy={query.isPlaceholderData}
      />
    </div>
  );
}
