import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { formatDate, formatTime } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";

import type { DataColumn } from "@/components/data-list/data-list";
import { EditablePagedList } from "@/components/data-list/editable-paged-list";
import { reasonColumn } from "@/components/data-list/text-columns";
import { Button } from "@/components/ui/button";
import { useErrorToast } from "@/hooks/use-error-toast";
import { usePagedList } from "@/hooks/use-paged-list";
import { refusalDetail } from "@/lib/refusal";

import { useDeleteAppointmentLog } from "../api/delete-appointment-log";
import { getAppointmentLogPosition, pageOfLog } from "../api/get-appointment-log-position";
import {
  APPOINTMENT_PAGE_SIZE,
  type AppointmentLog,
  getAppointmentLogsQueryOptions,
} from "../api/get-appointment-logs";
import { AppointmentLogDialog, type AppointmentLogDialogMode } from "./appointment-log-dialog";

const userOf = (log: AppointmentLog) => `${log.firstName} ${log.lastName}`;

/** Dates dd/MM/yyyy, times HH:MM; a missing to date is the from date. */
const COLUMNS: DataColumn<AppointmentLog>[] = [
  { header: "User", cell: userOf, className: "font-medium" },
  { header: "Event From", cell: (log) => formatDate(log.event_from_date) },
  { header: "Start Time", cell: (log) => formatTime(log.start_time) || messages.notApplicable },
  { header: "Event To", cell: (log) => formatDate(log.event_to_date || log.event_from_date) },
  { header: "End Time", cell: (log) => formatTime(log.end_time) || messages.notApplicable },
  reasonColumn<AppointmentLog>(),
];

/**
 * Manage Appointment Logs: the server-paged list, and create, edit and delete. The list runs
 * oldest first and has no search, so a log just created or moved by an edit would often sit on
 * another page: the list turns to the page that holds it and points it out.
 */
export function AppointmentLogs() {
  const list = usePagedList({
    pageSize: APPOINTMENT_PAGE_SIZE,
    queryOptions: ({ page }) => getAppointmentLogsQueryOptions(page),
  });
  useErrorToast(list.query.error, messages.failedToFetchAppointmentLogs);

  const [dialog, setDialog] = useState<AppointmentLogDialogMode | null>(null);
  const [savedId, setSavedId] = useState<AppointmentLog["id"] | null>(null);
  const { setPage } = list;
  async function showSaved(log: AppointmentLog) {
    setSavedId(log.id);
    try {
      setPage(pageOfLog(await getAppointmentLogPosition(log.id)));
    } catch {
      // The page shown stays; the saved log is pointed out if it is on it.
    }
  }
  const remove = useDeleteAppointmentLog({
    onSuccess: () => toast.success(messages.appointmentLogDeleted),
    onError: (error) => toast.error(messages.failedToDeleteAppointmentLog, refusalDetail(error)),
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setDialog({ kind: "create" })}>
          <PlusIcon aria-hidden="true" />
          {messages.createAppointmentLog}
        </Button>
      </div>
      <EditablePagedList
        list={list}
        columns={COLUMNS}
        cardLabel={userOf}
        errorMessage={messages.failedToFetchAppointmentLogs}
        emptyMessage={messages.noAppointmentLogs}
        emptyAction={<p className="text-muted-foreground">{messages.createAppointmentLogHint}</p>}
        highlightKey={savedId}
        onEdit={(log) => setDialog({ kind: "edit", row: log })}
        deletion={{ confirm: messages.confirmDeleteAppointment, mutation: remove }}
      />
      <AppointmentLogDialog
        mode={dialog}
        onClose={() => setDialog(null)}
        onSaved={(log) => void showSaved(log)}
      />
    </div>
  );
}
