import { describe, expect, it } from "vitest";

import { bankHolidaySet } from "@shared/bank-holidays.ts";
import { messages } from "@shared/messages.ts";

import {
  canSubmit,
  EMPTY_REQUEST_FORM,
  exceedsMinimumBalance,
  isChosenDate,
  minEndDate,
  previewHours,
  requestFormErrors,
  type RequestFormValues,
  submitFailureMessage,
  withEndDate,
  withStartDate,
} from "./request-form-rules";

const HOLIDAYS = bankHolidaySet();

function form(overrides: Partial<RequestFormValues> = {}): RequestFormValues {
  return { ...EMPTY_REQUEST_FORM, ...overrides };
}

describe("request form rules (spec section 5)", () => {
  it("starts empty with full days at both ends", () => {
    expect(EMPTY_REQUEST_FORM).toEqual({
      startDate: "",
      endDate: "",
      startDayType: "full",
      endDayType: "full",
    });
  });

  it("moves the end to a start chosen after it", () => {
    const values = form({ startDate: "2026-03-02", endDate: "2026-03-04" });
    expect(withStartDate(values, "2026-03-09")).toMatchObject({
      startDate: "2026-03-09",
      endDate: "2026-03-09",
    });
    expect(withStartDate(values, "2026-03-03")).toMatchObject({
      startDate: "2026-03-03",
      endDate: "2026-03-04",
    });
  });

  it("moves the start to an end chosen before it", () => {
    const values = form({ startDate: "2026-03-09", endDate: "2026-03-12" });
    expect(withEndDate(values, "2026-03-05")).toMatchObject({
      startDate: "2026-03-05",
      endDate: "2026-03-05",
    });
  });

  it("moves nothing while a year is still being typed", () => {
    const values = form({ startDate: "2026-03-09", endDate: "2026-03-12" });
    expect(isChosenDate("0202-03-05")).toBe(false);
    expect(withEndDate(values, "0202-03-05")).toMatchObject({ startDate: "2026-03-09" });
    expect(withStartDate(values, "")).toMatchObject({ startDate: "", endDate: "2026-03-12" });
  });

  it("offers ends from the start date, or from today while no start is set", () => {
    expect(minEndDate("", "2026-11-22")).toBe("2026-11-22");
    expect(minEndDate("2026-12-01", "2026-11-22")).toBe("2026-12-01");
    expect(minEndDate("2026-11-02", "2026-11-22")).toBe("2026-11-02");
  });

  it("refuses 24 to 31 December at either end with the spec's messages", () => {
    expect(requestFormErrors(form({ startDate: "2026-12-23", endDate: "2027-01-04" })))
      .toEqual({});
    expect(requestFormErrors(form({ startDate: "2026-12-24", endDate: "2026-12-31" }))).toEqual({
      startDate: messages.startInChristmas,
      endDate: messages.endInChristmas,
    });
    expect(requestFormErrors(form({ startDate: "2026-12-21", endDate: "2026-12-27" }))).toEqual({
      endDate: messages.endInChristmas,
    });
  });

  it("enables submit once both dates are set and not while submitting", () => {
    expect(canSubmit(form(), false)).toBe(false);
    expect(canSubmit(form({ startDate: "2026-03-02" }), false)).toBe(false);
    expect(canSubmit(form({ startDate: "2026-03-02", endDate: "2026-03-05" }), false)).toBe(true);
    expect(canSubmit(form({ startDate: "2026-03-02", endDate: "2026-03-05" }), true)).toBe(false);
  });

  it("previews the hours with the shared rule and the bank holidays", () => {
    expect(previewHours(form({ startDate: "2026-03-02" }), HOLIDAYS)).toBeNull();
    // Monday to Thursday: 4 full days.
    expect(previewHours(form({ startDate: "2026-03-02", endDate: "2026-03-05" }), HOLIDAYS))
      .toBe(40);
    // Morning start, afternoon end, a weekend in the middle.
    expect(
      previewHours(
        form({
          startDate: "2026-03-05",
          endDate: "2026-03-09",
          startDayType: "afternoon",
          endDayType: "morning",
        }),
        HOLIDAYS,
      ),
    ).toBe(10);
    // Easter Monday 2026-04-06 is a listed holiday.
    expect(previewHours(form({ startDate: "2026-04-06", endDate: "2026-04-09" }), HOLIDAYS))
      .toBe(30);
  });

  it("blocks a request that would take the balance below -30 hours", () => {
    expect(exceedsMinimumBalance(10, 40)).toBe(false);
    expect(exceedsMinimumBalance(10, 41)).toBe(true);
    expect(exceedsMinimumBalance(undefined, 40)).toBe(false);
  });

  it("shows the server's refusals only when they are spec messages", () => {
    expect(submitFailureMessage(messages.overlap)).toBe(messages.overlap);
    expect(submitFailureMessage(messages.insufficientHours)).toBe(messages.insufficientHours);
    expect(submitFailureMessage(messages.endInChristmas)).toBe(messages.endInChristmas);
    expect(submitFailureMessage("relation does not exist")).toBe(
      messages.failedToSubmitHolidayRequest,
    );
    expect(submitFailureMessage(undefined)).toBe(messages.failedToSubmitHolidayRequest);
  });
});
