// A form's check from a shared schema, apart from field-errors.ts so that screens which only
// word the server's refusals (the planning dialog, the lists) do not load the zod resolver.
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import { z } from "zod";

import { type FieldLabels, withLabels } from "@/lib/field-errors";

/**
 * A form's resolver from a shared schema: the values as the form holds them are checked as the
 * server checks them and sent as typed (the server parses them), each message in the form's
 * words (see withLabels).
 */
export function checkedAs<Values extends FieldValues>(
  schema: z.ZodType,
  labels: FieldLabels,
): Resolver<Values> {
  return withLabels(
    zodResolver(z.preprocess((values: Values) => values, schema), undefined, { raw: true }),
    labels,
  ) as Resolver<Values>;
}
