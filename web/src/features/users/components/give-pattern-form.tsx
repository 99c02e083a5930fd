import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";

import { todayInLondon } from "@shared/dates.ts";
import {
  offsetProblem,
  userPatternSchema,
  type WorkingPatternRow,
} from "@shared/schemas/policies.ts";

import { CheckedForm } from "@/components/form/checked-form";
import { DateInputField, InputField } from "@/components/form/input-fields";
import { SelectField } from "@/components/form/labelled-field";
import { Button } from "@/components/ui/button";
import { now } from "@/lib/clock";

import { useSetUserPattern } from "../api/set-user-pattern";
import { usePolicyForm } from "./policy-form";
import { POLICY_LABELS, POLICY_WORDS } from "./policy-words";

/** Radix Select items cannot have "" as value: this one stands for the company default. */
const DEFAULT = "default";

type GivePatternValues = { patternId: string; startsOn: string; offsetDays: string };

/**
 * The shared schema reading the form: "3" → 3, the company default → null and no offset, an
 * empty offset → none (0); an offset is held under the chosen pattern's cycle, as the server
 * holds it.
 */
function givePatternSchema(patterns: readonly WorkingPatternRow[]) {
  return z.preprocess(
    (values: GivePatternValues) => ({
      patternId: values.patternId === DEFAULT ? null : Number(values.patternId),
      startsOn: values.startsOn,
      offsetDays: values.patternId === DEFAULT || values.offsetDays.trim() === ""
        ? undefined
        : Number(values.offsetDays),
    }),
    userPatternSchema.superRefine(({ patternId, offsetDays = 0 }, ctx) => {
      const cycle = patterns.find((pattern) => pattern.id === patternId)?.hours.length;
      const problem = patternId === null ? undefined : offsetProblem(offsetDays, cycle ?? null);
      if (problem && cycle !== undefined) {
        ctx.addIssue({ code: "custom", path: ["offsetDays"], message: problem.split(": ")[1] });
      }
    }),
  );
}

/**
 * Gives the user a named pattern (or the company default) from a date; the days before it
 * keep the pattern they had, so requests already taken keep their hours. A named pattern may
 * start the user's cycle some days later (crew B of a rota); 0, the default, sends none.
 */
export function GivePatternForm(
  { userId, patterns }: { userId: string; patterns: readonly WorkingPatternRow[] },
) {
  const resolver = useMemo(() => zodResolver(givePatternSchema(patterns)), [patterns]);
  const { form, callbacks } = usePolicyForm(resolver, {
    patternId: DEFAULT,
    startsOn: todayInLondon(now()),
    offsetDays: "0",
  }, POLICY_WORDS.patternPart);
  const give = useSetUserPattern(callbacks(POLICY_WORDS.patternSaved));
  const patternId = useWatch({ control: form.control, name: "patternId" });
  const chosen = patterns.find((pattern) => String(pattern.id) === patternId);

  return (
    <CheckedForm
      form={form}
      onSubmit={({ offsetDays, ...entry }) =>
        give.mutate({ userId, ...entry, ...(offsetDays ? { offsetDays } : {}) })}
      aria-label="Give a working pattern"
      className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-start"
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
      {chosen && (
        <InputField
          control={form.control}
          name="offsetDays"
          label={POLICY_LABELS.offsetDays}
          description={POLICY_WORDS.offsetHint(chosen.hours.length)}
          className="content-start gap-1.5 sm:col-span-2"
          inputClassName="w-28"
          type="number"
          inputMode="numeric"
          min={0}
          max={chosen.hours.length - 1}
          step={1}
        />
      )}
      <Button type="submit" className="sm:col-span-2 sm:w-fit" disabled={give.isPending}>
        Apply pattern
      </Button>
    </CheckedForm>
  );
}
