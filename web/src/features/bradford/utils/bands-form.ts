// The trigger points form's check. The shared schema reads each score as a number and names the
// whole list when one is not above the one before; the form holds the scores as typed and says
// which trigger point is out of order, beside its From, before anything is sent.
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import { z } from "zod";

import {
  type BradfordBand,
  type BradfordBands,
  bradfordBandsSchema,
} from "@shared/schemas/bradford.ts";

import { type FieldLabels, fieldMessage } from "@/lib/field-errors";

import { bradfordMessages as texts } from "../messages";

/** The trigger points as the inputs hold them: each score as typed. */
export type BandsValues = { bands: { from: string; label: string }[] };

/** A trigger point's fields, with the labels shown beside them. */
const ROW_LABELS = { from: texts.from, label: texts.label };
/** The list as a whole, as a message about it calls it. */
const LIST_LABELS = { bands: texts.legendTitle };

/** The saved trigger points as the form holds them: 51 → "51". */
export function valuesOf(bands: readonly BradfordBand[]): BandsValues {
  return { bands: bands.map(({ from, label }) => ({ from: String(from), label })) };
}

/**
 * Every field the API may name, by the label the form shows: "bands.1.from" → "From",
 * "bands" → "Trigger points".
 */
export function bandLabels(count: number): FieldLabels {
  const labels: Record<string, string> = { ...LIST_LABELS };
  for (let i = 0; i < count; i++) {
    labels[`bands.${i}.from`] = ROW_LABELS.from;
    labels[`bands.${i}.label`] = ROW_LABELS.label;
  }
  return labels;
}

/** The score typed, or null while it is not a number: "51" → 51; "" → null. */
function typedScore(text: string): number | null {
  return text.trim() === "" || !Number.isFinite(Number(text)) ? null : Number(text);
}

/**
 * The first trigger point whose score is not above the one before, both typed as numbers:
 * ["51", "40", "30"] → 1; ["51", "", "30"] → undefined.
 */
export function firstOutOfOrder(bands: BandsValues["bands"]): number | undefined {
  const index = bands.findIndex((band, i) => {
    if (i === 0) return false;
    const [before, score] = [typedScore(bands[i - 1].from), typedScore(band.from)];
    return before !== null && score !== null && score <= before;
  });
  return index < 0 ? undefined : index;
}

/** The shared schema reading the form: "51" → 51, "" → missing. */
const bandsFormSchema = z.preprocess(
  (values: BandsValues) => ({
    bands: values.bands.map(({ from, label }) => ({
      from: from.trim() === "" ? undefined : Number(from),
      label,
    })),
  }),
  bradfordBandsSchema,
);

const resolve = zodResolver(bandsFormSchema);

type RowErrors = { from?: FieldError; label?: FieldError };
/** What the resolver puts under `bands`: errors by row, and the list's own at `root`. */
type ListErrors = (RowErrors | undefined)[] & Partial<FieldError>;

function inRowWords(row: RowErrors | undefined): RowErrors {
  const words: RowErrors = {};
  for (const field of ["from", "label"] as const) {
    const error = row?.[field];
    if (error?.message) {
      words[field] = { ...error, message: fieldMessage(field, error.message, ROW_LABELS) };
    }
  }
  return words;
}

/**
 * The errors in the form's words, each beside its field ("From must be a whole number from 1 to
 * 100000"); the list's "must go up" beside the From of the first trigger point out of order.
 */
function inFormWords(
  errors: FieldErrors<BandsValues>,
  values: BandsValues,
): FieldErrors<BandsValues> {
  const { bands, ...others } = errors;
  if (!bands) return errors;
  const found = bands as unknown as ListErrors;
  const rows: RowErrors[] = [];
  values.bands.forEach((_, i) => {
    const row = inRowWords(found[i]);
    if (row.from || row.label) rows[i] = row;
  });
  const list = found.root?.message ? found.root : found.message ? found : undefined;
  const message = list?.message;
  const type = list?.type ?? "custom";
  const outOfOrder = firstOutOfOrder(values.bands);
  if (message && outOfOrder !== undefined && !rows[outOfOrder]?.from) {
    rows[outOfOrder] = {
      ...rows[outOfOrder],
      from: { type, message: fieldMessage("from", message, ROW_LABELS) },
    };
  } else if (message) {
    const root: FieldError = { type, message: fieldMessage("bands", message, LIST_LABELS) };
    return { ...others, bands: Object.assign(rows, { root }) } as FieldErrors<BandsValues>;
  }
  return rows.length === 0 ? others : { ...others, bands: rows } as FieldErrors<BandsValues>;
}

/** The form's resolver: the shared schema's check, each message beside its field. */
export const checkBands: Resolver<BandsValues, unknown, BradfordBands> = async (
  values,
  context,
  options,
) => {
  const result = await resolve(values, context, options);
  return Object.keys(result.errors).length === 0
    ? result
    : { values: {}, errors: inFormWords(result.errors, values) };
};
