import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";

import { formatHours } from "@shared/hours.ts";

import { ConfirmDialog } from "@/components/confirm-dialog";
import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { Button } from "@/components/ui/button";
import { useErrorToast } from "@/hooks/use-error-toast";
import { refusalDetail } from "@/lib/refusal";
import { cn } from "@/lib/utils";

import { useDeleteWorkingPattern } from "../api/delete-working-pattern";
import { useWorkingPatterns, type WorkingPatternRow } from "@/api/get-working-patterns";
import { settingsMessages as texts } from "../messages";
import { averageWeekHours, weeksLabel, weeksOf } from "../utils/patterns";
import { type PatternDialogMode, WorkingPatternDialog } from "./working-pattern-dialog";

const COLUMNS: DataColumn<WorkingPatternRow>[] = [
  { header: "Name", cell: (row) => row.name, className: "font-medium whitespace-normal" },
  { header: "Cycle", cell: (row) => weeksLabel(weeksOf(row.hours.length)) },
  {
    header: "Hours per week (average)",
    cell: (row) => formatHours(averageWeekHours(row.hours)),
    className: "tabular-nums",
  },
  { header: "Users", cell: (row) => row.users, className: "tabular-nums" },
];

/**
 * The Working patterns section: the named patterns with their cycle, average week and users,
 * Create Pattern, and each one's Edit and Delete (asked first; refused while users have it).
 */
export function WorkingPatterns() {
  const titleId = useId();
  const patterns = useWorkingPatterns();
  useErrorToast(patterns.error, texts.failedToFetchPatterns);
  const [dialog, setDialog] = useState<PatternDialogMode | null>(null);
  const [deleting, setDeleting] = useState<WorkingPatternRow | null>(null);
  const remove = useDeleteWorkingPattern({
    onSuccess: () => toast.success(texts.patternDeleted),
    // A pattern users have is refused (409): the server says why under the toast's title.
    onError: (error) => toast.error(texts.failedToDeletePattern, refusalDetail(error)),
    onSettled: () => setDeleting(null),
  });

  const actions = (row: WorkingPatternRow, className?: string) => (
    <div className="flex gap-2">
      <Button
        variant="outline"
        size="sm"
        className={className}
        onClick={() => setDialog({ kind: "edit", pattern: row })}
        aria-label={`Edit ${row.name}`}
      >
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
      <Button
        variant="outline"
        size="sm"
        className={cn("text-destructive", className)}
        onClick={() => setDeleting(row)}
        aria-label={`Delete ${row.name}`}
      >
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
    </div>
  );

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5">
          <h2 id={titleId} className="text-lg font-semibold">{texts.patternsTitle}</h2>
          <p className="text-sm text-muted-foreground">{texts.patternsDescription}</p>
        </div>
        <Button className="w-full shrink-0 sm:w-fit" onClick={() => setDialog({ kind: "create" })}>
          <PlusIcon aria-hidden="true" />
          {texts.createPattern}
        </Button>
      </div>
      <DataList
        rows={patterns.data ?? []}
        status={{
          isPending: patterns.isPending,
          isError: patterns.isError,
          errorMessage: texts.failedToFetchPatterns,
          emptyMessage: texts.noPatterns,
        }}
        columns={[
          ...COLUMNS,
          { header: "Actions", cell: (row) => actions(row), isOnCard: false },
        ]}
        rowKey={(row) => row.id}
        cardLabel={(row) => row.name}
        cardActions={(row) => actions(row, "flex-1")}
      />
      <WorkingPatternDialog mode={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete pattern"
        description={deleting ? texts.confirmDeletePattern(deleting.name) : ""}
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        isBusy={remove.isPending}
      />
    </section>
  );
}
