import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { CompanyClosures } from "@/features/settings/components/company-closures";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";

import { holidayMessages as texts } from "../holiday-messages";
import { buildAdminHolidays, buildClosure, openHolidaySection } from "../testing/holiday-settings";

beforeAll(fillJsdomGaps);

/** CompanyClosures as an administrator opens Settings, the other sections answered empty. */
function openHolidaySettings(answers: Parameters<typeof openHolidaySection>[1] = {}) {
  return openHolidaySection(<CompanyClosures />, answers);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2027-03-01T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

const AUGUST = buildClosure({
  id: 6,
  name: "August shutdown",
  startDate: "2027-08-02",
  endDate: "2027-08-05",
  countsAs: "holiday",
  requests: 12,
});

async function closuresSection() {
  return within(await screen.findByRole("region", { name: texts.closuresTitle }));
}

async function openAdd(user: ReturnType<typeof openHolidaySettings>["user"]) {
  const section = await closuresSection();
  await user.click(section.getByRole("button", { name: texts.addClosure }));
  const dialog = within(await screen.findByRole("dialog", { name: texts.addClosure }));
  expect(dialog.getByLabelText("Name")).toHaveFocus();
  return dialog;
}

// A dialog filled key by key takes seconds on a loaded machine: past the 5 s default.
describe("CompanyClosures", { timeout: 20_000 }, () => {
  it("lists each closure's name, dates and what its days are", async () => {
    openHolidaySettings({
      "GET /admin/public-holidays": {
        body: buildAdminHolidays({ closures: [AUGUST, buildClosure()] }),
      },
    });
    const section = await closuresSection();
    await section.findByRole("cell", { name: "August shutdown" });
    const rows = section.getAllByRole("row").slice(1).map((row) =>
      [...row.querySelectorAll("td")].map((td) => td.textContent)
    );
    expect(rows).toEqual([
      [
        "August shutdown",
        "02/08/2027 to 05/08/2027",
        texts.countsAsHolidayBooked(12),
        "Remove",
      ],
      ["Summer shutdown", "26/07/2027 to 30/07/2027", texts.noWorkingHours, "Remove"],
    ]);
  });

  it("adds a closure with no working hours, the last day following the first", async () => {
    const { user, changes } = openHolidaySettings({
      "POST /admin/public-holidays/closures": {
        status: 201,
        body: { closure: buildClosure({ id: 7 }), skipped: [] },
      },
    });
    const dialog = await openAdd(user);
    const noHours = dialog.getByRole("radio", { name: texts.noWorkingHours });
    expect(noHours).toBeChecked();
    expect(noHours).toHaveAccessibleDescription(texts.noWorkingHoursHint);
    expect(dialog.getByRole("radio", { name: texts.countsAsHoliday }))
      .toHaveAccessibleDescription(texts.countsAsHolidayHint);
    await user.type(dialog.getByLabelText("Name"), "Summer shutdown");
    await user.type(dialog.getByLabelText("From"), "26/07/2027");
    await user.tab();
    expect(dialog.getByLabelText("To")).toHaveValue("26/07/2027");
    await user.clear(dialog.getByLabelText("To"));
    await user.type(dialog.getByLabelText("To"), "30/07/2027");
    await user.click(dialog.getByRole("button", { name: "Add" }));

    expect(await screen.findByText(texts.closureAdded)).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "POST",
      path: "/admin/public-holidays/closures",
      body: {
        name: "Summer shutdown",
        startDate: "2027-07-26",
        endDate: "2027-07-30",
        countsAs: "no_hours",
      },
    }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("adds a closure counted as holiday, and says how many it booked and whom it passed over", async () => {
    const { user, changes } = openHolidaySettings({
      "POST /admin/public-holidays/closures": {
        status: 201,
        body: { closure: AUGUST, skipped: ["Bob Booked", "Cy Clash"] },
      },
    });
    const dialog = await openAdd(user);
    await user.type(dialog.getByLabelText("Name"), "August shutdown");
    await user.type(dialog.getByLabelText("From"), "02/08/2027");
    await user.clear(dialog.getByLabelText("To"));
    await user.type(dialog.getByLabelText("To"), "05/08/2027");
    await user.click(dialog.getByRole("radio", { name: texts.countsAsHoliday }));
    await user.click(dialog.getByRole("button", { name: "Add" }));

    expect(await screen.findByText(texts.closureBooked(12))).toBeInTheDocument();
    expect(screen.getByText(texts.closureSkipped(["Bob Booked", "Cy Clash"])))
      .toBeInTheDocument();
    expect(changes()[0].body).toEqual({
      name: "August shutdown",
      startDate: "2027-08-02",
      endDate: "2027-08-05",
      countsAs: "holiday",
    });
  });

  it("shows the server's refusal of a closure too long beside its last day", async () => {
    const { user } = openHolidaySettings({
      "POST /admin/public-holidays/closures": {
        status: 400,
        body: { error: "endDate: must be at most 366 days after startDate" },
      },
    });
    const dialog = await openAdd(user);
    await user.type(dialog.getByLabelText("Name"), "Forever");
    await user.type(dialog.getByLabelText("From"), "04/01/2027");
    await user.click(dialog.getByRole("button", { name: "Add" }));
    expect(await screen.findByText(texts.failedToAddClosure)).toBeInTheDocument();
    expect(await dialog.findByText("To must be at most 366 days after From"))
      .toBeInTheDocument();
    expect(dialog.getByLabelText("To")).toHaveAttribute("aria-invalid", "true");
  });

  it("removes a closure after a confirmation that says its holidays are cancelled", async () => {
    const { user, changes } = openHolidaySettings({
      "GET /admin/public-holidays": { body: buildAdminHolidays({ closures: [AUGUST] }) },
      "DELETE /admin/public-holidays/closures/6": { body: { message: "Closure removed" } },
    });
    const section = await closuresSection();
    await user.click(await section.findByRole("button", { name: "Remove August shutdown" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent(texts.confirmRemoveBookedClosure("August shutdown", 12));
    expect(changes()).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));

    expect(await screen.findByText(texts.closureRemoved)).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: "DELETE", path: "/admin/public-holidays/closures/6", body: undefined },
    ]);
  });
});
