import type { ReactNode } from "react";
import type { FieldErrors, FieldValues, UseFormReturn } from "react-hook-form";

import { Form } from "@/components/ui/form";

/**
 * A form its schema checks before `onSubmit` gets the checked values (`onInvalid` the errors),
 * each message under its field; the browser's own checks are off unless `noValidate` is false.
 */
export function CheckedForm<V extends FieldValues, T>({
  form,
  onSubmit,
  onInvalid,
  noValidate = true,
  children,
  ...props
}: {
  form: UseFormReturn<V, unknown, T>;
  onSubmit: (values: T) => void;
  onInvalid?: (errors: FieldErrors<V>) => void;
  noValidate?: boolean;
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  children: ReactNode;
}) {
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit, onInvalid)} noValidate={noValidate} {...props}>
        {children}
      </form>
    </Form>
  );
}
