import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import type { CoverShortfall } from "@shared/schemas/cover.ts";

import "@/app/routes/app/add-holidays";
import "@/app/routes/app/admin-approval";
import { buildAdminRequest } from "@/testing/admin-factories";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { apiCalls, renderApp, storeSession, stubApi } from "@/testing/render-app";

/** A rule short on Monday 7 December 2026: 2 of 3 present once the request is approved. */
function buildShortfall(overrides: Partial<CoverShortfall> = {}): CoverShortfall {
  return {
    day: "2026-12-07",
    ruleId: 1,
    skill: null,
    mode: "warn",
    needed: 3,
    present: 2,
    awayNames: ["Bo Chan"],
    ...overrides,
  };
}

beforeAll(fillJsdomGaps);

describe("the pending list's cover notes (issue 17)", () => {
  const short = buildAdminRequest({
    id: 7,
    cover_shortfalls: [
      buildShortfall(),
      buildShortfall({ day: "2026-12-08", skill: "Forklift", needed: 2, present: 1.5 }),
    ],
  });
  const plain = buildAdminRequest({ id: 8, firstName: "Bob", lastName: "Ray" });

  function openApprovals() {
    storeSession("global_admin");
    stubApi({ "GET /admin/holiday-requests": { body: [short, plain] } });
    return renderApp("/admin-approval");
  }

  it("shows a Cover badge and the days short under the request, and nothing on the others", async () => {
    openApprovals();
    // In a row of its own under the request, across the table (issue 31): the Name stays a name.
    const note = await screen.findByRole("row", { name: "Cover for Ann Lee's request" });
    expect(within(note).getByText("Cover")).toBeInTheDocument();
    expect(note).toHaveTextContent(
      "2 of 3 present on Mon 07/12/2026; 1.5 of 2 with Forklift present on Tue 08/12/2026.",
    );
    expect(screen.queryByRole("row", { name: "Cover for Bob Ray's request" })).toBeNull();
    const other = within(screen.getByRole("row", { name: /Bob Ray/ })).getAllByRole("cell")[0];
    expect(other).toHaveTextContent(/^Bob Ray$/);
  });

  it("shows the note across a card on a phone", async () => {
    globalThis.innerWidth = 375;
    try {
      openApprovals();
      const card = await screen.findByRole("group", { name: "Ann Lee" });
      expect(within(card).getByText("Cover")).toBeInTheDocument();
      expect(within(card).getAllByText(/2 of 3 present on Mon 07\/12\/2026/)).toHaveLength(1);
      const other = screen.getByRole("group", { name: "Bob Ray" });
      expect(within(other).queryByText("Cover")).not.toBeInTheDocument();
    } finally {
      globalThis.innerWidth = 1024;
    }
  });
});

describe("Add Holiday Request's cover preview (issue 17)", () => {
  const ANN = {
    id: "00000000-0000-4000-8000-000000000101",
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    department_id: 1,
    department: "Office",
  };

  async function chooseAnnsWeek(preview: Parameters<typeof stubApi>[0][string]) {
    storeSession("global_admin");
    const fetchMock = stubApi({
      "GET /users": { body: [ANN], headers: { "X-Total-Count": "1" } },
      "GET /cover-preview": preview,
    });
    const view = renderApp("/add-holidays");
    fireEvent.change(await screen.findByLabelText("Start Date"), {
      target: { value: "2026-12-07" },
    });
    fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2026-12-10" } });
    const previews = () =>
      apiCalls(fetchMock).filter((call) => call.path.endsWith("/cover-preview"));
    return { ...view, previews };
  }

  async function pickAnn(user: ReturnType<typeof renderApp>["user"]) {
    await user.type(screen.getByRole("combobox", { name: "User" }), "ann");
    await user.click(await screen.findByRole("option", { name: /Ann Lee/ }));
  }

  it("asks about the chosen user's range and shows the shortfalls", async () => {
    const { user, previews } = await chooseAnnsWeek({
      body: { shortfalls: [buildShortfall({ mode: "block" })] },
    });
    expect(previews()).toEqual([]); // no user yet
    await pickAnn(user);
    const alert = await screen.findByRole("alert", { name: "Cover" });
    expect(alert).toHaveTextContent("Not enough cover: adding this holiday will ask for a reason");
    expect(alert).toHaveTextContent(
      "Only 2 of the 3 needed would be present on Mon 07/12/2026. Also away: Bo Chan.",
    );
    expect(Object.fromEntries(new URLSearchParams(previews()[0].search))).toEqual({
      userId: ANN.id,
      startDate: "2026-12-07",
      endDate: "2026-12-10",
      startDayType: "full",
      endDayType: "full",
    });
  });

  it("shows nothing new while no rule falls short", async () => {
    const { user, previews } = await chooseAnnsWeek({ body: { shortfalls: [] } });
    await pickAnn(user);
    await waitFor(() => expect(previews()).toHaveLength(1));
    expect(screen.queryByRole("alert", { name: "Cover" })).not.toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Cover" })).not.toBeInTheDocument();
  });
});
