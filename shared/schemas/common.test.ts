import assert from "node:assert/strict";
import { z } from "zod";
import { messages } from "../messages.ts";
import {
  dateOrder,
  dayType,
  id,
  isoDate,
  isoDateWith,
  listQuery,
  optionalIsoDate,
  timeHHMM,
  uuid,
  zodErrorMessage,
} from "./common.ts";

/** The API's 400 text for an input the schema refuses. */
function errorOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  assert.ok(!result.success, `expected ${JSON.stringify(input)} to be refused`);
  return zodErrorMessage(result.error);
}

/** Each case: schema, input, and either { ok: parsed output } or { error: message }. */
type Case = [string, z.ZodType, unknown, { ok: unknown } | { error: string }];

const uuidValue = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const field = (schema: z.ZodType) => z.object({ field: schema });

const cases: Case[] = [
  ["isoDate: a real date", field(isoDate), { field: "2024-02-29" }, {
    ok: { field: "2024-02-29" },
  }],
  ["isoDate: impossible", field(isoDate), { field: "2025-02-29" }, {
    error: "field: must be a date in yyyy-MM-dd format",
  }],
  ["isoDate: dd/mm/yyyy", field(isoDate), { field: "01/02/2025" }, {
    error: "field: must be a date in yyyy-MM-dd format",
  }],
  ["isoDate: a number", field(isoDate), { field: 20250101 }, {
    error: "field: must be a date in yyyy-MM-dd format",
  }],
  ["isoDate: missing", field(isoDate), {}, { error: "field: is required" }],
  ["isoDate: empty", field(isoDate), { field: "" }, { error: "field: is required" }],
  ["isoDate: null", field(isoDate), { field: null }, { error: "field: is required" }],
  [
    "isoDateWith: spec message when blank",
    field(isoDateWith({ required: messages.bulkDatesRequired })),
    {
      field: "",
    },
    { error: "Please select both start and end dates" },
  ],
  [
    "isoDateWith: field message when malformed",
    field(isoDateWith({ required: messages.bulkDatesRequired })),
    {
      field: "2025-13-01",
    },
    { error: "field: must be a date in yyyy-MM-dd format" },
  ],
  ["optionalIsoDate: given", field(optionalIsoDate), { field: "2025-01-06" }, {
    ok: { field: "2025-01-06" },
  }],
  ["optionalIsoDate: empty is absent", field(optionalIsoDate), { field: "" }, {
    ok: { field: undefined },
  }],
  ["optionalIsoDate: null is absent", field(optionalIsoDate), { field: null }, {
    ok: { field: undefined },
  }],
  ["optionalIsoDate: missing", field(optionalIsoDate), {}, { ok: {} }],
  ["optionalIsoDate: malformed", field(optionalIsoDate), { field: "2025-1-6" }, {
    error: "field: must be a date in yyyy-MM-dd format",
  }],
  ["timeHHMM: HH:MM", field(timeHHMM), { field: "09:30" }, { ok: { field: "09:30" } }],
  ["timeHHMM: HH:MM:SS normalised", field(timeHHMM), { field: "17:05:00" }, {
    ok: { field: "17:05" },
  }],
  ["timeHHMM: 24:00", field(timeHHMM), { field: "24:00" }, {
    error: "field: must be a time in HH:MM format",
  }],
  ["timeHHMM: 9:30", field(timeHHMM), { field: "9:30" }, {
    error: "field: must be a time in HH:MM format",
  }],
  ["timeHHMM: missing", field(timeHHMM), {}, { error: "field: is required" }],
  ["dayType: given", field(dayType), { field: "morning" }, { ok: { field: "morning" } }],
  ["dayType: missing → full", field(dayType), {}, { ok: { field: "full" } }],
  ["dayType: empty → full", field(dayType), { field: "" }, { ok: { field: "full" } }],
  ["dayType: null → full", field(dayType), { field: null }, { ok: { field: "full" } }],
  ["dayType: unknown", field(dayType), { field: "evening" }, {
    error: "field: must be one of full, morning, afternoon",
  }],
  ["uuid: lower-cased", field(uuid), { field: uuidValue.toUpperCase() }, {
    ok: { field: uuidValue },
  }],
  [
    "uuid: any version (seeded ids)",
    field(uuid),
    { field: "00000000-0000-0000-0000-000000000001" },
    {
      ok: { field: "00000000-0000-0000-0000-000000000001" },
    },
  ],
  ["uuid: malformed", field(uuid), { field: "42" }, { error: "field: must be a UUID" }],
  ["uuid: missing", field(uuid), {}, { error: "field: is required" }],
  ["id: a path string", field(id), { field: "42" }, { ok: { field: 42 } }],
  ["id: a number", field(id), { field: 7 }, { ok: { field: 7 } }],
  ["id: zero", field(id), { field: "0" }, { error: "field: must be a positive integer" }],
  ["id: text", field(id), { field: "abc" }, { error: "field: must be a positive integer" }],
  ["id: fraction", field(id), { field: 1.5 }, { error: "field: must be a positive integer" }],
  ["id: too big for int4", field(id), { field: "2147483648" }, {
    error: "field: must be a positive integer",
  }],
  ["listQuery: empty", listQuery, {}, { ok: {} }],
  ["listQuery: strings from a query", listQuery, { q: " smith ", limit: "20", offset: "40" }, {
    ok: { q: "smith", limit: 20, offset: 40 },
  }],
  ["listQuery: blank values are absent", listQuery, { q: "  ", limit: "", offset: " " }, {
    ok: { q: undefined, limit: undefined, offset: undefined },
  }],
  ["listQuery: limit 0", listQuery, { limit: "0" }, {
    error: "limit: must be an integer from 1 to 500",
  }],
  ["listQuery: limit 501", listQuery, { limit: "501" }, {
    error: "limit: must be an integer from 1 to 500",
  }],
  ["listQuery: limit text", listQuery, { limit: "ten" }, {
    error: "limit: must be an integer from 1 to 500",
  }],
  ["listQuery: negative offset", listQuery, { offset: "-1" }, {
    error: "offset: must be an integer from 0 to 2147483647",
  }],
];

for (const [name, schema, input, expected] of cases) {
  Deno.test(`common ${name}`, () => {
    if ("ok" in expected) assert.deepEqual(schema.parse(input), expected.ok);
    else assert.equal(errorOf(schema, input), expected.error);
  });
}

const range = z.object({ from: isoDate, to: optionalIsoDate }).superRefine(dateOrder("from", "to"));

Deno.test("dateOrder: the later field may not come first", () => {
  assert.deepEqual(range.parse({ from: "2025-01-06", to: "2025-01-06" }), {
    from: "2025-01-06",
    to: "2025-01-06",
  });
  assert.equal(
    errorOf(range, { from: "2025-01-06", to: "2025-01-05" }),
    "to: must not be before from",
  );
});

Deno.test("dateOrder: skipped while a date is invalid", () => {
  assert.equal(
    errorOf(range, { from: "2025-01-36", to: "2025-01-05" }),
    "from: must be a date in yyyy-MM-dd format",
  );
});

Deno.test("zodErrorMessage: names every failing field once, in order", () => {
  const schema = z.object({ a: isoDate, b: isoDate, c: timeHHMM });
  assert.equal(
    errorOf(schema, { b: "x", c: "9" }),
    "a: is required; b: must be a date in yyyy-MM-dd format; c: must be a time in HH:MM format",
  );
});

Deno.test("zodErrorMessage: a spec message wins and is returned verbatim", () => {
  const schema = z.object({
    a: isoDate,
    users: z.array(uuid).min(1, { error: messages.bulkUsersRequired }),
  });
  assert.equal(errorOf(schema, { a: "x", users: [] }), "Please select at least one user");
});

Deno.test("zodErrorMessage: array items are named by index", () => {
  assert.equal(
    errorOf(z.object({ ids: z.array(uuid) }), { ids: [uuidValue, "x"] }),
    "ids.1: must be a UUID",
  );
});

Deno.test("zodErrorMessage: a body that is not an object", () => {
  assert.equal(errorOf(z.object({ a: isoDate }), null), "Request body must be a JSON object");
  assert.equal(errorOf(z.object({ a: isoDate }), "text"), "Request body must be a JSON object");
});

Deno.test("zodErrorMessage: a bare schema's own message", () => {
  assert.equal(errorOf(isoDate, "nope"), "must be a date in yyyy-MM-dd format");
});
