import { type ComponentProps, type ReactNode, useId } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * A box of its own, outside a checked form (sign-in, a list's year): its label, the input
 * (`inputClassName` its classes), then what goes with it (a link, a button).
 */
export function LabelledInput({ label, className, inputClassName, children, ...input }:
  & Omit<ComponentProps<"input">, "id">
  & { label: string; inputClassName?: string; children?: ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} className={inputClassName} {...input} />
      {children}
    </div>
  );
}
