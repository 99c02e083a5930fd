import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import type { BookingWindow } from "@shared/booking-window.ts";
import { MIN_VACATION_BALANCE } from "@shared/constants.ts";
import { HOLIDAY_LEAVE_TYPE_ID } from "@shared/leave-types.ts";
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
import { LabelledSelect } from "@/components/option-select";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { RangeHoursNote, useRangeHours } from "@/components/form/range-hours";
import { SubmitButton } from "@/components/form/submit-button";
import { Card, CardContent } from "@/components/ui/card";
import { useOwnToil } from "@/features/toil/api/get-own-toil";
import { isRefusedBy, refusalDetail } from "@/lib/refusal";
import { typedDates, withLabels } from "@/lib/field-errors";
import { useAuth } from "@/lib/session";

import { useBookingWindow } from "../api/get-booking-window";
import { useCreateHolidayRequest } from "../api/create-holiday-request";
import { usePatternHistory } from "../api/get-balance-breakdown";
import {
  type LeaveTypeSummary,
  useFileableLeaveTypes,
  useLeaveBalances,
} from "../api/get-leave-types";
import { useYearBalance } from "../api/get-vacation-days";
import { vacationDaysKeys } from "../api/query-keys";
import { holidayRequestMessages } from "../messages";
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
  leaveTypeId: holidayRequestMessages.leaveType,
  note: holidayRequestMessages.note,
};

const MAX_NOTE_LENGTH = 500;

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

  // Issue 33: the leave type, offered only when the user may file more than Holiday; until
  // then the form is the spec's and sends the spec's payload.
  const fileable = useFileableLeaveTypes();
  const isPickerShown = fileable.length > 1;
  const [leaveTypeId, setLeaveTypeId] = useState(HOLIDAY_LEAVE_TYPE_ID);
  const chosenType: LeaveTypeSummary | undefined = isPickerShown
    ? fileable.find((type) => type.id === leaveTypeId)
    : undefined;
  const isHoliday = chosenType === undefined || chosenType.id === HOLIDAY_LEAVE_TYPE_ID;
  const deducts = chosenType?.deductsFromAllowance ?? true;
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | undefined>();
  const noteId = useId();

  function chooseType(id: string) {
    const next = fileable.find((type) => String(type.id) === id);
    setLeaveTypeId(next?.id ?? HOLIDAY_LEAVE_TYPE_ID);
    setNoteError(undefined);
    // A type without half days takes whole days only.
    if (next && !next.halfDays) {
      form.setValue("startDayType", "full");
      form.setValue("endDayType", "full");
    }
  }

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
      setNote("");
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
  // Only a type that takes from the holiday allowance meets its floor.
  const isBelowFloor = deducts && balanceAfter !== undefined &&
    balanceAfter < MIN_VACATION_BALANCE;
  // A type's own hours left, read only for a type with an allowance of its own.
  const hasOwnAllowance = chosenType?.allowanceHours != null && requestYear !== undefined;
  const ownAllowances = useLeaveBalances(
    requestYear === yearOf(today) ? undefined : requestYear,
    { enabled: hasOwnAllowance },
  );
  // Time off in lieu spends its own balance (issue 33): the type the TOIL answer names.
  const toil = useOwnToil().data;
  const toilLeft = toil?.active && chosenType?.name === toil.typeName ? toil.balance : undefined;
  const ownLine = chosenType?.allowanceHours == null
    ? undefined
    : ownAllowances.find((line) => line.leaveTypeId === chosenType.id);
  const isStartInPast = isChosenDate(values.startDate) && values.startDate < today;
  const hasRange = hours !== null && !errors.startDate && !errors.endDate;
  const { user } = useAuth();
  const shortfalls = useCoverPreview(hasRange ? values : null, undefined, chosenType?.id);

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

  function submit(range: HolidayRangeForm) {
    // The spec's payload for a Holiday; a type and its note otherwise.
    const trimmedNote = note.trim();
    if (chosenType?.noteRequired && !isHoliday && trimmedNote === "") {
      setNoteError(holidayRequestMessages.noteRequired(chosenType.name));
      document.getElementById(noteId)?.focus();
      return;
    }
    const request = isHoliday
      ? range
      : { ...range, leaveTypeId: chosenType!.id, ...(trimmedNote ? { note: trimmedNote } : {}) };
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

          {isPickerShown && (
            <LabelledSelect
              label={holidayRequestMessages.leaveType}
              className="grid content-start gap-2 sm:max-w-xs"
              value={String(chosenType?.id ?? HOLIDAY_LEAVE_TYPE_ID)}
              onChange={chooseType}
              options={fileable.map((type) => ({ value: String(type.id), label: type.name }))}
            />
          )}

          <HolidayRangeFields
            required
            endMin={minEndDate(values.startDate, today)}
            isEndDisabled={!hasStart}
            checksBoth
            isWholeDaysOnly={chosenType?.halfDays === false}
          />

          {!isHoliday && chosenType && (
            <div className="grid gap-2">
              <Label htmlFor={noteId}>
                {holidayRequestMessages.note}
                {chosenType.noteRequired ? " *" : ""}
              </Label>
              <Textarea
                id={noteId}
                value={note}
                maxLength={MAX_NOTE_LENGTH}
                aria-required={chosenType.noteRequired}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={noteError ? `${noteId}-error` : undefined}
                onChange={(event) => {
                  setNote(event.target.value);
                  setNoteError(undefined);
                }}
              />
              {noteError && (
                <p id={`${noteId}-error`} role="alert" className="text-sm text-destructive">
                  {noteError}
                </p>
              )}
            </div>
          )}

          {hasRange && (
            <RangeHoursNote>
              <span>
                <span>{messages.requestTakesHours(hours)}</span>
                {!deducts && requestYear !== undefined && (
                  <>
                    {" "}
                    <span>
                      {ownLine
                        ? holidayRequestMessages.ownHoursLeftAfter(
                          ownLine.name,
                          ownLine.leftHours - hours,
                          requestYear,
                        )
                        : toilLeft !== undefined
                        ? holidayRequestMessages.toilLeftAfter(chosenType!.name, toilLeft - hours)
                        : holidayRequestMessages.notFromHolidayAllowance}
                    </span>
                  </>
                )}
                {deducts && balanceAfter !== undefined && requestYear !== undefined && (
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
