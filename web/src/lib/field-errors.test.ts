import { describe, expect, it } from "vitest";

import { messages } from "@shared/messages.ts";

import { fieldMessage, messageInLabels } from "./field-errors";

const LABELS = {
  user_id: "User",
  sick_from_date: "Sick From",
  sick_to_date: "Sick To",
  start_time: "Start Time",
  end_time: "End Time",
  email: "Email",
};

describe("fieldMessage", () => {
  it("names the field and the field it refers to by their labels", () => {
    expect(fieldMessage("user_id", "is required", LABELS)).toBe("User is required");
    expect(fieldMessage("end_time", "must be after start_time", LABELS))
      .toBe("End Time must be after Start Time");
    expect(fieldMessage("sick_to_date", "must not be before sick_from_date", LABELS))
      .toBe("Sick To must be on or after Sick From");
  });

  it("says dates and times as the fields show them", () => {
    expect(fieldMessage("sick_from_date", "must be a date in yyyy-MM-dd format", LABELS))
      .toBe("Sick From must be a date as dd/mm/yyyy");
    expect(fieldMessage("start_time", "must be a time in HH:MM format", LABELS))
      .toBe("Start Time must be a time as HH:MM (24-hour)");
  });

  it("keeps a message that does not read on from the label apart, and words inside it", () => {
    expect(fieldMessage("user_id", "no active user has this id", LABELS))
      .toBe("User: no active user has this id");
    expect(fieldMessage("email", "must be a valid email address", LABELS))
      .toBe("Email must be a valid email address");
  });

  it("keeps the spec's messages word for word, and a field without a label by its name", () => {
    expect(fieldMessage("confirmPassword", messages.passwordsDoNotMatch, LABELS))
      .toBe(messages.passwordsDoNotMatch);
    expect(fieldMessage("id", "must be a UUID", LABELS)).toBe("id: must be a UUID");
  });
});

describe("messageInLabels", () => {
  it("rewords each field's part of a server's text, and leaves the rest", () => {
    expect(messageInLabels("user_id: is required; sick_from_date: is required", LABELS))
      .toBe("User is required; Sick From is required");
    expect(messageInLabels("Nothing was saved; please try again in a moment", LABELS))
      .toBe("Nothing was saved; please try again in a moment");
    expect(messageInLabels("limit: must be an integer from 1 to 500", LABELS))
      .toBe("limit: must be an integer from 1 to 500");
  });
});
