import type { ReactNode } from "react";

import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

type HeadingProps = {
  title: ReactNode;
  subject?: ReactNode;
  description: ReactNode;
  isDescriptionHidden?: boolean;
};

/**
 * A dialog's heading: its title, an optional `subject` line under it ("Ann Lee, 07/12/2026 to
 * 10/12/2026"), and what the dialog is about, for assistive technology only when
 * `isDescriptionHidden` (the title says it all).
 */
export function DialogHeading(
  { title, subject, description, isDescriptionHidden = false }: HeadingProps,
) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      {subject && <p className="text-sm font-medium">{subject}</p>}
      <DialogDescription className={isDescriptionHidden ? "sr-only" : undefined}>
        {description}
      </DialogDescription>
    </DialogHeader>
  );
}

/** A dialog's content: its heading, what it holds, then its `buttons` (Cancel, the action). */
export function DialogBody({ buttons, children, ...heading }: HeadingProps & {
  buttons: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <DialogHeading {...heading} />
      {children}
      <DialogFooter>{buttons}</DialogFooter>
    </>
  );
}
