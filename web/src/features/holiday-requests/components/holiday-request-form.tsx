import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import type { BookingWindow } from "@shared/booking-window.ts";
import { MIN_VACATION_BALANCE } from "@shared/constants.ts";
import { todayInLondon, yearOf } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import {
  employeeHolidayRequestFormSchemaFor,
  EMPTY_HOLIDAY_RANGE,
  type HolidayRangeForm,
  isChosenDate,
  minEndDate,
} from "@shared/schemas/holidays.ts";

import { useCoverPreview } from "@/api/get-cover-preview";
import { now } from "@/lib/clock";
import { cn } from "@/lib/utils";
import { CheckedForm } from "@/components/form/checked-form";
import { HolidayRangeFields } from "@/components/form/holiday-range-fields";
import { RangeHoursNote, useRangeHours } from "@/components/form/range-hours";
import { SubmitButton } from "@/components/form/submit-button";
import { Card, CardContent } from "@/components/ui/card";
import { isRefusedBy, refusalDetail } from "@/lib/refusal";
import { typedDates, withLabels } from "@/lib/field-errors";
import { useAuth } from "@/lib/session";

import { useBookingWindow } from "../api/get-booking-window";
import { useCreateHolidayRequest } from "../api/create-holiday-request";
import { usePatternHistory } from "../api/get-balance-breakdown";
import { useYearBalance } from "../api/get-vacation-days";
import { vacationDaysKeys } from "../api/query-keys";
import { CoverShortfalls } from "./cover-shortfalls";
import { VacationBalance } from "./vacation-balance";

/**
 * The refusals whose words the toast shows as the server sends them, told by their codes: the
 * spec's (the booking window's in its days, the overlap, the -30 h floor) and a blocking cover
 * rule's (naming the days and the rule). Any other failure is generic.
 */
const SAID_AS_SENT = ["blocked_period", "overlap", "balance_floor", "cover_short"] as const;

/** The form's labels of the fields the server names in a refusal ("endDate: ..."). */
const FIELD_LABELS = {
  startDate: "Start Date",
  endDate: "End Date",
  startDayType: "Start Day Type",
  endDayType: "End Day Type",
};

/**
 * The shared rules (the booking window, 24-31 December by default), and a typed date must be
 * one; messages in the form's words.
 */
function requestFormResolver(window: BookingWindow | null) {
  return withLabels(
    zodResolver(
      employeeHolidayRequestFormSchemaFor(window).superRefine(typedDates("startDate", "endDate")),
    ),
    { startDate: "Start Date", endDate: "End Date" },
  );
}

/**
 * The employee's holiday request: both ends with their day types, the balance, the hours
 * this request will take and what it leaves in its own year (a request counts in the year it
 * starts), and the spec's client rules (section 5) from the shared schemas:
 * 24-31 December shows under the field as soon as it is chosen, and submitting focuses it.
 */
export function HolidayRequestForm() {
  const bookingWindow = useBookingWindow();
  const resolver = useMemo(() => requestFormResolver(bookingWindow), [bookingWindow]);
  const form = useForm({
    resolver,
    defaultValues: EMPTY_HOLIDAY_RANGE,
  });
  const values = form.watch();
  const { errors } = form.formState;

  // The company's window may arrive after a day was chosen: the chosen days are checked again.
  useEffect(() => {
    const chosen = (["startDate", "endDate"] as const).filter((name) =>
      isChosenDate(form.getValues(name))
    );
    if (chosen.length > 0) void form.trigger(chosen);
  }, [resolver, form]);

  // Submit disabled itself while sending, which dropped the focus: once the reset form is
  // drawn again (its fields are registered anew), the focus goes back to the first field.
  const [submittedCount, setSubmittedCount] = useState(0);
  useEffect(() => {
    if (submittedCount > 0) form.setFocus("startDate");
  }, [submittedCount, form]);

  const queryClient = useQueryClient();
  const create = useCreateHolidayRequest({
    onSuccess: () => {
      toast.success(messages.holidayRequestSubmitted);
      form.reset();
      setSubmittedCount((count) => count + 1);
    },
    onError: (error) => {
      if (isRefusedBy(error, "balance_floor")) {
        // The balance this form read may be older than the server's: read it again, and say
        // what the request needs beside the spec's words (the server's numbers when it sent
        // them, else the form's when they agree).
        void queryClient.invalidateQueries({ queryKey: vacationDaysKeys.all });
        toast.error(error.error, error.detail ? { description: error.detail } : floorDetail());
      } else if (isRefusedBy(error, ...SAID_AS_SENT)) {
        toast.error(error.error);
      } else {
        toast.error(messages.failedToSubmitHolidayRequest, refusalDetail(error, FIELD_LABELS));
      }
    },
  });

  const history = usePatternHistory();
  const hours = useRangeHours(values, { history });
  // Nothing to book: in the spec's terms, or in the pattern's for a user on one.
  const noWorkingHours = history ? messages.noWorkingHoursOnPattern : messages.noWorkingHours;
  const today = todayInLondon(now());
  const hasStart = values.startDate !== "";
  const requestYear = hours === null ? undefined : yearOf(values.startDate);
  const balance = useYearBalance(requestYear, yearOf(today));
  const balanceAfter = balance === undefined || hours === null ? undefined : balance - hours;
  const isBelowFloor = balanceAfter !== undefined && balanceAfter < MIN_VACATION_BALANCE;
  const isStartInPast = isChosenDate(values.startDate) && values.startDate < today;
  const hasRange = hours !== null && !errors.startDate && !errors.endDate;
  const { user } = useAuth();
  const shortfalls = useCoverPreview(hasRange ? values : null);

  /** Beside the spec's floor message: what this request needs and what is left in its year. */
  function floorDetail(): { description?: string } {
    return isBelowFloor && hours !== null && balance !== undefined
      ? { description: messages.requestNeedsHours(hours, balance) }
      : {};
  }

  /** What submitting would be refused for, said in the preview before anything is sent. */
  const warning = isStartInPast
    ? messages.startDateInPast
    : hours === 0
    ? noWorkingHours
    : isBelowFloor
    ? `${messages.belowBalanceFloor} ${floorDetail().description}`
    : undefined;

  function submit(request: HolidayRangeForm) {
    // The server refuses a start before today too; an administrator's add may record one.
    if (isStartInPast) {
      form.setError("startDate", { message: messages.startDateInPast }, { shouldFocus: true });
      return;
    }
    // Nothing to book (Fridays, weekends, bank holidays): said beside the end date, which the
    // server names too.
    if (hours === 0) {
      form.setError("endDate", { message: noWorkingHours }, { shouldFocus: true });
      return;
    }
    // The server refuses it too (against the same year's balance); the form says so first.
    if (isBelowFloor) {
      toast.error(messages.insufficientHours, floorDetail());
      return;
    }
    create.mutate(request);
  }

  return (
    <Card>
      <CardContent>
        <CheckedForm
          form={form}
          onSubmit={submit}
          className="flex flex-col gap-6"
          noValidate={false}
        >
          <VacationBalance currentYear={yearOf(today)} />

          <HolidayRangeFields
            required
            endMin={minEndDate(values.startDate, today)}
            isEndDisabled={!hasStart}
            checksBoth
          />

          {hasRange && (
            <RangeHoursNote>
              <span>
                <span>{messages.requestTakesHours(hours)}</span>
                {balanceAfter !== undefined && requestYear !== undefined && (
                  <>
                    {" "}
                    <span className={cn(isBelowFloor && "font-medium text-destructive")}>
                      {messages.hoursLeftAfterRequest(balanceAfter, requestYear)}
                    </span>
                  </>
                )}
                {warning && (
                  <span role="alert" className="mt-1 block font-medium text-destructive">
                    {warning}
                  </span>
                )}
              </span>
            </RangeHoursNote>
          )}
          {hasRange && (
            <CoverShortfalls shortfalls={shortfalls} department={user?.department ?? undefined} />
          )}

          <SubmitButton
            label={messages.submitRequest}
            isPending={create.isPending}
            isDisabled={create.isPending || !values.startDate || !values.endDate}
          />
        </CheckedForm>
      </CardContent>
    </Card>
  );
}
