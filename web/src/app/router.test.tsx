import { createMemoryRouter, RouterProvider } from "react-router";
import { render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

import { AppProvider } from "@/app/provider";
import { routes } from "@/app/router";
import { startRoute } from "@/app/screens";
import { createQueryClient } from "@/lib/query-client";
import { setSignInHandler } from "@/lib/session";
import { vacationDaysKeys } from "@/features/holiday-requests/api/query-keys";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import {
  apiCalls,
  buildUser,
  createTestQueryClient,
  renderApp,
  storeSession,
  stubApi,
} from "@/testing/render-app";

beforeAll(fillJsdomGaps);

const API = "/functions/v1/api";
const HOME_ANSWERS = {
  "GET /vacation-days": { body: { vacation_hours: 187.5 } },
  "GET /vacation-days/breakdown": { body: { configured: false, year: 2026 } },
  "GET /user/holiday-requests": { body: [] },
  "GET /booking-window": { body: { window: null } },
};

const paths = (fetchMock: ReturnType<typeof stubApi>) =>
  apiCalls(fetchMock).map((call) => call.path.replace(API, ""));

// Issue 32, item 6: the first screen's API calls start with its code, not after it.
describe("startRoute", { timeout: 15_000 }, () => {
  it("starts the employee's home's calls with the stored token before anything renders", async () => {
    storeSession("employee", "jwt-employee");
    const fetchMock = stubApi(HOME_ANSWERS);
    const queryClient = createTestQueryClient();

    startRoute("/holidays-request", queryClient);

    await waitFor(() =>
      expect(queryClient.getQueryData(vacationDaysKeys.year())).toEqual({ vacation_hours: 187.5 })
    );
    expect(paths(fetchMock)).toEqual(expect.arrayContaining([
      "/vacation-days",
      "/vacation-days/breakdown",
      "/user/holiday-requests",
      "/booking-window",
      "/bank-holidays",
    ]));
    expect(new Set(apiCalls(fetchMock).map((call) => call.authorization))).toEqual(
      new Set(["Bearer jwt-employee"]),
    );
  });

  it("hands the screen the answers it started: the balance is asked for once", async () => {
    storeSession("employee", "jwt-employee");
    const fetchMock = stubApi(HOME_ANSWERS);
    // The app's client: its answers stay fresh 30 s, so the screen takes what was started.
    const queryClient = createQueryClient();

    startRoute("/holidays-request", queryClient);
    render(
      <AppProvider queryClient={queryClient}>
        <RouterProvider
          router={createMemoryRouter(routes, { initialEntries: ["/holidays-request"] })}
        />
      </AppProvider>,
    );

    expect(await screen.findByText(messages.vacationHoursAvailable(187.5))).toBeInTheDocument();
    expect(paths(fetchMock).filter((path) => path === "/vacation-days")).toHaveLength(1);
  });

  it("starts nothing without a stored session", async () => {
    const fetchMock = stubApi(HOME_ANSWERS);
    startRoute("/holidays-request", createTestQueryClient());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("starts the role's home where the guard sends it: an employee at /overview", async () => {
    storeSession("employee", "jwt-employee");
    const fetchMock = stubApi(HOME_ANSWERS);
    const queryClient = createTestQueryClient();

    startRoute("/overview", queryClient);

    await waitFor(() => expect(paths(fetchMock)).toContain("/vacation-days"));
    expect(paths(fetchMock)).not.toContain("/admin/overview");
  });

  it("starts the overview's one call for an administrator", async () => {
    storeSession("global_admin", "jwt-admin");
    const fetchMock = stubApi({ "GET /admin/overview": { body: { today: "2026-06-01" } } });

    startRoute("/overview", createTestQueryClient());

    await waitFor(() => expect(paths(fetchMock)).toEqual(["/admin/overview"]));
  });

  it("forgets a refused call nobody watches yet, for the screen to ask again", async () => {
    storeSession("employee", "jwt-expired");
    const fetchMock = stubApi({
      "GET /vacation-days": { status: 401, body: { error: "Session expired" } },
    });
    const queryClient = createTestQueryClient();

    startRoute("/holidays-request", queryClient);

    await waitFor(() => expect(paths(fetchMock)).toContain("/vacation-days"));
    await waitFor(() =>
      expect(queryClient.getQueryCache().find({ queryKey: vacationDaysKeys.year() })).toBe(
        undefined,
      )
    );
  });
});

describe("signing in", { timeout: 15_000 }, () => {
  it("tells the sign-in handler who signed in, with the session stored, before the home shows", async () => {
    const employee = buildUser();
    stubApi({ ...HOME_ANSWERS, "POST /login": { body: { token: "jwt-emp", user: employee } } });
    const seen: unknown[] = [];
    const onSignIn = vi.fn((user: unknown) => {
      seen.push(
        user,
        localStorage.getItem("token"),
        screen.queryByRole("heading", { level: 1 })?.textContent,
      );
    });
    setSignInHandler(onSignIn);
    try {
      const { user } = renderApp("/login");
      await user.type(await screen.findByLabelText("Email"), "ada@example.com");
      await user.type(screen.getByLabelText("Password"), "password");
      await user.click(screen.getByRole("button", { name: "Login" }));
      expect(await screen.findByRole("heading", { level: 1, name: messages.requestHolidays }))
        .toBeInTheDocument();
      expect(onSignIn).toHaveBeenCalledTimes(1);
      expect(seen).toEqual([employee, "jwt-emp", "Login"]);
    } finally {
      setSignInHandler(null);
    }
  });
});
