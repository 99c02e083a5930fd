import assert from "node:assert/strict";
import { zodErrorMessage } from "./common.ts";
import { departmentSchema } from "./departments.ts";

const cases: [string, unknown, { ok: unknown } | { error: string }][] = [
  ["a name", { name: "QC" }, { ok: { name: "QC" } }],
  ["trimmed, id of a PUT ignored", { id: 3, name: "  Warehouse " }, { ok: { name: "Warehouse" } }],
  ["100 characters", { name: "x".repeat(100) }, { ok: { name: "x".repeat(100) } }],
  ["blank", { name: "   " }, { error: "name: is required" }],
  ["missing", {}, { error: "name: is required" }],
  ["101 characters", { name: "x".repeat(101) }, { error: "name: must be at most 100 characters" }],
  ["not text", { name: 7 }, { error: "name: must be text" }],
];

for (const [name, input, expected] of cases) {
  Deno.test(`departments ${name}`, () => {
    const result = departmentSchema.safeParse(input);
    if ("ok" in expected) assert.deepEqual(result.data, expected.ok);
    else assert.equal(result.error && zodErrorMessage(result.error), expected.error);
  });
}
