import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import { messages } from "@shared/messages.ts";

import BulkHolidayRequestRoute from "@/app/routes/app/bulk-holiday-request";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

const user = (n: number, first: string, last: string, departmentId: number) => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  firstName: first,
  lastName: last,
  email: `${first.toLowerCase()}@example.com`,
  department_id: departmentId,
  department: departmentId === 1 ? "Production" : "QC",
});
const USERS = [user(1, "Ann", "Lee", 1), user(2, "Bob", "Ray", 1), user(3, "Cy", "Dee", 2)];

function openBulk(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /users": { body: USERS, headers: { "X-Total-Count": "3" } },
    "GET /departments": { body: [{ id: 1, name: "Production" }, { id: 2, name: "QC" }] },
    "POST /admin/bulk-holidays": { status: 201, body: { created: 2 } },
    ...answers,
  });
  const posts = () => apiCalls(fetchMock).filter((call) => call.method === "POST");
  return {
    ...renderWithProviders(<BulkHolidayRequestRoute />, { path: "/bulk-holiday-request" }),
    fetchMock,
    posts,
  };
}

function fillDates() {
  fireEvent.change(screen.getByLabelText("Start Date"), { target: { value: "2026-12-07" } });
  fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2026-12-10" } });
}

beforeAll(fillJsdomGaps);

describe("BulkHolidayForm", () => {
  it("needs both dates, then at least one user", async () => {
    const { user: actor, posts } = openBulk();
    await screen.findByRole("checkbox", { name: /Ann Lee/ });
    await actor.click(screen.getByRole("button", { name: messages.submitRequest }));
    expect(await screen.findByText(messages.bulkDatesRequired)).toBeInTheDocument();
    expect(screen.getByLabelText("Start Date")).toHaveFocus();
    fillDates();
    await actor.click(screen.getByRole("button", { name: messages.submitRequest }));
    expect(await screen.findByText(messages.bulkUsersRequired)).toBeInTheDocument();
    expect(posts()).toEqual([]);
    expect(screen.getByLabelText("Start Date")).not.toHaveAttribute("aria-invalid", "true");
  });

  it("refuses other dates the server would refuse with the failure message", async () => {
    const { user: actor, posts } = openBulk();
    await actor.click(await screen.findByRole("checkbox", { name: /Ann Lee/ }));
    fireEvent.change(screen.getByLabelText("Start Date"), { target: { value: "0202-12-07" } });
    fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2026-12-10" } });
    await actor.click(screen.getByRole("button", { name: messages.submitRequest }));
    expect(await screen.findByText(messages.failedToSubmitBulkHolidayRequest)).toBeInTheDocument();
    expect(posts()).toEqual([]);
    // Not one of the spec's refusals: said under the field, in the form's words.
    expect(screen.getByLabelText("Start Date")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Start Date must be a date from 1900 to 2999")).toBeInTheDocument();
    expect(screen.getByLabelText("Start Date")).toHaveFocus();
  });

  it("filters by department, selects all shown and books them", async () => {
    const { user: actor, posts } = openBulk();
    await screen.findByRole("checkbox", { name: /Ann Lee/ });
    expect(screen.getByRole("combobox", { name: "Department" })).toHaveTextContent(
      messages.allDepartments,
    );
    await actor.click(screen.getByRole("combobox", { name: "Department" }));
    await actor.click(await screen.findByRole("option", { name: "Production" }));
    expect(screen.queryByRole("checkbox", { name: /Cy Dee/ })).not.toBeInTheDocument();
    expect(screen.getByText("bob@example.com")).toBeInTheDocument();

    await actor.click(screen.getByRole("checkbox", { name: "Select All" }));
    expect(screen.getByText("2 users selected")).toBeInTheDocument();
    fillDates();
    expect(screen.getByText(messages.requestTakesHours(40))).toBeInTheDocument();
    await actor.click(screen.getByRole("button", { name: messages.submitRequest }));
    expect(await screen.findByText(messages.bulkHolidaySubmitted)).toBeInTheDocument();
    expect(posts()[0].body).toEqual({
      userIds: [USERS[0].id, USERS[1].id],
      startDate: "2026-12-07",
      endDate: "2026-12-10",
      startDayType: "full",
      endDayType: "full",
    });
    await waitFor(() => expect(screen.getByText("0 users selected")).toBeInTheDocument());
  });

  it("names the users whose holidays clash when the server refuses", async () => {
    const clash = "These users already have a holiday request overlapping the selected dates: " +
      "Ann Lee";
    const { user: actor } = openBulk({
      "POST /admin/bulk-holidays": { status: 409, body: { error: clash, code: "overlap" } },
    });
    await actor.click(await screen.findByRole("checkbox", { name: /Ann Lee/ }));
    fillDates();
    await actor.click(screen.getByRole("button", { name: messages.submitRequest }));
    expect(await screen.findByText(messages.failedToSubmitBulkHolidayRequest)).toBeInTheDocument();
    expect(screen.getByText(clash)).toBeInTheDocument();
  });
});
