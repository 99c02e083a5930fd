import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { INACTIVITY_LOGOUT_MS } from "@shared/constants.ts";
import { messages } from "@shared/messages.ts";

import { readSignOutNotice } from "@/lib/inactivity";
import { AuthProvider, readSession, TOKEN_KEY, useAuth, USER_KEY } from "@/lib/session";
import { apiCalls, renderApp, storeSession, stubApi } from "@/testing/render-app";

describe("restoring the stored session at start-up", () => {
  it("opens the requested screen for a stored token and user", async () => {
    storeSession("employee");
    renderApp("/list-holidays-request");
    expect(
      await screen.findByRole("heading", { level: 1, name: messages.yourHolidayRequests }),
    ).toBeInTheDocument();
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it("shows the login page when only the token is stored", async () => {
    localStorage.setItem(TOKEN_KEY, "orphan-token");
    renderApp("/holidays-request");
    expect(await screen.findByLabelText("Email")).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("shows the login page when the stored user is not valid JSON or has no known role", async () => {
    localStorage.setItem(TOKEN_KEY, "t");
    localStorage.setItem(USER_KEY, "{not json");
    expect(readSession()).toBeNull();
    localStorage.setItem(USER_KEY, JSON.stringify({ id: 1, email: "a@b.c", role: "owner" }));
    expect(readSession()).toBeNull();

    renderApp("/users");
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
  });

  it("reads back exactly what was stored", () => {
    const user = storeSession("sickness_user", "abc");
    expect(readSession()).toEqual({ token: "abc", user });
  });
});

describe("role guard", () => {
  it("sends an employee who opens an admin screen to their home page", async () => {
    storeSession("employee");
    const { router } = renderApp("/users");
    expect(
      await screen.findByRole("heading", { level: 1, name: messages.requestHolidays }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/holidays-request");
  });

  it("sends a signed-in admin on an unknown path to /users", async () => {
    storeSession("global_admin");
    const { router } = renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { level: 1, name: "Manage Users" }))
      .toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/users");
  });

  it("sends a visitor without a session to /login", async () => {
    const { router } = renderApp("/planning");
    expect(await screen.findByLabelText("Email")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });
});

function SessionProbe() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <p>{messages.loading}</p>;
  return <p>{user ? `Signed in as ${user.email}` : "Signed out"}</p>;
}

function renderProbe() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe("inactivity logout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("logs out after 10 minutes without activity, and activity postpones it", async () => {
    vi.useFakeTimers();
    const fetchMock = stubApi({ "POST /logout": { status: 204 } });
    storeSession("employee", "idle-token");
    renderProbe();
    expect(screen.getByText("Signed in as ada@example.com")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS - 60_000));
    fireEvent.keyDown(window, { key: "a" });
    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.getByText("Signed in as ada@example.com")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS));
    expect(screen.getByText("Signed out")).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(readSignOutNotice()).toMatchObject({ reason: "inactivity", hadUnsavedInput: false });

    vi.useRealTimers();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(apiCalls(fetchMock)[0]).toMatchObject({
      method: "POST",
      path: "/functions/v1/api/logout",
      authorization: "Bearer idle-token",
    });
  });
});
