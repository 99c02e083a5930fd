import type { ReactElement, ReactNode } from "react";
import type {
  Control,
  ControllerFieldState,
  ControllerRenderProps,
  FieldPath,
  FieldValues,
} from "react-hook-form";

import { OptionSelect, type SelectOption } from "@/components/option-select";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Switch } from "@/components/ui/switch";

/** What every field of a form takes: its form's control, its name, its label, a hint. */
export type FieldProps<V extends FieldValues, N extends FieldPath<V>, T> = {
  control: Control<V, unknown, T>;
  name: N;
  label: ReactNode;
  description?: ReactNode;
};

/** The hint, when there is one, and the field's message (as an alert) once it has one. */
function HintAndMessage({ description }: { description?: ReactNode }) {
  return (
    <>
      {description && <FormDescription>{description}</FormDescription>}
      <FormMessage role="alert" />
    </>
  );
}

/**
 * One field of a form in one element: its label, the control `children` draws from the field's
 * props (with `unit` after it: "6 years"), an optional hint, and its message.
 *
 *   <LabelledField control={form.control} name="name" label="Name">
 *     {(field) => <Input maxLength={100} required {...field} />}
 *   </LabelledField>
 */
export function LabelledField<V extends FieldValues, N extends FieldPath<V>, T = V>({
  control,
  name,
  label,
  labelId,
  description,
  unit,
  className = "gap-1.5",
  children,
}: FieldProps<V, N, T> & {
  /** The label's id, for a control (a date picker) that names itself by it. */
  labelId?: string;
  unit?: ReactNode;
  className?: string;
  children: (field: ControllerRenderProps<V, N>, fieldState: ControllerFieldState) => ReactElement;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const input = <FormControl>{children(field, fieldState)}</FormControl>;
        return (
          <FormItem className={className}>
            <FormLabel id={labelId}>{label}</FormLabel>
            {unit === undefined ? input : (
              <div className="flex items-center gap-2">
                {input}
                <span className="text-sm text-muted-foreground">{unit}</span>
              </div>
            )}
            <HintAndMessage description={description} />
          </FormItem>
        );
      }}
    />
  );
}

/** An on/off field of a form: the switch, its label beside it, then an optional hint. */
export function SwitchField<V extends FieldValues, N extends FieldPath<V>, T = V>(
  { control, name, label, description }: FieldProps<V, N, T>,
) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field } }) => (
        <FormItem className="gap-1.5">
          <div className="flex items-center gap-3">
            <FormControl>
              <Switch checked={value} onCheckedChange={onChange} {...field} />
            </FormControl>
            <FormLabel>{label}</FormLabel>
          </div>
          <HintAndMessage description={description} />
        </FormItem>
      )}
    />
  );
}

/**
 * A field of a form chosen from a list of `options` (each value a string, never ""), named by
 * its label; "" shows the placeholder.
 */
export function SelectField<V extends FieldValues, N extends FieldPath<V>, T = V>({
  options,
  placeholder,
  className = "content-start gap-1.5",
  ...field
}: FieldProps<V, N, T> & {
  options: readonly SelectOption<string>[];
  placeholder?: string;
  className?: string;
}) {
  return (
    <LabelledField {...field} className={className}>
      {({ ref, name, value, onChange }) => (
        <OptionSelect
          ref={ref}
          name={name}
          value={value}
          onChange={onChange}
          options={options}
          placeholder={placeholder}
        />
      )}
    </LabelledField>
  );
}
