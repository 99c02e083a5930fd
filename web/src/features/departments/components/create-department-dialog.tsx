import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { messages } from "@shared/messages.ts";
import { departmentSchema } from "@shared/schemas/departments.ts";

import { CreateDialog } from "@/components/form/create-dialog";
import { NameField } from "@/components/form/input-fields";
import { saveCallbacks } from "@/components/form/save-callbacks";
import { withLabels } from "@/lib/field-errors";

import { useCreateDepartment } from "../api/create-department";

const LABELS = { name: "Name" };

/** The Create Department button and its dialog: a name, checked before sending ("Name is required"). */
export function CreateDepartmentDialog() {
  const [open, setOpen] = useState(false);
  const form = useForm({
    resolver: withLabels(zodResolver(departmentSchema), LABELS),
    defaultValues: { name: "" },
  });
  const create = useCreateDepartment(
    saveCallbacks(form.setError, LABELS, () => {
      setOpen(false);
      form.reset();
    })(messages.departmentCreated, messages.failedToCreateDepartment),
  );

  return (
    <CreateDialog
      title={messages.createDepartment}
      buttonClassName="w-full sm:w-fit"
      open={open}
      onOpenChange={setOpen}
      form={form}
      onSubmit={({ name }) => create.mutate(name)}
      isBusy={create.isPending}
    >
      <NameField control={form.control} className="gap-2" />
    </CreateDialog>
  );
}
