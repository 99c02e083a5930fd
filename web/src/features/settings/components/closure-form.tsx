import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { isValidIsoDate } from "@shared/dates.ts";
import { type ClosureInput, closureSchema } from "@shared/schemas/public-holidays.ts";

import { DateField } from "@/components/date-field";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { checkedAs } from "@/lib/form-check";
import { reportRefusal } from "@/lib/refusal";

import { type CreatedClosure, useCreateClosure } from "../api/create-closure";
import { holidayMessages as texts } from "../holiday-messages";
import { ClosureKindField } from "./closure-kind-field";
import { SettingsDialogFooter } from "./settings-form-dialog";

/** The fields as the API names them, with the labels the dialog shows. */
const LABELS = { name: "Name", startDate: "From", endDate: "To", countsAs: "Its days" };

const check = checkedAs<ClosureInput>(closureSchema, LABELS);

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
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((closure) =>
          create.mutate({ ...closure, name: closure.name.trim() })
        )}
        className="grid min-w-0 gap-4"
        noValidate
      >
        <DialogHeader>
          <DialogTitle>{texts.addClosure}</DialogTitle>
          <DialogDescription>{texts.closuresDescription}</DialogDescription>
        </DialogHeader>
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem className="gap-1.5">
              <FormLabel>{LABELS.name}</FormLabel>
              <FormControl>
                <Input maxLength={100} required {...field} />
              </FormControl>
              <FormMessage role="alert" />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="startDate"
            render={({ field }) => (
              <FormItem className="content-start gap-1.5">
                <FormLabel>{LABELS.startDate}</FormLabel>
                <FormControl>
                  <DateField label={LABELS.startDate} required {...field} onChange={setStartDate} />
                </FormControl>
                <FormMessage role="alert" />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="endDate"
            render={({ field }) => (
              <FormItem className="content-start gap-1.5">
                <FormLabel>{LABELS.endDate}</FormLabel>
                <FormControl>
                  <DateField
                    label={LABELS.endDate}
                    required
                    min={startDate || undefined}
                    {...field}
                  />
                </FormControl>
                <FormMessage role="alert" />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="countsAs"
          render={({ field }) => (
            <FormItem className="gap-1.5">
              <ClosureKindField
                legend={LABELS.countsAs}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
              <FormMessage role="alert" />
            </FormItem>
          )}
        />
        <SettingsDialogFooter
          isEdit={false}
          isBusy={create.isPending}
          onCancel={onClose}
          submitLabel="Add"
        />
      </form>
    </Form>
  );
}
