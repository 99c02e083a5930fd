import { useState } from "react";
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
import { Textarea } from "@/components/ui/textarea";
import { useErrorToast } from "@/hooks/use-error-toast";
import { useIsNarrow } from "@/hooks/use-is-narrow";

import { useApproveRequest } from "../api/approve-request";
import { useDenyRequest } from "../api/deny-request";
import { type AdminHolidayRequest, usePendingRequests } from "../api/get-pending-requests";
import { requesterName } from "../utils/format";

const COLUMNS = {
  name: "Name",
  department: "Department",
  startDate: "Start Date",
  endDate: "End Date",
  requestedHours: "Requested Hours",
  remainingHours: "Remaining Hours",
  denialReason: "Reason for Denial",
  actions: "Actions",
} as const;

/** The pending requests, oldest first, each with a denial reason and Approve and Deny. */
export function PendingRequests() {
  const requests = usePendingRequests();
  useErrorToast(requests.error, messages.failedToFetchHolidayRequests);
  const isNarrow = useIsNarrow();
  const [reasons, setReasons] = useState<Record<number, string>>({});

  const approve = useApproveRequest({
    onSuccess: () => toast.success(messages.requestApproved),
    onError: () => toast.error(messages.failedToApproveHolidayRequest),
  });
  const deny = useDenyRequest({
    onSuccess: (_, { id }) => {
      toast.success(messages.requestDenied);
      setReasons(({ [id]: _done, ...rest }) => rest);
    },
    onError: () => toast.error(messages.failedToDenyHolidayRequest),
  });

  function denyRequest(request: AdminHolidayRequest) {
    const reason = reasons[request.id]?.trim() ?? "";
    if (!reason) {
      toast.error(messages.denyReasonRequired);
      return;
    }
    deny.mutate({ id: request.id, reason });
  }

  const busyId = approve.isPending ? approve.variables : deny.isPending ? deny.variables.id : null;
  const status = (
    <ListStatus
      isPending={requests.isPending}
      isError={requests.isError}
      isEmpty={requests.data?.length === 0}
      errorMessage={messages.failedToFetchHolidayRequests}
      emptyMessage={messages.noPendingRequests}
    />
  );
  if (!requests.data?.length) return status;

  const rowParts = (request: AdminHolidayRequest) => {
    const name = requesterName(request);
    const isBusy = busyId === request.id;
    return {
      name,
      reason: (
        <Textarea
          aria-label={`${COLUMNS.denialReason}: ${name}`}
          placeholder={COLUMNS.denialReason}
          value={reasons[request.id] ?? ""}
          onChange={(event) => {
            const reason = event.target.value;
            setReasons((current) => ({ ...current, [request.id]: reason }));
          }}
          className="min-h-9"
          rows={1}
        />
      ),
      actions: (
        <div className="flex gap-2">
          <Button
            size="sm"
            className="flex-1 sm:flex-none"
            disabled={isBusy}
            onClick={() => approve.mutate(request.id)}
            aria-label={`Approve ${name}`}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="destructive"
            className="flex-1 sm:flex-none"
            disabled={isBusy}
            onClick={() => denyRequest(request)}
            aria-label={`Deny ${name}`}
          >
            Deny
          </Button>
        </div>
      ),
    };
  };

  if (isNarrow) {
    return (
      <ul className="flex flex-col gap-3">
        {requests.data.map((request) => {
          const parts = rowParts(request);
          return (
            <li key={request.id}>
              <RecordCard
                label={parts.name}
                fields={[
                  { label: COLUMNS.name, value: parts.name },
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
                  { label: COLUMNS.remainingHours, value: request.vacation_hours },
                ]}
                actions={
                  <>
                    {parts.reason}
                    {parts.actions}
                  </>
                }
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
            {Object.values(COLUMNS).map((title) => (
              <TableHead key={title} className="whitespace-normal">{title}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {requests.data.map((request) => {
            const parts = rowParts(request);
            return (
              <TableRow key={request.id}>
                <TableCell className="font-medium whitespace-normal">{parts.name}</TableCell>
                <TableCell>{request.department}</TableCell>
                <TableCell className="min-w-24 whitespace-normal">
                  {formatRequestDate(request.start_date, request.start_day_type)}
                </TableCell>
                <TableCell className="min-w-24 whitespace-normal">
                  {formatRequestDate(request.end_date, request.end_day_type)}
                </TableCell>
                <TableCell>{request.requested_hours ?? 0}</TableCell>
                <TableCell>{request.vacation_hours}</TableCell>
                <TableCell className="w-full min-w-44">{parts.reason}</TableCell>
                <TableCell>{parts.actions}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
