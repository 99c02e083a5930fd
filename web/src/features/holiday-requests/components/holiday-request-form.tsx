import { CalendarClockIcon } from "lucide-react";
import { type FormEvent, useId, useMemo, useRef, useState } from "react";
import { toast } from "sonner";

import { bankHolidaySet } from "@shared/bank-holidays.ts";
import { todayInLondon } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";

import { now } from "@/lib/clock";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { DayTypeField } from "@/components/day-type-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useErrorToast } from "@/hooks/use-error-toast";
import { ApiError } from "@/lib/api-client";

import { useCreateHolidayRequest } from "../api/create-holiday-request";
import { useVacationDays } from "../api/get-vacation-days";
import {
  canSubmit,
  EMPTY_REQUEST_FORM,
  exceedsMinimumBalance,
  minEndDate,
  previewHours,
  requestFormErrors,
  type RequestFormValues,
  submitFailureMessage,
  withEndDate,
  withStartDate,
} from "../utils/request-form-rules";

const BANK_HOLIDAYS = bankHolidaySet();

/**
 * The employee's holiday request: both ends with their day types, the balance, the hours
 * this request will take, and the spec's client rules (section 5).
 */
export function HolidayRequestForm() {
  const [values, setValues] = useState<RequestFormValues>(EMPTY_REQUEST_FORM);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const ids = { start: useId(), end: useId(), startType: useId(), endType: useId() };

  const vacationDays = useVacationDays();
  useErrorToast(vacationDays.error, messages.failedToFetchVacationHours);

  const create = useCreateHolidayRequest({
    onSuccess: () => {
      toast.success(messages.holidayRequestSubmitted);
      setValues(EMPTY_REQUEST_FORM);
    },
    onError: (error) => {
      toast.error(submitFailureMessage(error instanceof ApiError ? error.error : undefined));
    },
  });

  const errors = requestFormErrors(values);
  const hours = useMemo(() => previewHours(values, BANK_HOLIDAYS), [values]);
  const today = todayInLondon(now());
  const hasStart = values.startDate !== "";

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (errors.startDate) return startRef.current?.focus();
    if (errors.endDate) return endRef.current?.focus();
    if (exceedsMinimumBalance(vacationDays.data?.vacation_hours, hours)) {
      toast.error(messages.insufficientHours);
      return;
    }
    create.mutate(values);
  }

  return (
    <Card>
      <CardContent>
        <form onSubmit={handleSubmit} className="flex flex-col gap-6">
          <p className="text-sm" aria-live="polite">
            {vacationDays.data
              ? messages.vacationHoursAvailable(vacationDays.data.vacation_hours)
              : vacationDays.isPending
              ? <span className="text-muted-foreground">{messages.loading}</span>
              : null}
          </p>

          <div className="grid gap-6 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor={ids.start}>Start Date</Label>
              <Input
                ref={startRef}
                id={ids.start}
                name="startDate"
                type="date"
                value={values.startDate}
                onChange={(event) => setValues((v) => withStartDate(v, event.target.value))}
                aria-invalid={errors.startDate ? true : undefined}
                aria-describedby={errors.startDate ? `${ids.start}-error` : undefined}
                required
              />
              <FieldError id={`${ids.start}-error`} message={errors.startDate} />
            </div>
            <DayTypeField
              id={ids.startType}
              label="Start Day Type"
              value={values.startDayType}
              onChange={(startDayType) => setValues((v) => ({ ...v, startDayType }))}
            />

            <div className="grid content-start gap-2">
              <Label htmlFor={ids.end}>End Date</Label>
              <Input
                ref={endRef}
                id={ids.end}
                name="endDate"
                type="date"
                value={values.endDate}
                min={minEndDate(values.startDate, today)}
                disabled={!hasStart}
                onChange={(event) => setValues((v) => withEndDate(v, event.target.value))}
                aria-invalid={errors.endDate ? true : undefined}
                aria-describedby={errors.endDate ? `${ids.end}-error` : undefined}
                required
              />
              <FieldError id={`${ids.end}-error`} message={errors.endDate} />
            </div>
            <DayTypeField
              id={ids.endType}
              label="End Day Type"
              value={values.endDayType}
              onChange={(endDayType) => setValues((v) => ({ ...v, endDayType }))}
            />
          </div>

          {hours !== null && !errors.startDate && !errors.endDate && (
            <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
              <CalendarClockIcon className="size-4 shrink-0" aria-hidden="true" />
              {messages.requestTakesHours(hours)}
            </p>
          )}

          <Button
            type="submit"
            className="w-full sm:w-fit sm:self-end"
            disabled={!canSubmit(values, create.isPending)}
          >
            {create.isPending ? messages.submitting : messages.submitRequest}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}
