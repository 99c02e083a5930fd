import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { messages } from "@shared/messages.ts";
import { departmentSchema } from "@shared/schemas/departments.ts";

import { DialogForm } from "@/components/form/form-dialog";
import { LabelledField } from "@/components/form/labelled-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { withLabels } from "@/lib/field-errors";
import { reportRefusal } from "@/lib/refusal";

import { useCreateDepartment } from "../api/create-department";

const LABELS = { name: "Name" };

/** The Create Department button and its dialog: a name, checked before sending ("Name is required"). */
export function CreateDepartmentDialog() {
  const [open, setOpen] = useState(false);
  const form = useForm({
    resolver: withLabels(zodResolver(departmentSchema), LABELS),
    defaultValues: { name: "" },
  });
  const create = useCreateDepartment({
    onSuccess: () => {
      toast.success(messages.departmentCreated);
      setOpen(false);
      form.reset();
    },
    onError: (error) => {
      reportRefusal(messages.failedToCreateDepartment, error, form.setError, LABELS);
    },
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="w-full sm:w-fit">
          <PlusIcon aria-hidden="true" />
          {messages.createDepartment}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogForm
          form={form}
          onSubmit={({ name }) => create.mutate(name)}
          title={messages.createDepartment}
          description={messages.createDepartment}
          isDescriptionHidden
          isEdit={false}
          isBusy={create.isPending}
          onCancel={() => setOpen(false)}
          submitLabel={create.isPending ? messages.submitting : "Create"}
        >
          <LabelledField control={form.control} name="name" label="Name" className="gap-2">
            {(field) => <Input maxLength={100} required {...field} />}
          </LabelledField>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
