import { Fragment, type ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

import { DialogBody } from "@/components/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { cn } from "@/lib/utils";

/** What a create-and-edit dialog does: create a row, or edit one. */
export type FormDialogMode<Row> = { kind: "create" } | { kind: "edit"; row: Row };

/**
 * The dialog of a list's create and edit form, open while `mode` is set. Its form is drawn anew
 * for each row (and for create), so it starts from that row's values. Closed, it gives the focus
 * back to what had it as it opened (its button), without scrolling the page to it: opened
 * without a DialogTrigger, Radix would drop it.
 */
export function FormDialog<Row extends { id: number }>({
  mode,
  onClose,
  className,
  returnsFocus = true,
  children,
}: {
  mode: FormDialogMode<Row> | null;
  onClose: () => void;
  className?: string;
  /**
   * false for a list that points out the saved row itself (the logs: it scrolls the row into
   * view and marks it), where the focus going back to the button would take the page away.
   */
  returnsFocus?: boolean;
  /** The form, of the row being edited (null: a new one). */
  children: (row: Row | null) => ReactNode;
}) {
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className={className}
        // Not back to the button (ui/dialog.tsx would): the list points out its saved row.
        onCloseAutoFocus={returnsFocus ? undefined : (event) => event.preventDefault()}
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
 * The form of a dialog: its title and what it does, the fields, then Cancel and Save (editing)
 * or Create (or `submitLabel`: "Add"), disabled while the save is under way.
 */
export function DialogForm<V extends FieldValues, T>({
  form,
  onSubmit,
  title,
  description,
  isDescriptionHidden = false,
  className,
  isEdit,
  isBusy,
  onCancel,
  submitLabel,
  children,
}: {
  form: UseFormReturn<V, unknown, T>;
  onSubmit: (values: T) => void;
  title: string;
  description: ReactNode;
  /** Whether the description is for assistive technology only (the title says it all). */
  isDescriptionHidden?: boolean;
  /** Classes of the form, e.g. a wider gap between its parts. */
  className?: string;
  isEdit: boolean;
  isBusy: boolean;
  onCancel: () => void;
  submitLabel?: string;
  children: ReactNode;
}) {
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        className={cn("grid min-w-0 gap-4", className)}
        noValidate
      >
        <DialogBody
          title={title}
          description={description}
          isDescriptionHidden={isDescriptionHidden}
          buttons={
            <>
              <Button type="button" variant="outline" onClick={onCancel}>Cancel</Button>
              <Button type="submit" disabled={isBusy}>
                {submitLabel ?? (isEdit ? "Save" : "Create")}
              </Button>
            </>
          }
        >
          {children}
        </DialogBody>
      </form>
    </Form>
  );
}
