import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { messages } from "@shared/messages.ts";

import { apiCalls, renderApp, stubApi } from "@/testing/render-app";

describe("/reset_password", () => {
  it("asks for the email (required) and links back to login", async () => {
    renderApp("/reset_password");
    expect(await screen.findByRole("heading", { level: 1, name: messages.resetPassword }))
      .toBeInTheDocument();
    const email = screen.getByLabelText("Email");
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    expect(screen.getByRole("button", { name: messages.sendResetLink })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/login");
  });

  it("sends the link request and says a link is on its way", async () => {
    const fetchMock = stubApi({
      "POST /request-reset-password": { body: { message: "sent" } },
    });
    const { user } = renderApp("/reset_password");
    await user.type(await screen.findByLabelText("Email"), " eve@example.com ");
    await user.click(screen.getByRole("button", { name: messages.sendResetLink }));

    expect(await screen.findByText(messages.resetLinkSent)).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/functions/v1/api/request-reset-password",
        body: { email: "eve@example.com" },
      }),
    ]);
    expect(screen.getByLabelText("Email")).toHaveValue("");
  });

  it("says 'Failed to send reset link' when the server refuses", async () => {
    stubApi({ "POST /request-reset-password": { status: 429, body: { error: "slow down" } } });
    const { user } = renderApp("/reset_password");
    await user.type(await screen.findByLabelText("Email"), "eve@example.com");
    await user.click(screen.getByRole("button", { name: messages.sendResetLink }));
    expect(await screen.findByText(messages.failedToSendResetLink)).toBeInTheDocument();
    expect(screen.queryByText("slow down")).not.toBeInTheDocument();
  });

  it("refuses an address the server's schema refuses, without a request", async () => {
    const fetchMock = stubApi({});
    const { user } = renderApp("/reset_password");
    await user.type(await screen.findByLabelText("Email"), "eve@localhost");
    await user.click(screen.getByRole("button", { name: messages.sendResetLink }));
    expect(await screen.findByText(messages.failedToSendResetLink)).toBeInTheDocument();
    expect(screen.getByText("Email must be a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(apiCalls(fetchMock)).toEqual([]);
  });
});
