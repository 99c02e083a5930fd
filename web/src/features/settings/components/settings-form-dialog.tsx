import { Fragment, type ReactNode, useRef } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import type { FieldLabels } from "@/lib/field-errors";
import { reportRefusal } from "@/lib/refusal";

/** What a Settings dialog does: create a row, or edit one. */
export type SettingsDialogMode<Row> = { kind: "create" } | { kind: "edit"; row: Row };

/**
 * The dialog of a Settings list, open while `mode` is set. Its form is drawn anew for each row
 * (and for create), so it starts from that row's values. Closed, it gives the focus back to
 * what had it as it opened (its button): opened without a DialogTrigger, Radix would drop it.
 */
export function SettingsFormDialog<Row extends { id: number }>({
  mode,
  onClose,
  className,
  children,
}: {
  mode: SettingsDialogMode<Row> | null;
  onClose: () => void;
  className?: string;
  /** The form, of the row being edited (null: a new one). */
  children: (row: Row | null) => ReactNode;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className={className}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement
            ? document.activeElement
            : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        {mode && (
          <Fragment key={mode.kind === "edit" ? mode.row.id : "create"}>
            {children(mode.kind === "edit" ? mode.row : null)}
          </Fragment>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A Settings form's mutation callbacks: `saved` as a toast and the dialog closed, or `failed`
 * with the server's reason, and the field it named marked.
 */
export function saveCallbacks<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  labels: FieldLabels,
  onClose: () => void,
) {
  return (saved: string, failed: string) => ({
    onSuccess: () => {
      toast.success(saved);
      onClose();
    },
    onError: (error: Error) => {
      reportRefusal(failed, error, setError, labels);
    },
  });
}

/**
 * Cancel, and Save (editing) or Create (or `submitLabel`: "Add"), disabled while the save is
 * under way.
 */
export function SettingsDialogFooter({ isEdit, isBusy, onCancel, submitLabel }: {
  isEdit: boolean;
  isBusy: boolean;
  onCancel: () => void;
  submitLabel?: string;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>Cancel</Button>
      <Button type="submit" disabled={isBusy}>
        {submitLabel ?? (isEdit ? "Save" : "Create")}
      </Button>
    </DialogFooter>
  );
}
