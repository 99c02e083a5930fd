import type { Ref } from "react";

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

/**
 * A select of a few fixed choices (a year, a nation), named by a label whose `htmlFor` is `id`
 * or by `aria-label`.
 */
export function OptionSelect<Value extends string>({
  id,
  value,
  onChange,
  options,
  placeholder,
  disabled,
  className,
  ref,
  ...aria
}: {
  id?: string;
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
}) {
  return (
    <Select
      value={value}
      onValueChange={(next) => onChange(next as Value)}
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
