import { PlusIcon } from "lucide-react";
import { type ComponentType, type ReactNode, useId, useState } from "react";
import { toast } from "sonner";

import { formatDate, MISSING_DATE } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import { canSeeSicknessReason } from "@shared/roles.ts";

import type { DataColumn } from "@/components/data-list/data-list";
import { EditablePagedList } from "@/components/data-list/editable-paged-list";
import { reasonColumn } from "@/components/data-list/text-columns";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useErrorToast } from "@/hooks/use-error-toast";
import { usePagedList } from "@/hooks/use-paged-list";
import { refusalDetail } from "@/lib/refusal";
import { useAuth } from "@/lib/session";

import { useDeleteSicknessLog } from "../api/delete-sickness-log";
import {
  getSicknessLogsQueryOptions,
  SICKNESS_PAGE_SIZE,
  type SicknessLog,
} from "../api/get-sickness-logs";
import { SicknessLogDialog, type SicknessLogDialogMode } from "./sickness-log-dialog";

const nameOf = (log: SicknessLog) => `${log.firstName} ${log.lastName}`;

/** Dates dd/MM/yyyy, '-' for a missing date or its days. */
const COLUMNS: DataColumn<SicknessLog>[] = [
  { header: "Name", cell: nameOf, className: "font-medium" },
  { header: "Sick From", cell: (log) => formatDate(log.sick_from_date) },
  { header: "Sick To", cell: (log) => formatDate(log.sick_to_date) },
  { header: "Days", cell: (log) => typeof log.days === "number" ? String(log.days) : MISSING_DATE },
];
const REASON = reasonColumn<SicknessLog>();

/** What another feature adds to a page's logs: columns before Actions, actions after Delete. */
export type SicknessLogExtras = {
  columns: readonly DataColumn<SicknessLog>[];
  actions?: (log: SicknessLog, className?: string) => ReactNode;
};

/** Works out the extras of a page of logs for its children (composed in app/routes). */
export type SicknessLogExtrasProvider = ComponentType<{
  logs: readonly SicknessLog[];
  children: (extras: SicknessLogExtras) => ReactNode;
}>;

const NoExtras: SicknessLogExtrasProvider = ({ children }) => children({ columns: [] });

/**
 * Manage Sickness Logs: the server-paged list with its search, and the create, edit and
 * delete actions. The Reason column and field exist for a Global Administrator only; `extras`
 * adds what another feature shows of each log (the follow-ups, issue 18).
 */
export function SicknessLogs(
  { extras: Extras = NoExtras }: { extras?: SicknessLogExtrasProvider },
) {
  const { user } = useAuth();
  const showsReason = canSeeSicknessReason(user?.role);
  const searchId = useId();
  const list = usePagedList({
    pageSize: SICKNESS_PAGE_SIZE,
    queryOptions: ({ q, page }) => getSicknessLogsQueryOptions(q, page),
  });
  useErrorToast(list.query.error, messages.failedToFetchLogs);

  const [dialog, setDialog] = useState<SicknessLogDialogMode | null>(null);
  const remove = useDeleteSicknessLog({
    onSuccess: () => toast.success(messages.logDeleted),
    onError: (error) => toast.error(messages.failedToDeleteLog, refusalDetail(error)),
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="sm:w-80">
          <Label htmlFor={searchId} className="sr-only">{messages.sicknessSearchPlaceholder}</Label>
          <Input
            id={searchId}
            type="search"
            placeholder={messages.sicknessSearchPlaceholder}
            value={list.searchText}
            onChange={(event) => list.setSearchText(event.target.value)}
          />
        </div>
        <Button onClick={() => setDialog({ kind: "create" })}>
          <PlusIcon aria-hidden="true" />
          {messages.createLog}
        </Button>
      </div>
      <Extras logs={list.rows}>
        {(extras) => (
          <EditablePagedList
            list={list}
            columns={[...COLUMNS, ...(showsReason ? [REASON] : []), ...extras.columns]}
            cardLabel={nameOf}
            errorMessage={messages.failedToFetchLogs}
            emptyMessage={messages.noSicknessLogs}
            emptyAction={list.searchText.trim()
              ? (
                <Button variant="outline" onClick={() => list.setSearchText("")}>
                  {messages.clearSearch}
                </Button>
              )
              : <p className="text-muted-foreground">{messages.createLogHint}</p>}
            onEdit={(log) => setDialog({ kind: "edit", row: log })}
            deletion={{ confirm: messages.confirmDeleteLog, mutation: remove }}
            moreActions={extras.actions}
          />
        )}
      </Extras>
      <SicknessLogDialog mode={dialog} showsReason={showsReason} onClose={() => setDialog(null)} />
    </div>
  );
}
