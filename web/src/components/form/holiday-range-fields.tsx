import { useFormContext, useWatch } from "react-hook-form";

import { DAY_TYPE_LABELS, DAY_TYPES } from "@shared/hours.ts";

import {
  type HolidayRangeForm,
  isChosenDate,
  withEndDate,
  withStartDate,
} from "@shared/schemas/holidays.ts";

import { DateInputField } from "@/components/form/input-fields";
import { LabelledSelect } from "@/components/option-select";
import { FormField } from "@/components/ui/form";

const DAY_TYPE_OPTIONS = DAY_TYPES.map((dayType) => ({
  value: dayType,
  label: DAY_TYPE_LABELS[dayType],
}));

/**
 * Start Date, Start Day Type, End Date and End Day Type of the surrounding form (an employee's
 * request, an administrator's holiday), with the shared rule that keeps end ≥ start. Each
 * date's message shows under it; a date typed at one end moves the other when the range would
 * run backwards.
 */
export function HolidayRangeFields({
  required = false,
  endMin,
  isEndDisabled,
  checksBoth = false,
  isWholeDaysOnly = false,
}: {
  required?: boolean;
  /** The End Date calendar's earliest day: the start date once one is chosen, by default. */
  endMin?: string;
  isEndDisabled?: boolean;
  /**
   * Whether both dates are checked as either changes (an employee's booking window shows at
   * once); else only a date already marked is checked again.
   */
  checksBoth?: boolean;
  /** Whole days only (a leave type without half days, issue 33): the day types stay Full Day. */
  isWholeDaysOnly?: boolean;
}) {
  const { control, getFieldState, getValues, setValue, trigger } = useFormContext<
    HolidayRangeForm
  >();
  const startDate = useWatch({ control, name: "startDate" });

  function setDate(end: "startDate" | "endDate", date: string) {
    const next = (end === "startDate" ? withStartDate : withEndDate)(getValues(), date);
    setValue("startDate", next.startDate);
    setValue("endDate", next.endDate);
    const marked = (["startDate", "endDate"] as const).filter((name) =>
      checksBoth || getFieldState(name).invalid
    );
    if (marked.length > 0) void trigger(marked);
  }

  /** Full Day, Morning or Afternoon, for either end. */
  const dayType = (name: "startDayType" | "endDayType", label: string) => (
    <FormField
      control={control}
      name={name}
      render={({ field: { value, onChange } }) => (
        <LabelledSelect
          label={label}
          className="grid content-start gap-2"
          value={value}
          onChange={onChange}
          options={DAY_TYPE_OPTIONS}
          disabled={isWholeDaysOnly}
        />
      )}
    />
  );

  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <DateInputField
        control={control}
        name="startDate"
        label="Start Date"
        className="content-start"
        required={required}
        onChange={(date) => setDate("startDate", date)}
      />
      {dayType("startDayType", "Start Day Type")}
      <DateInputField
        control={control}
        name="endDate"
        label="End Date"
        className="content-start"
        required={required}
        min={endMin ?? (isChosenDate(startDate) ? startDate : undefined)}
        disabled={isEndDisabled}
        onChange={(date) => setDate("endDate", date)}
      />
      {dayType("endDayType", "End Day Type")}
    </div>
  );
}
