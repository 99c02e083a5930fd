import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

import CancelRequestsRoute from "@/app/routes/app/cancel-requests";
import { buildAdminRequest } from "@/testing/admin-factories";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

const ann = buildAdminRequest({ id: 3, status: "cancel_requested", start_day_type: "afternoon" });

function openCancellations() {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /admin/all-holiday-requests": { body: [ann], headers: { "X-Total-Count": "1" } },
    "POST /admin/holiday-requests/3/approve-cancellation": { body: ann },
    "POST /admin/holiday-requests/3/reject-cancellation": { body: ann },
  });
  const posts = () =>
    apiCalls(fetchMock).filter((c) => c.method === "POST").map(({ path, body }) => ({
      path: path.replace("/functions/v1/api", ""),
      body,
    }));
  return {
    ...renderWithProviders(<CancelRequestsRoute />, { path: "/cancel-requests" }),
    fetchMock,
    posts,
  };
}

describe("CancellationRequests", () => {
  it("lists requests awaiting a cancellation decision: User, Start Date, End Date, Actions", async () => {
    const { fetchMock } = openCancellations();
    const row = await screen.findByRole("row", { name: /Ann Lee/ });
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent))
      .toEqual(["User", "Start Date", "End Date", "Actions"]);
    expect(within(row).getByText("07/12/2026 (Afternoon)")).toBeInTheDocument();
    expect(apiCalls(fetchMock)[0].search).toBe("?status=cancel_requested");
  });

  it("approves a cancellation", async () => {
    const { user, posts } = openCancellations();
    await user.click(await screen.findByRole("button", { name: "Approve Ann Lee" }));
    expect(await screen.findByText(messages.cancellationApproved)).toBeInTheDocument();
    expect(posts()).toEqual([
      { path: "/admin/holiday-requests/3/approve-cancellation", body: undefined },
    ]);
  });

  it("asks the reason by prompt; dismissing it does nothing, a reason rejects", async () => {
    const { user, posts } = openCancellations();
    const prompt = vi.fn<(message?: string) => string | null>(() => null);
    vi.stubGlobal("prompt", prompt);
    await user.click(await screen.findByRole("button", { name: "Reject Ann Lee" }));
    expect(prompt).toHaveBeenCalledWith(messages.rejectReasonPrompt);
    expect(posts()).toEqual([]);

    prompt.mockReturnValue("We are short-staffed");
    await user.click(screen.getByRole("button", { name: "Reject Ann Lee" }));
    expect(await screen.findByText(messages.cancellationRejected)).toBeInTheDocument();
    await waitFor(() =>
      expect(posts()).toEqual([{
        path: "/admin/holiday-requests/3/reject-cancellation",
        body: { reject_reason: "We are short-staffed" },
      }])
    );
  });
});
