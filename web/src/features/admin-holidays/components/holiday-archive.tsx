import { SearchIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";

import { ARCHIVE_PAGE_SIZE } from "@shared/constants.ts";
import { formatRequestDate } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import { denyReasonPreview } from "@shared/status.ts";

import { ListStatus } from "@/components/list-status";
import { pageCount, Pager } from "@/components/pager";
import { RecordCard } from "@/components/record-card";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useErrorToast } from "@/hooks/use-error-toast";
import { useIsNarrow } from "@/hooks/use-is-narrow";

import { useCancelRequest } from "../api/cancel-request";
import { useArchivePage } from "../api/get-archive-page";
import type { AdminHolidayRequest } from "../api/get-pending-requests";
import { requesterName } from "../utils/format";

const SEARCH_DELAY_MS = 300;

const COLUMNS = {
  firstName: "First Name",
  lastName: "Last Name",
  department: "Department",
  startDate: "Start Date",
  endDate: "End Date",
  requestedHours: "Requested Hours",
  status: "Status",
  reason: "Reason (if denied)",
  actions: "Actions",
} as const;

/**
 * Every holiday request, newest first, 20 a page fetched from the server (so 100,000
 * requests cost one page each), searched by name, department or status label.
 */
export function HolidayArchive() {
  // The search and page live in the address (?q=&page=): kept on reload, on Back, and when
  // the layout switches between wide and narrow.
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Math.trunc(Number(params.get("page"))) || 1);
  const setSearch = (next: { q?: string; page?: number }) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      const nextQ = next.q ?? q;
      const nextPage = next.page ?? page;
      if (nextQ) merged.set("q", nextQ);
      else merged.delete("q");
      if (nextPage > 1) merged.set("page", String(nextPage));
      else merged.delete("page");
      return merged;
    }, { replace: true });
  const setPage = (next: number) => setSearch({ page: next });

  const [text, setText] = useState(q);
  const typed = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  // A new search starts again at page 1.
  useEffect(() => {
    if (typed !== q) setSearch({ q: typed, page: 1 });
  });

  const archive = useArchivePage({ q, page });
  useErrorToast(archive.error, messages.failedToFetchHolidayRequests);
  const isNarrow = useIsNarrow();
  const pages = pageCount(archive.data?.total ?? 0, ARCHIVE_PAGE_SIZE);
  // A list that shrank under the reader (another admin's change) shows its last page.
  if (archive.data && !archive.isPlaceholderData && page > pages) setPage(pages);

  const cancel = useCancelRequest({
    onSuccess: () => toast.success(messages.holidayRequestCanceled),
    onError: () => toast.error(messages.failedToCancelHolidayRequest),
  });
  function cancelRequest(request: AdminHolidayRequest) {
    if (!globalThis.confirm(messages.confirmCancelHoliday)) return;
    cancel.mutate(request.id);
  }

  const rows = archive.data?.items ?? [];
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
      <div className="relative sm:max-w-sm">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={messages.archiveSearchPlaceholder}
          placeholder={messages.archiveSearchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
        />
      </div>

      {rows.length === 0
        ? (
          <ListStatus
            isPending={archive.isPending}
            isError={archive.isError}
            isEmpty={archive.isSuccess}
            errorMessage={messages.failedToFetchHolidayRequests}
            emptyMessage={messages.noMatchingHolidayRequests}
          />
        )
        : isNarrow
        ? (
          <ul className="flex flex-col gap-3" aria-busy={archive.isPlaceholderData}>
            {rows.map((request) => (
              <li key={request.id}>
                <RecordCard
                  label={requesterName(request)}
                  fields={[
                    { label: COLUMNS.firstName, value: request.firstName },
                    { label: COLUMNS.lastName, value: request.lastName },
                    { label: COLUMNS.department, value: request.department },
                    {
                      label: COLUMNS.startDate,
                      value: formatRequestDate(request.start_date, request.start_day_type),
                    },
                    {
                      label: COLUMNS.endDate,
                      value: formatRequestDate(request.end_date, request.end_day_type),
                    },
                    { label: COLUMNS.requestedHours, value: request.requested_hours ?? 0 },
                    { label: COLUMNS.status, value: <StatusBadge status={request.status} /> },
                    { label: COLUMNS.reason, value: denyReasonPreview(request.deny_reason) },
                  ]}
                  actions={cancelButton(request, "w-full")}
                />
              </li>
            ))}
          </ul>
        )
        : (
          <div className="rounded-lg border bg-card" aria-busy={archive.isPlaceholderData}>
            <Table>
              <TableHeader>
                <TableRow>
                  {Object.values(COLUMNS).map((title) => (
                    <TableHead key={title} className="whitespace-normal">{title}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((request) => (
                  <TableRow key={request.id}>
                    <TableCell>{request.firstName}</TableCell>
                    <TableCell>{request.lastName}</TableCell>
                    <TableCell>{request.department}</TableCell>
                    <TableCell className="min-w-24 whitespace-normal">
                      {formatRequestDate(request.start_date, request.start_day_type)}
                    </TableCell>
                    <TableCell className="min-w-24 whitespace-normal">
                      {formatRequestDate(request.end_date, request.end_day_type)}
                    </TableCell>
                    <TableCell>{request.requested_hours ?? 0}</TableCell>
                    <TableCell className="whitespace-normal">
                      <StatusBadge status={request.status} />
                    </TableCell>
                    <TableCell
                      className="whitespace-normal"
                      title={request.deny_reason ?? undefined}
                    >
                      {denyReasonPreview(request.deny_reason)}
                    </TableCell>
                    <TableCell>{cancelButton(request)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}

      <Pager
        page={page}
        pages={pages}
        onPageChange={setPage}
        isBusy={archive.isPlaceholderData}
      />
    </div>
  );
}
