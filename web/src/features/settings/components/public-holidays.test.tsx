import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { PublicHolidays } from "@/features/settings/components/public-holidays";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";

import { holidayMessages as texts } from "../holiday-messages";
import { buildAdminHolidays, openHolidaySection } from "../testing/holiday-settings";

beforeAll(fillJsdomGaps);

/** PublicHolidays as an administrator opens Settings, the other sections answered empty. */
function openHolidaySettings(answers: Parameters<typeof openHolidaySection>[1] = {}) {
  return openHolidaySection(<PublicHolidays />, answers);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2027-03-01T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

async function holidaysSection() {
  return within(await screen.findByRole("region", { name: texts.holidaysTitle }));
}

/** The table's rows as their cells' texts. */
function rowsOf(section: Awaited<ReturnType<typeof holidaysSection>>) {
  return section.getAllByRole("row").slice(1).map((row) =>
    [...row.querySelectorAll("td")].map((td) => td.textContent)
  );
}

// A dialog filled key by key takes seconds on a loaded machine: past the 5 s default.
describe("PublicHolidays", { timeout: 20_000 }, () => {
  it("lists England & Wales' days of this year, then another nation's and another year's", async () => {
    const { user, yearsAsked } = openHolidaySettings();
    const section = await holidaysSection();
    expect(section.getByRole("combobox", { name: texts.yearLabel })).toHaveTextContent("2027");
    expect(section.getByRole("combobox", { name: texts.nationLabel })).toHaveTextContent(
      "England & Wales",
    );
    await section.findByRole("cell", { name: "01/01/2027" });
    expect(rowsOf(section)).toEqual([
      ["01/01/2027", "Friday", "New Year's Day", "Remove"],
      ["15/06/2027", "Tuesday", "Royal occasionAdded", "Remove"],
      ["26/07/2027", "Monday", "Summer shutdownClosure", texts.removedWithClosure],
      ["30/08/2027", "Monday", "Summer bank holiday", "Remove"],
    ]);
    expect(yearsAsked()).toContain("?year=2027");

    await user.click(section.getByRole("combobox", { name: texts.nationLabel }));
    await user.click(await screen.findByRole("option", { name: "Scotland" }));
    expect(rowsOf(section)).toEqual([
      ["04/01/2027", "Monday", "2nd January", "Remove"],
      ["15/06/2027", "Tuesday", "Royal occasionAdded", "Remove"],
    ]);

    await user.click(section.getByRole("combobox", { name: texts.yearLabel }));
    await user.click(await screen.findByRole("option", { name: "2028" }));
    await waitFor(() => expect(yearsAsked()).toContain("?year=2028"));
  });

  it("adds a one-off holiday in the nations ticked, the nation shown ticked at first", async () => {
    const { user, changes } = openHolidaySettings({
      "POST /admin/public-holidays": { status: 201, body: { message: "Public holiday added" } },
    });
    const section = await holidaysSection();
    const add = section.getByRole("button", { name: texts.addHoliday });
    await user.click(add);
    const dialog = within(await screen.findByRole("dialog", { name: texts.addHoliday }));
    const date = dialog.getByLabelText("Date");
    expect(date).toHaveFocus();
    const nations = dialog.getByRole("group", { name: texts.nationsLegend });
    expect(within(nations).getByRole("checkbox", { name: "England & Wales" })).toBeChecked();
    expect(within(nations).getByRole("checkbox", { name: "Scotland" })).not.toBeChecked();

    await user.type(date, "16/06/2027");
    await user.type(dialog.getByLabelText("Name"), " Jubilee ");
    await user.click(within(nations).getByRole("checkbox", { name: "Scotland" }));
    await user.click(dialog.getByRole("button", { name: "Add" }));

    expect(await screen.findByText(texts.holidayAdded)).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "POST",
      path: "/admin/public-holidays",
      body: { date: "2027-06-16", name: "Jubilee", regions: ["england-wales", "scotland"] },
    }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(add).toHaveFocus();
  });

  it("adds a half-day holiday, and tags the half in the list", async () => {
    const { user, changes } = openHolidaySettings({
      "GET /admin/public-holidays": {
        body: buildAdminHolidays({
          holidays: [{
            region: "england-wales",
            date: "2027-12-24",
            name: "Christmas Eve",
            kind: "added",
            part: "afternoon",
          }],
        }),
      },
      "POST /admin/public-holidays": { status: 201, body: { message: "Public holiday added" } },
    });
    const section = await holidaysSection();
    await section.findByRole("cell", { name: "24/12/2027" });
    expect(rowsOf(section)).toEqual([
      [
        "24/12/2027",
        "Friday",
        `Christmas Eve${texts.added}${texts.halfDay("afternoon")}`,
        "Remove",
      ],
    ]);

    await user.click(section.getByRole("button", { name: texts.addHoliday }));
    const dialog = within(await screen.findByRole("dialog", { name: texts.addHoliday }));
    const part = dialog.getByRole("combobox", { name: texts.partLabel });
    expect(part).toHaveTextContent(texts.partOptions.full);
    await user.type(dialog.getByLabelText("Date"), "23/12/2027");
    await user.type(dialog.getByLabelText("Name"), "Works party");
    await user.click(part);
    await user.click(await screen.findByRole("option", { name: texts.partOptions.afternoon }));
    await user.click(dialog.getByRole("button", { name: "Add" }));

    expect(await screen.findByText(texts.holidayAdded)).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "POST",
      path: "/admin/public-holidays",
      body: {
        date: "2027-12-23",
        name: "Works party",
        part: "afternoon",
        regions: ["england-wales"],
      },
    }]);
  });

  it("asks for a nation before sending, and shows the server's refusal beside the date", async () => {
    const refusal = "date: 2027-06-15 is a public holiday already in scotland";
    const { user, changes } = openHolidaySettings({
      "POST /admin/public-holidays": { status: 409, body: { error: refusal } },
    });
    const section = await holidaysSection();
    await user.click(section.getByRole("button", { name: texts.addHoliday }));
    const dialog = within(await screen.findByRole("dialog", { name: texts.addHoliday }));
    await user.type(dialog.getByLabelText("Date"), "15/06/2027");
    await user.type(dialog.getByLabelText("Name"), "Royal occasion");
    await user.click(dialog.getByRole("checkbox", { name: "England & Wales" }));
    await user.click(dialog.getByRole("button", { name: "Add" }));
    expect(await dialog.findByText("Nations must list at least one nation")).toBeInTheDocument();
    expect(changes()).toEqual([]);

    await user.click(dialog.getByRole("checkbox", { name: "Scotland" }));
    await user.click(dialog.getByRole("button", { name: "Add" }));
    expect(await screen.findByText(texts.failedToAddHoliday)).toBeInTheDocument();
    const message = "Date: 2027-06-15 is a public holiday already in scotland";
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(dialog.getByLabelText("Date")).toHaveAttribute("aria-invalid", "true");
  });

  it("removes a day after the confirmation", async () => {
    const { user, changes } = openHolidaySettings({
      "DELETE /admin/public-holidays/england-wales/2027-08-30": {
        body: { message: "Public holiday removed" },
      },
    });
    const section = await holidaysSection();
    await user.click(
      await section.findByRole("button", { name: "Remove Summer bank holiday, 30/08/2027" }),
    );
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent(
      texts.confirmRemoveHoliday("Summer bank holiday", "30/08/2027", "England & Wales"),
    );
    expect(changes()).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));

    expect(await screen.findByText(texts.holidayRemoved)).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "DELETE",
      path: "/admin/public-holidays/england-wales/2027-08-30",
      body: undefined,
    }]);
    expect(section.queryByRole("button", { name: /^Remove Summer shutdown/ })).toBeNull();
  });

  it("shows each day as a card on a phone", async () => {
    const wide = globalThis.innerWidth;
    globalThis.innerWidth = 375;
    try {
      openHolidaySettings();
      const section = await holidaysSection();
      const card = await section.findByRole("group", { name: "Royal occasion, 15/06/2027" });
      expect(card).toHaveTextContent("Tuesday");
      expect(card).toHaveTextContent(texts.added);
      expect(within(card).getByRole("button", { name: /^Remove/ })).toBeInTheDocument();
    } finally {
      globalThis.innerWidth = wide;
    }
  });
});
