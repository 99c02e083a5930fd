import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarClockIcon } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { bankHolidaySet } from "@shared/bank-holidays.ts";
import { MIN_VACATION_BALANCE } from "@shared/constants.ts";
import { todayInLondon, yearOf } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import {
  employeeHolidayRequestFormSchema,
  EMPTY_HOLIDAY_RANGE,
  type HolidayRangeForm,
  minEndDate,
  rangeHours,
  withEndDate,
  withStartDate,
} from "@shared/schemas/holidays.ts";

import { now } from "@/lib/clock";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { DayTypeField } from "@/components/day-type-field";
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";

import { useCreateHolidayRequest } from "../api/create-holiday-request";
import { useYearBalance } from "../api/get-vacation-days";
import { VacationBalance } from "./vacation-balance";

const BANK_HOLIDAYS = bankHolidaySet();

/** The spec's refusals the server answers word for word; any other failure is generic. */
const SERVER_REFUSALS: ReadonlySet<string> = new Set([
  messages.startInChristmas,
  messages.endInChristmas,
  messages.insufficientHours,
  messages.overlap,
]);

/** The toast of a failed submit: the spec message the server gave, else the generic one. */
function submitFailureMessage(error: Error): string {
  return error instanceof ApiError && SERVER_REFUSALS.has(error.error)
    ? error.error
    : messages.failedToSubmitHolidayRequest;
}

/**
 * The employee's holiday request: both ends with their day types, the balance, the hours
 * this request will take and what it leaves in its own year (a request counts in the year it
 * starts), and the spec's client rules (section 5) from the shared schemas:
 * 24-31 December shows under the field as soon as it is chosen, and submitting focuses it.
 */
export function HolidayRequestForm() {
  const ids = { startType: useId(), endType: useId() };
  const form = useForm({
    resolver: zodResolver(employeeHolidayRequestFormSchema),
    defaultValues: EMPTY_HOLIDAY_RANGE,
  });
  const values = form.watch();
  const { errors } = form.formState;

  const create = useCreateHolidayRequest({
    onSuccess: () => {
      toast.success(messages.holidayRequestSubmitted);
      form.reset();
    },
    onError: (error) => toast.error(submitFailureMessage(error)),
  });

  const hours = rangeHours(values, BANK_HOLIDAYS);
  const today = todayInLondon(now());
  const hasStart = values.startDate !== "";
  const requestYear = hours === null ? undefined : yearOf(values.startDate);
  const balance = useYearBalance(requestYear, yearOf(today));
  const balanceAfter = balance === undefined || hours === null ? undefined : balance - hours;

  function submit(request: HolidayRangeForm) {
    // The server refuses it too (against the same year's balance); the form says so first.
    if (balanceAfter !== undefined && balanceAfter < MIN_VACATION_BALANCE) {
      toast.error(messages.insufficientHours);
      return;
    }
    create.mutate(request);
  }

  /** A date typed at one end; the other moves when the range would run backwards. Both are checked. */
  function setDate(end: "startDate" | "endDate", date: string) {
    const next = (end === "startDate" ? withStartDate : withEndDate)(form.getValues(), date);
    form.setValue("startDate", next.startDate);
    form.setValue("endDate", next.endDate);
    void form.trigger(["startDate", "endDate"]);
  }

  return (
    <Card>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-6">
            <VacationBalance currentYear={yearOf(today)} />

            <div className="grid gap-6 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="startDate"
                render={({ field }) => (
                  <FormItem className="content-start">
                    <FormLabel>Start Date</FormLabel>
                    <FormControl>
                      <Input
                        type="date"
                        required
                        {...field}
                        onChange={(event) => setDate("startDate", event.target.value)}
                      />
                    </FormControl>
                    <FormMessage role="alert" />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
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
                control={form.control}
                name="endDate"
                render={({ field }) => (
                  <FormItem className="content-start">
                    <FormLabel>End Date</FormLabel>
                    <FormControl>
                      <Input
                        type="date"
                        required
                        {...field}
                        min={minEndDate(values.startDate, today)}
                        disabled={!hasStart}
                        onChange={(event) => setDate("endDate", event.target.value)}
                      />
                    </FormControl>
                    <FormMessage role="alert" />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
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

            {hours !== null && !errors.startDate && !errors.endDate && (
              <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
                <CalendarClockIcon className="size-4 shrink-0" aria-hidden="true" />
                <span>
                  <span>{messages.requestTakesHours(hours)}</span>
                  {balanceAfter !== undefined && requestYear !== undefined && (
                    <>
                      {" "}
                      <span
                        className={cn(
                          balanceAfter < MIN_VACATION_BALANCE && "font-medium text-destructive",
                        )}
                      >
                        {messages.hoursLeftAfterRequest(balanceAfter, requestYear)}
                      </span>
                    </>
                  )}
                </span>
              </p>
            )}

            <Button
              type="submit"
              className="w-full sm:w-fit sm:self-end"
              disabled={create.isPending || !values.startDate || !values.endDate}
            >
              {create.isPending ? messages.submitting : messages.submitRequest}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
