import type { UseMutationResult } from "@tanstack/react-query";
import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";

import type { InvalidatingMutationOptions } from "@/api/use-invalidating-mutation";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { FormDialog, type FormDialogMode } from "@/components/form/form-dialog";
import { Button } from "@/components/ui/button";
import { useErrorToast } from "@/hooks/use-error-toast";
import { refusalDetail } from "@/lib/refusal";
import { cn } from "@/lib/utils";

import { SettingsSection } from "./settings-section";

/** What a section of Settings says: its heading, its buttons, and each outcome's toast. */
export interface SettingsListTexts {
  title: string;
  description: string;
  /** The Create button and the create dialog's title: "Create Skill". */
  create: string;
  /** A row's edit button: "Edit" ("Rename" for a skill). */
  edit: string;
  empty: string;
  failedToFetch: string;
  deleted: string;
  failedToDelete: string;
  /** The delete confirmation's title: "Delete skill". */
  confirmTitle: string;
}

export interface SettingsListProps<Row extends { id: number }> {
  texts: SettingsListTexts;
  /** The rows' query: useSkills(), useCoverRules(), useWorkingPatterns(). */
  query: { data?: readonly Row[]; isPending: boolean; isError: boolean; error: unknown };
  columns: readonly DataColumn<Row>[];
  /** Names a row's card: "Forklift". */
  name: (row: Row) => string;
  /** Names a row in its buttons' labels ("Edit <it>"); `name` when not given. */
  buttonName?: (row: Row) => string;
  /** The delete confirmation's question about a row. */
  confirmDelete: (row: Row) => string;
  /** The delete mutation's hook: useDeleteSkill and the like. */
  useDelete: (
    options: InvalidatingMutationOptions<unknown, number>,
  ) => UseMutationResult<unknown, Error, number>;
  /** The create and edit dialog's form, of the row being edited (null: a new one). */
  form: (row: Row | null, onClose: () => void) => ReactNode;
  /** Classes of the dialog, e.g. a wider one. */
  dialogClassName?: string;
}

/**
 * A section of Settings listing what an administrator defines (skills, cover rules, working
 * patterns): its heading with a Create button, the rows with Edit and Delete (asked first),
 * and the toasts of a delete.
 */
export function SettingsList<Row extends { id: number }>({
  texts,
  query,
  columns,
  name,
  buttonName = name,
  confirmDelete,
  useDelete,
  form,
  dialogClassName,
}: SettingsListProps<Row>) {
  useErrorToast(query.error, texts.failedToFetch);
  const [dialog, setDialog] = useState<FormDialogMode<Row> | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const close = () => setDialog(null);
  const remove = useDelete({
    onSuccess: () => toast.success(texts.deleted),
    // A refusal (a pattern users have is a 409) says why under the toast's title.
    onError: (error) => toast.error(texts.failedToDelete, refusalDetail(error)),
    onSettled: () => setDeleting(null),
  });

  const actions = (row: Row, className?: string) => (
    <div className="flex gap-2">
      <Button
        variant="outline"
        size="sm"
        className={className}
        onClick={() => setDialog({ kind: "edit", row })}
        aria-label={`${texts.edit} ${buttonName(row)}`}
      >
        <PencilIcon aria-hidden="true" />
        {texts.edit}
      </Button>
      <Button
        variant="outline"
        size="sm"
        className={cn("text-destructive", className)}
        onClick={() => setDeleting(row)}
        aria-label={`Delete ${buttonName(row)}`}
      >
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
    </div>
  );

  return (
    <SettingsSection
      title={texts.title}
      description={texts.description}
      action={
        <Button
          className="w-full shrink-0 sm:w-fit"
          onClick={() => setDialog({ kind: "create" })}
        >
          <PlusIcon aria-hidden="true" />
          {texts.create}
        </Button>
      }
    >
      <DataList
        rows={query.data ?? []}
        status={{
          isPending: query.isPending,
          isError: query.isError,
          errorMessage: texts.failedToFetch,
          emptyMessage: texts.empty,
        }}
        columns={[...columns, { header: "Actions", cell: (row) => actions(row), isOnCard: false }]}
        rowKey={(row) => row.id}
        cardLabel={name}
        cardActions={(row) => actions(row, "flex-1")}
      />
      <FormDialog mode={dialog} onClose={close} className={dialogClassName}>
        {(row) => form(row, close)}
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={texts.confirmTitle}
        description={deleting ? confirmDelete(deleting) : ""}
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        isBusy={remove.isPending}
      />
    </SettingsSection>
  );
}
