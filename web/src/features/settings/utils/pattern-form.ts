// The Create and Edit Pattern dialog's check. The shared schema reads each day as a number and
// names `hours` once for any day out of range; the dialog holds the days as typed and says
// which day is wrong, beside it, before the whole pattern is checked as the API checks it.
import { z } from "zod";

import { workingPatternSchema } from "@shared/schemas/policies.ts";
import { patternProblem, STANDARD_PATTERN } from "@shared/working-patterns.ts";

/** A day's hours as typed, as a number; a blank day is not one: "7.5" → 7.5, "" → NaN. */
export function typedDayHours(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

/**
 * What the shared rule says of one day's hours, in a day's words, or undefined:
 * 25 → "must be 0 to 24 hours in quarter hours"; 7.5 → undefined.
 */
export function dayProblem(hours: number): string | undefined {
  const week = [hours, ...STANDARD_PATTERN.hours.slice(1)];
  return patternProblem({ anchor: STANDARD_PATTERN.anchor, hours: week })
    ?.replace(/^hours: each day /, "");
}

/** What the shared rule says of a cycle's first day, in a field's words: "must be a Monday". */
function anchorProblem(anchor: string): string | undefined {
  return patternProblem({ anchor, hours: STANDARD_PATTERN.hours })?.replace(/^anchor: /, "");
}

const { name, anchor } = workingPatternSchema.shape;

/**
 * The dialog's values (days as typed) checked field by field, each day beside its input, then
 * as the API checks the pattern (workingPatternSchema).
 */
export const patternFormSchema = z.object({
  name,
  anchor: anchor.superRefine((value, ctx) => {
    const problem = anchorProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
  hours: z.array(
    z.string().transform(typedDayHours).superRefine((hours, ctx) => {
      const problem = dayProblem(hours);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  ),
}).pipe(workingPatternSchema);
