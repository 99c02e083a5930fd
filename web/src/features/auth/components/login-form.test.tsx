import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

import { readSignOutNotice, rememberInactivitySignOut } from "@/lib/inactivity";
import { TOKEN_KEY, USER_KEY } from "@/lib/session";
import { apiCalls, buildUser, renderApp, stubApi } from "@/testing/render-app";

describe("login page", () => {
  it("shows the email and password fields, the reset link and the approval warning", async () => {
    renderApp("/login");
    expect(await screen.findByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute(
      "href",
      "/reset_password",
    );
    expect(screen.getByText(messages.loginWarning)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
  });

  it("tabs from Email to Password, then to 'Forgot Password?' and Login", async () => {
    const { user } = renderApp("/login");
    const email = await screen.findByLabelText("Email");
    expect(email).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText("Password")).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Forgot Password?" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Login" })).toHaveFocus();
  });

  it("tells the user the login failed, whatever the server says", async () => {
    const fetchMock = stubApi({
      "POST /login": { status: 401, body: { error: "Invalid email or password" } },
    });
    const { user } = renderApp("/login");
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(await screen.findByText(messages.loginFailed)).toBeInTheDocument();
    expect(screen.queryByText("Invalid email or password")).not.toBeInTheDocument();
    expect(apiCalls(fetchMock)).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/functions/v1/api/login",
        body: { email: "ada@example.com", password: "wrong" },
      }),
    ]);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("stores the session and takes a Global Administrator to Manage Users", async () => {
    const admin = buildUser({ role: "global_admin", email: "admin@example.com" });
    stubApi({ "POST /login": { body: { token: "jwt-admin", user: admin } } });
    const { user, router } = renderApp("/login");
    await user.type(await screen.findByLabelText("Email"), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "password");
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Manage Users" }))
      .toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/users");
    expect(localStorage.getItem(TOKEN_KEY)).toBe("jwt-admin");
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? "null")).toEqual(admin);
  });

  it("takes an employee to the holiday request page", async () => {
    stubApi({ "POST /login": { body: { token: "jwt-emp", user: buildUser() } } });
    const { user, router } = renderApp("/login");
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "password");
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(await screen.findByRole("heading", { level: 1, name: messages.requestHolidays }))
      .toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/holidays-request");
  });
});

describe("login page after an inactivity sign-out", () => {
  /** The notice the inactivity timer leaves, at 14:32 London time (January: GMT). */
  function signedOutForInactivity(hadUnsavedInput: boolean) {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-15T14:32:10Z"));
    rememberInactivitySignOut(hadUnsavedInput);
    vi.useRealTimers();
  }

  it("says why the user was signed out, and that unsaved input was not kept", async () => {
    signedOutForInactivity(true);
    renderApp("/login");
    await screen.findByLabelText("Email");
    expect(screen.getByRole("status")).toHaveTextContent(
      "You were signed out at 14:32 after 10 minutes without activity. " +
        "What you had typed and not saved was not kept. Sign in again to carry on.",
    );
    expect(screen.getByText(messages.loginWarning)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveFocus();
  });

  it("leaves out the unsaved input when there was none, and forgets it all at sign-in", async () => {
    signedOutForInactivity(false);
    stubApi({ "POST /login": { body: { token: "jwt-emp", user: buildUser() } } });
    const { user } = renderApp("/login");
    const notice = await screen.findByText(/^You were signed out at 14:32/);
    expect(notice).not.toHaveTextContent("not saved");

    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("heading", { level: 1, name: messages.requestHolidays }))
      .toBeInTheDocument();
    expect(readSignOutNotice()).toBeNull();
  });

  it("says nothing of it on an ordinary visit", async () => {
    renderApp("/login");
    await screen.findByLabelText("Email");
    expect(screen.queryByText(/signed out/)).not.toBeInTheDocument();
  });
});
