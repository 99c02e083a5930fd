import assert from "node:assert/strict";
import {
  denyReasonPreview,
  REQUEST_STATUSES,
  statusColour,
  statusesMatchingLabel,
  statusLabel,
} from "./status.ts";

const statusCases: [string | null | undefined, string, string][] = [
  ["pending", "Pending", "yellow"],
  ["accepted", "Approved", "green"],
  ["rejected", "Denied", "red"],
  ["cancelled", "Cancelled", "blue"],
  ["cancel_requested", "Cancellation Requested", "orange"],
  ["approved", "Pending", "yellow"],
  ["ACCEPTED", "Pending", "yellow"],
  ["", "Pending", "yellow"],
  [null, "Pending", "yellow"],
  [undefined, "Pending", "yellow"],
];

for (const [status, label, colour] of statusCases) {
  Deno.test(`statusLabel/statusColour(${JSON.stringify(status)}) → ${label}, ${colour}`, () => {
    assert.equal(statusLabel(status), label);
    assert.equal(statusColour(status), colour);
  });
}

const searchCases: [string, string[]][] = [
  ["appr", ["accepted"]],
  ["DENIED", ["rejected"]],
  ["cancel", ["cancelled", "cancel_requested"]],
  ["  pend ", ["pending"]],
  ["re", ["cancel_requested"]],
  ["ed", ["accepted", "rejected", "cancelled", "cancel_requested"]],
  ["xyz", []],
  ["", [...REQUEST_STATUSES]],
];

for (const [text, expected] of searchCases) {
  Deno.test(`statusesMatchingLabel(${JSON.stringify(text)})`, () => {
    assert.deepEqual(statusesMatchingLabel(text), expected);
  });
}

Deno.test("denyReasonPreview: 20 characters then '...', or 'N/A'", () => {
  assert.equal(denyReasonPreview("Short reason"), "Short reason");
  assert.equal(denyReasonPreview("12345678901234567890"), "12345678901234567890");
  assert.equal(denyReasonPreview("123456789012345678901"), "12345678901234567890...");
  assert.equal(denyReasonPreview(""), "N/A");
  assert.equal(denyReasonPreview(null), "N/A");
});
