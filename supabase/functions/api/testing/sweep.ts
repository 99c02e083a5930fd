// The machinery of the bad-input sweep (bad-input.test.ts): a route as the sweep describes it
// (its valid request and, field by field, the hostile values to send instead), the cases that
// description makes, and how each case is sent.
import type { App } from "../app.ts";
import { BODY_LIMIT, BULK_BODY_LIMIT, takesBulkBody } from "../app.ts";
import { BODY_NOT_JSON, BODY_NOT_UTF8, BODY_TYPE } from "../http.ts";
import {
  DEEP,
  type Hostile,
  ID_PARAMS,
  LONG,
  queryInt,
  queryText,
  type RawValue,
  UNKNOWN_ID,
  UNKNOWN_UUID,
  UUID_PARAMS,
} from "./hostile-values.ts";

export interface Field {
  name: string;
  values: Hostile[];
  /** Messages that name the field by its label rather than its key (spec messages). */
  labels?: string[];
}
export interface QueryField {
  name: string;
  values: RawValue[];
}
/** A path parameter: its valid value, and the hostile ones sent in its place. */
export interface Param {
  name: string;
  valid: string;
  values: RawValue[];
  labels?: string[];
  /** What a 404 answer says (for the values expected to find nothing): "not found" by default. */
  missing?: string;
}
export interface Route {
  method: string;
  /** The path, with `{param}` where a param goes. */
  path: string;
  /** The token of a role the route lets through; none for the sign-in routes and the feeds. */
  token?: string;
  params?: Param[];
  body?: Record<string, unknown>;
  /** The body may be left out (an approval's reason): no case sends an empty body. */
  isBodyOptional?: boolean;
  fields?: Field[];
  query?: Record<string, string>;
  queryFields?: QueryField[];
  /** Whole-request cases beyond the field tables (reversed ranges, unknown ids). */
  extra?: {
    label: string;
    body?: Record<string, unknown>;
    query?: Record<string, string>;
    status: number;
    names: string;
  }[];
  /** Why the route takes no input of its own (only its token is tried). */
  noInput?: string;
}

/** "POST /api/reset-password/{token}" → "POST /api/reset-password/:token", as Hono lists it. */
export const routeKey = (route: Route) =>
  `${route.method} ${route.path.replaceAll(/\{(\w+)\}/g, ":$1")}`;

/** True when the route has fields, params or a query for the sweep to try. */
export const hasInput = (route: Route) =>
  (route.params?.length ?? 0) + (route.fields?.length ?? 0) + (route.queryFields?.length ?? 0) >
    0;

export const intId = (valid: string): Param => ({
  name: "id",
  valid,
  values: [...ID_PARAMS, { label: "unknown id", raw: UNKNOWN_ID, status: 404 }],
});
export const uuidId = (valid: string): Param => ({
  name: "id",
  valid,
  values: [...UUID_PARAMS, { label: "unknown id", raw: UNKNOWN_UUID, status: 404 }],
});
export const listFields = (extra: QueryField[] = []): QueryField[] => [
  { name: "q", values: queryText(200) },
  { name: "limit", values: queryInt("501") },
  { name: "offset", values: queryInt("2147483648") },
  ...extra,
];

/** One request of the sweep and the answer it must get. */
export interface Case {
  label: string;
  path: string;
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  /** Replaces the route's token; null sends none. */
  authorization?: string | null;
  status: number;
  /** The error must contain one of these (the field's key or label); empty: any message. */
  names: string[];
}

const MARK = "__hostile__";
/** The route's valid body with `field` set to the raw JSON text `json`. */
const bodyWith = (body: Record<string, unknown>, field: string, json: string) =>
  JSON.stringify({ ...body, [field]: MARK }).replace(`"${MARK}"`, json);

/** The route's address with its valid params and query, but for the raw values given. */
export function address(
  route: Route,
  raw: Record<string, string> = {},
  query = route.query,
): string {
  let path = route.path;
  for (const param of route.params ?? []) {
    path = path.replace(`{${param.name}}`, raw[param.name] ?? param.valid);
  }
  const search = Object.entries(query ?? {}).map(([key, raw]) => `${key}=${raw}`).join("&");
  return search ? `${path}?${search}` : path;
}

const fieldNames = (name: string, labels: string[] = []) => [`${name}:`, `${name}.`, ...labels];

/** Whole-body cases: broken JSON, the wrong type of body, bytes that are not UTF-8, size. */
function bodyCases(route: Route): Case[] {
  const path = address(route);
  const body = route.body!;
  // A text field carries the bad bytes; a body of numbers and lists lends its first field.
  const textField = route.fields!.find((field) => typeof body[field.name] === "string") ??
    route.fields![0];
  const [head, tail] = bodyWith(body, textField.name, `"a${MARK}b"`).split(MARK);
  const withBytes = (bytes: number[]) => {
    const encoder = new TextEncoder();
    return new Uint8Array([...encoder.encode(head), ...bytes, ...encoder.encode(tail)]);
  };
  const json = JSON.stringify(body);
  const limit = takesBulkBody(route.path) ? BULK_BODY_LIMIT : BODY_LIMIT;
  const invalid = [BODY_NOT_JSON];
  const notObject = ["Request body must be a JSON object"];
  return [
    { label: "malformed JSON", path, body: json.slice(0, -1), status: 400, names: invalid },
    ...(route.isBodyOptional
      ? []
      : [{ label: "empty body", path, body: "", status: 400, names: invalid }]),
    { label: "JSON with a comment", path, body: `/* x */${json}`, status: 400, names: invalid },
    { label: "a JSON array", path, body: "[]", status: 400, names: notObject },
    { label: "JSON null", path, body: "null", status: 400, names: notObject },
    { label: "a JSON string", path, body: '"text"', status: 400, names: notObject },
    { label: "a JSON number", path, body: "42", status: 400, names: notObject },
    { label: "deeply nested arrays", path, body: DEEP, status: 400, names: notObject },
    {
      label: "a duplicate key with NUL last",
      path,
      body: `${json.slice(0, -1)},"${textField.name}":"a\\u0000b"}`,
      status: 400,
      names: fieldNames(textField.name, textField.labels),
    },
    ...[[0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe2, 0x82]].map((bytes) => ({
      label: `bytes ${bytes.map((b) => b.toString(16)).join(" ")} (not UTF-8)`,
      path,
      body: withBytes(bytes),
      status: 400,
      names: [BODY_NOT_UTF8],
    })),
    ...["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]
      .map((type) => ({
        label: `Content-Type ${type}`,
        path,
        body: json,
        headers: { "Content-Type": type },
        status: 415,
        names: [BODY_TYPE],
      })),
    {
      label: "a body over the size limit",
      path,
      body: bodyWith(body, textField.name, JSON.stringify("z".repeat(limit))),
      status: 413,
      names: ["too large"],
    },
  ];
}

/** Requests without a token the route accepts: the role check answers 401 before anything. */
function authCases(route: Route): Case[] {
  const path = address(route);
  const body = route.body ? JSON.stringify(route.body) : undefined;
  const tokens = [
    ["no token", undefined],
    ["a made-up token", "Bearer not-a-token"],
    ["a control character", "Bearer \u0001"],
    ["a token with a control character", `Bearer ${route.token}\u0001`],
    ["a 10,000 character token", `Bearer ${LONG}`],
    ["Basic scheme", `Basic ${route.token}`],
  ];
  return tokens.map(([label, authorization]) => ({
    label: `Authorization: ${label}`,
    path,
    body,
    authorization: authorization ?? null,
    status: 401,
    names: [],
  }));
}

/** Every case of a route: its token, each param, body field and query field, then the body. */
export function casesOf(route: Route): Case[] {
  const validBody = route.body ? JSON.stringify(route.body) : undefined;
  const cases: Case[] = route.token ? authCases(route) : [];
  for (const param of route.params ?? []) {
    for (const { label, raw, status = 400 } of param.values) {
      cases.push({
        label: `${param.name} = ${label}`,
        path: address(route, { [param.name]: raw }),
        body: validBody,
        status,
        names: status === 404
          ? [param.missing ?? "not found"]
          : fieldNames(param.name, param.labels),
      });
    }
  }
  for (const field of route.fields ?? []) {
    for (const { label, json, status = 400 } of field.values) {
      cases.push({
        label: `${field.name} = ${label}`,
        path: address(route),
        body: bodyWith(route.body!, field.name, json),
        status,
        names: fieldNames(field.name, field.labels),
      });
    }
  }
  for (const field of route.queryFields ?? []) {
    for (const { label, raw, status = 400 } of field.values) {
      cases.push({
        label: `?${field.name}=${label}`,
        path: address(route, {}, { ...route.query, [field.name]: raw }),
        status,
        names: fieldNames(field.name),
      });
    }
  }
  for (const extra of route.extra ?? []) {
    cases.push({
      label: extra.label,
      path: address(route, {}, extra.query ?? route.query),
      body: extra.body ? JSON.stringify(extra.body) : validBody,
      status: extra.status,
      names: extra.status === 409 ? [extra.names] : fieldNames(extra.names),
    });
  }
  if (route.body) cases.push(...bodyCases(route));
  return cases;
}

/** Sends a case as it is, bytes and headers included (the harness would set Content-Type). */
export async function send(
  app: App,
  route: Route,
  c: Case,
): Promise<{ status: number; error?: unknown }> {
  const headers: Record<string, string> = {};
  const authorization = c.authorization === undefined
    ? route.token && `Bearer ${route.token}`
    : c.authorization;
  if (authorization) headers.Authorization = authorization;
  if (c.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await app.request(c.path, {
    method: route.method,
    headers: { ...headers, ...c.headers },
    body: c.body,
  });
  const text = await response.text();
  let error: unknown;
  try {
    error = JSON.parse(text).error;
  } catch { /* not JSON: no message */ }
  return { status: response.status, error };
}
