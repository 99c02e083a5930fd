import type { ReactNode } from "react";
import { toast } from "sonner";

import { formatDate, formatTime } from "@shared/dates.ts";
import { DAY_TYPE_LABELS, type DayType, formatHours } from "@shared/hours.ts";
import { messages } from "@shared/messages.ts";

import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { refusalDetail } from "@/lib/refusal";

import { useCancelHoliday } from "../api/cancel-holiday";
import { useDeleteAppointment } from "../api/delete-appointment";
import type { PlanningEntry } from "../utils/planning-entries";
import { ViewDialog, ViewDialogBody } from "./view-dialog";

function dayTypeLabel(dayType: DayType | string): string {
  return DAY_TYPE_LABELS[dayType as DayType] ?? dayType;
}

/**
 * 'Holiday Request Details' or 'Appointment Details' of a clicked event, with Close and
 * Delete (every viewer sees Delete). Deleting a holiday cancels it; an appointment is
 * deleted outright; each after the spec's confirm.
 */
export function PlanningDetailsDialog({
  entry,
  onClose,
}: {
  entry: PlanningEntry | null;
  onClose: () => void;
}) {
  const cancelHoliday = useCancelHoliday({
    onSuccess: () => {
      toast.success(messages.holidayCancelled);
      onClose();
    },
    onError: (error) => toast.error(messages.failedToCancelHolidayRequest, refusalDetail(error)),
  });
  const deleteAppointment = useDeleteAppointment({
    onSuccess: () => {
      toast.success(messages.appointmentDeleted);
      onClose();
    },
    onError: (error) => toast.error(messages.failedToDeleteAppointment, refusalDetail(error)),
  });
  const isBusy = cancelHoliday.isPending || deleteAppointment.isPending;

  function handleDelete() {
    if (!entry) return;
    if (entry.kind === "holiday") {
      if (!globalThis.confirm(messages.confirmPlanningCancelHoliday)) return;
      cancelHoliday.mutate(entry.holiday.id);
    } else {
      if (!globalThis.confirm(messages.confirmDeleteAppointment)) return;
      deleteAppointment.mutate(entry.appointment.id);
    }
  }

  return (
    <ViewDialog isOpen={entry !== null} onClose={onClose}>
      {entry && (
        <ViewDialogBody
          title={entry.kind === "holiday"
            ? messages.holidayRequestDetails
            : messages.appointmentDetails}
          description={entry.title}
          isDescriptionHidden
          onClose={onClose}
          actions={
            <Button variant="destructive" disabled={isBusy} onClick={handleDelete}>
              Delete
            </Button>
          }
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <Detail term="Name">{entry.name}</Detail>
            <Detail term="Department">{entry.department}</Detail>
            <Detail term="Start Date">{formatDate(entry.startDate)}</Detail>
            <Detail term="End Date">{formatDate(entry.endDate)}</Detail>
            {entry.kind === "holiday"
              ? (
                <>
                  <Detail term="Day Type">
                    {`${dayTypeLabel(entry.holiday.start_day_type)} to ${
                      dayTypeLabel(entry.holiday.end_day_type)
                    }`}
                  </Detail>
                  <Detail term="Hours">{formatHours(entry.hours)}</Detail>
                  <Detail term="Status">
                    <StatusBadge status={entry.holiday.status} />
                  </Detail>
                </>
              )
              : (
                <>
                  <Detail term="Start Time">
                    {formatTime(entry.appointment.start_time) || messages.notApplicable}
                  </Detail>
                  <Detail term="End Time">
                    {formatTime(entry.appointment.end_time) || messages.notApplicable}
                  </Detail>
                  <Detail term="Reason">
                    {entry.appointment.reason?.trim() || messages.notApplicable}
                  </Detail>
                </>
              )}
          </dl>
        </ViewDialogBody>
      )}
    </ViewDialog>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
