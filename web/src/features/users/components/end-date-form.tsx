import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

import { formatDate } from "@shared/dates.ts";
import { endDateSchema } from "@shared/schemas/policies.ts";

import { CheckedForm } from "@/components/form/checked-form";
import { DateInputField } from "@/components/form/input-fields";
import { Button } from "@/components/ui/button";

import { useSetEndDate } from "../api/set-end-date";
import { usePolicyForm } from "./policy-form";
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
  const { form, callbacks } = usePolicyForm(zodResolver(endDateFormSchema), {
    endDate: endDate ?? "",
  }, POLICY_WORDS.endDatePart);
  const save = useSetEndDate(callbacks(POLICY_WORDS.endDateSaved));

  return (
    <CheckedForm
      form={form}
      onSubmit={(chosen) => save.mutate({ userId, ...chosen })}
      aria-label="End date"
      className="grid gap-3 sm:grid-cols-[12rem_auto_auto] sm:items-start sm:justify-start"
    >
      <DateInputField control={form.control} name="endDate" label={POLICY_LABELS.endDate} />
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
    </CheckedForm>
  );
}
