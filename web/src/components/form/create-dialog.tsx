import { PlusIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

import { messages } from "@shared/messages.ts";

import { DialogForm } from "@/components/form/form-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";

/**
 * A Create button and its dialog (Create User, Create Department): the dialog's form is titled
 * as the button, its Create says "Submitting..." while the row is sent, Cancel closes it.
 */
export function CreateDialog<V extends FieldValues, T>({
  title,
  buttonClassName,
  open,
  onOpenChange,
  form,
  onSubmit,
  isBusy,
  children,
}: {
  title: string;
  buttonClassName?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  form: UseFormReturn<V, unknown, T>;
  onSubmit: (values: T) => void;
  isBusy: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button className={buttonClassName}>
          <PlusIcon aria-hidden="true" />
          {title}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogForm
          form={form}
          onSubmit={onSubmit}
          title={title}
          description={title}
          isDescriptionHidden
          isEdit={false}
          isBusy={isBusy}
          onCancel={() => onOpenChange(false)}
          submitLabel={isBusy ? messages.submitting : "Create"}
        >
          {children}
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
