import { toast } from "sonner";

import { formatRequestDate } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";

import { ListStatus } from "@/components/list-status";
import { RecordCard } from "@/components/record-card";
import { Button } from "@/components/ui/button";
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

import { useApproveCancellation } from "../api/approve-cancellation";
import { useCancellationRequests } from "../api/get-cancellation-requests";
import type { AdminHolidayRequest } from "../api/get-pending-requests";
import { useRejectCancellation } from "../api/reject-cancellation";
import { requesterName } from "../utils/format";

const COLUMNS = {
  user: "User",
  startDate: "Start Date",
  endDate: "End Date",
  actions: "Actions",
} as const;

/** Requests whose owner asked to cancel: Approve, or Reject with a reason asked by prompt. */
export function CancellationRequests() {
  const requests = useCancellationRequests();
  useErrorToast(requests.error, messages.failedToFetchCancellationRequests);
  const isNarrow = useIsNarrow();

  const approve = useApproveCancellation({
    onSuccess: () => toast.success(messages.cancellationApproved),
    onError: () => toast.error(messages.failedToApproveCancellation),
  });
  const reject = useRejectCancellation({
    onSuccess: () => toast.success(messages.cancellationRejected),
    onError: () => toast.error(messages.failedToRejectCancellation),
  });

  function rejectRequest(request: AdminHolidayRequest) {
    const answer = globalThis.prompt(messages.rejectReasonPrompt);
    if (answer === null) return; // dismissed: nothing happens
    const rejectReason = answer.trim();
    if (!rejectReason) {
      toast.error(messages.rejectReasonRequired);
      return;
    }
    reject.mutate({ id: request.id, rejectReason });
  }

  const busyId = approve.isPending
    ? approve.variables
    : reject.isPending
    ? reject.variables.id
    : null;
  if (!requests.data?.length) {
    return (
      <ListStatus
        isPending={requests.isPending}
        isError={requests.isError}
        isEmpty={requests.data?.length === 0}
        errorMessage={messages.failedToFetchCancellationRequests}
        emptyMessage={messages.noCancellationRequests}
      />
    );
  }

  const actionsOf = (request: AdminHolidayRequest, name: string) => (
    <div className="flex gap-2">
      <Button
        size="sm"
        className="flex-1 sm:flex-none"
        disabled={busyId === request.id}
        onClick={() => approve.mutate(request.id)}
        aria-label={`Approve ${name}`}
      >
        Approve
      </Button>
      <Button
        size="sm"
        variant="destructive"
        className="flex-1 sm:flex-none"
        disabled={busyId === request.id}
        onClick={() => rejectRequest(request)}
        aria-label={`Reject ${name}`}
      >
        Reject
      </Button>
    </div>
  );

  if (isNarrow) {
    return (
      <ul className="flex flex-col gap-3">
        {requests.data.map((request) => {
          const name = requesterName(request);
          return (
            <li key={request.id}>
              <RecordCard
                label={name}
                fields={[
                  { label: COLUMNS.user, value: name },
                  {
                    label: COLUMNS.startDate,
                    value: formatRequestDate(request.start_date, request.start_day_type),
                  },
                  {
                    label: COLUMNS.endDate,
                    value: formatRequestDate(request.end_date, request.end_day_type),
                  },
                ]}
                actions={actionsOf(request, name)}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="rounded-lg border bg-card">
      <Table>
        <TableHeader>
          <TableRow>
            {Object.values(COLUMNS).map((title) => <TableHead key={title}>{title}</TableHead>)}
          </TableRow>
        </TableHeader>
        <TableBody>
          {requests.data.map((request) => {
            const name = requesterName(request);
            return (
              <TableRow key={request.id}>
                <TableCell className="font-medium">{name}</TableCell>
                <TableCell>
                  {formatRequestDate(request.start_date, request.start_day_type)}
                </TableCell>
                <TableCell>{formatRequestDate(request.end_date, request.end_day_type)}</TableCell>
                <TableCell>{actionsOf(request, name)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
