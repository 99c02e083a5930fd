import type { ComponentProps, ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";

import { DateField, type DateFieldProps } from "@/components/date-field";
import { type FieldProps, LabelledField } from "@/components/form/labelled-field";
import { TimeField } from "@/components/time-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { UserPicker } from "@/components/user-picker";

/** Where a field sits: the classes of its item. */
type Placement = { className?: string };

/** The item of a field that may sit beside a taller one: it keeps to its own height. */
const BESIDE_OTHERS = "content-start gap-1.5";

/** What the field's own props set, and the item's classes: none of them given to the control. */
type ControlProps<P> = Omit<P, "name" | "value" | "onChange" | "onBlur" | "ref" | "className">;

/**
 * A text or number field in one line, its control's attributes as an Input's (`inputClassName`
 * its classes), with `unit` after it:
 *
 *   <InputField control={form.control} name="name" label="Name" maxLength={100} required />
 */
export function InputField<V extends FieldValues, N extends FieldPath<V>, T = V>({
  control,
  name,
  label,
  description,
  unit,
  className,
  inputClassName,
  ...input
}: FieldProps<V, N, T> & Placement & ControlProps<ComponentProps<"input">> & {
  unit?: ReactNode;
  inputClassName?: string;
}) {
  return (
    <LabelledField {...{ control, name, label, description, unit, className }}>
      {(field) => <Input {...input} className={inputClassName} {...field} />}
    </LabelledField>
  );
}

/** A longer text (a reason, a note) in one line: <TextareaField … maxLength={1000} />. */
export function TextareaField<V extends FieldValues, N extends FieldPath<V>, T = V>({
  control,
  name,
  label,
  description,
  className = BESIDE_OTHERS,
  ...textarea
}: FieldProps<V, N, T> & Placement & ControlProps<ComponentProps<"textarea">>) {
  return (
    <LabelledField {...{ control, name, label, description, className }}>
      {(field) => <Textarea {...textarea} {...field} />}
    </LabelledField>
  );
}

/**
 * A date of a form in one line, its calendar named by the label ("Choose Start Date"); an
 * `onChange` of its own replaces the field's (a first day moving the last).
 */
export function DateInputField<V extends FieldValues, N extends FieldPath<V>, T = V>({
  control,
  name,
  label,
  description,
  className = BESIDE_OTHERS,
  onChange,
  ...date
}: FieldProps<V, N, T> & Placement & ControlProps<DateFieldProps> & {
  label: string;
  onChange?: (date: string) => void;
}) {
  return (
    <LabelledField {...{ control, name, label, description, className }}>
      {(field) => (
        <DateField label={label} {...date} {...field} onChange={onChange ?? field.onChange} />
      )}
    </LabelledField>
  );
}

/** A time of a form (HH:mm) in one line. */
export function TimeInputField<V extends FieldValues, N extends FieldPath<V>, T = V>(
  { className = BESIDE_OTHERS, ...props }: FieldProps<V, N, T> & Placement,
) {
  return (
    <LabelledField {...props} className={className}>
      {(field) => <TimeField {...field} />}
    </LabelledField>
  );
}

/**
 * A user of a form chosen by typing their name; the field holds their id, or `none` ("" or
 * null, as the form's schema reads it) until one is chosen.
 */
export function UserPickerField<V extends FieldValues, N extends FieldPath<V>, T = V>({
  control,
  name,
  label,
  className = BESIDE_OTHERS,
  none = null,
  selectedLabel,
}: FieldProps<V, N, T> & Placement & { none?: "" | null; selectedLabel?: string }) {
  return (
    <LabelledField {...{ control, name, label, className }}>
      {(field) => (
        <UserPicker
          ref={field.ref}
          value={field.value || null}
          onChange={(user) => field.onChange(user?.id ?? none)}
          selectedLabel={selectedLabel}
        />
      )}
    </LabelledField>
  );
}

/** The Name of what a form creates (a skill, a closure): required, at most 100 characters. */
export function NameField<V extends FieldValues & { name: string }, T = V>(
  { control, className }: { control: Control<V, unknown, T>; className?: string },
) {
  const name = "name" as FieldPath<V>;
  return <InputField {...{ control, name, className }} label="Name" maxLength={100} required />;
}
