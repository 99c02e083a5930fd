import assert from "node:assert/strict";
import { MIN_VACATION_BALANCE } from "./constants.ts";
import {
  appointmentEventTitle,
  holidayEventTitle,
  MESSAGE_TEXTS,
  messages,
  pageOf,
  sicknessSummaryTitle,
  vacationHoursAvailable,
} from "./messages.ts";

/** Every text the spec quotes word for word (sections 2, 4, 5, 8), copied from it. */
const SPEC_QUOTES = [
  "Forgot Password?",
  "Send Reset Link",
  "Reset Password",
  "Loading...",
  "Submit Request",
  "Submitting...",
  "Name / Email",
  "Holiday Planning",
  "View Calendar",
  "View List",
  "Search by name, surname, or department",
  "View by Month",
  "Select a Month",
  "View by Year",
  "Select a Year",
  "N/A",
  "Filter by Department",
  "All Departments",
  "Holiday Request Details",
  "Appointment Details",
  "Search by name, reason or date",
  "Create Log",
  "Search and select user",
  "Search by name, department, or status",
  "Are you sure you want to cancel this holiday request?",
  "...",
  "Add Holiday Request",
  "Enter reason for rejection:",
  "Create Appointment Log",
  "Are you sure you want to request cancellation of this holiday request?",
  "Do you want to cancel this holiday request?",
  "Do you want to delete this appointment?",
  "Start date cannot be between December 24th and 31st inclusive",
  "End date cannot be between December 24th and 31st inclusive",
  "Insufficient vacation hours: You have less than -30 hours available.",
  "You already have a holiday request overlapping the selected dates.",
  "Please provide a reason for denial",
  "Passwords do not match",
  "Please select both start and end dates",
  "Please select at least one user",
  "Incorrect username, please try again or contact support.",
  "Failed to fetch vacation hours",
  "Failed to fetch users",
  "Failed to fetch departments",
  "Failed to fetch holiday requests",
  "Failed to fetch holiday planning",
  "Failed to fetch appointment logs",
  "Failed to fetch logs",
  "Failed to fetch sickness summary",
  "Failed to fetch cancellation requests",
  "Failed to submit holiday request",
  "Failed to approve holiday request",
  "Failed to deny holiday request",
  "Failed to submit cancellation request",
  "Failed to cancel holiday request",
  "Failed to add holiday request",
  "Failed to submit bulk holiday request",
  "Failed to approve cancellation",
  "Failed to reject cancellation",
  "Failed to update user",
  "Failed to delete user",
  "Failed to create user",
  "Failed to update department",
  "Failed to delete department",
  "Failed to create department",
  "Failed to send reset link",
  "Failed to reset password",
  "Failed to delete log",
  "Failed to create log",
  "Failed to update log",
  "Failed to delete appointment",
  "Failed to delete appointment log",
  "Failed to create appointment log",
  "Failed to update appointment log",
  "Holiday request submitted successfully",
  "Password has been reset successfully",
  "Cancellation request submitted. Await admin approval.",
  "Holiday cancelled successfully.",
  "Appointment deleted successfully.",
  "Log created successfully",
  "Log updated successfully",
  "Log deleted successfully",
  "Holiday request successfully canceled",
  "Holiday request added and vacation hours deducted successfully",
  "Cancellation approved",
  "Cancellation rejected",
  "Appointment log created successfully",
  "Appointment log updated successfully",
  "Appointment log deleted successfully",
  "Bulk holiday request submitted successfully",
];

for (const quote of SPEC_QUOTES) {
  Deno.test(`messages holds the spec text "${quote}"`, () => {
    assert.ok(MESSAGE_TEXTS.has(quote));
  });
}

Deno.test("messages: named texts the schemas and screens rely on", () => {
  assert.equal(
    messages.insufficientHours,
    "Insufficient vacation hours: You have less than -30 hours available.",
  );
  assert.equal(messages.denyReasonRequired, "Please provide a reason for denial");
  assert.equal(messages.bulkUsersRequired, "Please select at least one user");
  assert.equal(messages.bulkDatesRequired, "Please select both start and end dates");
  assert.equal(messages.loginFailed, "Incorrect username, please try again or contact support.");
  assert.equal(messages.userCreated, "User created successfully");
  assert.match(messages.loginWarning, /subject to approval/);
  assert.match(messages.loginWarning, /travel/);
});

Deno.test("messages: every fixed text is distinct", () => {
  const texts = Object.values(messages).filter((text) => typeof text === "string");
  assert.equal(new Set(texts).size, texts.length);
  assert.equal(MESSAGE_TEXTS.size, texts.length);
});

Deno.test("messages: texts built from values", () => {
  assert.equal(vacationHoursAvailable(-5), "You have -5 vacation hours available.");
  assert.equal(messages.vacationHoursAvailable(160), "You have 160 vacation hours available.");
  assert.equal(pageOf(1, 3), "Page 1 of 3");
  assert.equal(sicknessSummaryTitle(2025), "Sickness Summary for 2025");
  assert.equal(
    holidayEventTitle("Ann", "Lee", "full", "morning", 15),
    "Ann Lee (full - morning, 15h)",
  );
  assert.equal(appointmentEventTitle("Ann", "Lee", "Dentist"), "Appointment: Ann Lee - Dentist");
});

Deno.test("messages: the floor the request form warns about is the rule's, and what a request needs", () => {
  assert.ok(messages.belowBalanceFloor.includes(`${MIN_VACATION_BALANCE} hours`));
  assert.equal(
    messages.requestNeedsHours(140, 100),
    "This request needs 140 hours; you have 100 hours left.",
  );
});
