import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { DEFAULT_RETENTION_YEARS } from "@shared/schemas/sickness-follow-ups.ts";

import { RetentionSettings } from "@/features/sickness-follow-ups/components/retention-settings";
import { apiChanges, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { followUpMessages as texts } from "../messages";

function openSettings(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /admin/sickness-settings": { body: { retentionYears: DEFAULT_RETENTION_YEARS } },
    ...answers,
  });
  const changes = () => apiChanges(fetchMock);
  return { ...renderWithProviders(<RetentionSettings />, { path: "/settings" }), changes };
}

async function healthData() {
  return within(await screen.findByRole("region", { name: texts.healthDataTitle }));
}

describe("RetentionSettings", { timeout: 15_000 }, () => {
  it("shows the years kept, and saves new ones", async () => {
    const { user, changes } = openSettings({
      "PUT /admin/sickness-settings": { body: { retentionYears: 7 } },
    });
    const card = await healthData();
    const years = await card.findByLabelText(texts.retentionLabel);
    expect(years).toHaveValue(DEFAULT_RETENTION_YEARS);
    await user.clear(years);
    await user.type(years, "7");
    await user.click(card.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(texts.retentionSaved)).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: "PUT", path: "/admin/sickness-settings", body: { retentionYears: 7 } },
    ]);
  });

  it("refuses 0 years beside the field, before sending", async () => {
    const { user, changes } = openSettings();
    const card = await healthData();
    const years = await card.findByLabelText(texts.retentionLabel);
    await user.clear(years);
    await user.type(years, "0");
    await user.click(card.getByRole("button", { name: "Save" }));

    expect(
      await card.findByText(`${texts.retentionLabel} must be a whole number of years from 1 to 50`),
    ).toBeInTheDocument();
    expect(years).toHaveAttribute("aria-invalid", "true");
    expect(changes()).toEqual([]);
  });

  it("shows the server's refusal under the failure toast and beside the field", async () => {
    const { user } = openSettings({
      "PUT /admin/sickness-settings": {
        status: 400,
        body: { error: "retentionYears: must be a whole number of years from 1 to 50" },
      },
    });
    const card = await healthData();
    await user.click(await card.findByRole("button", { name: "Save" }));

    expect(await screen.findByText(texts.failedToSaveRetention)).toBeInTheDocument();
    const words = `${texts.retentionLabel} must be a whole number of years from 1 to 50`;
    expect(screen.getByText(words, { selector: ":not([data-slot=form-message])" }))
      .toBeInTheDocument();
    expect(card.getByText(words, { selector: "[data-slot=form-message]" })).toBeInTheDocument();
  });

  it("says when the retention could not be loaded", async () => {
    openSettings({ "GET /admin/sickness-settings": { status: 500, body: { error: "boom" } } });
    const card = await healthData();
    expect(await card.findByText(texts.failedToFetchRetention)).toBeInTheDocument();
  });
});
