import { PencilIcon } from "lucide-react";
import { toast } from "sonner";
import { useState } from "react";

import { ConfirmDialog, useConfirmation } from "@/components/confirm-dialog";
import { type DataColumn, DataList } from "@/components/data-list/data-list";
import { useListState } from "@/components/data-list/use-list-state";
import { DeleteButton } from "@/components/delete-button";
import { FormDialog, type FormDialogMode } from "@/components/form/form-dialog";
import { SettingsSection } from "@/components/settings-card";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { refusalDetail } from "@/lib/refusal";

import { useDeleteLeaveType } from "../api/delete-leave-type";
import { type LeaveTypeRow, useLeaveTypes } from "../api/get-leave-types";
import { useUpdateLeaveType } from "../api/update-leave-type";
import { leaveTypeMessages as texts, leaveTypeRules } from "../leave-type-messages";
import { LeaveTypeForm } from "./leave-type-form";

/** Where a type comes from: built in, ready-made, or an administrator's own. */
const originOf = (type: LeaveTypeRow) =>
  type.isBuiltIn ? texts.builtIn : type.kind !== null ? texts.readyMade : texts.own;

/**
 * The Leave types card (issue 33): every type with its colour, where it comes from and its
 * rules; a switch turns a type on or off (retires it: its requests keep it), Create and Edit
 * open the dialog, and a type an administrator created that nobody used can be deleted.
 * Holiday is built in: always on, only its colour changes.
 */
export function LeaveTypes() {
  const query = useLeaveTypes();
  const status = useListState(query, texts.failedToFetch, texts.empty);
  const [dialog, setDialog] = useState<FormDialogMode<LeaveTypeRow> | null>(null);
  const close = () => setDialog(null);
  const toggle = useUpdateLeaveType({
    onSuccess: (type) =>
      toast.success(type.active ? texts.turnedOn(type.name) : texts.turnedOff(type.name)),
    onError: (error) => toast.error(texts.failedToChange, refusalDetail(error)),
  });
  const deletion = useConfirmation(useDeleteLeaveType, (row: LeaveTypeRow) => row.id, {
    done: texts.deleted,
    failed: texts.failedToDelete,
  });

  const columns: DataColumn<LeaveTypeRow>[] = [
    {
      header: texts.name,
      cell: (row) => (
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-4 shrink-0 rounded-sm border border-foreground/40"
            style={{ backgroundColor: row.colour }}
          />
          <span>
            {row.name}
            <span className="block text-xs text-muted-foreground">{originOf(row)}</span>
          </span>
        </span>
      ),
      className: "font-medium whitespace-normal",
    },
    { header: texts.rules, cell: leaveTypeRules, className: "whitespace-normal" },
    {
      header: texts.status,
      cell: (row) => (
        <Switch
          checked={row.active}
          disabled={row.isBuiltIn || toggle.isPending}
          aria-label={texts.activeLabel(row.name)}
          onCheckedChange={(active) => toggle.mutate({ id: row.id, active })}
        />
      ),
    },
  ];

  const actions = (row: LeaveTypeRow, className?: string) => (
    <div className="flex gap-2">
      <Button
        variant="outline"
        size="sm"
        className={className}
        onClick={() => setDialog({ kind: "edit", row })}
        aria-label={`${texts.edit} ${row.name}`}
      >
        <PencilIcon aria-hidden="true" />
        {texts.edit}
      </Button>
      {row.kind === null && row.requests === 0 && (
        <DeleteButton
          name={row.name}
          className={className}
          onClick={() => deletion.ask(row)}
        />
      )}
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
        cardLabel={(row) => row.name}
      />
      <FormDialog mode={dialog} onClose={close}>
        {(row) => <LeaveTypeForm type={row} onClose={close} />}
      </FormDialog>
      <ConfirmDialog
        {...deletion.dialog}
        title={texts.confirmTitle}
        description={deletion.row ? texts.confirmDelete(deletion.row.name) : ""}
        confirmLabel="Delete"
      />
    </SettingsSection>
  );
}
