import type { ReactNode } from "react";

import { DialogHeading } from "@/components/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";

/**
 * A dialog of the planning that shows something rather than asks for it (a day, an event, who
 * is away): no ✕ in its corner, as its footer's Close (or Escape, or a click outside) closes
 * it. Open while `isOpen`; its `children` are a ViewDialogBody. Closed, it gives the focus back to
 * what opened it.
 */
export function ViewDialog({
  isOpen,
  onClose,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent showCloseButton={false}>{children}</DialogContent>
    </Dialog>
  );
}

/** What a ViewDialog shows: its title and what it is about, `children`, then Close and `actions`. */
export function ViewDialogBody({
  title,
  description,
  isDescriptionHidden = false,
  onClose,
  actions,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  /** Whether the description is for assistive technology only (the title says it all). */
  isDescriptionHidden?: boolean;
  onClose: () => void;
  /** Buttons after Close: "Delete". */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <DialogHeading
        title={title}
        description={description}
        isDescriptionHidden={isDescriptionHidden}
      />
      {children}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>Close</Button>
        {actions}
      </DialogFooter>
    </>
  );
}
