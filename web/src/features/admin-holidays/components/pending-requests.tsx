import { ListFilterIcon } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";

import { formatRequestDate } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import { coverBlockedMessage } from "@shared/schemas/cover.ts";

import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { requestDateColumns } from "@/components/data-list/request-date-columns";
import { useListState } from "@/components/data-list/use-list-state";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useElementWidth } from "@/hooks/use-element-width";
import { useIsNarrow } from "@/hooks/use-is-narrow";
import { isBlocking } from "@/lib/cover-words";
import { cn } from "@/lib/utils";

import { useApproveRequest } from "../api/approve-request";
import { useDenyRequest } from "../api/deny-request";
import { type AdminHolidayRequest, usePendingRequests } from "../api/get-pending-requests";
import { adminHolidayMessages } from "../messages";
import { requesterName } from "../utils/format";
import { CoverOverrideDialog, useCoverOverridable } from "./cover-override-dialog";
import { CoverNote } from "./cover-shortfalls";
import { DecisionButtons } from "./decision-buttons";
import { LeaveTypeFilter } from "./leave-type-filter";

const DENIAL_REASON = "Reason for Denial";
/** The actions column's fixed width (Approve and Deny side by side), the reason's offset. */
const ACTIONS_WIDTH = "11rem";
const ACTIONS_CLASS = "w-44 min-w-44 max-w-44";
/**
 * The frame (CSS px) the whole table needs: its six figures, the reason and the buttons side
 * by side. Narrower (1024 px beside the sidebar), the reason goes under its request and the
 * buttons one above the other, so the six stay in view; narrower still, a card per request.
 */
const WHOLE_TABLE_WIDTH = 900;
const CARDS_BELOW = 640;

/** Whose request the reason dialog is about: "Ann Lee, 07/12/2026 to 10/12/2026 (Morning)". */
function requestSubject(request: AdminHolidayRequest): string {
  const from = formatRequestDate(request.start_date, request.start_day_type);
  const to = formatRequestDate(request.end_date, request.end_day_type);
  return `${requesterName(request)}, ${from} to ${to}`;
}

/** 0 for a request a blocking rule falls short on, 1 a warning one, 2 none: the sort's order. */
function coverRank(request: AdminHolidayRequest): number {
  const shortfalls = request.cover_shortfalls ?? [];
  return shortfalls.length === 0 ? 2 : isBlocking(shortfalls) ? 0 : 1;
}

/**
 * The pending requests, oldest first, each with a denial reason and Approve and Deny. A request
 * a cover rule falls short on carries a "Cover" note (issue 17); approving one a blocking rule
 * falls short on asks for a reason first, as does a refusal of the server by such a rule.
 */
export function PendingRequests() {
  const requests = usePendingRequests();
  const status = useListState(
    requests,
    messages.failedToFetchHolidayRequests,
    messages.noPendingRequests,
  );
  const frame = useElementWidth<HTMLDivElement>();
  const isNarrow = useIsNarrow();
  // A table, in the frame beside the sidebar at 1024 px (cards narrower, as on a phone). 0: not
  // measured (yet, or at all where nothing lays out pages): the whole table.
  const isCompact = !isNarrow && frame.width >= CARDS_BELOW && frame.width < WHOLE_TABLE_WIDTH;
  const [reasons, setReasons] = useState<Record<number, string>>({});
  // The request denied without a reason: its field is marked, explained and focused.
  const [missingReasonId, setMissingReasonId] = useState<number | null>(null);
  const reasonFields = useRef(new Map<number, HTMLTextAreaElement>());
  // Requests a cover rule falls short on, first (blocking before warning), when asked for; the
  // list stays oldest first otherwise. Offered only while some request is flagged.
  const [isFlaggedFirst, setIsFlaggedFirst] = useState(false);
  const hasFlagged = (requests.data ?? []).some((request) => request.cover_shortfalls?.length);
  // The leave type filter (issue 33), in the browser: the list holds every pending request. A
  // Holiday's row names no type. Shown only while another type than Holiday is active.
  const [leaveTypeId, setLeaveTypeId] = useState<number | undefined>(undefined);
  const ofType = leaveTypeId === undefined
    ? requests.data ?? []
    : (requests.data ?? []).filter((request) => (request.leave_type?.id ?? 1) === leaveTypeId);
  const rows = isFlaggedFirst ? [...ofType].sort((a, b) => coverRank(a) - coverRank(b)) : ofType;

  const { override, change: approve, dialog } = useCoverOverridable(useApproveRequest, {
    done: messages.requestApproved,
    onFailed: () => toast.error(messages.failedToApproveHolidayRequest),
  });

  function approveRequest(request: AdminHolidayRequest) {
    const shortfalls = request.cover_shortfalls ?? [];
    const input = { id: request.id };
    if (isBlocking(shortfalls)) override.ask(input, coverBlockedMessage(shortfalls));
    else approve.mutate(input);
  }

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
      setMissingReasonId(request.id);
      reasonFields.current.get(request.id)?.focus();
      return;
    }
    deny.mutate({ id: request.id, reason });
  }

  const busyId = approve.isPending
    ? approve.variables.id
    : deny.isPending
    ? deny.variables.id
    : null;
  const waitingFor = requests.data?.find((request) => request.id === override.waiting?.input.id);
  const coverNote = (request: AdminHolidayRequest) => (
    <CoverNote shortfalls={request.cover_shortfalls ?? []} />
  );
  const reasonField = (request: AdminHolidayRequest) => {
    const isMissing = missingReasonId === request.id;
    const noteId = `denial-reason-needed-${request.id}`;
    return (
      <div className="flex flex-col gap-1">
        <Textarea
          ref={(field) => {
            if (field) reasonFields.current.set(request.id, field);
            else reasonFields.current.delete(request.id);
          }}
          aria-label={`${DENIAL_REASON}: ${requesterName(request)}`}
          aria-invalid={isMissing || undefined}
          aria-describedby={isMissing ? noteId : undefined}
          placeholder={DENIAL_REASON}
          value={reasons[request.id] ?? ""}
          onChange={(event) => {
            const reason = event.target.value;
            setReasons((current) => ({ ...current, [request.id]: reason }));
            if (isMissing && reason.trim()) setMissingReasonId(null);
          }}
          className="min-h-9"
          rows={1}
        />
        {isMissing && (
          <p id={noteId} className="text-sm whitespace-normal text-destructive">
            {adminHolidayMessages.reasonNeeded}
          </p>
        )}
      </div>
    );
  };
  const actions = (request: AdminHolidayRequest) => (
    <DecisionButtons
      name={requesterName(request)}
      refusal="Deny"
      isBusy={busyId === request.id}
      isStacked={isCompact}
      onApprove={() => approveRequest(request)}
      onRefuse={() => denyRequest(request)}
    />
  );
  const columns: DataColumn<AdminHolidayRequest>[] = [
    // A compact table breaks a long name or department anywhere rather than grow past its
    // frame and slide the figures under the buttons.
    {
      header: "Name",
      cell: requesterName,
      className: cn("font-medium whitespace-normal", isCompact && "[overflow-wrap:anywhere]"),
    },
    {
      header: "Department",
      cell: (request) => request.department,
      className: isCompact ? "whitespace-normal [overflow-wrap:anywhere]" : undefined,
    },
    ...requestDateColumns<AdminHolidayRequest>("min-w-24 whitespace-normal"),
    { header: "Requested Hours", cell: (request) => request.requested_hours ?? 0 },
    { header: "Remaining Hours", cell: (request) => request.vacation_hours },
    // On a card the reason goes with the buttons, under the fields. In a table it is pinned
    // beside them: a reason typed out of sight would leave Deny refusing for no visible cause.
    // A compact table has it under its request instead, in view as well.
    ...(isCompact ? [] : [{
      header: DENIAL_REASON,
      cell: reasonField,
      className: "w-full min-w-44",
      isOnCard: false,
      pinnedAt: ACTIONS_WIDTH,
    }]),
    {
      header: "Actions",
      cell: actions,
      isOnCard: false,
      className: isCompact ? undefined : ACTIONS_CLASS,
      headClassName: isCompact ? undefined : ACTIONS_CLASS,
    },
  ];
  const hasCover = (request: AdminHolidayRequest) => Boolean(request.cover_shortfalls?.length);

  return (
    <>
      <LeaveTypeFilter value={leaveTypeId} onChange={setLeaveTypeId} />
      {hasFlagged && (
        <div className="flex justify-end">
          <Button
            variant="outline"
            size="sm"
            aria-pressed={isFlaggedFirst}
            onClick={() => setIsFlaggedFirst((isFirst) => !isFirst)}
          >
            <ListFilterIcon aria-hidden="true" />
            Cover issues first
          </Button>
        </div>
      )}
      <div ref={frame.ref} className="min-w-0">
        <DataList
          rows={rows}
          columns={columns}
          rowKey={(request) => request.id}
          status={status}
          // The cover note under its request, across the table: who else is off and which rule
          // falls short, in full (a card shows it above the reason); a compact table's reason
          // under it too.
          detail={{
            cell: (request) =>
              isCompact
                ? (
                  <div className="flex flex-col gap-2">
                    {hasCover(request) && coverNote(request)}
                    {reasonField(request)}
                  </div>
                )
                : hasCover(request)
                ? coverNote(request)
                : null,
            label: (request) =>
              hasCover(request)
                ? `Cover for ${requesterName(request)}'s request`
                : `Reason to deny ${requesterName(request)}'s request`,
          }}
          wrapHeaders
          cardsBelow={CARDS_BELOW}
          cardLabel={requesterName}
          cardActions={(request) => (
            <>
              {coverNote(request)}
              {reasonField(request)}
              {actions(request)}
            </>
          )}
        />
      </div>
      <CoverOverrideDialog
        {...dialog}
        subject={waitingFor && requestSubject(waitingFor)}
        title="Approve despite cover"
        confirmLabel="Approve"
      />
    </>
  );
}
