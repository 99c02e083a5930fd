// Issue 31, item 1: the administrator's Add and Bulk forms preview what the server will count
// for each person (their working pattern and nation), not the company's week.
import { fireEvent, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import { messages } from "@shared/messages.ts";

import "@/app/routes/app/add-holidays";
import "@/app/routes/app/bulk-holiday-request";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { apiCalls, renderApp, storeSession, stubApi } from "@/testing/render-app";

const person = (n: number, firstName: string, lastName: string) => ({
  id: `00000000-0000-4000-8000-00000000020${n}`,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  department_id: 1,
  department: "Production",
});
const ROTA = person(1, "Rota", "Worker");
const DEE = person(2, "Dee", "Fault");

/** The server's count: the rota's four 12 h shifts, Dee's spec week of three days. */
const HOURS = {
  [ROTA.id]: { userId: ROTA.id, name: "Rota Worker", hours: 48 },
  [DEE.id]: { userId: DEE.id, name: "Dee Fault", hours: 30 },
};

function open(path: string) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /users": { body: [ROTA, DEE], headers: { "X-Total-Count": "2" } },
    "GET /departments": { body: [{ id: 1, name: "Production" }] },
  });
  // The preview answers for whoever is asked about, as the server does.
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    if (!url.pathname.endsWith("/admin/booking-hours")) return answer(input, init);
    const people = url.searchParams.get("userIds")!.split(",").map((id) => HOURS[id]);
    const total = people.reduce((sum, p) => sum + p.hours, 0);
    return Promise.resolve(Response.json({ total, people }));
  });
  const previews = () =>
    apiCalls(fetchMock).filter((call) => call.path.endsWith("/admin/booking-hours"));
  return { ...renderApp(path), previews };
}

async function fillDecember() {
  fireEvent.change(await screen.findByLabelText("Start Date"), {
    target: { value: "2027-12-14" },
  });
  fireEvent.change(screen.getByLabelText("End Date"), { target: { value: "2027-12-17" } });
}

beforeAll(fillJsdomGaps);

describe("the preview of a booking for others", () => {
  it("Add Holiday Request counts the chosen person's pattern, as the server will", async () => {
    const { user, previews } = open("/add-holidays");
    await fillDecember();
    // No one chosen yet: the company's week (Tuesday to Thursday).
    expect(await screen.findByText(messages.requestTakesHours(30))).toBeInTheDocument();
    await user.type(await screen.findByRole("combobox", { name: "User" }), "rota");
    await user.click(await screen.findByRole("option", { name: /Rota Worker/ }));
    expect(await screen.findByText(messages.requestTakesHours(48))).toBeInTheDocument();
    expect(previews().at(-1)!.search).toContain(`userIds=${ROTA.id}`);
  });

  it("Bulk Holiday Request keeps the spec's line while all take the same, else each by name", async () => {
    const { user } = open("/bulk-holiday-request");
    await user.click(await screen.findByRole("checkbox", { name: /Dee Fault/ }));
    await fillDecember();
    expect(await screen.findByText(messages.requestTakesHours(30))).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: /Rota Worker/ }));
    expect(
      await screen.findByText("These requests will take 78 vacation hours in all."),
    ).toBeInTheDocument();
    expect(screen.getByText("Dee Fault: 30 h · Rota Worker: 48 h")).toBeInTheDocument();
    expect(screen.queryByText(messages.requestTakesHours(30))).not.toBeInTheDocument();
  });
});
