import { screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { HolidayNations } from "@/features/settings/components/holiday-nations";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";

import { holidayMessages as texts } from "../holiday-messages";
import { buildRegions, openHolidaySection } from "../testing/holiday-settings";

beforeAll(fillJsdomGaps);

/** HolidayNations as an administrator opens Settings, the other sections answered empty. */
function openHolidaySettings(answers: Parameters<typeof openHolidaySection>[1] = {}) {
  return openHolidaySection(<HolidayNations />, answers);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2027-03-01T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

const ANN = "00000000-0000-4000-8000-000000000021";
const BOB = "00000000-0000-4000-8000-000000000022";

async function nationsSection() {
  return within(await screen.findByRole("region", { name: texts.nationsTitle }));
}

describe("HolidayNations", { timeout: 20_000 }, () => {
  it("shows each department's nation and changes one", async () => {
    const { user, changes } = openHolidaySettings({
      "PUT /admin/holiday-regions/departments/1": {
        body: buildRegions({
          departments: [
            { id: 1, name: "Office", region: "northern-ireland" },
            { id: 2, name: "Press shop", region: "scotland" },
          ],
        }),
      },
    });
    const section = await nationsSection();
    const office = await section.findByRole("combobox", { name: "Office" });
    expect(office).toHaveTextContent("England & Wales");
    expect(section.getByRole("combobox", { name: "Press shop" })).toHaveTextContent("Scotland");
    await user.click(office);
    await user.click(await screen.findByRole("option", { name: "Northern Ireland" }));

    expect(await screen.findByText(texts.nationSaved)).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "PUT",
      path: "/admin/holiday-regions/departments/1",
      body: { region: "northern-ireland" },
    }]);
  });

  it("gives a user their department's nation back", async () => {
    const { user, changes } = openHolidaySettings({
      [`PUT /admin/holiday-regions/users/${ANN}`]: { body: buildRegions({ users: [] }) },
    });
    const section = await nationsSection();
    const ann = await section.findByRole("combobox", { name: "Ann Able" });
    expect(ann).toHaveAccessibleDescription("Office");
    expect(ann).toHaveTextContent("Northern Ireland");
    await user.click(ann);
    await user.click(await screen.findByRole("option", { name: texts.departmentsNation }));

    expect(await screen.findByText(texts.nationSaved)).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "PUT",
      path: `/admin/holiday-regions/users/${ANN}`,
      body: { region: null },
    }]);
  });

  it("gives a user picked by name a nation of their own", async () => {
    const bob = {
      id: BOB,
      firstName: "Bob",
      lastName: "Booked",
      email: "bob@example.com",
      department_id: 2,
      department: "Press shop",
    };
    const { user, changes } = openHolidaySettings({
      "GET /admin/holiday-regions": { body: buildRegions({ users: [] }) },
      "GET /users": { body: [bob], headers: { "X-Total-Count": "1" } },
      [`PUT /admin/holiday-regions/users/${BOB}`]: { body: buildRegions() },
    });
    const section = await nationsSection();
    expect(await section.findByText(texts.noOwnNations)).toBeInTheDocument();
    const form = within(section.getByRole("form", { name: texts.keepOwnNation }));
    await user.click(form.getByRole("button", { name: texts.keepOwnNation }));
    expect(await form.findByText("User is required")).toBeInTheDocument();
    expect(form.getByText("Nation is required")).toBeInTheDocument();
    expect(changes()).toEqual([]);

    await user.type(form.getByRole("combobox", { name: texts.userLabel }), "bob");
    await user.click(await screen.findByRole("option", { name: /Bob Booked/ }));
    await user.click(form.getByRole("combobox", { name: texts.nationLabel }));
    await user.click(await screen.findByRole("option", { name: "England & Wales" }));
    await user.click(form.getByRole("button", { name: texts.keepOwnNation }));

    expect(await screen.findByText(texts.nationSaved)).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "PUT",
      path: `/admin/holiday-regions/users/${BOB}`,
      body: { region: "england-wales" },
    }]);
  });
});
