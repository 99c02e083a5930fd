import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";

import { formatDate } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import { endDateSchema } from "@shared/schemas/policies.ts";

import { DateField } from "@/components/date-field";
import { LabelledField } from "@/components/form/labelled-field";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { withLabels } from "@/lib/field-errors";
import { reportRefusal } from "@/lib/refusal";

import { useSetEndDate } from "../api/set-end-date";
import { POLICY_LABELS, POLICY_WORDS } from "./policy-words";

type EndDateValues = { endDate: string };

/** The shared schema reading the form: an empty box is no end date. */
const endDateFormSchema = z.preprocess(
  (values: EndDateValues) => ({ endDate: values.endDate === "" ? null : values.endDate }),
  endDateSchema,
);

/**
 * The user's last day of employment (their allowance may then be pro-rata), or none: Save
 * with an empty box, or Clear, removes it. Keyed by the saved date, so it shows what is saved.
 */
export function EndDateForm({ userId, endDate }: { userId: string; endDate: string | null }) {
  const form = useForm({
    resolver: withLabels(zodResolver(endDateFormSchema), POLICY_LABELS),
    defaultValues: { endDate: endDate ?? "" },
  });
  const save = useSetEndDate({
    onSuccess: () => toast.success(POLICY_WORDS.endDateSaved),
    onError: (error) => {
      reportRefusal(messages.failedToUpdateUser, error, form.setError, POLICY_LABELS);
    },
  });

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((chosen) => save.mutate({ userId, ...chosen }))}
        noValidate
        aria-label="End date"
        className="grid gap-3 sm:grid-cols-[12rem_auto_auto] sm:items-start sm:justify-start"
      >
        <LabelledField
          control={form.control}
          name="endDate"
          label={POLICY_LABELS.endDate}
          className="content-start gap-1.5"
        >
          {(field) => <DateField label={POLICY_LABELS.endDate} {...field} />}
        </LabelledField>
        <Button type="submit" className="sm:mt-[1.375rem]" disabled={save.isPending}>
          Save end date
        </Button>
        {endDate !== null && (
          <Button
            type="button"
            variant="outline"
            className="sm:mt-[1.375rem]"
            disabled={save.isPending}
            onClick={() => save.mutate({ userId, endDate: null })}
          >
            Clear <span className="sr-only">the end date {formatDate(endDate)}</span>
          </Button>
        )}
      </form>
    </Form>
  );
}
