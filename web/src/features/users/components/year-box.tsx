import type { ReactNode } from "react";

import { LabelledInput } from "@/components/form/labelled-input";

/** A year typed, from 1900 to `max` ("" while the box is empty), with a button beside it. */
export function YearBox({ value, onChange, max, placeholder, children }: {
  value: string;
  onChange: (text: string) => void;
  max: number;
  placeholder?: string;
  children?: ReactNode;
}) {
  return (
    <LabelledInput
      label="Year"
      className="flex items-center gap-2"
      type="number"
      inputMode="numeric"
      min={1900}
      max={max}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputClassName="w-28"
    >
      {children}
    </LabelledInput>
  );
}
