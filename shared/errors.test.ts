import assert from "node:assert/strict";
import { codeOfStatus, ERROR_STATUS, errorBody, fieldOf, REFUSAL_CODES } from "./errors.ts";

Deno.test("fieldOf: the field a message names in front, and nothing for a sentence", () => {
  assert.equal(fieldOf("startDate: is required"), "startDate");
  assert.equal(fieldOf("user_ids.0: must be a user id; endDate: is required"), "user_ids.0");
  assert.equal(fieldOf("Please select at least one user"), undefined);
  assert.equal(fieldOf("The body must be valid JSON"), undefined);
});

Deno.test("errorBody: message and code, and the field only when the message names one", () => {
  assert.deepEqual(errorBody("bad_request", "email: is required"), {
    error: "email: is required",
    code: "bad_request",
    field: "email",
  });
  assert.deepEqual(errorBody("conflict", "A department with this name already exists"), {
    error: "A department with this name already exists",
    code: "conflict",
  });
});

Deno.test("errorBody: a detail, when given, beside the message it explains", () => {
  assert.deepEqual(errorBody("conflict", "Insufficient", "This request needs 40 hours"), {
    error: "Insufficient",
    code: "conflict",
    detail: "This request needs 40 hours",
  });
  assert.deepEqual(errorBody("conflict", "Insufficient", undefined), {
    error: "Insufficient",
    code: "conflict",
  });
});

Deno.test("every HTTP error status names its own code; a refusal's code keeps its class's status", () => {
  for (const [code, status] of Object.entries(ERROR_STATUS)) {
    assert.ok(status >= 400 && status < 600, code);
    const generic = codeOfStatus(status);
    assert.ok(generic !== undefined, code);
    if (!(REFUSAL_CODES as readonly string[]).includes(code)) assert.equal(generic, code);
  }
  assert.deepEqual(REFUSAL_CODES.map((code) => [code, codeOfStatus(ERROR_STATUS[code])]), [
    ["blocked_period", "bad_request"],
    ["overlap", "conflict"],
    ["balance_floor", "conflict"],
    ["cover_short", "conflict"],
  ]);
  assert.equal(codeOfStatus(200), undefined);
});
