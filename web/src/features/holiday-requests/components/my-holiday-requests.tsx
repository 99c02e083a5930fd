import { toast } from "sonner";

import { bankHolidaySet } from "@shared/bank-holidays.ts";
import { isValidIsoDate } from "@shared/dates.ts";
import { requestHours } from "@shared/hours.ts";
import { messages } from "@shared/messages.ts";

import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { requestDateColumns } from "@/components/data-list/request-date-columns";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { useErrorToast } from "@/hooks/use-error-toast";

import { type HolidayRequest, useMyHolidayRequests } from "../api/get-my-holiday-requests";
import { useRequestCancellation } from "../api/request-cancellation";

const BANK_HOLIDAYS = bankHolidaySet();

const COLUMNS: DataColumn<HolidayRequest>[] = [
  ...requestDateColumns<HolidayRequest>(),
  { header: "Requested Hours", cell: hoursOf },
  { header: "Status", cell: (request) => <StatusBadge status={request.status} /> },
  { header: "Reason (if denied)", cell: reasonOf, className: "max-w-xs truncate", title: reasonOf },
];

/** The signed-in user's requests: a table on wide screens, cards at 768px or less. */
export function MyHolidayRequests() {
  const requests = useMyHolidayRequests({ refetchOnMount: "always" });
  useErrorToast(requests.error, messages.failedToFetchHolidayRequests);

  const cancellation = useRequestCancellation({
    onSuccess: () => toast.success(messages.cancellationRequestSubmitted),
    onError: () => toast.error(messages.failedToSubmitCancellationRequest),
  });

  function askCancellation(request: HolidayRequest) {
    if (!globalThis.confirm(messages.confirmRequestCancellation)) return;
    cancellation.mutate(request.id);
  }
  const busyId = cancellation.isPending ? cancellation.variables : undefined;

  const action = (request: HolidayRequest, className?: string) => (
    <CancellationAction
      request={request}
      onRequestCancellation={askCancellation}
      isBusy={busyId === request.id}
      className={className}
    />
  );
  return (
    <DataList
      // A failed refresh shows the failure rather than the rows it had.
      rows={requests.isError ? [] : requests.data ?? []}
      columns={[
        ...COLUMNS,
        { header: "Actions", cell: (request) => action(request), isOnCard: false },
      ]}
      rowKey={(request) => request.id}
      status={{
        isPending: requests.isPending,
        isError: requests.isError,
        errorMessage: messages.failedToFetchHolidayRequests,
        emptyMessage: messages.noHolidayRequests,
      }}
      cardActions={(request) => action(request, "w-full")}
    />
  );
}

/** 'Request Cancellation', offered on accepted requests only (spec section 4). */
function CancellationAction({
  request,
  onRequestCancellation,
  isBusy,
  className,
}: {
  request: HolidayRequest;
  onRequestCancellation: (request: HolidayRequest) => void;
  isBusy: boolean;
  className?: string;
}) {
  if (request.status !== "accepted") return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      disabled={isBusy}
      onClick={() => onRequestCancellation(request)}
    >
      {messages.requestCancellation}
    </Button>
  );
}

/** The stored hours; computed by the shared rule only if an answer lacks them. */
function hoursOf(request: HolidayRequest): number {
  if (typeof request.requested_hours === "number") return request.requested_hours;
  if (!isValidIsoDate(request.start_date) || !isValidIsoDate(request.end_date)) return 0;
  return requestHours({
    startDate: request.start_date,
    endDate: request.end_date,
    startDayType: request.start_day_type,
    endDayType: request.end_day_type,
  }, BANK_HOLIDAYS);
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
