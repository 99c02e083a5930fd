import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import type { CompanySettings } from "@shared/schemas/policies.ts";

import { AllowanceSettings } from "@/features/settings/components/allowance-settings";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { apiChanges, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { settingsMessages as texts } from "../messages";

beforeAll(fillJsdomGaps);

function buildSettings(overrides: Partial<CompanySettings> = {}): CompanySettings {
  return { proRata: false, carryOverMaxHours: 0, carryOverExpiry: "03-31", ...overrides };
}

function openSettings(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /admin/settings": { body: buildSettings() },
    "GET /admin/working-patterns": { body: [] },
    ...answers,
  });
  const changes = () => apiChanges(fetchMock);
  return { ...renderWithProviders(<AllowanceSettings />, { path: "/settings" }), changes };
}

async function allowance() {
  return within(await screen.findByRole("region", { name: texts.allowanceTitle }));
}

// A dialog filled key by key takes seconds on a loaded machine: past the 5 s default.
describe("AllowanceSettings", { timeout: 15_000 }, () => {
  it("shows the saved settings: pro-rata, the cap and the expiry as a day and a month", async () => {
    openSettings({
      "GET /admin/settings": {
        body: buildSettings({ proRata: true, carryOverMaxHours: 24, carryOverExpiry: "04-30" }),
      },
    });
    const card = await allowance();
    expect(await card.findByRole("switch", { name: texts.proRataLabel })).toBeChecked();
    expect(card.getByLabelText(texts.carryOverLabel)).toHaveValue(24);
    const expiry = card.getByRole("group", { name: texts.expiryLabel });
    expect(within(expiry).getByRole("combobox", { name: "Day" })).toHaveTextContent("30");
    expect(within(expiry).getByRole("combobox", { name: "Month" })).toHaveTextContent("April");
  });

  it("saves the whole of the settings, and says so", async () => {
    const saved = buildSettings({ proRata: true, carryOverMaxHours: 24, carryOverExpiry: "04-30" });
    const { user, changes } = openSettings({ "PUT /admin/settings": { body: saved } });
    const card = await allowance();
    await user.click(await card.findByRole("switch", { name: texts.proRataLabel }));
    const cap = card.getByLabelText(texts.carryOverLabel);
    await user.clear(cap);
    await user.type(cap, "24");
    // 31 March, moved to April, becomes 30 April: every year has the day chosen.
    await user.click(card.getByRole("combobox", { name: "Month" }));
    await user.click(await screen.findByRole("option", { name: "April" }));
    expect(card.getByRole("combobox", { name: "Day" })).toHaveTextContent("30");
    await user.click(card.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(texts.settingsSaved)).toBeInTheDocument();
    expect(changes()).toEqual([{ method: "PUT", path: "/admin/settings", body: saved }]);
  });

  it("refuses a cap that is not in quarter hours beside the field, before sending", async () => {
    const { user, changes } = openSettings();
    const card = await allowance();
    const cap = await card.findByLabelText(texts.carryOverLabel);
    await user.clear(cap);
    await user.type(cap, "10.1");
    await user.click(card.getByRole("button", { name: "Save" }));
    expect(
      await card.findByText(`${texts.carryOverLabel} must be a number of hours in quarter hours`),
    ).toBeInTheDocument();
    expect(cap).toHaveAttribute("aria-invalid", "true");
    expect(changes()).toEqual([]);
  });

  it("says when the settings could not be loaded", async () => {
    openSettings({ "GET /admin/settings": { status: 500, body: { error: "boom" } } });
    const card = await allowance();
    expect(await card.findByText(texts.failedToFetchSettings)).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
