// The pending list's and the archive's "Leave type" filter (issue 33): absent while Holiday is
// the only active type (the spec's lists); with more, the pending list filters in the browser
// and the archive asks the server for one type, from page 1.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";

import type { LeaveTypeSummary } from "@shared/schemas/leave-types.ts";

import AdminApprovalRoute from "@/app/routes/app/admin-approval";
import AllUsersListHolidaysRoute from "@/app/routes/app/all-users-list-holidays";
import { adminHolidayMessages } from "@/features/admin-holidays/messages";
import { buildAdminRequest } from "@/testing/admin-factories";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const type = (id: number, name: string): LeaveTypeSummary => ({
  id,
  name,
  colour: "#c4b5fd",
  deductsFromAllowance: id === 1,
  allowanceHours: null,
  needsApproval: true,
  halfDays: true,
  noteRequired: false,
  filedBy: "employee",
});
const HOLIDAY = type(1, "Holiday");
const COMPASSIONATE = type(3, "Compassionate leave");
const LABEL = { id: 3, name: "Compassionate leave", colour: "#c4b5fd" };

const ann = buildAdminRequest({ id: 7, firstName: "Ann", lastName: "Lee" });
const bob = {
  ...buildAdminRequest({ id: 8, firstName: "Bob", lastName: "Ray" }),
  leave_type: LABEL,
  note: "Funeral",
};

function open(route: "pending" | "archive", types: LeaveTypeSummary[]) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /leave-types": { body: types },
    "GET /admin/holiday-requests": { body: [ann, bob] },
    "GET /admin/all-holiday-requests": { body: [ann, bob], headers: { "X-Total-Count": "2" } },
  });
  const view = route === "pending"
    ? renderWithProviders(<AdminApprovalRoute />, { path: "/admin-approval" })
    : renderWithProviders(<AllUsersListHolidaysRoute />, { path: "/allUsersListHolidays" });
  return { ...view, fetchMock };
}

const rows = (name: RegExp) => screen.queryAllByRole("row", { name });

async function choose(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(adminHolidayMessages.leaveTypeFilter));
  await user.click(await screen.findByRole("option", { name }));
}

describe("the leave type filter", () => {
  it.each(["pending", "archive"] as const)(
    "is not shown on the %s list while Holiday is the only active type",
    async (route) => {
      const { fetchMock } = open(route, [HOLIDAY]);
      expect(await screen.findByRole("row", { name: /Bob Ray/ })).toBeInTheDocument();
      await waitFor(() =>
        expect(apiCalls(fetchMock).some((call) => call.path.endsWith("/leave-types"))).toBe(true)
      );
      expect(screen.queryByLabelText(adminHolidayMessages.leaveTypeFilter)).toBeNull();
    },
  );

  it("filters the pending list in the browser; Holiday rows are the Holiday type", async () => {
    open("pending", [HOLIDAY, COMPASSIONATE]);
    await screen.findByLabelText(adminHolidayMessages.leaveTypeFilter);
    expect(await screen.findByRole("row", { name: /Ann Lee/ })).toBeInTheDocument();
    await choose("Compassionate leave");
    await waitFor(() => expect(rows(/Ann/)).toHaveLength(0));
    expect(rows(/Bob/).length).toBeGreaterThan(0);
    await choose("Holiday");
    await waitFor(() => expect(rows(/Bob/)).toHaveLength(0));
    expect(rows(/Ann/).length).toBeGreaterThan(0);
    await choose(adminHolidayMessages.allLeaveTypes);
    await waitFor(() => expect(rows(/Bob/).length).toBeGreaterThan(0));
    expect(rows(/Ann/).length).toBeGreaterThan(0);
  });

  it("asks the archive for one type, from page 1, and every type again", async () => {
    const { fetchMock } = open("archive", [HOLIDAY, COMPASSIONATE]);
    await screen.findByLabelText(adminHolidayMessages.leaveTypeFilter);
    await choose("Compassionate leave");
    const searches = () =>
      apiCalls(fetchMock).filter((call) => call.path.endsWith("/all-holiday-requests"))
        .map((call) => new URLSearchParams(call.search));
    await waitFor(() => expect(searches().at(-1)?.get("leaveTypeId")).toBe("3"));
    expect(searches().at(-1)?.get("offset")).toBe("0");
    expect(searches()[0].has("leaveTypeId")).toBe(false);
    await choose(adminHolidayMessages.allLeaveTypes);
    await waitFor(() => expect(searches().at(-1)?.has("leaveTypeId")).toBe(false));
    expect(rows(/Bob/).length).toBeGreaterThan(0);
  });
});
