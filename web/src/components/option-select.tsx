import { type Ref, useId } from "react";

import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { cn } from "@/lib/utils";

/** One choice of an OptionSelect: { value: "scotland", label: "Scotland" }. */
export type SelectOption<Value extends string> = { value: Value; label: string };

type OptionSelectProps<Value extends string> = {
  id?: string;
  /** The form field's name, given to the select's hidden native input. */
  name?: string;
  /** "" while nothing is chosen: the placeholder shows. */
  value: Value | "";
  onChange: (value: Value) => void;
  options: readonly SelectOption<Value>[];
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  "aria-label"?: string;
  /** Set by a form's field: its message and whether it is invalid. */
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  /** The trigger, e.g. for a form to focus the field when it is missing. */
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A select of a few fixed choices (a year, a nation, a role), named by a label whose `htmlFor`
 * is `id` or by `aria-label`.
 */
export function OptionSelect<Value extends string>({
  id,
  name,
  value,
  onChange,
  options,
  placeholder,
  disabled,
  className,
  ref,
  ...aria
}: OptionSelectProps<Value>) {
  return (
    <Select
      value={value}
      onValueChange={(next) => onChange(next as Value)}
      name={name}
      disabled={disabled}
    >
      <SelectTrigger id={id} ref={ref} {...aria} className={cn("w-full", className)}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>{option.label}</SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * A select of its own with its label above it, outside a checked form (a list's year, a
 * holiday's day type); `className` is the pair's.
 */
export function LabelledSelect<Value extends string>(
  { label, className, ...select }: Omit<OptionSelectProps<Value>, "id" | "className"> & {
    label: string;
    className: string;
  },
) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <OptionSelect id={id} {...select} />
    </div>
  );
}
