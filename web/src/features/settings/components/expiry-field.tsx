import type { Ref } from "react";

import { OptionSelect } from "@/components/option-select";

const MONTH_NAME = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" });

/** The month's options: "1" January to "12" December. */
const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: MONTH_NAME.format(Date.UTC(2001, i, 1)),
}));

/** Days of a month in a year without 29 February (every year has the day chosen). */
function daysIn(month: number): number {
  return new Date(Date.UTC(2001, month, 0)).getUTCDate();
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A day of every year, "MM-DD" as the API reads it, chosen as a day and a month ("31" "March").
 * A month too short for the day chosen moves it to the month's last day, so 31 April and
 * 29 February never happen. The wrapper gets the form control's id (the day), description
 * and invalid state.
 */
export function ExpiryField({
  value,
  onChange,
  labelledBy,
  id,
  ref,
  "aria-describedby": describedBy,
  "aria-invalid": isInvalid,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The id of the field's visible label: it names the day and month as one group. */
  labelledBy: string;
  id?: string;
  /** The day's trigger, for a form to focus the field the server refused. */
  ref?: Ref<HTMLButtonElement>;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}) {
  const [month, day] = value.split("-").map(Number);
  const trigger = { "aria-describedby": describedBy, "aria-invalid": isInvalid };

  function choose(nextMonth: number, nextDay: number) {
    onChange(`${pad(nextMonth)}-${pad(Math.min(nextDay, daysIn(nextMonth)))}`);
  }

  return (
    <div role="group" aria-labelledby={labelledBy} className="flex gap-2">
      <OptionSelect
        id={id}
        ref={ref}
        aria-label="Day"
        className="w-20"
        value={String(day)}
        onChange={(next) => choose(month, Number(next))}
        options={Array.from({ length: daysIn(month) }, (_, i) => String(i + 1)).map((value) => ({
          value,
          label: value,
        }))}
        {...trigger}
      />
      <OptionSelect
        aria-label="Month"
        className="w-36"
        value={String(month)}
        onChange={(next) => choose(Number(next), day)}
        options={MONTHS}
        {...trigger}
      />
    </div>
  );
}
