import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

import { todayInLondon } from "@shared/dates.ts";
import { userPatternSchema, type WorkingPatternRow } from "@shared/schemas/policies.ts";

import { CheckedForm } from "@/components/form/checked-form";
import { DateInputField } from "@/components/form/input-fields";
import { SelectField } from "@/components/form/labelled-field";
import { Button } from "@/components/ui/button";
import { now } from "@/lib/clock";

import { useSetUserPattern } from "../api/set-user-pattern";
import { usePolicyForm } from "./policy-form";
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
  const { form, callbacks } = usePolicyForm(zodResolver(givePatternSchema), {
    patternId: DEFAULT,
    startsOn: todayInLondon(now()),
  });
  const give = useSetUserPattern(callbacks(POLICY_WORDS.patternSaved));

  return (
    <CheckedForm
      form={form}
      onSubmit={(chosen) => give.mutate({ userId, ...chosen })}
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
      <DateInputField
        control={form.control}
        name="startsOn"
        label={POLICY_LABELS.startsOn}
        required
      />
      <Button type="submit" className="sm:mt-[1.375rem]" disabled={give.isPending}>
        Apply pattern
      </Button>
    </CheckedForm>
  );
}
