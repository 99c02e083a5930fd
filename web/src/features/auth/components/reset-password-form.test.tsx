import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { messages } from "@shared/messages.ts";

import { apiCalls, renderApp, stubApi } from "@/testing/render-app";

const TOKEN_PATH = "/reset_password/abc123";

async function fillPasswords(
  user: ReturnType<typeof renderApp>["user"],
  password: string,
  confirmation: string,
) {
  await user.type(await screen.findByLabelText("New Password"), password);
  await user.type(screen.getByLabelText("Confirm Password"), confirmation);
  await user.click(screen.getByRole("button", { name: messages.resetPassword }));
}

describe("/reset_password/:token", () => {
  it("shows the new and confirm password fields and a link to login", async () => {
    renderApp(TOKEN_PATH);
    expect(await screen.findByLabelText("New Password")).toHaveAttribute("type", "password");
    expect(screen.getByLabelText("Confirm Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/login");
  });

  it("says 'Passwords do not match' and sends nothing", async () => {
    const fetchMock = stubApi({});
    const { user } = renderApp(TOKEN_PATH);
    await fillPasswords(user, "new-password-1", "new-password-2");
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm Password")).toHaveAttribute("aria-invalid", "true");
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it("keeps the messages until the next submit, then sends", async () => {
    const fetchMock = stubApi({ "POST /reset-password/abc123": { body: { message: "ok" } } });
    const { user } = renderApp(TOKEN_PATH);
    await fillPasswords(user, "new-password-1", "new-password-2");
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm Password")).toHaveFocus();

    const confirm = screen.getByLabelText("Confirm Password");
    await user.clear(confirm);
    await user.type(confirm, "new-password-1");
    expect(screen.getByText(messages.passwordsDoNotMatch)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: messages.resetPassword }));
    expect(await screen.findByText(messages.passwordResetSuccess)).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toHaveLength(1);
  });

  it("asks for at least 8 characters", async () => {
    const fetchMock = stubApi({});
    const { user } = renderApp(TOKEN_PATH);
    await fillPasswords(user, "short", "short");
    expect(await screen.findByText("New Password must be at least 8 characters"))
      .toBeInTheDocument();
    expect(screen.getByLabelText("New Password")).toHaveFocus();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it("resets the password, says so and goes to the login page", async () => {
    const fetchMock = stubApi({ "POST /reset-password/abc123": { body: { message: "ok" } } });
    const { user, router } = renderApp(TOKEN_PATH);
    await fillPasswords(user, "a-new-password", "a-new-password");

    expect(await screen.findByText(messages.passwordResetSuccess)).toBeInTheDocument();
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(apiCalls(fetchMock)).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/functions/v1/api/reset-password/abc123",
        body: { password: "a-new-password" },
      }),
    ]);
  });

  it("says 'Failed to reset password' and why for a used or expired link", async () => {
    const expired = "This password reset link has expired. Please request a new one.";
    stubApi({ "POST /reset-password/abc123": { status: 400, body: { error: expired } } });
    const { user, router } = renderApp(TOKEN_PATH);
    await fillPasswords(user, "a-new-password", "a-new-password");
    expect(await screen.findByText(messages.failedToResetPassword)).toBeInTheDocument();
    expect(screen.getByText(expired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(TOKEN_PATH);
  });
});
