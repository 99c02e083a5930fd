import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { PublicHolidays } from "@/features/settings/components/public-holidays";
import { RecountRequests } from "@/features/settings/components/recount-requests";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";

import { holidayMessages as texts } from "../holiday-messages";
import { buildAffected, openHolidaySection } from "../testing/holiday-settings";

beforeAll(fillJsdomGaps);

/** Public holidays and the re-counts (a removed holiday asks again) as an admin opens them. */
function openHolidaySettings(answers: Parameters<typeof openHolidaySection>[1] = {}) {
  return openHolidaySection(
    (
      <>
        <PublicHolidays />
        <RecountRequests />
      </>
    ),
    answers,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2027-03-01T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

const RAE = buildAffected();
const SAM = buildAffected({
  id: 42,
  name: "Sam Second",
  startDate: "2027-08-30",
  endDate: "2027-08-30",
  status: "pending",
  booked: 0,
  now: 10,
});

async function recountSection() {
  return within(await screen.findByRole("region", { name: texts.recountTitle }));
}

/** The table's rows as their cells' texts. */
function rowsOf(section: Awaited<ReturnType<typeof recountSection>>) {
  return section.getAllByRole("row").slice(1).map((row) =>
    [...row.querySelectorAll("td")].map((td) => td.textContent)
  );
}

describe("RecountRequests", { timeout: 20_000 }, () => {
  it("lists this year's requests whose hours differ: name, dates, status, booked and now", async () => {
    openHolidaySettings({ "GET /admin/public-holidays/affected": { body: [RAE, SAM] } });
    const section = await recountSection();
    expect(section.getByRole("combobox", { name: texts.yearLabel })).toHaveTextContent("2027");
    await section.findByRole("cell", { name: "Rae Recount" });
    expect(section.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Name",
      "Dates",
      "Status",
      texts.booked,
      texts.nowHours,
      "Actions",
    ]);
    expect(rowsOf(section)).toEqual([
      ["Rae Recount", "14/06/2027 to 17/06/2027", "Approved", "40", "30", texts.recount],
      ["Sam Second", "30/08/2027", "Pending", "0", "10", texts.recount],
    ]);
  });

  it("says when every request's hours match", async () => {
    openHolidaySettings();
    const section = await recountSection();
    expect(await section.findByText(texts.noRecounts)).toBeInTheDocument();
  });

  it("re-counts a request: the POST, the toast, and the row leaves the list", async () => {
    const { user, changes } = openHolidaySettings({
      "GET /admin/public-holidays/affected": { body: [RAE, SAM] },
      "POST /admin/public-holidays/affected/41/recount": { body: { ...RAE, booked: 30 } },
    });
    const section = await recountSection();
    await user.click(
      await section.findByRole("button", {
        name: texts.recountOf("Rae Recount", "14/06/2027 to 17/06/2027"),
      }),
    );

    expect(await screen.findByText("Re-counted: Rae Recount's request now takes 30 hours"))
      .toBeInTheDocument();
    expect(changes()).toEqual([
      { method: "POST", path: "/admin/public-holidays/affected/41/recount", body: undefined },
    ]);
    await waitFor(() => expect(section.queryByRole("cell", { name: "Rae Recount" })).toBeNull());
    expect(section.getByRole("cell", { name: "Sam Second" })).toBeInTheDocument();
  });

  it("asks for another year's requests when the year changes", async () => {
    const { user, affectedAsked } = openHolidaySettings({
      "GET /admin/public-holidays/affected": { body: [RAE] },
    });
    const section = await recountSection();
    await section.findByRole("cell", { name: "Rae Recount" });
    await user.click(section.getByRole("combobox", { name: texts.yearLabel }));
    await user.click(await screen.findByRole("option", { name: "2028" }));
    await waitFor(() => expect(affectedAsked()).toEqual(["?year=2027", "?year=2028"]));
  });

  it("asks again once a public holiday is removed: requests may cost more now", async () => {
    const { user, affectedAsked } = openHolidaySettings({
      "DELETE /admin/public-holidays/england-wales/2027-06-15": {
        body: { message: "Public holiday removed" },
      },
    });
    const holidays = within(await screen.findByRole("region", { name: texts.holidaysTitle }));
    await user.click(
      await holidays.findByRole("button", { name: "Remove Royal occasion, 15/06/2027" }),
    );
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove" }),
    );
    expect(await screen.findByText(texts.holidayRemoved)).toBeInTheDocument();
    await waitFor(() => expect(affectedAsked()).toEqual(["?year=2027", "?year=2027"]));
  });
});
