import type { UseMutationResult } from "@tanstack/react-query";
import { type ComponentProps, type ReactNode, useState } from "react";
import { toast } from "sonner";

import type { InvalidatingMutationOptions } from "@/api/use-invalidating-mutation";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { refusalDetail } from "@/lib/refusal";

/**
 * A destructive action's confirmation (delete a user, a department): open while `open`,
 * Cancel closes it, the confirm button calls `onConfirm` (the caller closes it when done).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isBusy = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  isBusy?: boolean;
}) {
  return (
    <AlertBox
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      buttons={
        <>
          <AlertDialogCancel disabled={isBusy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={isBusy}
            onClick={(event) => {
              event.preventDefault(); // stay open until the deletion is done
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </>
      }
    />
  );
}

/**
 * An alert dialog (a confirmation, the inactivity warning): its title and what it says, what
 * goes under them, then its buttons. `contentProps` go to its content: where the focus goes
 * as it opens and as it closes.
 */
export function AlertBox({
  open,
  onOpenChange,
  title,
  description,
  contentProps,
  buttons,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  contentProps?: ComponentProps<typeof AlertDialogContent>;
  buttons: ReactNode;
  children?: ReactNode;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent {...contentProps}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>{buttons}</AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * A change asked about first (a delete, a withdrawal): `ask(row)` opens the ConfirmDialog that
 * `dialog` is spread into, whose confirm sends `input(row)`; the outcome shows as a toast (a
 * refusal with the server's reason), and the dialog closes once the change is settled.
 */
export function useConfirmation<Row, Input, Data>(
  useChange: (
    options: InvalidatingMutationOptions<Data, Input>,
  ) => UseMutationResult<Data, Error, Input>,
  input: (row: Row) => Input,
  { done, failed }: { done: string; failed: string },
) {
  const [row, setRow] = useState<Row | null>(null);
  const change = useChange({
    onSuccess: () => toast.success(done),
    onError: (error) => toast.error(failed, refusalDetail(error)),
    onSettled: () => setRow(null),
  });
  return {
    /** The row asked about, while the dialog is open. */
    row,
    ask: setRow,
    change,
    dialog: {
      open: row !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setRow(null);
      },
      onConfirm: () => {
        if (row !== null) change.mutate(input(row));
      },
      isBusy: change.isPending,
    },
  };
}
