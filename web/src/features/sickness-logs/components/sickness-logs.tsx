import { PlusIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { toast } from "sonner";

import { formatDate, MISSING_DATE } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import { canSeeSicknessReason } from "@shared/roles.ts";

import { ListStatus } from "@/components/list-status";
import { pageCount, Pager } from "@/components/pager";
import { RecordCard } from "@/components/record-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useErrorToast } from "@/hooks/use-error-toast";
import { useIsNarrow } from "@/hooks/use-is-narrow";
import { refusalDetail } from "@/lib/refusal";
import { useAuth } from "@/lib/session";

import { useDeleteSicknessLog } from "../api/delete-sickness-log";
import { SICKNESS_PAGE_SIZE, type SicknessLog, useSicknessLogs } from "../api/get-sickness-logs";
import { SicknessLogDialog, type SicknessLogDialogMode } from "./sickness-log-dialog";

const SEARCH_DELAY_MS = 300;

/** The row's values as shown: dates dd/MM/yyyy, '-' for a missing date or its days. */
function shown(log: SicknessLog) {
  return {
    name: `${log.firstName} ${log.lastName}`,
    from: formatDate(log.sick_from_date),
    to: formatDate(log.sick_to_date),
    days: typeof log.days === "number" ? String(log.days) : MISSING_DATE,
    reason: log.reason?.trim() || messages.notApplicable,
  };
}

/**
 * Manage Sickness Logs: the server-paged list with its search, and the create, edit and
 * delete actions. The Reason column and field exist for a Global Administrator only.
 */
export function SicknessLogs() {
  const { user } = useAuth();
  const showsReason = canSeeSicknessReason(user?.role);
  const searchId = useId();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // A new search starts on its first page.
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const setPage = (next: number) => setPaging({ q, page: next });

  const logs = useSicknessLogs(q, page);
  useErrorToast(logs.error, messages.failedToFetchLogs);
  const pages = pageCount(logs.data?.total ?? 0, SICKNESS_PAGE_SIZE);
  const isNarrow = useIsNarrow();

  // Deleting the last row of the last page moves back to the page before it.
  useEffect(() => {
    if (logs.data && !logs.isPlaceholderData && page > pages) setPaging({ q, page: pages });
  }, [logs.data, logs.isPlaceholderData, page, pages, q]);

  const [dialog, setDialog] = useState<SicknessLogDialogMode | null>(null);
  const remove = useDeleteSicknessLog({
    onSuccess: () => toast.success(messages.logDeleted),
    onError: (error) => toast.error(messages.failedToDeleteLog, refusalDetail(error)),
  });
  function askDelete(log: SicknessLog) {
    if (!globalThis.confirm(messages.confirmDeleteLog)) return;
    remove.mutate(log.id);
  }
  const rowProps = {
    showsReason,
    onEdit: (log: SicknessLog) => setDialog({ kind: "edit", log }),
    onDelete: askDelete,
    busyId: remove.isPending ? remove.variables : undefined,
  };

  const rows = logs.data?.items ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="sm:w-80">
          <Label htmlFor={searchId} className="sr-only">{messages.sicknessSearchPlaceholder}</Label>
          <Input
            id={searchId}
            type="search"
            placeholder={messages.sicknessSearchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button onClick={() => setDialog({ kind: "create" })}>
          <PlusIcon aria-hidden="true" />
          {messages.createLog}
        </Button>
      </div>
      <ListStatus
        isPending={logs.isPending}
        isError={logs.isError && !logs.data}
        isEmpty={rows.length === 0}
        errorMessage={messages.failedToFetchLogs}
        emptyMessage={messages.noSicknessLogs}
      />
      {rows.length > 0 && (isNarrow
        ? <SicknessLogCards logs={rows} {...rowProps} />
        : <SicknessLogTable logs={rows} {...rowProps} />)}
      {rows.length > 0 && (
        <Pager page={page} pages={pages} onPageChange={setPage} isBusy={logs.isFetching} />
      )}
      <SicknessLogDialog mode={dialog} showsReason={showsReason} onClose={() => setDialog(null)} />
    </div>
  );
}

type RowsProps = {
  logs: readonly SicknessLog[];
  showsReason: boolean;
  onEdit: (log: SicknessLog) => void;
  onDelete: (log: SicknessLog) => void;
  busyId: SicknessLog["id"] | undefined;
};

function SicknessLogTable({ logs, showsReason, ...actions }: RowsProps) {
  return (
    <div className="rounded-lg border bg-card">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Sick From</TableHead>
            <TableHead>Sick To</TableHead>
            <TableHead>Days</TableHead>
            {showsReason && <TableHead>Reason</TableHead>}
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {logs.map((log) => {
            const values = shown(log);
            return (
              <TableRow key={log.id}>
                <TableCell className="font-medium">{values.name}</TableCell>
                <TableCell>{values.from}</TableCell>
                <TableCell>{values.to}</TableCell>
                <TableCell>{values.days}</TableCell>
                {showsReason && (
                  <TableCell className="max-w-xs truncate" title={values.reason}>
                    {values.reason}
                  </TableCell>
                )}
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

function SicknessLogCards({ logs, showsReason, ...actions }: RowsProps) {
  return (
    <ul className="flex flex-col gap-3">
      {logs.map((log) => {
        const values = shown(log);
        const fields = [
          { label: "Name", value: values.name },
          { label: "Sick From", value: values.from },
          { label: "Sick To", value: values.to },
          { label: "Days", value: values.days },
          ...(showsReason ? [{ label: "Reason", value: values.reason }] : []),
        ];
        return (
          <li key={log.id}>
            <RecordCard
              label={values.name}
              fields={fields}
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
}: Omit<RowsProps, "logs" | "showsReason"> & { log: SicknessLog; className?: string }) {
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
