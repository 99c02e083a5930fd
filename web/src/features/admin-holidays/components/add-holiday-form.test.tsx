import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

import AddHolidaysRoute from "@/app/routes/app/add-holidays";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

const ANN = {
  id: "00000000-0000-4000-8000-000000000101",
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  department_id: 1,
  department: "Office",
};

function openAdd(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /users": { body: [ANN], headers: { "X-Total-Count": "1" } },
    "POST /admin/add-holiday": { status: 201, body: {} },
    ...answers,
  });
  const posts = () => apiCalls(fetchMock).filter((call) => call.method === "POST");
  return { ...renderWithProviders(<AddHolidaysRoute />, { path: "/add-holidays" }), posts };
}

beforeAll(fillJsdomGaps);

describe("AddHolidayForm", () => {
  it("books the chosen user's holiday and says their hours were deducted", async () => {
    const { user, posts } = openAdd();
    await user.type(await screen.findByRole("combobox", { name: "User" }), "ann");
    await user.click(await screen.findByRole("option", { name: /Ann Lee/ }));
    fireEvent.change(screen.getByLabelText("Start Date"), { target: { value: "2026-12-07" } });
    fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2026-12-10" } });
    await user.click(screen.getByRole("combobox", { name: "End Day Type" }));
    await user.click(await screen.findByRole("option", { name: "Morning" }));
    expect(screen.getByText(messages.requestTakesHours(35))).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: messages.addHolidayRequest }));
    expect(await screen.findByText(messages.holidayAdded)).toBeInTheDocument();
    expect(posts()[0].body).toEqual({
      selectedUser: ANN.id,
      startDate: "2026-12-07",
      endDate: "2026-12-10",
      startDayType: "full",
      endDayType: "morning",
    });
    expect(screen.getByRole("combobox", { name: "User" })).toHaveValue("");
  });

  it("moves the end to a later start", async () => {
    openAdd();
    const start = await screen.findByLabelText("Start Date");
    fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2026-12-08" } });
    fireEvent.change(start, { target: { value: "2026-12-10" } });
    expect(screen.getByLabelText("End Date")).toHaveValue("10/12/2026");
  });

  it("says the User is missing under the field, before sending, until one is chosen", async () => {
    const { user, posts } = openAdd();
    fireEvent.change(await screen.findByLabelText("Start Date"), {
      target: { value: "2026-12-07" },
    });
    fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2026-12-07" } });
    await user.click(screen.getByRole("button", { name: messages.addHolidayRequest }));
    const beside = "[data-slot=form-message]";
    expect(await screen.findByText("User is required", { selector: beside })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "User" })).toHaveFocus();
    expect(screen.queryByText(/selectedUser/)).not.toBeInTheDocument();
    expect(posts()).toEqual([]);

    await user.type(screen.getByRole("combobox", { name: "User" }), "ann");
    await user.click(await screen.findByRole("option", { name: /Ann Lee/ }));
    expect(screen.queryByText("User is required", { selector: beside })).not.toBeInTheDocument();
  });

  it("says the dates are missing under each, in the form's words", async () => {
    const { user, posts } = openAdd();
    await user.type(await screen.findByRole("combobox", { name: "User" }), "ann");
    await user.click(await screen.findByRole("option", { name: /Ann Lee/ }));
    await user.click(screen.getByRole("button", { name: messages.addHolidayRequest }));
    expect(await screen.findByText("Start Date is required")).toBeInTheDocument();
    expect(screen.getByText("End Date is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Start Date")).toHaveFocus();
    expect(posts()).toEqual([]);

    fireEvent.change(screen.getByLabelText("Start Date"), { target: { value: "07/12/2026" } });
    await waitFor(() =>
      expect(screen.queryByText("Start Date is required")).not.toBeInTheDocument()
    );
  });

  it("shows a refusal of the server under the toast's title and under the field it names", async () => {
    const { user } = openAdd({
      "POST /admin/add-holiday": {
        status: 404,
        body: { error: "selectedUser: no active user has this id" },
      },
    });
    await user.type(await screen.findByRole("combobox", { name: "User" }), "ann");
    await user.click(await screen.findByRole("option", { name: /Ann Lee/ }));
    fireEvent.change(screen.getByLabelText("Start Date"), { target: { value: "2026-12-07" } });
    fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2026-12-07" } });
    await user.click(screen.getByRole("button", { name: messages.addHolidayRequest }));
    expect(await screen.findByText(messages.failedToAddHolidayRequest)).toBeInTheDocument();
    const words = "User: no active user has this id";
    const beside = "[data-slot=form-message]";
    expect(screen.getByText(words, { selector: `:not(${beside})` })).toBeInTheDocument();
    expect(screen.getByText(words, { selector: beside })).toBeInTheDocument();
  });

  it("names the chosen employee whose holiday would overlap", async () => {
    const clash = messages.userHasOverlap("Ann Lee");
    const { user } = openAdd({
      "POST /admin/add-holiday": { status: 409, body: { error: clash, code: "overlap" } },
    });
    await user.type(await screen.findByRole("combobox", { name: "User" }), "ann");
    await user.click(await screen.findByRole("option", { name: /Ann Lee/ }));
    fireEvent.change(screen.getByLabelText("Start Date"), { target: { value: "2026-12-07" } });
    fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2026-12-07" } });
    await user.click(screen.getByRole("button", { name: messages.addHolidayRequest }));
    expect(await screen.findByText(messages.failedToAddHolidayRequest)).toBeInTheDocument();
    expect(screen.getByText(clash)).toBeInTheDocument();
    expect(screen.queryByText(messages.overlap)).not.toBeInTheDocument();
  });
});

describe("the chosen user's public holidays (issue 29)", () => {
  it("counts the preview by the holidays the server answers for the user being booked", async () => {
    const { user } = openAdd();
    const answer = vi.mocked(fetch).getMockImplementation()!;
    // Ann's nation keeps a holiday the administrator's does not: Tuesday 8 December.
    vi.mocked(fetch).mockImplementation((input, init) => {
      const url = new URL(String(input));
      return url.pathname.endsWith("/bank-holidays") && url.searchParams.get("userId") === ANN.id
        ? Promise.resolve(Response.json([{ date: "2026-12-08", name: "A made-up holiday" }]))
        : answer(input, init);
    });
    fireEvent.change(await screen.findByLabelText("Start Date"), {
      target: { value: "2026-12-07" },
    });
    fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2026-12-10" } });
    expect(await screen.findByText(messages.requestTakesHours(40))).toBeInTheDocument();

    await user.type(screen.getByRole("combobox", { name: "User" }), "ann");
    await user.click(await screen.findByRole("option", { name: /Ann Lee/ }));
    expect(await screen.findByText(messages.requestTakesHours(30))).toBeInTheDocument();
    const asked = apiCalls(vi.mocked(fetch)).filter((call) => call.path.endsWith("/bank-holidays"));
    expect(asked.map((call) => call.search)).toEqual([
      "?from=2026&to=2028",
      `?from=2026&to=2028&userId=${ANN.id}`,
    ]);
  });
});
