import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";

import { createLeaveTypeSchema, leaveTypeColour } from "@shared/schemas/leave-types.ts";

import { DialogForm } from "@/components/form/form-dialog";
import { InputField } from "@/components/form/input-fields";
import { SwitchField } from "@/components/form/labelled-field";
import { RadioGroupField } from "@/components/form/radio-group-field";
import { saveCallbacks } from "@/components/form/save-callbacks";
import { checkedAs } from "@/lib/form-check";

import { useCreateLeaveType } from "../api/create-leave-type";
import type { LeaveTypeRow } from "../api/get-leave-types";
import { useUpdateLeaveType } from "../api/update-leave-type";
import { leaveTypeMessages as texts } from "../leave-type-messages";

/** The form's values: the allowance as typed ("" for none). */
type LeaveTypeValues = {
  name: string;
  colour: string;
  deductsFromAllowance: boolean;
  allowanceHours: string;
  needsApproval: boolean;
  colleaguesSeeName: boolean;
  countsAsAway: boolean;
  halfDays: boolean;
  noteRequired: boolean;
  filedBy: "employee" | "admin";
};

const LABELS = {
  name: texts.name,
  colour: texts.colour,
  deductsFromAllowance: texts.deducts,
  allowanceHours: texts.allowance,
  needsApproval: texts.needsApproval,
  colleaguesSeeName: texts.colleaguesSeeName,
  countsAsAway: texts.countsAsAway,
  halfDays: texts.halfDays,
  noteRequired: texts.noteRequired,
  filedBy: texts.filedBy,
};

/** The server's schema, an empty allowance read as none. */
const check = checkedAs<LeaveTypeValues>(
  z.preprocess(
    (values: LeaveTypeValues) => ({
      ...values,
      allowanceHours: values.allowanceHours.trim() === "" ? null : values.allowanceHours,
    }),
    createLeaveTypeSchema,
  ),
  LABELS,
);
/** The built-in type: only its colour. */
const checkColour = checkedAs<LeaveTypeValues>(
  z.object({ colour: leaveTypeColour }).passthrough(),
  LABELS,
);

const FILERS = [
  { value: "employee", label: texts.filedByEmployee },
  { value: "admin", label: texts.filedByAdmin },
] as const;

function valuesOf(type: LeaveTypeRow | null): LeaveTypeValues {
  return {
    name: type?.name ?? "",
    colour: type?.colour ?? "#fde68a",
    deductsFromAllowance: type?.deductsFromAllowance ?? false,
    allowanceHours: type?.allowanceHours === null || !type ? "" : String(type.allowanceHours),
    needsApproval: type?.needsApproval ?? true,
    colleaguesSeeName: type?.colleaguesSeeName ?? true,
    countsAsAway: type?.countsAsAway ?? true,
    halfDays: type?.halfDays ?? true,
    noteRequired: type?.noteRequired ?? false,
    filedBy: type?.filedBy ?? "employee",
  };
}

/** The Create and Edit Leave Type dialog's form, of `type` (null: a new one). */
export function LeaveTypeForm(
  { type, onClose }: { type: LeaveTypeRow | null; onClose: () => void },
) {
  const isBuiltIn = type?.isBuiltIn ?? false;
  const form = useForm<LeaveTypeValues>({
    resolver: isBuiltIn ? checkColour : check,
    defaultValues: valuesOf(type),
  });
  const [colour, deducts] = useWatch({
    control: form.control,
    name: ["colour", "deductsFromAllowance"],
  });
  const callbacks = saveCallbacks(form.setError, LABELS, onClose);
  const create = useCreateLeaveType(callbacks(texts.created, texts.failedToCreate));
  const update = useUpdateLeaveType(callbacks(texts.updated, texts.failedToUpdate));

  function save(values: LeaveTypeValues) {
    if (isBuiltIn && type) {
      update.mutate({ id: type.id, colour: values.colour });
      return;
    }
    const allowanceHours = values.allowanceHours.trim() === "" ? null : values.allowanceHours;
    const input = { ...values, name: values.name.trim(), allowanceHours };
    if (type) update.mutate({ id: type.id, ...input });
    else create.mutate(input);
  }

  return (
    <DialogForm
      form={form}
      onSubmit={save}
      title={type ? texts.editTitle : texts.create}
      description={isBuiltIn ? texts.builtInHint : texts.newHint}
      isEdit={type !== null}
      isBusy={create.isPending || update.isPending}
      onCancel={onClose}
    >
      {!isBuiltIn && (
        <InputField control={form.control} name="name" label={texts.name} maxLength={60} required />
      )}
      <InputField
        control={form.control}
        name="colour"
        label={texts.colour}
        description={texts.colourHint}
        maxLength={7}
        inputClassName="w-32"
        required
        unit={
          <span
            aria-hidden="true"
            data-testid="colour-preview"
            className="block size-9 shrink-0 rounded-md border border-foreground/40"
            style={{ backgroundColor: /^#[0-9a-f]{6}$/i.test(colour) ? colour : "transparent" }}
          />
        }
      />
      {!isBuiltIn && (
        <>
          <SwitchField control={form.control} name="deductsFromAllowance" label={texts.deducts} />
          {!deducts && (
            <InputField
              control={form.control}
              name="allowanceHours"
              label={texts.allowance}
              description={texts.allowanceHint}
              inputMode="decimal"
              maxLength={8}
            />
          )}
          <SwitchField control={form.control} name="needsApproval" label={texts.needsApproval} />
          <SwitchField
            control={form.control}
            name="colleaguesSeeName"
            label={texts.colleaguesSeeName}
          />
          <SwitchField control={form.control} name="countsAsAway" label={texts.countsAsAway} />
          <SwitchField control={form.control} name="halfDays" label={texts.halfDays} />
          <SwitchField control={form.control} name="noteRequired" label={texts.noteRequired} />
          <RadioGroupField
            control={form.control}
            name="filedBy"
            legend={texts.filedBy}
            options={FILERS}
          />
        </>
      )}
    </DialogForm>
  );
}
