import { useId } from "react";

import { DayTypeField } from "@/components/day-type-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

import { type HolidayRange, isChosenDate, withEndDate, withStartDate } from "../utils/range-rules";

/** Start Date, Start Day Type, End Date, End Day Type, with the rules that keep end ≥ start. */
export function HolidayRangeFields({
  value,
  onChange,
  required = false,
}: {
  value: HolidayRange;
  onChange: (next: HolidayRange) => void;
  required?: boolean;
}) {
  const ids = { start: useId(), end: useId(), startType: useId(), endType: useId() };
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div className="grid content-start gap-2">
        <Label htmlFor={ids.start}>Start Date</Label>
        <Input
          id={ids.start}
          name="startDate"
          type="date"
          value={value.startDate}
          onChange={(event) => onChange(withStartDate(value, event.target.value))}
          required={required}
        />
      </div>
      <DayTypeField
        id={ids.startType}
        label="Start Day Type"
        value={value.startDayType}
        onChange={(startDayType) => onChange({ ...value, startDayType })}
      />
      <div className="grid content-start gap-2">
        <Label htmlFor={ids.end}>End Date</Label>
        <Input
          id={ids.end}
          name="endDate"
          type="date"
          value={value.endDate}
          min={isChosenDate(value.startDate) ? value.startDate : undefined}
          onChange={(event) => onChange(withEndDate(value, event.target.value))}
          required={required}
        />
      </div>
      <DayTypeField
        id={ids.endType}
        label="End Day Type"
        value={value.endDayType}
        onChange={(endDayType) => onChange({ ...value, endDayType })}
      />
    </div>
  );
}
