import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";

import { type SkillRow, useSkills } from "@/api/get-skills";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { Button } from "@/components/ui/button";
import { useErrorToast } from "@/hooks/use-error-toast";
import { refusalDetail } from "@/lib/refusal";
import { cn } from "@/lib/utils";

import { useDeleteSkill } from "../api/delete-skill";
import { settingsMessages as texts } from "../messages";
import { SkillDialog, type SkillDialogMode } from "./skill-dialog";

const COLUMNS: DataColumn<SkillRow>[] = [
  { header: "Name", cell: (row) => row.name, className: "font-medium whitespace-normal" },
  { header: "Users", cell: (row) => row.users, className: "tabular-nums" },
];

/**
 * The Skills section (issue 17): each skill with how many users hold it, Create Skill, and each
 * one's Rename and Delete (asked first: its cover rules and holders go with it).
 */
export function Skills() {
  const titleId = useId();
  const skills = useSkills();
  useErrorToast(skills.error, texts.failedToFetchSkills);
  const [dialog, setDialog] = useState<SkillDialogMode | null>(null);
  const [deleting, setDeleting] = useState<SkillRow | null>(null);
  const remove = useDeleteSkill({
    onSuccess: () => toast.success(texts.skillDeleted),
    onError: (error) => toast.error(texts.failedToDeleteSkill, refusalDetail(error)),
    onSettled: () => setDeleting(null),
  });

  const actions = (row: SkillRow, className?: string) => (
    <div className="flex gap-2">
      <Button
        variant="outline"
        size="sm"
        className={className}
        onClick={() => setDialog({ kind: "rename", skill: row })}
        aria-label={`Rename ${row.name}`}
      >
        <PencilIcon aria-hidden="true" />
        Rename
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
          <h2 id={titleId} className="text-lg font-semibold">{texts.skillsTitle}</h2>
          <p className="text-sm text-muted-foreground">{texts.skillsDescription}</p>
        </div>
        <Button className="w-full shrink-0 sm:w-fit" onClick={() => setDialog({ kind: "create" })}>
          <PlusIcon aria-hidden="true" />
          {texts.createSkill}
        </Button>
      </div>
      <DataList
        rows={skills.data ?? []}
        status={{
          isPending: skills.isPending,
          isError: skills.isError,
          errorMessage: texts.failedToFetchSkills,
          emptyMessage: texts.noSkills,
        }}
        columns={[...COLUMNS, { header: "Actions", cell: (row) => actions(row), isOnCard: false }]}
        rowKey={(row) => row.id}
        cardLabel={(row) => row.name}
        cardActions={(row) => actions(row, "flex-1")}
      />
      <SkillDialog mode={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete skill"
        description={deleting ? texts.confirmDeleteSkill(deleting.name, deleting.users) : ""}
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        isBusy={remove.isPending}
      />
    </section>
  );
}
