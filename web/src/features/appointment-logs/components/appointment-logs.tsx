import { PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";

import { formatDate, formatTime } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";

import { ListStatus } from "@/components/list-status";
import { pageCount, Pager } from "@/components/pager";
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
import { refusalDetail } from "@/lib/refusal";

import { useDeleteAppointmentLog } from "../api/delete-appointment-log";
import {
  APPOINTMENT_PAGE_SIZE,
  type AppointmentLog,
  useAppointmentLogs,
} from "../api/get-appointment-logs";
import { AppointmentLogDialog, type AppointmentLogDialogMode } from "./appointment-log-dialog";

const COLUMNS = [
  "User",
  "Event From",
  "Start Time",
  "Event To",
  "End Time",
  "Reason",
  "Actions",
] as const;

/** The row's values as shown: dates dd/MM/yyyy, times HH:MM; a missing to date is the from date. */
function shown(log: AppointmentLog) {
  return {
    user: `${log.firstName} ${log.lastName}`,
    from: formatDate(log.event_from_date),
    start: formatTime(log.start_time) || messages.notApplicable,
    to: formatDate(log.event_to_date || log.event_from_date),
    end: formatTime(log.end_time) || messages.notApplicable,
    reason: log.reason?.trim() || messages.notApplicable,
  };
}

/** Manage Appointment Logs: the server-paged list, and create, edit and delete. */
export function AppointmentLogs() {
  const [page, setPage] = useState(1);
  const logs = useAppointmentLogs(page);
  useErrorToast(logs.error, messages.failedToFetchAppointmentLogs);
  const pages = pageCount(logs.data?.total ?? 0, APPOINTMENT_PAGE_SIZE);
  const isNarrow = useIsNarrow();

  // Deleting the last row of the last page moves back to the page before it.
  useEffect(() => {
    if (logs.data && !logs.isPlaceholderData && page > pages) setPage(pages);
  }, [logs.data, logs.isPlaceholderData, page, pages]);

  const [dialog, setDialog] = useState<AppointmentLogDialogMode | null>(null);
  const remove = useDeleteAppointmentLog({
    onSuccess: () => toast.success(messages.appointmentLogDeleted),
    onError: (error) => toast.error(messages.failedToDeleteAppointmentLog, refusalDetail(error)),
  });
  function askDelete(log: AppointmentLog) {
    if (!globalThis.confirm(messages.confirmDeleteAppointment)) return;
    remove.mutate(log.id);
  }
  const rowProps = {
    onEdit: (log: AppointmentLog) => setDialog({ kind: "edit", log }),
    onDelete: askDelete,
    busyId: remove.isPending ? remove.variables : undefined,
  };

  const rows = logs.data?.items ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setDialog({ kind: "create" })}>
          <PlusIcon aria-hidden="true" />
          {messages.createAppointmentLog}
        </Button>
      </div>
      <ListStatus
        isPending={logs.isPending}
        isError={logs.isError && !logs.data}
        isEmpty={rows.length === 0}
        errorMessage={messages.failedToFetchAppointmentLogs}
        emptyMessage={messages.noAppointmentLogs}
      />
      {rows.length > 0 && (isNarrow
        ? <AppointmentCards logs={rows} {...rowProps} />
        : <AppointmentTable logs={rows} {...rowProps} />)}
      {rows.length > 0 && (
        <Pager page={page} pages={pages} onPageChange={setPage} isBusy={logs.isFetching} />
      )}
      <AppointmentLogDialog mode={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}

type RowsProps = {
  logs: readonly AppointmentLog[];
  onEdit: (log: AppointmentLog) => void;
  onDelete: (log: AppointmentLog) => void;
  busyId: AppointmentLog["id"] | undefined;
};

function AppointmentTable({ logs, ...actions }: RowsProps) {
  return (
    <div className="rounded-lg border bg-card">
      <Table>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((title) => <TableHead key={title}>{title}</TableHead>)}
          </TableRow>
        </TableHeader>
        <TableBody>
          {logs.map((log) => {
            const values = shown(log);
            return (
              <TableRow key={log.id}>
                <TableCell className="font-medium">{values.user}</TableCell>
                <TableCell>{values.from}</TableCell>
                <TableCell>{values.start}</TableCell>
                <TableCell>{values.to}</TableCell>
                <TableCell>{values.end}</TableCell>
                <TableCell className="max-w-xs truncate" title={values.reason}>
                  {values.reason}
                </TableCell>
                <TableCell>
                  <RowActions log={log} {...actions} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

function AppointmentCards({ logs, ...actions }: RowsProps) {
  return (
    <ul className="flex flex-col gap-3">
      {logs.map((log) => {
        const values = shown(log);
        return (
          <li key={log.id}>
            <RecordCard
              label={values.user}
              fields={[
                { label: "User", value: values.user },
                { label: "Event From", value: values.from },
                { label: "Start Time", value: values.start },
                { label: "Event To", value: values.to },
                { label: "End Time", value: values.end },
                { label: "Reason", value: values.reason },
              ]}
              actions={<RowActions log={log} {...actions} className="flex-1" />}
            />
          </li>
        );
      })}
    </ul>
  );
}

function RowActions({
  log,
  onEdit,
  onDelete,
  busyId,
  className,
}: Omit<RowsProps, "logs"> & { log: AppointmentLog; className?: string }) {
  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" className={className} onClick={() => onEdit(log)}>
        Edit
      </Button>
      <Button
        variant="destructive"
        size="sm"
        className={className}
        disabled={busyId === log.id}
        onClick={() => onDelete(log)}
      >
        Delete
      </Button>
    </div>
  );
}
