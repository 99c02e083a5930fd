/**
 * The one date input of the app: a text box showing dd/MM/yyyy whatever the browser's locale,
 * and a button opening a calendar (weeks from Monday, en-GB names, arrow keys move by day).
 * The value it hands the form is yyyy-MM-dd, as the shared schemas and the API read dates.
 */
import { CalendarIcon } from "lucide-react";
import { type ComponentProps, lazy, type Ref, Suspense, useState } from "react";

import { formatDate, isValidIsoDate, todayInLondon } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";

import { useTypedText } from "@/components/typed-text";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { now } from "@/lib/clock";
import { cn } from "@/lib/utils";

const loadCalendar = () => import("./date-calendar");
const DateCalendar = lazy(() =>
  loadCalendar().then(({ DateCalendar }) => ({ default: DateCalendar }))
);

const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const YEAR_MONTH_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A typed date as yyyy-MM-dd, or null while it is not one: "04/01/2027", "4/1/2027",
 * "04.01.2027" and "2027-01-04" → "2027-01-04"; "31/02/2027" and "04/01/27" → null.
 */
export function parseDateText(text: string): string | null {
  const typed = text.trim();
  if (YEAR_MONTH_DAY.test(typed)) return isValidIsoDate(typed) ? typed : null;
  const match = DAY_MONTH_YEAR.exec(typed);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isValidIsoDate(iso) ? iso : null;
}

/** What the box shows for a form value: a date as dd/MM/yyyy, anything else as it is. */
function textOf(value: string): string {
  return isValidIsoDate(value) ? formatDate(value) : value;
}

/** A calendar date as the calendar holds it: local midnight, so no time zone moves the day. */
function toDay(iso: string | undefined): Date | undefined {
  if (!iso || !isValidIsoDate(iso)) return undefined;
  const [year, month, day] = iso.split("-").map(Number);
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years below 100 stay themselves
  return date;
}

function fromDay(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type DateFieldProps =
  & Omit<ComponentProps<"input">, "value" | "onChange" | "type" | "min" | "max" | "ref">
  & {
    /** yyyy-MM-dd, "" for none (or the text as typed while it is not a date). */
    value: string;
    onChange: (value: string) => void;
    /** The field's visible label: the calendar button is "Choose <label>". */
    label: string;
    /** Earliest and latest days the calendar offers, yyyy-MM-dd. */
    min?: string;
    max?: string;
    ref?: Ref<HTMLInputElement>;
  };

/**
 * Typing keeps the text as typed (so the caret never jumps); a whole date in it reaches the
 * form at once, other text when the box is left. The box shows a date as dd/MM/yyyy on leaving
 * it or when the value changes from outside (an End Date following its Start Date, a reset).
 */
export function DateField({
  value,
  onChange,
  onKeyDown,
  onBlur,
  label,
  min,
  max,
  disabled,
  required,
  className,
  ref,
  ...input
}: DateFieldProps) {
  const { setText, commit, inputProps } = useTypedText({
    value,
    onChange,
    onKeyDown,
    onBlur,
    parse: parseDateText,
    show: textOf,
  });
  const [isOpen, setIsOpen] = useState(false);

  function choose(date: Date | undefined) {
    if (!date) return;
    setIsOpen(false);
    const chosen = fromDay(date);
    setText(textOf(chosen));
    commit(chosen, true);
  }

  const selected = toDay(value);
  const disabledDays = [
    ...(toDay(min) ? [{ before: toDay(min)! }] : []),
    ...(toDay(max) ? [{ after: toDay(max)! }] : []),
  ];

  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverAnchor asChild>
        <div className={cn("relative w-full", className)}>
          <Input
            ref={ref}
            type="text"
            autoComplete="off"
            placeholder="dd/mm/yyyy"
            aria-required={required || undefined}
            disabled={disabled}
            {...input}
            {...inputProps}
            className="pr-10"
          />
          <PopoverTrigger asChild>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              disabled={disabled}
              onPointerEnter={loadCalendar}
              onFocus={loadCalendar}
              className="absolute top-0 right-0 text-muted-foreground hover:text-foreground"
            >
              <CalendarIcon aria-hidden="true" />
              {/* Named by its text, not aria-label: a label query for the field finds one box. */}
              <span className="sr-only">Choose {label}</span>
            </Button>
          </PopoverTrigger>
        </div>
      </PopoverAnchor>
      {/* At the end of the body: a dialog's scrolling box would cut the calendar off. */}
      <PopoverContent
        align="end"
        collisionPadding={8}
        className="w-auto p-0"
        aria-label={`Choose ${label}`}
        // The calendar puts the focus on the chosen day (or today) itself.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <Suspense fallback={<p className="p-3 text-sm">{messages.loading}</p>}>
          <DateCalendar
            today={toDay(todayInLondon(now()))}
            selected={selected}
            defaultMonth={selected ?? toDay(min)}
            disabled={disabledDays}
            onSelect={choose}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
