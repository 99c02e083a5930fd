/**
 * The one API client: every call to the server goes through here.
 *
 * It sits on supabase-js's functions client (`@supabase/functions-js`, what
 * `createClient(url, anonKey).functions` is; DESIGN section 5, and docs/decisions.md for why
 * not the whole client) so the same build talks to the local server (`npm start`, which serves
 * the API at /functions/v1/api/* as Supabase does) and to a Supabase project:
 * `functions.invoke("api/<path>")`. Each call carries the headers supabase-js's client sets:
 * `apikey` (the anon key) and the stored session's bearer token, or before login the anon
 * key, which the API treats as "no session".
 *
 * Headers: `invoke` resolves to `{ data, error, response }` where `response` is the fetch
 * Response, on success and on HTTP errors alike (functions-js 2.x), so X-Total-Count is
 * read from it and no fetch fallback is needed. On a non-2xx answer `error` is a
 * FunctionsHttpError whose `context` is that same Response with its body still unread;
 * the server's `{ error, code, field }` (shared/errors.ts) is read from it.
 *
 * The functions client is imported on the first call, not with the app.
 */
import type { FunctionsClient } from "@supabase/functions-js";
import type { ErrorBody, ErrorCode } from "@shared/errors.ts";

/**
 * A failed API call: the HTTP status (0 when the server was not reached), its message, and
 * the server's code and field when it sent them.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `error` string, or a generic text when it sent none. */
  readonly error: string;
  readonly code?: ErrorCode;
  readonly field?: string;
  /** More on why, which the server sends beside a spec message it keeps word for word. */
  readonly detail?: string;

  constructor(status: number, error: string, details: Partial<ErrorBody> = {}) {
    super(error);
    this.name = "ApiError";
    this.status = status;
    this.error = error;
    this.code = details.code;
    this.field = details.field;
    this.detail = details.detail;
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  /** Send this token instead of the stored one (logout sends the token it is ending). */
  token?: string;
  /** Do not treat a 401 as "session over" (used by logout itself). */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
};

/** One page of a list that can grow, with the server's X-Total-Count. */
export type Page<T> = { items: T[]; total: number };

/**
 * The query of the 1-based `page` of a list of `size` rows a page, and of its search `q` when
 * there is one (an empty search sends none): (3, 20, "ann") → q "ann", limit 20, offset 40.
 */
export function pageQuery(page: number, size: number, q = ""): QueryParams {
  return { q: q || undefined, limit: size, offset: (page - 1) * size };
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

let storedToken: string | null = null;
let unauthorizedHandler: (() => void) | null = null;

/** Sets the bearer token of later calls; the session module keeps it in step with storage. */
export function setAccessToken(token: string | null): void {
  storedToken = token;
}

/** Registers what happens on a 401 while signed in (the session clears and /login shows). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

type FunctionsModule = typeof import("@supabase/functions-js");
type Loaded = { functions: FunctionsClient; errors: FunctionsModule };
let loading: Promise<Loaded> | null = null;

/** The project's functions client, as `createClient(url, anonKey, { accessToken })` makes it. */
function functionsClient(module: FunctionsModule): FunctionsClient {
  const projectUrl = import.meta.env.VITE_SUPABASE_URL || globalThis.location.origin;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY || "local-anon-key";
  return new module.FunctionsClient(new URL("functions/v1", projectUrl.replace(/\/*$/, "/")).href, {
    customFetch: (input, init) => {
      const headers = new Headers(init?.headers);
      if (!headers.has("apikey")) headers.set("apikey", anonKey);
      if (!headers.has("Authorization")) {
        headers.set("Authorization", `Bearer ${storedToken ?? anonKey}`);
      }
      return fetch(input, { ...init, headers });
    },
  });
}

function loadFunctions(): Promise<Loaded> {
  loading ??= import("@supabase/functions-js").then(
    (module) => ({ errors: module, functions: functionsClient(module) }),
    (error: unknown) => {
      loading = null; // a failed chunk download may succeed next time
      throw error;
    },
  );
  return loading;
}

/** Loads the functions client ahead of the first call (the signed-in shell does, once it shows). */
export function preloadApiClient(): void {
  loadFunctions().catch(() => {}); // a failure is reported by the call that needs it
}

/** "/admin/users" + { q: "ann", page: 2 } → "api/admin/users?q=ann&page=2". */
export function functionPath(path: string, query?: QueryParams): string {
  const clean = path.replace(/^\/+/, "").replace(/^api\//, "");
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `api/${clean}${search ? `?${search}` : ""}`;
}

async function request<T>(
  method: Method,
  path: string,
  { body, query, options = {} }: { body?: unknown; query?: QueryParams; options?: RequestOptions },
): Promise<{ data: T; response: Response | undefined }> {
  const tokenSent = options.token ?? storedToken;
  let loaded: Loaded;
  try {
    loaded = await loadFunctions();
  } catch {
    throw new ApiError(0, "The app could not load; check the connection and reload");
  }
  const { functions, errors } = loaded;
  const { data, error, response } = await functions.invoke<T>(functionPath(path, query), {
    method,
    body: body as Record<string, unknown> | undefined,
    headers: options.token ? { Authorization: `Bearer ${options.token}` } : undefined,
    signal: options.signal,
  });
  if (!error) return { data: data as T, response };

  const apiError = await toApiError(error, errors);
  // Only the session that was refused ends: a late 401 from before a re-login is ignored.
  const isCurrentSession = tokenSent !== null && tokenSent === storedToken;
  if (apiError.status === 401 && isCurrentSession && !options.ignoreUnauthorized) {
    unauthorizedHandler?.();
  }
  throw apiError;
}

async function toApiError(error: unknown, errors: FunctionsModule): Promise<ApiError> {
  if (error instanceof errors.FunctionsHttpError || error instanceof errors.FunctionsRelayError) {
    const response = error.context as Response;
    const body = await readErrorBody(response);
    return new ApiError(response.status, body.error, body);
  }
  if (error instanceof errors.FunctionsFetchError) {
    return new ApiError(0, "The server could not be reached");
  }
  return new ApiError(0, error instanceof Error ? error.message : "Request failed");
}

async function readErrorBody(response: Response): Promise<Partial<ErrorBody> & { error: string }> {
  const fallback = { error: `Request failed with status ${response.status}` };
  try {
    const text = await response.text();
    if (!text) return fallback;
    try {
      const parsed = JSON.parse(text) as
        & { error?: unknown; message?: unknown }
        & Partial<ErrorBody>;
      const error = typeof parsed.error === "string"
        ? parsed.error
        : typeof parsed.message === "string"
        ? parsed.message
        : fallback.error;
      return {
        error,
        code: typeof parsed.code === "string" ? parsed.code : undefined,
        field: typeof parsed.field === "string" ? parsed.field : undefined,
        detail: typeof parsed.detail === "string" ? parsed.detail : undefined,
      };
    } catch {
      return { error: text.slice(0, 200) };
    }
  } catch {
    return fallback;
  }
}

/** The server's X-Total-Count, or null without a number there. */
function totalCount(response: Response | undefined): number | null {
  const header = response?.headers.get("X-Total-Count");
  const total = header ? Number(header) : NaN;
  return Number.isFinite(total) ? total : null;
}

export const api = {
  async get<T>(path: string, query?: QueryParams, options?: RequestOptions): Promise<T> {
    return (await request<T>("GET", path, { query, options })).data;
  },
  async post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return (await request<T>("POST", path, { body, options })).data;
  },
  async put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return (await request<T>("PUT", path, { body, options })).data;
  },
  async patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return (await request<T>("PATCH", path, { body, options })).data;
  },
  async delete<T = unknown>(path: string, options?: RequestOptions): Promise<T> {
    return (await request<T>("DELETE", path, { options })).data;
  },
  /**
   * A page that is not a bare list (the wallchart's departments, the Bradford answer's rows,
   * issue 32): the answer and its X-Total-Count, null when the server sent none.
   */
  async getCounted<T>(
    path: string,
    query?: QueryParams,
    options?: RequestOptions,
  ): Promise<{ data: T; total: number | null }> {
    const { data, response } = await request<T>("GET", path, { query, options });
    return { data, total: totalCount(response) };
  },
  /** A paged list (`limit`/`offset` in the query); total from X-Total-Count, else the length. */
  async getPage<T>(path: string, query?: QueryParams, options?: RequestOptions): Promise<Page<T>> {
    const { data, response } = await request<T[]>("GET", path, { query, options });
    const items = Array.isArray(data) ? data : [];
    return { items, total: totalCount(response) ?? items.length };
  },
};
