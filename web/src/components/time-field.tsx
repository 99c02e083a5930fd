/**
 * The one time input of the app: a text box of 24-hour HH:mm whatever the browser's locale
 * (a native time input shows a 12-hour clock in an en-US browser).
 */
import type { ComponentProps, Ref } from "react";

import { useTypedText } from "@/components/typed-text";
import { Input } from "@/components/ui/input";

const HOURS_MINUTES = /^(\d{1,2})[:.h]?(\d{2})$/;

/** A typed time as HH:mm, or null while it is not one: "9:30", "0930", "9.30" → "09:30"; "24:00" → null. */
export function parseTimeText(text: string): string | null {
  const match = HOURS_MINUTES.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}

export type TimeFieldProps =
  & Omit<ComponentProps<"input">, "value" | "onChange" | "type" | "ref">
  & {
    /** HH:mm, "" for none (or the text as typed while it is not a time). */
    value: string;
    onChange: (value: string) => void;
    ref?: Ref<HTMLInputElement>;
  };

/** Typing keeps the text as typed; a whole time reaches the form at once, shown as HH:mm on leaving. */
export function TimeField({ value, onChange, onKeyDown, onBlur, ref, ...input }: TimeFieldProps) {
  const { inputProps } = useTypedText({ value, onChange, onKeyDown, onBlur, parse: parseTimeText });
  return (
    <Input
      ref={ref}
      type="text"
      autoComplete="off"
      placeholder="HH:MM"
      maxLength={5}
      {...input}
      {...inputProps}
    />
  );
}
