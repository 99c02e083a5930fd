import { toast } from "sonner";

import { bankHolidaySet } from "@shared/bank-holidays.ts";
import { formatRequestDate, isValidIsoDate } from "@shared/dates.ts";
import { requestHours } from "@shared/hours.ts";
import { messages } from "@shared/messages.ts";

import { LoadingScreen } from "@/components/loading-screen";
import { StatusBadge } from "@/components/status-badge";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useErrorToast } from "@/hooks/use-error-toast";
import { useIsNarrow } from "@/hooks/use-is-narrow";

import { type HolidayRequest, useMyHolidayRequests } from "../api/get-my-holiday-requests";
import { useRequestCancellation } from "../api/request-cancellation";

const BANK_HOLIDAYS = bankHolidaySet();

const COLUMNS = {
  startDate: "Start Date",
  endDate: "End Date",
  requestedHours: "Requested Hours",
  status: "Status",
  reason: "Reason (if denied)",
  actions: "Actions",
} as const;

/** The signed-in user's requests: a table on wide screens, cards at 768px or less. */
export function MyHolidayRequests() {
  const requests = useMyHolidayRequests();
  useErrorToast(requests.error, messages.failedToFetchHolidayRequests);
  const isNarrow = useIsNarrow();

  const cancellation = useRequestCancellation({
    onSuccess: () => toast.success(messages.cancellationRequestSubmitted),
    onError: () => toast.error(messages.failedToSubmitCancellationRequest),
  });

  function askCancellation(request: HolidayRequest) {
    if (!globalThis.confirm(messages.confirmRequestCancellation)) return;
    cancellation.mutate(request.id);
  }
  const busyId = cancellation.isPending ? cancellation.variables : undefined;

  if (requests.isPending) return <LoadingScreen fullPage={false} />;
  if (requests.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{messages.failedToFetchHolidayRequests}</AlertDescription>
      </Alert>
    );
  }
  if (requests.data.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">{messages.noHolidayRequests}</p>
    );
  }

  const rowProps = { onRequestCancellation: askCancellation, busyId };
  return isNarrow
    ? <RequestCards requests={requests.data} {...rowProps} />
    : <RequestTable requests={requests.data} {...rowProps} />;
}

type ListProps = {
  requests: HolidayRequest[];
  onRequestCancellation: (request: HolidayRequest) => void;
  /** The request whose cancellation is being sent. */
  busyId: HolidayRequest["id"] | undefined;
};

function RequestTable({ requests, onRequestCancellation, busyId }: ListProps) {
  return (
    <div className="rounded-lg border bg-card">
      <Table>
        <TableHeader>
          <TableRow>
            {Object.values(COLUMNS).map((title) => <TableHead key={title}>{title}</TableHead>)}
          </TableRow>
        </TableHeader>
        <TableBody>
          {requests.map((request) => (
            <TableRow key={request.id}>
              <TableCell>{formatRequestDate(request.start_date, request.start_day_type)}</TableCell>
              <TableCell>{formatRequestDate(request.end_date, request.end_day_type)}</TableCell>
              <TableCell>{hoursOf(request)}</TableCell>
              <TableCell>
                <StatusBadge status={request.status} />
              </TableCell>
              <TableCell className="max-w-xs truncate" title={reasonOf(request)}>
                {reasonOf(request)}
              </TableCell>
              <TableCell>
                <CancellationAction
                  request={request}
                  onRequestCancellation={onRequestCancellation}
                  isBusy={busyId === request.id}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function RequestCards({ requests, onRequestCancellation, busyId }: ListProps) {
  return (
    <ul className="flex flex-col gap-3">
      {requests.map((request) => (
        <li key={request.id}>
          <Card className="gap-3 py-4">
            <CardContent className="flex flex-col gap-3 px-4">
              <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">{COLUMNS.startDate}</dt>
                <dd>{formatRequestDate(request.start_date, request.start_day_type)}</dd>
                <dt className="text-muted-foreground">{COLUMNS.endDate}</dt>
                <dd>{formatRequestDate(request.end_date, request.end_day_type)}</dd>
                <dt className="text-muted-foreground">{COLUMNS.requestedHours}</dt>
                <dd>{hoursOf(request)}</dd>
                <dt className="text-muted-foreground">{COLUMNS.status}</dt>
                <dd>
                  <StatusBadge status={request.status} />
                </dd>
                <dt className="text-muted-foreground">{COLUMNS.reason}</dt>
                <dd className="min-w-0 break-words">{reasonOf(request)}</dd>
              </dl>
              <CancellationAction
                request={request}
                onRequestCancellation={onRequestCancellation}
                isBusy={busyId === request.id}
                className="w-full"
              />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
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
