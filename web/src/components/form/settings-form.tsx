import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  useForm,
  type UseFormReturn,
} from "react-hook-form";

import type { InvalidatingMutationOptions } from "@/api/use-invalidating-mutation";
import { CheckedForm } from "@/components/form/checked-form";
import { saveCallbacks } from "@/components/form/save-callbacks";
import { SaveButton } from "@/components/form/save-button";
import type { FieldLabels } from "@/lib/field-errors";

/** How a setting's form reads and words its settings. */
export type SettingsFormOptions<Saved, V extends FieldValues, T> = {
  resolver: Resolver<V, unknown, T>;
  /** The inputs' values of the settings as saved (the hours as text). */
  valuesOf: (settings: Saved) => V;
  /** The fields as the API names them, with the labels the form shows. */
  labels: FieldLabels | ((values: V) => FieldLabels);
  /** The toasts of a save and of its failure. */
  saved: string;
  failed: string;
};

/**
 * A setting's form and its save: it starts from the settings read, and once saved says so and
 * starts again from what the server saved; a refusal shows in the toast and under its field.
 */
export function useSettingsForm<Saved, V extends FieldValues, T, Input>(
  settings: Saved,
  { resolver, valuesOf, labels, saved, failed }: SettingsFormOptions<Saved, V, T>,
  useSave: (
    options: InvalidatingMutationOptions<Saved, Input>,
  ) => UseMutationResult<Saved, Error, Input>,
) {
  const form = useForm<V, unknown, T>({
    resolver,
    defaultValues: valuesOf(settings) as DefaultValues<V>,
  });
  const labelsNow = () => typeof labels === "function" ? labels(form.getValues()) : labels;
  const save = useSave(
    saveCallbacks(form.setError, labelsNow, (row: Saved) => form.reset(valuesOf(row)))(
      saved,
      failed,
    ),
  );
  return { form, save };
}

/** A setting's form: its fields, then Save (with `action` beside it: Add), busy while saving. */
export function SettingsForm<V extends FieldValues, T>({
  form,
  onSubmit,
  isBusy,
  className = "grid gap-6",
  action,
  children,
}: {
  form: UseFormReturn<V, unknown, T>;
  onSubmit: (values: T) => void;
  isBusy: boolean;
  className?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const save = <SaveButton isBusy={isBusy} />;
  return (
    <CheckedForm form={form} onSubmit={onSubmit} className={className}>
      {children}
      {action ? <div className="flex flex-col gap-3 sm:flex-row">{action}{save}</div> : save}
    </CheckedForm>
  );
}
