import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";

import { todayInLondon } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import { userPatternSchema, type WorkingPatternRow } from "@shared/schemas/policies.ts";

import { DateField } from "@/components/date-field";
import { LabelledField, SelectField } from "@/components/form/labelled-field";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { now } from "@/lib/clock";
import { withLabels } from "@/lib/field-errors";
import { reportRefusal } from "@/lib/refusal";

import { useSetUserPattern } from "../api/set-user-pattern";
import { POLICY_LABELS, POLICY_WORDS } from "./policy-words";

/** Radix Select items cannot have "" as value: this one stands for the company default. */
const DEFAULT = "default";

type GivePatternValues = { patternId: string; startsOn: string };

/** The shared schema reading the form: "3" → 3, the company default → null. */
const givePatternSchema = z.preprocess(
  (values: GivePatternValues) => ({
    patternId: values.patternId === DEFAULT ? null : Number(values.patternId),
    startsOn: values.startsOn,
  }),
  userPatternSchema,
);

/**
 * Gives the user a named pattern (or the company default) from a date; the days before it
 * keep the pattern they had, so requests already taken keep their hours.
 */
export function GivePatternForm(
  { userId, patterns }: { userId: string; patterns: readonly WorkingPatternRow[] },
) {
  const form = useForm({
    resolver: withLabels(zodResolver(givePatternSchema), POLICY_LABELS),
    defaultValues: { patternId: DEFAULT, startsOn: todayInLondon(now()) },
  });
  const give = useSetUserPattern({
    onSuccess: () => toast.success(POLICY_WORDS.patternSaved),
    onError: (error) => {
      reportRefusal(messages.failedToUpdateUser, error, form.setError, POLICY_LABELS);
    },
  });

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((chosen) => give.mutate({ userId, ...chosen }))}
        noValidate
        aria-label="Give a working pattern"
        className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
      >
        <SelectField
          control={form.control}
          name="patternId"
          label={POLICY_LABELS.patternId}
          options={[
            { value: DEFAULT, label: POLICY_WORDS.companyDefault },
            ...patterns.map((pattern) => ({ value: String(pattern.id), label: pattern.name })),
          ]}
        />
        <LabelledField
          control={form.control}
          name="startsOn"
          label={POLICY_LABELS.startsOn}
          className="content-start gap-1.5"
        >
          {(field) => <DateField label={POLICY_LABELS.startsOn} required {...field} />}
        </LabelledField>
        <Button type="submit" className="sm:mt-[1.375rem]" disabled={give.isPending}>
          Apply pattern
        </Button>
      </form>
    </Form>
  );
}
