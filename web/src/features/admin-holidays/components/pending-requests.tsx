import { useState } from "react";
import { toast } from "sonner";

import { messages } from "@shared/messages.ts";

import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { requestDateColumns } from "@/components/data-list/request-date-columns";
import { Textarea } from "@/components/ui/textarea";
import { useErrorToast } from "@/hooks/use-error-toast";

import { useApproveRequest } from "../api/approve-request";
import { useDenyRequest } from "../api/deny-request";
import { type AdminHolidayRequest, usePendingRequests } from "../api/get-pending-requests";
import { requesterName } from "../utils/format";
import { DecisionButtons } from "./decision-buttons";

const DENIAL_REASON = "Reason for Denial";
/** The actions column's fixed width (Approve and Deny side by side), the reason's offset. */
const ACTIONS_WIDTH = "11rem";
const ACTIONS_CLASS = "w-44 min-w-44 max-w-44";

/** The pending requests, oldest first, each with a denial reason and Approve and Deny. */
export function PendingRequests() {
  const requests = usePendingRequests();
  useErrorToast(requests.error, messages.failedToFetchHolidayRequests);
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
  const reasonField = (request: AdminHolidayRequest) => (
    <Textarea
      aria-label={`${DENIAL_REASON}: ${requesterName(request)}`}
      placeholder={DENIAL_REASON}
      value={reasons[request.id] ?? ""}
      onChange={(event) => {
        const reason = event.target.value;
        setReasons((current) => ({ ...current, [request.id]: reason }));
      }}
      className="min-h-9"
      rows={1}
    />
  );
  const actions = (request: AdminHolidayRequest) => (
    <DecisionButtons
      name={requesterName(request)}
      refusal="Deny"
      isBusy={busyId === request.id}
      onApprove={() => approve.mutate(request.id)}
      onRefuse={() => denyRequest(request)}
    />
  );
  const columns: DataColumn<AdminHolidayRequest>[] = [
    { header: "Name", cell: requesterName, className: "font-medium whitespace-normal" },
    { header: "Department", cell: (request) => request.department },
    ...requestDateColumns<AdminHolidayRequest>("min-w-24 whitespace-normal"),
    { header: "Requested Hours", cell: (request) => request.requested_hours ?? 0 },
    { header: "Remaining Hours", cell: (request) => request.vacation_hours },
    // On a card the reason goes with the buttons, under the fields. In a table it is pinned
    // beside them: a reason typed out of sight would leave Deny refusing for no visible cause.
    {
      header: DENIAL_REASON,
      cell: reasonField,
      className: "w-full min-w-44",
      isOnCard: false,
      pinnedAt: ACTIONS_WIDTH,
    },
    {
      header: "Actions",
      cell: actions,
      isOnCard: false,
      className: ACTIONS_CLASS,
      headClassName: ACTIONS_CLASS,
    },
  ];

  return (
    <DataList
      rows={requests.data ?? []}
      columns={columns}
      rowKey={(request) => request.id}
      status={{
        isPending: requests.isPending,
        isError: requests.isError,
        errorMessage: messages.failedToFetchHolidayRequests,
        emptyMessage: messages.noPendingRequests,
      }}
      wrapHeaders
      cardLabel={requesterName}
      cardActions={(request) => (
        <>
          {reasonField(request)}
          {actions(request)}
        </>
      )}
    />
  );
}
