import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";

import { BANK_HOLIDAYS } from "@shared/bank-holidays.ts";
import { codeOfStatus, errorBody } from "@shared/errors.ts";
import type { AppRole } from "@shared/roles.ts";
import { publicHolidaysQuerySchema } from "@shared/schemas/public-holidays.ts";

import { AppProvider } from "@/app/provider";
import { routes } from "@/app/router";
import { type SessionUser, TOKEN_KEY, USER_KEY } from "@/lib/session";

/** A user record as the login answers it; role and names overridable. */
export function buildUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: "6f1c2b7e-2a39-4c5e-9d4c-3f0f5a1e7b21",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    role: "employee",
    department_id: 1,
    department: "Office",
    ...overrides,
  };
}

/** Puts a session in localStorage as a previous visit would have left it. */
export function storeSession(role: AppRole, token = `token-${role}`): SessionUser {
  const user = buildUser({ role });
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  return user;
}

/**
 * The tests' QueryClient, one per render so no cache leaks between tests: no retries (a test of
 * an error would wait them out), TanStack's defaults otherwise, as the tests were written
 * against; the app's (lib/query-client.ts) also keeps data fresh 30 s and skips window focus.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders the whole app (providers and routes) at a path, on a memory router. */
export function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}

/**
 * Renders one screen, section or dialog with what the app gives it, and nothing else: the app's
 * providers (AppProvider: the query client, the session read from localStorage as
 * storeSession left it, the toast outlet) and a memory router at `path`, so router hooks and
 * links work as on that screen. No layout, no guard, no other section: a test whose subject is
 * one of those uses renderApp.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = "/", route = "*" }: {
    /** Where the memory router starts: the screen's path. */
    path?: string;
    /** The route `ui` answers, for a component that reads its params: "/reset_password/:token". */
    route?: string;
  } = {},
) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter([{ path: route, element: ui }], { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user, queryClient };
}

type StubbedAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };

/**
 * GET /bank-holidays as the server answers it, from the tests' copy of England & Wales
 * (2018-2035, held equal to the database): the holidays of the years asked for, or a 400 for a
 * query the server refuses (more than MAX_HOLIDAY_YEARS years).
 */
function bankHolidaysAnswer(url: URL): StubbedAnswer {
  const query = publicHolidaysQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return { status: 400, body: { error: query.error.issues[0].message } };
  const { from, to } = query.data;
  const body = BANK_HOLIDAYS.filter((holiday) => {
    const year = Number(holiday.date.slice(0, 4));
    return year >= from && year <= to;
  });
  return { body };
}

/**
 * Replaces fetch with one answering by "METHOD /path" (path after /functions/v1/api);
 * unknown calls get 404, but for GET /bank-holidays, which the server's holidays answer unless
 * a test gives its own. Returns the mock to inspect the requests made.
 */
export function stubApi(answers: Record<string, StubbedAnswer>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const method = init?.method ?? "GET";
    const key = `${method} ${url.pathname.replace(/^\/functions\/v1\/api/, "")}`;
    const answer = answers[key] ??
      (key === "GET /bank-holidays" ? bankHolidaysAnswer(url) : undefined) ??
      { status: 404, body: { error: `no stub for ${key}` } };
    const body = answer.body === undefined ? null : JSON.stringify(asServerSends(answer));
    return Promise.resolve(
      new Response(body, {
        status: answer.status ?? 200,
        headers: { "Content-Type": "application/json", ...answer.headers },
      }),
    );
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** A stubbed `{ error }` answer completed as the server sends it: `{ error, code, field? }`. */
function asServerSends({ status = 200, body }: StubbedAnswer): unknown {
  const code = codeOfStatus(status);
  const error = (body as { error?: unknown } | null)?.error;
  if (!code || typeof error !== "string" || (body as { code?: unknown }).code) return body;
  return { ...errorBody(code, error), ...(body as object) };
}

/** The calls a stubbed fetch received, as { method, path, search, body, authorization }. */
/** The calls that change something (all but GET), as the API names them: `PUT /admin/skills/3`. */
export function apiChanges(fetchMock: ReturnType<typeof stubApi>) {
  return apiCalls(fetchMock).filter((call) => call.method !== "GET").map(
    ({ method, path, body }) => ({ method, path: path.replace("/functions/v1/api", ""), body }),
  );
}

export function apiCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input));
    return {
      method: init?.method ?? "GET",
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      authorization: new Headers(init?.headers).get("Authorization"),
    };
  });
}
