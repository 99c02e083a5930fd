import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";

import { messages } from "@shared/messages.ts";

import { saveCallbacks } from "@/components/form/save-callbacks";
import { withLabels } from "@/lib/field-errors";

import { POLICY_LABELS } from "./policy-words";
import { useReportUnsaved } from "./unsaved-parts";

/**
 * A form of the user's pattern and allowance dialog, checked by its shared schema in the
 * dialog's words; `callbacks(saved)` are its saves': the toast (the form then holds nothing
 * unsaved), or the refusal under the failure toast and beside its field. `part` names it to the
 * dialog while it holds a change not saved yet, so closing asks first.
 */
export function usePolicyForm<V extends FieldValues, T>(
  resolver: Resolver<V, unknown, T>,
  defaultValues: DefaultValues<V>,
  part: string,
) {
  const form = useForm<V, unknown, T>({
    resolver: withLabels(resolver, POLICY_LABELS),
    defaultValues,
  });
  useReportUnsaved(part, form.formState.isDirty);
  const callbacks = (saved: string) =>
    saveCallbacks(form.setError, POLICY_LABELS, () => form.reset(form.getValues()))(
      saved,
      messages.failedToUpdateUser,
    );
  return { form, callbacks };
}
