import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { isValidIsoDate } from "@shared/dates.ts";
import {
  type ClosureInput,
  type ClosureKind,
  closureSchema,
} from "@shared/schemas/public-holidays.ts";

import { DialogForm } from "@/components/form/form-dialog";
import { DateInputField, NameField } from "@/components/form/input-fields";
import { RadioGroupField, type RadioOption } from "@/components/form/radio-group-field";
import { checkedAs } from "@/lib/form-check";
import { reportRefusal } from "@/lib/refusal";

import { type CreatedClosure, useCreateClosure } from "../api/create-closure";
import { holidayMessages as texts } from "../holiday-messages";

/** The fields as the API names them, with the labels the dialog shows. */
const LABELS = { name: "Name", startDate: "From", endDate: "To", countsAs: "Its days" };

const check = checkedAs<ClosureInput>(closureSchema, LABELS);

/** What a closure's days are, each with its one-line consequence. */
const KIND_OPTIONS = [
  { value: "no_hours", label: texts.noWorkingHours, hint: texts.noWorkingHoursHint },
  { value: "holiday", label: texts.countsAsHoliday, hint: texts.countsAsHolidayHint },
] satisfies RadioOption<ClosureKind>[];

/** The toast of a closure added: counted as holiday, how many it booked and whom it passed over. */
function announce({ closure, skipped }: CreatedClosure) {
  if (closure.countsAs === "no_hours") {
    toast.success(texts.closureAdded);
    return;
  }
  toast.success(
    texts.closureBooked(closure.requests),
    skipped.length > 0 ? { description: texts.closureSkipped(skipped) } : {},
  );
}

/** The Add closure dialog's form: its name, first and last day, and what its days are. */
export function ClosureForm({ onClose }: { onClose: () => void }) {
  const form = useForm<ClosureInput>({
    resolver: check,
    defaultValues: { name: "", startDate: "", endDate: "", countsAs: "no_hours" },
  });
  const startDate = form.watch("startDate");
  const create = useCreateClosure({
    onSuccess: (created) => {
      announce(created);
      onClose();
    },
    onError: (error) => reportRefusal(texts.failedToAddClosure, error, form.setError, LABELS),
  });

  /** A first day after the last (or none yet) brings the last day to it. */
  function setStartDate(date: string) {
    form.setValue("startDate", date, { shouldValidate: form.formState.isSubmitted });
    const endDate = form.getValues("endDate");
    if (isValidIsoDate(date) && (endDate === "" || endDate < date)) {
      form.setValue("endDate", date, { shouldValidate: form.formState.isSubmitted });
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={(closure) => create.mutate({ ...closure, name: closure.name.trim() })}
      title={texts.addClosure}
      description={texts.closuresDescription}
      isEdit={false}
      isBusy={create.isPending}
      onCancel={onClose}
      submitLabel="Add"
    >
      <NameField control={form.control} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateInputField
          control={form.control}
          name="startDate"
          label={LABELS.startDate}
          required
          onChange={setStartDate}
        />
        <DateInputField
          control={form.control}
          name="endDate"
          label={LABELS.endDate}
          required
          min={startDate || undefined}
        />
      </div>
      <RadioGroupField
        control={form.control}
        name="countsAs"
        legend={LABELS.countsAs}
        options={KIND_OPTIONS}
      />
    </DialogForm>
  );
}
