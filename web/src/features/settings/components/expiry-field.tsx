import type { Ref } from "react";

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

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
      <Select value={String(day)} onValueChange={(next) => choose(month, Number(next))}>
        <SelectTrigger id={id} ref={ref} aria-label="Day" className="w-20" {...trigger}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {Array.from(
            { length: daysIn(month) },
            (_, i) => <SelectItem key={i + 1} value={String(i + 1)}>{i + 1}</SelectItem>,
          )}
        </SelectContent>
      </Select>
      <Select value={String(month)} onValueChange={(next) => choose(Number(next), day)}>
        <SelectTrigger aria-label="Month" className="w-36" {...trigger}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {MONTHS.map((name, i) => <SelectItem key={name} value={String(i + 1)}>{name}
          </SelectItem>)}
        </SelectContent>
      </Select>
    </div>
  );
}
