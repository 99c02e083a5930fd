// The hostile values of the bad-input sweep (bad-input.test.ts): for each kind of field, in the
// body (JSON) or in the address (path segments and query strings), the values a caller might
// send to break it: wrong types, hidden characters, over-long text, impossible dates, broken
// percent-encodings. Each comes with the answer expected (400 unless said otherwise).

/** A user id no user has: the sweep expects it refused as unknown, never as malformed. */
export const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";
/** An integer id no row has (the largest int4). */
export const UNKNOWN_ID = "2147483647";

// ---- hostile values -----------------------------------------------------------------------

/** One hostile value of a field: the JSON text sent for it, and the answer expected. */
export interface Hostile {
  label: string;
  json: string;
  /** 400 unless said otherwise. */
  status?: number;
}
export const value = (label: string, v: unknown, status?: number): Hostile => ({
  label,
  json: JSON.stringify(v),
  status,
});

/** What the one text rule refuses anywhere; the cases put it mid-text, as trim drops the ends. */
export const HIDDEN: [string, string][] = [
  ["NUL", "\u0000"],
  ["C0 control", "\u0001"],
  ["escape", "\u001b[31m"],
  ["DEL", "\u007f"],
  ["C1 next line", "\u0085"],
  ["C1 CSI", "\u009b"],
  ["unpaired high surrogate", "\ud800"],
  ["unpaired low surrogate", "\udfff"],
  ["bidi override", "\u202e"],
  ["bidi isolate", "\u2066"],
  ["Arabic letter mark", "\u061c"],
  ["zero-width space", "\u200b"],
  ["word joiner", "\u2060"],
  ["byte order mark", "\ufeff"],
];
/** Refused in one-line fields only (reasons typed in a text area keep them). */
export const LINE_BREAKS: [string, string][] = [
  ["line feed", "\n"],
  ["carriage return", "\r"],
  ["tab", "\t"],
];
export const LONG = "x".repeat(10_000);
export const SQL = "'; drop table public.users; --";
/** Deep nesting the JSON parser must survive (10 KB, under the body limit). */
export const DEEP = "[".repeat(5_000) + "]".repeat(5_000);

/** Non-strings, in JSON; `required` adds null (null means "absent" in optional fields). */
export function wrongTypes(required: boolean): Hostile[] {
  return [
    value("a number", 42),
    value("a boolean", true),
    value("an empty array", []),
    value("an array of text", ["ok"]),
    value("an object", {}),
    value("an operator object", { $ne: null }),
    { label: "1e999 (Infinity)", json: "1e999" },
    { label: "deeply nested arrays", json: DEEP },
    ...(required ? [value("null", null)] : []),
  ];
}

/** A text field: hidden characters, over-long text and wrong types. */
export function textValues(max: number, options: { multiline?: boolean; required?: boolean } = {}) {
  const hidden = options.multiline ? HIDDEN : [...HIDDEN, ...LINE_BREAKS];
  return [
    ...hidden.map(([label, char]) => value(label, `Ann${char}Lee`)),
    value(`${max + 1} characters`, "y".repeat(max + 1)),
    value("10,000 characters", LONG),
    ...wrongTypes(options.required ?? true),
  ];
}

export const BAD_DATES = [
  "2026-02-30",
  "2025-02-29",
  "0000-01-01",
  "99999-01-01",
  "1899-12-31",
  "3000-01-01",
  "2026-13-01",
  "2026-1-5",
  "05/01/2026",
  "2026-01-05T00:00:00Z",
  "2026-01-05\u0000",
  "\u00002026-01-05",
  "2026-01-0\ud800",
  "\uff12\uff10\uff12\uff16-01-05",
  `2026-01-05${SQL}`,
  LONG,
];
export function dateValues(required = true): Hostile[] {
  return [...BAD_DATES.map((date) => value(date.slice(0, 24), date)), ...wrongTypes(required)];
}

export const SOME_UUID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
export const BAD_UUIDS = [
  "42",
  "not-a-uuid",
  `${SOME_UUID}\u0000`,
  "\u0000",
  `${SOME_UUID.slice(0, -1)}g`,
  `{${SOME_UUID}}`,
  `${SOME_UUID.slice(0, -1)}\ud800`,
  `${SOME_UUID}${SQL}`,
  LONG,
];
export function uuidValues(options: { unknown?: number; required?: boolean } = {}): Hostile[] {
  return [
    ...BAD_UUIDS.map((uuid) => value(uuid.slice(0, 24), uuid)),
    ...wrongTypes(options.required ?? true),
    ...(options.unknown ? [value("an unknown user", UNKNOWN_UUID, options.unknown)] : []),
  ];
}

export function enumValues(member: string, required = false): Hostile[] {
  return [
    value("upper case", member.toUpperCase()),
    value("an unknown member", "evening"),
    value("a member with NUL", `${member}\u0000`),
    value("a member with a zero-width space", `${member}\u200b`),
    value("10,000 characters", LONG),
    ...wrongTypes(required).filter((v) => v.label !== "deeply nested arrays"),
  ];
}

export const timeValues: Hostile[] = [
  ...["25:00", "9:30", "09:60", "0930", "09:30pm", "09:30\u0000", "09:3\ud800", LONG].map((t) =>
    value(t.slice(0, 24), t)
  ),
  ...wrongTypes(true),
];

export const emailValues: Hostile[] = [
  ...HIDDEN.map(([label, char]) => value(label, `ann${char}@leave.test`)),
  value("no domain", "ann@"),
  value("a display name", "Ann <ann@leave.test>"),
  value("SQL", `ann@leave.test${SQL}`),
  value("10,000 characters", `${LONG}@leave.test`),
  ...wrongTypes(true),
];

/** Passwords are secrets, never shown: only NUL, broken characters, length and type count. */
export function passwordValues(min: number): Hostile[] {
  return [
    value("NUL", "correct\u0000horse"),
    value("unpaired high surrogate", "correct\ud800horse"),
    value("unpaired low surrogate", "correct\udc00horse"),
    value("73 bytes", "é".repeat(36) + "x"),
    value("10,000 characters", LONG),
    ...(min > 1 ? [value(`${min - 1} characters`, "x".repeat(min - 1))] : [value("empty", "")]),
    ...wrongTypes(true),
  ];
}

export function numberValues(extra: Hostile[]): Hostile[] {
  return [
    value("negative", -1),
    value("a fraction", 1.5),
    value("text", "ten"),
    value("digits and NUL", "1\u0000"),
    value("too big for int4", 2_147_483_648),
    ...extra,
    ...wrongTypes(false).filter((v) => v.label !== "a number"),
  ];
}

// ---- hostile values of the address: path segments and query strings ----------------------

/**
 * Percent-encodes every character as UTF-8 would, an unpaired surrogate included (as the
 * three bytes WTF-8 gives it, which no UTF-8 decoder accepts): "a\uD800" → "a%ED%A0%80".
 */
export function percentEncode(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (/[A-Za-z0-9\-_.~]/.test(char)) out += char;
    else {
      const bytes = code < 0x80
        ? [code]
        : code < 0x800
        ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
        : code < 0x10000
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        : [
          0xf0 | (code >> 18),
          0x80 | ((code >> 12) & 63),
          0x80 | ((code >> 6) & 63),
          0x80 | (code & 63),
        ];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join("");
    }
  }
  return out;
}

/** Percent-encodings no UTF-8 decoder accepts, or that are not percent-encodings at all. */
export const BROKEN_ENCODINGS = [
  "%C0%80",
  "%FF",
  "a%FFb",
  "%ED%A0%80",
  "%E2%82",
  "%F4%90%80%80",
  "%",
  "%G0",
];

/** A query or path value: the raw text that goes into the address. */
export interface RawValue {
  label: string;
  raw: string;
  status?: number;
}
export const encoded = (values: Hostile[]): RawValue[] =>
  values.filter((v) => typeof JSON.parse(v.json) === "string")
    .map((v) => ({ label: v.label, raw: percentEncode(JSON.parse(v.json)), status: v.status }));
export const broken: RawValue[] = BROKEN_ENCODINGS.map((raw) => ({ label: raw, raw }));

export const queryText = (max: number): RawValue[] => [
  ...encoded(textValues(max)),
  ...broken,
  { label: "percent-encoded NUL", raw: "%00" },
  { label: "NUL mid-text", raw: "a%00b" },
  // Searches are for the text as typed: SQL and LIKE wildcards find nothing, they run nothing.
  { label: "SQL", raw: percentEncode(SQL), status: 200 },
  { label: "LIKE wildcards", raw: "%25_%5C", status: 200 },
];
export const queryDate: RawValue[] = [...encoded(dateValues()), ...broken, {
  label: "NUL",
  raw: "%00",
}];
export const queryInt = (tooBig: string): RawValue[] =>
  [
    "-1",
    tooBig,
    "1.5",
    "ten",
    "%00",
    "1%00",
    "1e999",
    "Infinity",
    "NaN",
    "1,2",
    LONG,
    ...BROKEN_ENCODINGS,
  ]
    .map((raw) => ({ label: raw.slice(0, 24), raw }));

export const ID_PARAMS: RawValue[] = [
  "abc",
  "0",
  "-1",
  "1.5",
  "1e3",
  "0x1F",
  "2147483648",
  "99999999999999999999999",
  "%00",
  "1%00",
  "%E2%80%AE1",
  "%201",
  "%EF%BC%91",
  "1;select%201",
  "'%20or%201=1--",
  "null",
  "NaN",
  LONG,
  "1%2F2",
  "..%2F1",
  ...BROKEN_ENCODINGS,
].map((raw) => ({ label: raw.slice(0, 24), raw }));

export const UUID_PARAMS: RawValue[] = [
  "42",
  `${SOME_UUID}%00`,
  "%00",
  `${SOME_UUID.slice(0, -1)}g`,
  `%7B${SOME_UUID}%7D`,
  `${SOME_UUID}'%20or%201=1--`,
  LONG,
  ...BROKEN_ENCODINGS,
].map((raw) => ({ label: raw.slice(0, 24), raw }));

/** Hours in quarter hours up to `max`: fractions of a quarter, out of range, not numbers. */
export function hoursValues(max: number): Hostile[] {
  return [
    value("below the range", -31),
    value("above the range", max + 1),
    value("not in quarter hours", 7.3),
    value("text", "ten"),
    value("digits and NUL", "1\u0000"),
    ...wrongTypes(true).filter((v) => v.label !== "a number"),
  ];
}

/** A true-or-false field: text and numbers that read as one, and the other wrong types. */
export const booleanValues: Hostile[] = [
  value("text", "yes"),
  value("a number", 1),
  ...wrongTypes(true).filter((v) => !["a boolean", "a number"].includes(v.label)),
];

/** A day of the year as MM-dd: impossible days, other formats, hidden characters, wrong types. */
export function monthDayValues(): Hostile[] {
  return [
    ...[
      "13-01",
      "04-31",
      "00-10",
      "12-00",
      "3-31",
      "31/03",
      "24-12",
      "12-24\u0000",
      "\u200b12-24",
      "\uff11\uff12-24",
      "",
      LONG,
    ].map((raw) => value(raw.slice(0, 24), raw)),
    ...wrongTypes(true),
  ];
}

/**
 * Each of `values` put inside an otherwise valid value by `wrap`, e.g. one entry of a list:
 * wrapped(values, (json) => `[${json}]`, "an id") sends [<hostile>] for each.
 */
export function wrapped(values: Hostile[], wrap: (json: string) => string, label: string) {
  return values.map((v): Hostile => ({ ...v, label: `${label}: ${v.label}`, json: wrap(v.json) }));
}

/** An address's value from [label, raw] pairs, all expecting `status` (400 unless given). */
export const raws = (pairs: [string, string][], status?: number): RawValue[] =>
  pairs.map(([label, raw]) => ({ label, raw, status }));
