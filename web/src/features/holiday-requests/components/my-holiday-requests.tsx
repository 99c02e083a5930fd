import { CalendarPlusIcon } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";

import { formatRequestDate, todayInLondon } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";

import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { requestDateColumns } from "@/components/data-list/request-date-columns";
import { longTextColumn } from "@/components/data-list/text-columns";
import { useListState } from "@/components/data-list/use-list-state";
import { ConfirmDialog, useConfirmation } from "@/components/confirm-dialog";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { now } from "@/lib/clock";
import { refusalDetail } from "@/lib/refusal";

import { type HolidayRequest, useMyHolidayRequests } from "../api/get-my-holiday-requests";
import { useRequestCancellation } from "../api/request-cancellation";
import { useWithdrawHolidayRequest } from "../api/withdraw-holiday-request";

const COLUMNS: DataColumn<HolidayRequest>[] = [
  ...requestDateColumns<HolidayRequest>(),
  // The hours the database stored with the request (a column that is never null), as the
  // administrator's lists show them: the web app counts no holidays of its own here.
  { header: "Requested Hours", cell: (request) => request.requested_hours },
  { header: "Status", cell: (request) => <StatusBadge status={request.status} /> },
  longTextColumn("Reason (if denied)", reasonOf),
];

/** The signed-in user's requests: a table on wide screens, cards at 768px or less. */
export function MyHolidayRequests() {
  const requests = useMyHolidayRequests({ refetchOnMount: "always" });
  const status = useListState(
    requests,
    messages.failedToFetchHolidayRequests,
    messages.noHolidayRequests,
    <Button asChild variant="outline">
      <Link to={paths.app.holidaysRequest.getHref()}>
        <CalendarPlusIcon aria-hidden="true" />
        {messages.requestAHoliday}
      </Link>
    </Button>,
  );

  const cancellation = useRequestCancellation({
    onSuccess: () => toast.success(messages.cancellationRequestSubmitted),
    onError: (error) =>
      toast.error(messages.failedToSubmitCancellationRequest, refusalDetail(error)),
  });

  const withdrawal = useConfirmation(
    useWithdrawHolidayRequest,
    (request: HolidayRequest) => request.id,
    { done: messages.holidayRequestWithdrawn, failed: messages.failedToWithdrawHolidayRequest },
  );

  function askCancellation(request: HolidayRequest) {
    if (!globalThis.confirm(messages.confirmRequestCancellation)) return;
    cancellation.mutate(request.id);
  }
  const busyId = cancellation.isPending
    ? cancellation.variables
    : withdrawal.change.isPending
    ? withdrawal.change.variables
    : undefined;
  const today = todayInLondon(now());

  const action = (request: HolidayRequest, className?: string) => (
    <RequestAction
      request={request}
      today={today}
      onRequestCancellation={askCancellation}
      onWithdraw={withdrawal.ask}
      isBusy={busyId === request.id}
      className={className}
    />
  );
  return (
    <>
      <DataList
        // A failed refresh shows the failure rather than the rows it had.
        rows={requests.isError ? [] : requests.data ?? []}
        columns={COLUMNS}
        rowKey={(request) => request.id}
        status={status}
        actions={action}
        cardActionClassName="w-full"
      />
      <ConfirmDialog
        {...withdrawal.dialog}
        title={messages.withdrawTitle}
        description={withdrawal.row ? messages.confirmWithdraw(periodOf(withdrawal.row)) : ""}
        confirmLabel={messages.withdraw}
      />
    </>
  );
}

/**
 * The row's action: 'Withdraw' while a request is pending; 'Request Cancellation' (spec
 * section 4) on an accepted holiday that has not started, so one starting today or earlier
 * offers nothing (the server refuses it too).
 */
function RequestAction({
  request,
  today,
  onRequestCancellation,
  onWithdraw,
  isBusy,
  className,
}: {
  request: HolidayRequest;
  today: string;
  onRequestCancellation: (request: HolidayRequest) => void;
  onWithdraw: (request: HolidayRequest) => void;
  isBusy: boolean;
  className?: string;
}) {
  const isPending = request.status === "pending";
  const isCancellable = request.status === "accepted" && request.start_date > today;
  if (!isPending && !isCancellable) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      disabled={isBusy}
      onClick={() => (isPending ? onWithdraw(request) : onRequestCancellation(request))}
    >
      {isPending ? messages.withdraw : messages.requestCancellation}
    </Button>
  );
}

/** A request's dates as the list shows them: "07/12/2026 to 10/12/2026 (Morning)". */
function periodOf(request: HolidayRequest): string {
  return `${formatRequestDate(request.start_date, request.start_day_type)} to ${
    formatRequestDate(request.end_date, request.end_day_type)
  }`;
}

/**
 * The reason column: the denial reason of a denied request; for an approved one whose
 * cancellation was refused, that refusal's reason (DESIGN section 3); else 'N/A'.
 */
function reasonOf(request: HolidayRequest): string {
  if (request.status === "rejected") {
    return request.deny_reason?.trim() || messages.notApplicable;
  }
  const refusal = request.cancel_reject_reason?.trim();
  if (request.status === "accepted" && refusal) {
    return `${messages.cancellationRejected}: ${refusal}`;
  }
  return messages.notApplicable;
}
