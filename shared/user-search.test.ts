import assert from "node:assert/strict";
import { userSearchNeedle } from "./user-search.ts";

Deno.test("the needle is the text trimmed, in lower case, each run of spaces one space", () => {
  assert.equal(userSearchNeedle("  Ann   LEE "), "ann lee");
  assert.equal(userSearchNeedle("Zoë\u00a0\tANN"), "zoë ann");
  assert.equal(userSearchNeedle("BOB@"), "bob@");
  assert.equal(userSearchNeedle("   "), "");
  assert.equal(userSearchNeedle("50%_off"), "50%_off");
});
