import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

import AppointmentLogsRoute from "@/app/routes/app/appointment-logs";
import DepartmentsRoute from "@/app/routes/app/departments";
import ListHolidaysRequestRoute from "@/app/routes/app/list-holidays-request";
import SicknessLogsRoute from "@/app/routes/app/sickness-logs";
import UsersRoute from "@/app/routes/app/users";
import { ListStatus } from "@/components/list-status";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

const DEPARTMENTS = [{ id: 1, name: "Office" }, { id: 2, name: "Warehouse" }];

describe("a list whose load failed", () => {
  it("shows the spec's error with Retry; Retry loads the list again and shows its rows", async () => {
    const answers: Parameters<typeof stubApi>[0] = {
      "GET /departments": { status: 500, body: { error: "Database unavailable" } },
    };
    const fetchMock = stubApi(answers);
    storeSession("global_admin");
    const { user } = renderWithProviders(<DepartmentsRoute />, { path: "/departments" });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(messages.failedToFetchDepartments);
    expect(screen.queryByDisplayValue("Office")).not.toBeInTheDocument();

    answers["GET /departments"] = { body: DEPARTMENTS };
    await user.click(within(alert).getByRole("button", { name: "Retry" }));

    expect(await screen.findByDisplayValue("Office")).toBeInTheDocument();
    expect(screen.getByDisplayValue("Warehouse")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((call) => call.path.endsWith("/departments")))
      .toHaveLength(2);
  });

  it("keeps the error and the focus on Retry while the list still fails", async () => {
    stubApi({ "GET /user/holiday-requests": { status: 500, body: { error: "Down" } } });
    storeSession("employee");
    const { user } = renderWithProviders(<ListHolidaysRequestRoute />, {
      path: "/list-holidays-request",
    });

    const retry = await screen.findByRole("button", { name: "Retry" });
    await user.click(retry);
    const again = await screen.findByRole("button", { name: "Retry" });
    expect(again).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent(messages.failedToFetchHolidayRequests);
  });

  it("calls the list's own retry when it has one, once however often it is pressed", async () => {
    let finish = () => {};
    const onRetry = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <ListStatus
        isPending={false}
        isError
        isEmpty
        errorMessage="Failed to fetch people"
        emptyMessage="No people"
        onRetry={onRetry}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    const busy = screen.getByRole("button", { name: "Retrying..." });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    await user.click(busy);
    expect(onRetry).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});

describe("an empty list says what to do next, beside its own text", () => {
  it("shows the next step under the empty text", () => {
    render(
      <ListStatus
        isPending={false}
        isError={false}
        isEmpty
        errorMessage="Failed to fetch people"
        emptyMessage="No people"
        emptyAction={<button type="button">Add someone</button>}
      />,
    );
    expect(screen.getByText("No people")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add someone" })).toBeInTheDocument();
  });

  it("an employee with no requests follows 'Request a holiday' to the request form", async () => {
    stubApi({
      "GET /user/holiday-requests": { body: [] },
      "GET /vacation-days": { body: { vacation_hours: 160 } },
    });
    storeSession("employee");
    const { user, router } = renderWithProviders(<ListHolidaysRequestRoute />, {
      path: "/list-holidays-request",
    });
    expect(await screen.findByText(messages.noHolidayRequests)).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: messages.requestAHoliday }));
    expect(router.state.location.pathname).toBe("/holidays-request");
  });

  it("empty sickness logs point to Create Log; a search that hides every log offers Clear search", async () => {
    const fetchMock = stubApi({
      "GET /sickness-logs": { body: [], headers: { "X-Total-Count": "0" } },
    });
    storeSession("global_admin");
    const { user } = renderWithProviders(<SicknessLogsRoute />, { path: "/sickness-logs" });
    expect(await screen.findByText(messages.noSicknessLogs)).toBeInTheDocument();
    expect(screen.getByText(messages.createLogHint)).toBeInTheDocument();

    const search = screen.getByPlaceholderText(messages.sicknessSearchPlaceholder);
    await user.type(search, "zz");
    await waitFor(() =>
      expect(apiCalls(fetchMock).some((call) => call.search.includes("q=zz"))).toBe(true)
    );
    await user.click(await screen.findByRole("button", { name: messages.clearSearch }));
    expect(search).toHaveValue("");
    expect(await screen.findByText(messages.createLogHint)).toBeInTheDocument();
  });

  it("empty appointment logs point to Create Appointment Log", async () => {
    stubApi({ "GET /appointment-logs": { body: [], headers: { "X-Total-Count": "0" } } });
    storeSession("global_admin");
    renderWithProviders(<AppointmentLogsRoute />, { path: "/appointment-logs" });
    expect(await screen.findByText(messages.noAppointmentLogs)).toBeInTheDocument();
    expect(screen.getByText(messages.createAppointmentLogHint)).toBeInTheDocument();
  });

  it("Manage Users with a search and a year that hide everyone offers Clear search and Any start year", async () => {
    const ann = {
      id: "00000000-0000-4000-8000-000000000101",
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      role: "employee",
      department_id: 1,
      department: "Office",
      total_vacation_hours: 160,
      start_date: "2025-01-01",
      vacation_hours: 160,
    };
    stubApi({ "GET /admin/users": { body: [ann] }, "GET /departments": { body: DEPARTMENTS } });
    storeSession("global_admin");
    const { user } = renderWithProviders(<UsersRoute />, { path: "/users" });
    const year = await screen.findByRole("spinbutton", { name: "Year" });
    await user.clear(year);
    await user.type(year, "1999");
    await user.type(screen.getByPlaceholderText(messages.usersSearchPlaceholder), "ann");
    expect(await screen.findByText(messages.noMatchingUsers)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: messages.clearSearch }));
    expect(screen.getByPlaceholderText(messages.usersSearchPlaceholder)).toHaveValue("");
    expect(screen.getByText(messages.noMatchingUsers)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: messages.clearSearch })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Any start year" }));
    expect(year).toHaveValue(null);
    expect(await screen.findByText("ann@example.com")).toBeInTheDocument();
  });
});
