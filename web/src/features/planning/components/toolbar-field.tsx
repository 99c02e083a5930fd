import type { ReactNode } from "react";

import { Label } from "@/components/ui/label";

/**
 * A control of a planning toolbar (the list's search, month and year, the department filter,
 * the cover view's start, weeks and department) with its label above it, or for assistive
 * technology only (`isLabelHidden`, where a placeholder says the same).
 */
export function ToolbarField({
  id,
  label,
  isLabelHidden = false,
  className = "flex flex-col gap-1.5",
  children,
}: {
  /** The control's id, which the label names. */
  id: string;
  label: string;
  isLabelHidden?: boolean;
  /** Classes of the frame around the label and the control: its width. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id} className={isLabelHidden ? "sr-only" : undefined}>{label}</Label>
      {children}
    </div>
  );
}
