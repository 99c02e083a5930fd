/**
 * The one time input of the app: a text box of 24-hour HH:mm whatever the browser's locale
 * (a native time input shows a 12-hour clock in an en-US browser).
 */
import { type ComponentProps, type Ref, useState } from "react";

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

/** What the form holds for a typed text: the time, "" for nothing, else the text as typed. */
function valueOf(text: string): string {
  return parseTimeText(text) ?? text.trim();
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
export function TimeField({ value, onChange, onBlur, ref, ...input }: TimeFieldProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);

  // A value set from outside replaces the text; the text's own value leaves it as typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (valueOf(text) !== value) setText(value);
  }

  /** A whole time or nothing reaches the form at once; other text once the box is left. */
  function commit(typed: string, isFinal: boolean) {
    const next = parseTimeText(typed) ?? (typed.trim() === "" || isFinal ? typed.trim() : null);
    if (next === null) return;
    setShownValue(next);
    if (next !== value) onChange(next);
  }

  return (
    <Input
      ref={ref}
      type="text"
      autoComplete="off"
      placeholder="HH:MM"
      maxLength={5}
      {...input}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        commit(event.target.value, false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit(text, true); // before the form submits
        input.onKeyDown?.(event);
      }}
      onBlur={(event) => {
        commit(text, true);
        setText(valueOf(text));
        onBlur?.(event);
      }}
    />
  );
}
