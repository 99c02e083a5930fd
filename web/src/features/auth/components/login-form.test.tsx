import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { messages } from "@shared/messages.ts";

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
