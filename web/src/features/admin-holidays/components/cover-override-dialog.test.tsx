import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import { messages } from "@shared/messages.ts";
import { coverBlockedMessage, type CoverShortfall } from "@shared/schemas/cover.ts";

import AddHolidaysRoute from "@/app/routes/app/add-holidays";
import AdminApprovalRoute from "@/app/routes/app/admin-approval";
import BulkHolidayRequestRoute from "@/app/routes/app/bulk-holiday-request";
import { buildAdminRequest } from "@/testing/admin-factories";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

const BLOCK: CoverShortfall = {
  day: "2026-12-07",
  ruleId: 1,
  skill: null,
  mode: "block",
  needed: 3,
  present: 2,
  awayNames: [],
};
const REFUSAL = coverBlockedMessage([BLOCK]);
const TITLE = "Approve despite cover";

/** The screens the dialog opens from. */
const SCREENS = {
  "/add-holidays": <AddHolidaysRoute />,
  "/admin-approval": <AdminApprovalRoute />,
  "/bulk-holiday-request": <BulkHolidayRequestRoute />,
};

beforeAll(fillJsdomGaps);

/**
 * The API as stubbed, except that `refusing` (a POST path) refuses for cover with 409 unless
 * the body gives a reason, and answers 201 with one.
 */
function open(
  path: keyof typeof SCREENS,
  answers: Parameters<typeof stubApi>[0],
  refusing?: string,
) {
  storeSession("global_admin");
  const fetchMock = stubApi(answers);
  const stubbed = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input, init) => {
    const isRefused = init?.method === "POST" && String(input).endsWith(refusing ?? "-") &&
      !String(init.body ?? "").includes("coverOverrideReason");
    if (!isRefused) return stubbed(input, init);
    return Promise.resolve(
      new Response(JSON.stringify({ error: REFUSAL, code: "cover_short" }), { status: 409 }),
    );
  });
  const posts = () =>
    apiCalls(fetchMock).filter((call) => call.method === "POST").map(({ path, body }) => ({
      path: path.replace("/functions/v1/api", ""),
      body,
    }));
  return { ...renderWithProviders(SCREENS[path], { path }), posts };
}

describe("approving despite cover (issue 17)", () => {
  const blocked = buildAdminRequest({ id: 7, cover_shortfalls: [BLOCK] });
  const warned = buildAdminRequest({
    id: 8,
    firstName: "Bob",
    lastName: "Ray",
    cover_shortfalls: [{ ...BLOCK, mode: "warn" }],
  });
  const approveAnswers = {
    "GET /admin/holiday-requests": { body: [blocked, warned] },
    "POST /admin/holiday-requests/7/approve": { body: { ...blocked, status: "accepted" } },
    "POST /admin/holiday-requests/8/approve": { body: { ...warned, status: "accepted" } },
  };

  it("asks a reason before approving a request a blocking rule falls short on, and sends it", async () => {
    const { user, posts } = open("/admin-approval", approveAnswers);
    await user.click(await screen.findByRole("button", { name: "Approve Ann Lee" }));
    const dialog = await screen.findByRole("dialog", { name: TITLE });
    expect(dialog).toHaveTextContent(REFUSAL);
    expect(dialog).toHaveTextContent("Ann Lee, 07/12/2026 to 10/12/2026");
    expect(posts()).toEqual([]);

    // The reason is required.
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await within(dialog).findByText("Reason is required")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Reason")).toHaveFocus();
    expect(posts()).toEqual([]);

    await user.type(within(dialog).getByLabelText("Reason"), "  Agency cover booked ");
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText(messages.requestApproved)).toBeInTheDocument();
    expect(posts()).toEqual([{
      path: "/admin/holiday-requests/7/approve",
      body: { coverOverrideReason: "Agency cover booked" },
    }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("approves a request a warning rule falls short on in one click, with no body", async () => {
    const { user, posts } = open("/admin-approval", approveAnswers);
    await user.click(await screen.findByRole("button", { name: "Approve Bob Ray" }));
    expect(await screen.findByText(messages.requestApproved)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(posts()).toEqual([{ path: "/admin/holiday-requests/8/approve", body: undefined }]);
  });

  it("asks a reason when the server refuses for cover after all, and Cancel sends nothing", async () => {
    const { user, posts } = open("/admin-approval", {
      ...approveAnswers,
      "POST /admin/holiday-requests/8/approve": {
        status: 409,
        body: { error: REFUSAL, code: "cover_short" },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Approve Bob Ray" }));
    const dialog = await screen.findByRole("dialog", { name: TITLE });
    expect(dialog).toHaveTextContent(REFUSAL);
    expect(screen.queryByText(messages.failedToApproveHolidayRequest)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts()).toHaveLength(1);
  });
});

describe("a cover refusal told by its code (issue 30)", () => {
  const warned = buildAdminRequest({ id: 8, firstName: "Bob", lastName: "Ray" });
  const approving = (body: { error: string; code: string }) => ({
    "GET /admin/holiday-requests": { body: [warned] },
    "POST /admin/holiday-requests/8/approve": { status: 409, body },
  });

  it("asks a reason for code cover_short whatever its words, and shows them", async () => {
    const reworded = "Cover would run short on Mon 07/12/2026.";
    const { user } = open("/admin-approval", approving({ error: reworded, code: "cover_short" }));
    await user.click(await screen.findByRole("button", { name: "Approve Bob Ray" }));
    const dialog = await screen.findByRole("dialog", { name: TITLE });
    expect(dialog).toHaveTextContent(reworded);
    expect(screen.queryByText(messages.failedToApproveHolidayRequest)).not.toBeInTheDocument();
  });

  it("asks no reason for a cover rule's words under another code", async () => {
    const { user } = open("/admin-approval", approving({ error: REFUSAL, code: "conflict" }));
    await user.click(await screen.findByRole("button", { name: "Approve Bob Ray" }));
    expect(await screen.findByText(messages.failedToApproveHolidayRequest)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("adding despite cover (issue 17)", () => {
  const ANN = {
    id: "00000000-0000-4000-8000-000000000101",
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    department_id: 1,
    department: "Office",
  };

  function setDates() {
    fireEvent.change(screen.getByLabelText("Start Date"), { target: { value: "2026-12-07" } });
    fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2026-12-07" } });
  }

  it("Add Holiday Request asks a reason after the server's cover refusal, and sends it again", async () => {
    const { user, posts } = open("/add-holidays", {
      "GET /users": { body: [ANN], headers: { "X-Total-Count": "1" } },
      "POST /admin/add-holiday": { status: 201, body: {} },
    }, "/admin/add-holiday");
    await user.type(await screen.findByRole("combobox", { name: "User" }), "ann");
    await user.click(await screen.findByRole("option", { name: /Ann Lee/ }));
    setDates();
    await user.click(screen.getByRole("button", { name: messages.addHolidayRequest }));
    const dialog = await screen.findByRole("dialog", { name: "Add despite cover" });
    expect(dialog).toHaveTextContent(REFUSAL);
    expect(screen.queryByText(messages.failedToAddHolidayRequest)).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Reason"), "Cover arranged");
    await user.click(within(dialog).getByRole("button", { name: messages.addHolidayRequest }));
    expect(await screen.findByText(messages.holidayAdded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts().map((call) => call.body)).toEqual([
      {
        selectedUser: ANN.id,
        startDate: "2026-12-07",
        endDate: "2026-12-07",
        startDayType: "full",
        endDayType: "full",
      },
      {
        selectedUser: ANN.id,
        startDate: "2026-12-07",
        endDate: "2026-12-07",
        startDayType: "full",
        endDayType: "full",
        coverOverrideReason: "Cover arranged",
      },
    ]);
  });

  it("the bulk form asks a reason after the server's cover refusal, and sends it again", async () => {
    const USERS = [{ ...ANN, department: "Production" }];
    const { user, posts } = open("/bulk-holiday-request", {
      "GET /users": { body: USERS, headers: { "X-Total-Count": "1" } },
      "GET /departments": { body: [{ id: 1, name: "Production" }] },
      "POST /admin/bulk-holidays": { status: 201, body: { created: 1, requests: [] } },
    }, "/admin/bulk-holidays");
    await user.click(await screen.findByRole("checkbox", { name: /Ann Lee/ }));
    setDates();
    await user.click(screen.getByRole("button", { name: messages.submitRequest }));
    const dialog = await screen.findByRole("dialog", { name: "Add despite cover" });
    expect(dialog).toHaveTextContent(REFUSAL);
    await user.type(within(dialog).getByLabelText("Reason"), "Stocktake needs everyone off");
    await user.click(within(dialog).getByRole("button", { name: messages.submitRequest }));
    expect(await screen.findByText(messages.bulkHolidaySubmitted)).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
    expect(posts()[1].body).toEqual({
      userIds: [ANN.id],
      startDate: "2026-12-07",
      endDate: "2026-12-07",
      startDayType: "full",
      endDayType: "full",
      coverOverrideReason: "Stocktake needs everyone off",
    });
  });
});
