import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";

import { ConfirmDialog } from "@/components/confirm-dialog";
import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { Button } from "@/components/ui/button";
import { useErrorToast } from "@/hooks/use-error-toast";
import { refusalDetail } from "@/lib/refusal";
import { cn } from "@/lib/utils";

import { useDeleteCoverRule } from "../api/delete-cover-rule";
import { type CoverRuleRow, useCoverRules } from "../api/get-cover-rules";
import { settingsMessages as texts } from "../messages";
import { CoverRuleDialog, type CoverRuleDialogMode } from "./cover-rule-dialog";

const COLUMNS: DataColumn<CoverRuleRow>[] = [
  {
    header: "Department",
    cell: (row) => row.department,
    className: "font-medium whitespace-normal",
  },
  { header: "Skill", cell: (row) => row.skill ?? texts.everyone, className: "whitespace-normal" },
  { header: "Minimum present", cell: (row) => row.minimum, className: "tabular-nums" },
  { header: "Mode", cell: (row) => (row.mode === "block" ? texts.modeBlock : texts.modeWarn) },
];

/** A rule's name for a card and its buttons: "Production, Forklift". */
function ruleName(rule: CoverRuleRow): string {
  return `${rule.department}, ${rule.skill ?? texts.everyone}`;
}

/**
 * The Cover rules section (issue 17): each department's minimum present, in all or with a skill,
 * and whether falling short warns or blocks; Create Rule, and each one's Edit and Delete.
 */
export function CoverRules() {
  const titleId = useId();
  const rules = useCoverRules();
  useErrorToast(rules.error, texts.failedToFetchRules);
  const [dialog, setDialog] = useState<CoverRuleDialogMode | null>(null);
  const [deleting, setDeleting] = useState<CoverRuleRow | null>(null);
  const remove = useDeleteCoverRule({
    onSuccess: () => toast.success(texts.ruleDeleted),
    onError: (error) => toast.error(texts.failedToDeleteRule, refusalDetail(error)),
    onSettled: () => setDeleting(null),
  });

  const actions = (row: CoverRuleRow, className?: string) => (
    <div className="flex gap-2">
      <Button
        variant="outline"
        size="sm"
        className={className}
        onClick={() => setDialog({ kind: "edit", rule: row })}
        aria-label={`Edit the rule of ${ruleName(row)}`}
      >
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
      <Button
        variant="outline"
        size="sm"
        className={cn("text-destructive", className)}
        onClick={() => setDeleting(row)}
        aria-label={`Delete the rule of ${ruleName(row)}`}
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
          <h2 id={titleId} className="text-lg font-semibold">{texts.coverTitle}</h2>
          <p className="text-sm text-muted-foreground">{texts.coverDescription}</p>
        </div>
        <Button className="w-full shrink-0 sm:w-fit" onClick={() => setDialog({ kind: "create" })}>
          <PlusIcon aria-hidden="true" />
          {texts.createRule}
        </Button>
      </div>
      <DataList
        rows={rules.data ?? []}
        status={{
          isPending: rules.isPending,
          isError: rules.isError,
          errorMessage: texts.failedToFetchRules,
          emptyMessage: texts.noRules,
        }}
        columns={[...COLUMNS, { header: "Actions", cell: (row) => actions(row), isOnCard: false }]}
        rowKey={(row) => row.id}
        cardLabel={ruleName}
        cardActions={(row) => actions(row, "flex-1")}
      />
      <CoverRuleDialog mode={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete cover rule"
        description={deleting ? texts.confirmDeleteRule(deleting.department, deleting.skill) : ""}
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        isBusy={remove.isPending}
      />
    </section>
  );
}
