import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

import AdminApprovalRoute from "@/app/routes/app/admin-approval";
import { adminHolidayMessages } from "@/features/admin-holidays/messages";
import { buildAdminRequest } from "@/testing/admin-factories";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

const ann = buildAdminRequest({ id: 7, end_day_type: "morning", requested_hours: 35 });
const bob = buildAdminRequest({
  id: 8,
  firstName: "Bob",
  lastName: "Ray",
  department: "QC",
  vacation_hours: -10,
});

function openApprovals(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /admin/holiday-requests": { body: [ann, bob] },
    "POST /admin/holiday-requests/7/approve": { body: { ...ann, status: "accepted" } },
    "POST /admin/holiday-requests/8/deny": { body: { ...bob, status: "rejected" } },
    ...answers,
  });
  const posts = () => apiCalls(fetchMock).filter((call) => call.method === "POST");
  return {
    ...renderWithProviders(<AdminApprovalRoute />, { path: "/admin-approval" }),
    fetchMock,
    posts,
  };
}

describe("PendingRequests", () => {
  it("lists each request with its dates, hours and the requester's remaining hours", async () => {
    openApprovals();
    expect(await screen.findByRole("heading", { name: messages.approveOrDenyTitle }))
      .toBeInTheDocument();
    const row = await screen.findByRole("row", { name: /Ann Lee/ });
    expect(within(row).getAllByRole("cell").map((cell) => cell.textContent).slice(0, 6)).toEqual([
      "Ann Lee",
      "Office",
      "07/12/2026",
      "10/12/2026 (Morning)",
      "35",
      "120",
    ]);
    expect(within(screen.getByRole("row", { name: /Bob Ray/ })).getByText("-10"))
      .toBeInTheDocument();
  });

  it("approves a request and says so", async () => {
    const { user, posts } = openApprovals();
    await user.click(await screen.findByRole("button", { name: "Approve Ann Lee" }));
    expect(await screen.findByText(messages.requestApproved)).toBeInTheDocument();
    expect(posts().map((call) => call.path)).toEqual([
      "/functions/v1/api/admin/holiday-requests/7/approve",
    ]);
  });

  it("refuses to deny without a reason, then denies with one", async () => {
    const { user, posts } = openApprovals();
    await user.click(await screen.findByRole("button", { name: "Deny Bob Ray" }));
    expect(await screen.findByText(messages.denyReasonRequired)).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await user.type(screen.getByRole("textbox", { name: /Bob Ray/ }), "  Stock count week ");
    await user.click(screen.getByRole("button", { name: "Deny Bob Ray" }));
    expect(await screen.findByText(messages.requestDenied)).toBeInTheDocument();
    expect(posts().map(({ path, body }) => ({ path, body }))).toEqual([{
      path: "/functions/v1/api/admin/holiday-requests/8/deny",
      body: { reason: "Stock count week" },
    }]);
  });

  it("marks an empty reason invalid, says so beside it and moves the focus into it", async () => {
    const { user, posts } = openApprovals();
    await user.click(await screen.findByRole("button", { name: "Deny Bob Ray" }));
    // The spec's toast still says it.
    expect(await screen.findByText(messages.denyReasonRequired)).toBeInTheDocument();
    const field = screen.getByRole("textbox", { name: /Bob Ray/ });
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(adminHolidayMessages.reasonNeeded);
    expect(field).toHaveFocus();
    // Ann's field is untouched.
    expect(screen.getByRole("textbox", { name: /Ann Lee/ })).not.toHaveAttribute("aria-invalid");
    expect(posts()).toEqual([]);

    // Typing a reason clears the mark.
    await user.keyboard("Stock count");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(adminHolidayMessages.reasonNeeded)).not.toBeInTheDocument();
  });

  it("shows the failure toasts of section 8", async () => {
    const { user } = openApprovals({
      "POST /admin/holiday-requests/7/approve": { status: 409, body: { error: "no" } },
    });
    await user.click(await screen.findByRole("button", { name: "Approve Ann Lee" }));
    expect(await screen.findByText(messages.failedToApproveHolidayRequest)).toBeInTheDocument();
  });

  it("says when nothing waits, and when the list cannot be fetched", async () => {
    openApprovals({ "GET /admin/holiday-requests": { body: [] } });
    expect(await screen.findByText(messages.noPendingRequests)).toBeInTheDocument();
  });

  it("shows 'Failed to fetch holiday requests' when the list fails", async () => {
    openApprovals({ "GET /admin/holiday-requests": { status: 500, body: { error: "x" } } });
    await waitFor(
      () =>
        expect(screen.getAllByText(messages.failedToFetchHolidayRequests).length).toBeGreaterThan(
          0,
        ),
      { timeout: 5000 },
    );
  });

  it("puts the reason under its request beside the sidebar at 1024 px, the figures in view", async () => {
    // The list's frame at 1024 px: 670 px, under the 900 the whole table needs.
    const frame = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect")
      .mockReturnValue({ width: 670 } as DOMRect);
    try {
      openApprovals();
      await waitFor(() =>
        expect(screen.queryByRole("columnheader", { name: "Reason for Denial" })).toBeNull()
      );
      // The request's own row (the one under it is named for its reason).
      const row = (await screen.findAllByRole("row", { name: /Ann Lee/ }))
        .find((found) => found.hasAttribute("data-row-key"))!;
      expect(screen.getAllByRole("columnheader").map((head) => head.textContent)).toEqual([
        "Name",
        "Department",
        "Start Date",
        "End Date",
        "Requested Hours",
        "Remaining Hours",
        "Actions",
      ]);
      expect(within(row).getAllByRole("cell").map((cell) => cell.textContent).slice(4, 6))
        .toEqual(["35", "120"]);
      const under = screen.getByRole("row", { name: "Reason to deny Ann Lee's request" });
      expect(within(under).getByRole("textbox", { name: /Ann Lee/ })).toBeInTheDocument();
      // Approve above Deny, in the row.
      expect(within(row).getByRole("button", { name: "Approve Ann Lee" }).parentElement)
        .toHaveClass("flex-col");
    } finally {
      frame.mockRestore();
    }
  });

  it("turns rows into cards on a phone", async () => {
    globalThis.innerWidth = 375;
    openApprovals();
    expect(await screen.findByRole("group", { name: "Ann Lee" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    globalThis.innerWidth = 1024;
  });
});
