import { toast } from "sonner";

import { messages } from "@shared/messages.ts";

import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { requestDateColumns } from "@/components/data-list/request-date-columns";
import { useListState } from "@/components/data-list/use-list-state";

import { useApproveCancellation } from "../api/approve-cancellation";
import { useCancellationRequests } from "../api/get-cancellation-requests";
import type { AdminHolidayRequest } from "../api/get-pending-requests";
import { useRejectCancellation } from "../api/reject-cancellation";
import { requesterName } from "../utils/format";
import { DecisionButtons } from "./decision-buttons";

/** Requests whose owner asked to cancel: Approve, or Reject with a reason asked by prompt. */
export function CancellationRequests() {
  const requests = useCancellationRequests();
  const status = useListState(
    requests,
    messages.failedToFetchCancellationRequests,
    messages.noCancellationRequests,
  );

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
  const actions = (request: AdminHolidayRequest) => (
    <DecisionButtons
      name={requesterName(request)}
      refusal="Reject"
      isBusy={busyId === request.id}
      onApprove={() => approve.mutate(request.id)}
      onRefuse={() => rejectRequest(request)}
    />
  );
  const columns: DataColumn<AdminHolidayRequest>[] = [
    { header: "User", cell: requesterName, className: "font-medium" },
    ...requestDateColumns<AdminHolidayRequest>(),
  ];

  return (
    <DataList
      rows={requests.data ?? []}
      columns={columns}
      rowKey={(request) => request.id}
      status={status}
      // Narrower (beside the sidebar below about 990 px), the table would hide its dates under
      // the buttons: a card per request shows them all.
      cardsBelow={640}
      cardLabel={requesterName}
      actions={actions}
    />
  );
}
