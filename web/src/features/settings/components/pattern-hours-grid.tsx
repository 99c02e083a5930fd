import { type Control, Controller, type FieldErrors, useWatch } from "react-hook-form";

import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

import { averageWeekHours, roundHours, WEEK_DAYS, weeklyTotals, weeksOf } from "../utils/patterns";

/** A pattern as the dialog's inputs hold it: each day's hours as typed. */
export type PatternValues = { name: string; anchor: string; hours: string[] };

/** Whether a day's hours as typed are a working day's: more than 0 ("7.5", not "0" or ""). */
function isWorking(hours: string | undefined): boolean {
  return Number(hours) > 0;
}

/** What a day's input is called, and its message starts with: "Week 2 Tuesday". */
export function dayLabel(day: number): string {
  return `Week ${Math.floor(day / 7) + 1} ${WEEK_DAYS[day % 7].name}`;
}

/**
 * The hours of each day of the cycle: a row per week, Monday to Sunday, with the week's total,
 * and under it the hours of a week over the whole cycle. A working day (more than 0 hours) is
 * shaded and its hours bold. Where the grid is narrower than its table (a phone's dialog), each
 * week stacks: its name and total, then its days four to a line, each under its own day's name,
 * so that every input is in view without scrolling sideways. A day's error shows under its
 * week, naming the day.
 */
export function PatternHoursGrid({
  control,
  errors,
  idPrefix,
}: {
  control: Control<PatternValues>;
  errors: FieldErrors<PatternValues>["hours"];
  /** Makes the ids of the day messages unique on the page. */
  idPrefix: string;
}) {
  const hours = useWatch({ control, name: "hours" });
  const weeks = weeksOf(hours.length);
  const totals = weeklyTotals(hours);
  const dayError = (day: number) => {
    const message = (errors as Record<number, { message?: string } | undefined> | undefined)
      ?.[day]?.message;
    return message ? `${dayLabel(day)} ${message}` : undefined;
  };
  const messageId = (day: number) => `${idPrefix}-day-${day}`;

  return (
    <div className="grid min-w-0 gap-2">
      {/* The query container the day messages measure: they stay in view however it scrolls. */}
      <div className="@container overflow-x-auto rounded-md border">
        <table className="w-full text-sm @max-xl:block">
          <caption className="sr-only">Hours per day of the cycle</caption>
          <thead className="@max-xl:sr-only">
            <tr className="border-b bg-muted/40">
              <th scope="col" className="px-2 py-2 text-left font-medium">Week</th>
              {WEEK_DAYS.map((day) => (
                <th key={day.short} scope="col" className="px-1 py-2 text-center font-medium">
                  <abbr title={day.name} className="no-underline">{day.short}</abbr>
                </th>
              ))}
              <th scope="col" className="px-2 py-2 text-right font-medium">Total</th>
            </tr>
          </thead>
          <tbody className="@max-xl:block">
            {Array.from({ length: weeks }, (_, week) => {
              const days = WEEK_DAYS.map((_, weekday) => week * 7 + weekday);
              const messages = days.filter((day) => dayError(day));
              return [
                <tr
                  key={`week-${week}`}
                  className="border-b last:border-0 @max-xl:grid @max-xl:grid-cols-4 @max-xl:gap-x-2 @max-xl:gap-y-1 @max-xl:p-2"
                >
                  <th
                    scope="row"
                    className="px-2 py-1.5 text-left font-normal whitespace-nowrap @max-xl:col-span-2 @max-xl:col-start-1 @max-xl:row-start-1 @max-xl:px-0 @max-xl:font-medium"
                  >
                    Week {week + 1}
                  </th>
                  {days.map((day) => (
                    <td
                      key={day}
                      data-working={isWorking(hours[day]) || undefined}
                      className="px-1 py-1.5 data-working:bg-primary/15 @max-xl:rounded-md @max-xl:p-1"
                    >
                      {/* A phone's stacked week names each day over its input. */}
                      <span
                        aria-hidden="true"
                        className="hidden px-1 text-xs font-medium @max-xl:block"
                      >
                        {WEEK_DAYS[day % 7].short}
                      </span>
                      <Controller
                        control={control}
                        name={`hours.${day}`}
                        render={({ field, fieldState }) => (
                          <Input
                            {...field}
                            aria-label={dayLabel(day)}
                            aria-invalid={fieldState.invalid}
                            aria-describedby={fieldState.invalid ? messageId(day) : undefined}
                            inputMode="decimal"
                            autoComplete="off"
                            className={cn(
                              "h-8 w-14 bg-background px-2 text-right tabular-nums @max-xl:w-full",
                              isWorking(field.value) && "font-semibold",
                            )}
                          />
                        )}
                      />
                    </td>
                  ))}
                  <td className="px-2 py-1.5 text-right tabular-nums whitespace-nowrap @max-xl:col-span-2 @max-xl:col-start-3 @max-xl:row-start-1 @max-xl:px-0">
                    <span className="hidden @max-xl:inline">Total</span> {totals[week]} h
                  </td>
                </tr>,
                messages.length > 0 && (
                  <tr key={`errors-${week}`} className="border-b last:border-0 @max-xl:block">
                    <td colSpan={WEEK_DAYS.length + 2} className="px-2 pb-2 @max-xl:block">
                      <div className="sticky left-2 grid w-[calc(100cqi-1rem)] gap-1">
                        {messages.map((day) => (
                          <p
                            key={day}
                            id={messageId(day)}
                            data-slot="form-message"
                            role="alert"
                            className="text-sm text-destructive"
                          >
                            {dayError(day)}
                          </p>
                        ))}
                      </div>
                    </td>
                  </tr>
                ),
              ];
            })}
          </tbody>
        </table>
      </div>
      <p className="text-sm font-medium">
        {weeks === 1
          ? `Total: ${roundHours(totals[0])} hours a week`
          : `Average: ${averageWeekHours(hours)} hours a week over the ${weeks} weeks`}
      </p>
    </div>
  );
}
