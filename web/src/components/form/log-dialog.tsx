import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

import { DialogForm, FormDialog, type FormDialogMode } from "@/components/form/form-dialog";
import { type LogSubject, LogUserField, subjectName } from "@/components/log-user-field";

/**
 * The create and edit modal of a log (sickness, appointment), its form drawn anew for each log.
 * Closed, it leaves the focus where it lands: the list points out the saved row itself, and
 * the focus going back to the Edit button would take the page away from it.
 */
export function LogDialog<Log extends { id: number }>({ mode, onClose, children }: {
  mode: FormDialogMode<Log> | null;
  onClose: () => void;
  /** The form, of the log being edited (null: a new one). */
  children: (log: Log | null) => ReactNode;
}) {
  return <FormDialog mode={mode} onClose={onClose} returnsFocus={false}>{children}</FormDialog>;
}

/**
 * A log's form: its title, the User (picked for a new log, fixed in an edit), the log's own
 * fields, then Cancel and Create or Save. Its description names the log's user for assistive
 * technology (the title, for a new log).
 */
export function LogDialogForm<V extends FieldValues & { user_id: string }, T>({
  form,
  log,
  title,
  onSubmit,
  isBusy,
  onCancel,
  children,
}: {
  form: UseFormReturn<V, unknown, T>;
  log: LogSubject;
  title: string;
  onSubmit: (values: T) => void;
  isBusy: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      title={title}
      description={subjectName(log) ?? title}
      isDescriptionHidden
      isEdit={log !== null}
      isBusy={isBusy}
      onCancel={onCancel}
    >
      <LogUserField log={log} control={form.control} />
      {children}
    </DialogForm>
  );
}
