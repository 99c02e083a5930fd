import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";

import {
  type HolidayRangeForm,
  isChosenDate,
  withEndDate,
  withStartDate,
} from "@shared/schemas/holidays.ts";

import { DateField } from "@/components/date-field";
import { DayTypeField } from "@/components/day-type-field";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";

/**
 * Start Date, Start Day Type, End Date and End Day Type of the surrounding form, with the
 * shared rule that keeps end ≥ start. Admins may book any date, 24-31 December included.
 * Each date's message shows under it, checked again as either date changes.
 */
export function HolidayRangeFields({ required = false }: { required?: boolean }) {
  const ids = { startType: useId(), endType: useId() };
  const { control, getFieldState, getValues, setValue, trigger } = useFormContext<
    HolidayRangeForm
  >();
  const startDate = useWatch({ control, name: "startDate" });

  /** A date typed at one end; the other moves when the range would run backwards. */
  function setDate(end: "startDate" | "endDate", date: string) {
    const next = (end === "startDate" ? withStartDate : withEndDate)(getValues(), date);
    setValue("startDate", next.startDate);
    setValue("endDate", next.endDate);
    const marked = (["startDate", "endDate"] as const).filter((n) => getFieldState(n).invalid);
    if (marked.length > 0) void trigger(marked);
  }

  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <FormField
        control={control}
        name="startDate"
        render={({ field }) => (
          <FormItem className="content-start">
            <FormLabel>Start Date</FormLabel>
            <FormControl>
              <DateField
                label="Start Date"
                required={required}
                {...field}
                onChange={(date) => setDate("startDate", date)}
              />
            </FormControl>
            <FormMessage role="alert" />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="startDayType"
        render={({ field }) => (
          <DayTypeField
            id={ids.startType}
            label="Start Day Type"
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <FormField
        control={control}
        name="endDate"
        render={({ field }) => (
          <FormItem className="content-start">
            <FormLabel>End Date</FormLabel>
            <FormControl>
              <DateField
                label="End Date"
                required={required}
                {...field}
                min={isChosenDate(startDate) ? startDate : undefined}
                onChange={(date) => setDate("endDate", date)}
              />
            </FormControl>
            <FormMessage role="alert" />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="endDayType"
        render={({ field }) => (
          <DayTypeField
            id={ids.endType}
            label="End Day Type"
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
    </div>
  );
}
