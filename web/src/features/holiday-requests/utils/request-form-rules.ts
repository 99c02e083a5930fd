/**
 * The client rules of the request form (spec section 5), as pure functions of the form's
 * values, so the component only wires them to inputs.
 */
import { MIN_VACATION_BALANCE } from "@shared/constants.ts";
import { isInChristmasWindow, isValidIsoDate } from "@shared/dates.ts";
import { type DayType, requestHours } from "@shared/hours.ts";
import { messages } from "@shared/messages.ts";

export type RequestFormValues = {
  startDate: string;
  endDate: string;
  startDayType: DayType;
  endDayType: DayType;
};

/** An empty form: no dates, both ends a full day (spec: day types default to full). */
export const EMPTY_REQUEST_FORM: RequestFormValues = {
  startDate: "",
  endDate: "",
  startDayType: "full",
  endDayType: "full",
};

/**
 * True for a date the user has finished choosing. A date input typed by keyboard passes
 * through years 0002, 0020, 0202 before 2026; those must not move the other end.
 */
export function isChosenDate(value: string): boolean {
  return isValidIsoDate(value) && Number(value.slice(0, 4)) >= 1000;
}

/** A new start; a start after the end moves the end to it. */
export function withStartDate(values: RequestFormValues, startDate: string): RequestFormValues {
  const movesEnd = isChosenDate(startDate) && isChosenDate(values.endDate) &&
    startDate > values.endDate;
  return { ...values, startDate, endDate: movesEnd ? startDate : values.endDate };
}

/** A new end; an end before the start moves the start to it. */
export function withEndDate(values: RequestFormValues, endDate: string): RequestFormValues {
  const movesStart = isChosenDate(endDate) && isChosenDate(values.startDate) &&
    endDate < values.startDate;
  return { ...values, endDate, startDate: movesStart ? endDate : values.startDate };
}

/** The earliest end the picker offers: the start date, or today while there is none. */
export function minEndDate(startDate: string, today: string): string {
  return isChosenDate(startDate) ? startDate : today;
}

export type RequestFormErrors = { startDate?: string; endDate?: string };

/** The 24-31 December messages of the dates chosen so far. */
export function requestFormErrors(values: RequestFormValues): RequestFormErrors {
  const errors: RequestFormErrors = {};
  if (isChosenDate(values.startDate) && isInChristmasWindow(values.startDate)) {
    errors.startDate = messages.startInChristmas;
  }
  if (isChosenDate(values.endDate) && isInChristmasWindow(values.endDate)) {
    errors.endDate = messages.endInChristmas;
  }
  return errors;
}

/** Submit waits for both dates (and for a running submit to end). */
export function canSubmit(values: RequestFormValues, isSubmitting: boolean): boolean {
  return !isSubmitting && values.startDate !== "" && values.endDate !== "";
}

/** Hours the request will take (shared rule), or null until both dates make a range. */
export function previewHours(
  values: RequestFormValues,
  bankHolidays: ReadonlySet<string>,
): number | null {
  const { startDate, endDate } = values;
  if (!isChosenDate(startDate) || !isChosenDate(endDate) || endDate < startDate) return null;
  return requestHours(values, bankHolidays);
}

/** The spec's refusals the server answers word for word; any other failure is generic. */
const SERVER_REFUSALS: ReadonlySet<string> = new Set([
  messages.startInChristmas,
  messages.endInChristmas,
  messages.insufficientHours,
  messages.overlap,
]);

/** The toast of a failed submit: the spec message the server gave, else the generic one. */
export function submitFailureMessage(serverError: string | undefined): string {
  return serverError && SERVER_REFUSALS.has(serverError)
    ? serverError
    : messages.failedToSubmitHolidayRequest;
}

/** True when the request would leave less than the lowest balance allowed (-30 h). */
export function exceedsMinimumBalance(balance: number | undefined, hours: number | null): boolean {
  if (balance === undefined || hours === null) return false;
  return balance - hours < MIN_VACATION_BALANCE;
}
