import { type FocusEvent, type KeyboardEvent, useState } from "react";

type Box = HTMLInputElement;

/**
 * The text of a box a value is typed in (a date, a time), kept as typed so that the caret never
 * jumps. `parse` reads a whole value from the text (null while it is not one); a whole value or
 * nothing reaches the form at once, other text only once it is final (the box is left, Enter
 * pressed), so that no message about it shows while it is typed. The box shows `show(value)` on
 * leaving it or when the value changes from outside (an End Date following its Start Date, a
 * reset). `inputProps` are the box's; `onKeyDown` and `onBlur` are called after its own.
 */
export function useTypedText({ value, onChange, onKeyDown, onBlur, parse, show = (v) => v }: {
  value: string;
  onChange: (value: string) => void;
  onKeyDown?: (event: KeyboardEvent<Box>) => void;
  onBlur?: (event: FocusEvent<Box>) => void;
  parse: (text: string) => string | null;
  show?: (value: string) => string;
}) {
  const [text, setText] = useState(() => show(value));
  const [shownValue, setShownValue] = useState(value);
  /** What the form holds for a typed text: the value, "" for nothing, else the text as typed. */
  const valueOf = (typed: string) => parse(typed) ?? typed.trim();

  // A value set from outside replaces the text; the text's own value leaves it as typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (valueOf(text) !== value) setText(show(value));
  }

  /** Hands the form what the text says: a whole value or nothing at once, else once final. */
  function commit(typed: string, isFinal: boolean) {
    const next = parse(typed) ?? (typed.trim() === "" || isFinal ? typed.trim() : null);
    if (next === null) return;
    setShownValue(next);
    if (next !== value) onChange(next);
  }

  return {
    setText,
    commit,
    inputProps: {
      value: text,
      onChange: (event: { target: { value: string } }) => {
        setText(event.target.value);
        commit(event.target.value, false);
      },
      onKeyDown: (event: KeyboardEvent<Box>) => {
        if (event.key === "Enter") commit(text, true); // before the form submits
        onKeyDown?.(event);
      },
      onBlur: (event: FocusEvent<Box>) => {
        commit(text, true);
        setText(show(valueOf(text)));
        onBlur?.(event);
      },
    },
  };
}
