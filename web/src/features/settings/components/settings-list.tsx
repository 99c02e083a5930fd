import type { UseMutationResult } from "@tanstack/react-query";
import { PencilIcon } from "lucide-react";
import { type ReactNode, useState } from "react";

import type { InvalidatingMutationOptions } from "@/api/use-invalidating-mutation";
import { ConfirmDialog, useConfirmation } from "@/components/confirm-dialog";
import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { useListState } from "@/components/data-list/use-list-state";
import { DeleteButton } from "@/components/delete-button";
import { FormDialog, type FormDialogMode } from "@/components/form/form-dialog";
import { SettingsSection } from "@/components/settings-card";
import { Button } from "@/components/ui/button";

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
  const status = useListState(query, texts.failedToFetch, texts.empty);
  const [dialog, setDialog] = useState<FormDialogMode<Row> | null>(null);
  const close = () => setDialog(null);
  // A refusal (a pattern users have is a 409) says why under the toast's title.
  const deletion = useConfirmation(useDelete, (row: Row) => row.id, {
    done: texts.deleted,
    failed: texts.failedToDelete,
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
      <DeleteButton
        name={buttonName(row)}
        className={className}
        onClick={() => deletion.ask(row)}
      />
    </div>
  );

  return (
    <SettingsSection
      title={texts.title}
      description={texts.description}
      addLabel={texts.create}
      onAdd={() => setDialog({ kind: "create" })}
    >
      <DataList
        rows={query.data ?? []}
        status={status}
        columns={columns}
        actions={actions}
        cardActionClassName="flex-1"
        rowKey={(row) => row.id}
        cardLabel={name}
      />
      <FormDialog mode={dialog} onClose={close} className={dialogClassName}>
        {(row) => form(row, close)}
      </FormDialog>
      <ConfirmDialog
        {...deletion.dialog}
        title={texts.confirmTitle}
        description={deletion.row ? confirmDelete(deletion.row) : ""}
        confirmLabel="Delete"
      />
    </SettingsSection>
  );
}
