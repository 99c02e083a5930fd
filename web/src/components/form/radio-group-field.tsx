import { useId } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";

import { FormField, FormItem, FormMessage } from "@/components/ui/form";
import { Label } from "@/components/ui/label";

/** A radio's value and label, and the one-line consequence read out as its description. */
export type RadioOption<Value extends string> = { value: Value; label: string; hint?: string };

/**
 * A choice of a form as native radios (the arrow keys move between them) under a legend, then
 * the field's message. With hints, one under the other, each with its consequence; without,
 * side by side (three fit a 375 px dialog).
 */
export function RadioGroupField<V extends FieldValues, N extends FieldPath<V>, T = V>(
  { control, name, legend, options }: {
    control: Control<V, unknown, T>;
    name: N;
    legend: string;
    options: readonly RadioOption<string>[];
  },
) {
  const id = useId();
  const hasHints = options.some((option) => option.hint !== undefined);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const radios = options.map(({ value, label, hint }) => (
          <div
            key={value}
            className={hasHints ? "flex items-start gap-2" : "flex items-center gap-2"}
          >
            <input
              type="radio"
              id={`${id}-${value}`}
              name={field.name}
              value={value}
              checked={field.value === value}
              onChange={() => field.onChange(value)}
              onBlur={field.onBlur}
              aria-describedby={hint ? `${id}-${value}-hint` : undefined}
              className={hasHints
                ? "mt-0.5 size-4 shrink-0 accent-primary"
                : "size-4 shrink-0 accent-primary"}
            />
            {hint
              ? (
                <div className="grid gap-0.5">
                  <Label htmlFor={`${id}-${value}`}>{label}</Label>
                  <p id={`${id}-${value}-hint`} className="text-sm text-muted-foreground">
                    {hint}
                  </p>
                </div>
              )
              : <Label htmlFor={`${id}-${value}`}>{label}</Label>}
          </div>
        ));
        return (
          <FormItem className="gap-1.5">
            <fieldset className={hasHints ? "grid gap-3" : "grid gap-2"}>
              <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
              {hasHints ? radios : <div className="flex flex-wrap gap-x-6 gap-y-2">{radios}</div>}
            </fieldset>
            <FormMessage role="alert" />
          </FormItem>
        );
      }}
    />
  );
}
