// Field errors in a form's own words. The shared schemas write a field's message relative to
// the field ("is required", "must not be before sick_from_date") and the API names the field in
// front ("sick_to_date: must not be before sick_from_date"); a form shows it beside the field,
// called by the label the person sees: "Sick To must be on or after Sick From".
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

import { MESSAGE_TEXTS } from "@shared/messages.ts";
import { DATE_FORMAT, optionalIsoDate, TIME_FORMAT } from "@shared/schemas/common.ts";

/** A form's labels by field name, as the schemas and the server name its fields: { user_id: "User" }. */
export type FieldLabels = Readonly<Record<string, string>>;

/** The schemas' phrases a person would not say, as the forms say them. */
const PLAIN_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(`^${DATE_FORMAT}$`), "must be a date as dd/mm/yyyy"],
  [new RegExp(`^${TIME_FORMAT}$`), "must be a time as HH:MM (24-hour)"],
  [/^must not be before (\w+)$/, "must be on or after $1"],
];

/** Messages that read on from the label: "Email" + "is required" → "Email is required". */
const READS_ON = /^(is|must|has|already) /;

function labelOf(field: string, labels: FieldLabels): string | undefined {
  return Object.hasOwn(labels, field) ? labels[field] : undefined;
}

/**
 * One field's message as the form shows it: the field called by its label, a field the message
 * refers to as well; the spec's own messages, and sentences in its words, stay word for word.
 * ("end_time", "must be after start_time", { end_time: "End Time", start_time: "Start Time" })
 * → "End Time must be after Start Time"; ("user_id", "is required", { user_id: "User" }) →
 * "User is required"; a field without a label keeps its name: "user_id: is required".
 */
export function fieldMessage(field: string, message: string, labels: FieldLabels): string {
  // A whole sentence (the spec's, or one in its words such as a moved booking window's) stays.
  if (MESSAGE_TEXTS.has(message) || /^[A-Z]/.test(message)) return message;
  let words = message;
  for (const [pattern, plain] of PLAIN_WORDS) words = words.replace(pattern, plain);
  words = words.replace(/\b(\w+)$/, (word) => labelOf(word, labels) ?? word);
  const label = labelOf(field, labels);
  if (label === undefined) return `${field}: ${words}`;
  return READS_ON.test(words) ? `${label} ${words}` : `${label}: ${words}`;
}

/**
 * A server's text in the form's words, each "field: message" part of it:
 * "startDate: is required; endDate: is required" → "Start Date is required; End Date is required".
 */
export function messageInLabels(text: string, labels: FieldLabels): string {
  return text.split("; ").map((part) => {
    const match = /^([A-Za-z_][\w.]*): (.*)$/s.exec(part);
    return match && labelOf(match[1], labels) !== undefined
      ? fieldMessage(match[1], match[2], labels)
      : part;
  }).join("; ");
}

/**
 * A resolver whose messages name the form's labels (see fieldMessage): the form checks its
 * fields with the shared schema before sending, in its own words.
 */
export function withLabels<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
  labels: FieldLabels,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const [field, error] of Object.entries(result.errors)) {
      if (typeof error?.message === "string") {
        error.message = fieldMessage(field, error.message, labels);
      }
    }
    return result;
  };
}

/**
 * Object refinement for a form's date fields, "" until chosen: one typed that is not a date
 * the server takes gets the shared date schema's message ("31/02/2027" → "must be a date in
 * yyyy-MM-dd format", shown as "Start Date must be a date as dd/mm/yyyy").
 */
export function typedDates(...keys: string[]) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    for (const key of keys) {
      const issue = optionalIsoDate.safeParse(value[key]).error?.issues[0];
      if (issue) ctx.addIssue({ code: "custom", path: [key], message: issue.message });
    }
  };
}
