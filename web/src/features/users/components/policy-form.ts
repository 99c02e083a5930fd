import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";

import { messages } from "@shared/messages.ts";

import { saveCallbacks } from "@/components/form/save-callbacks";
import { withLabels } from "@/lib/field-errors";

import { POLICY_LABELS } from "./policy-words";

/**
 * A form of the user's pattern and allowance dialog, checked by its shared schema in the
 * dialog's words; `callbacks(saved)` are its saves': the toast, or the refusal under the
 * failure toast and beside its field.
 */
export function usePolicyForm<V extends FieldValues, T>(
  resolver: Resolver<V, unknown, T>,
  defaultValues: DefaultValues<V>,
) {
  const form = useForm<V, unknown, T>({
    resolver: withLabels(resolver, POLICY_LABELS),
    defaultValues,
  });
  const callbacks = (saved: string) =>
    saveCallbacks(form.setError, POLICY_LABELS, () => {})(saved, messages.failedToUpdateUser);
  return { form, callbacks };
}
