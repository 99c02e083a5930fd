import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import { LandingSettings } from "@/features/settings/components/landing-settings";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { apiChanges, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { settingsMessages as texts } from "../messages";

beforeAll(fillJsdomGaps);

const PATH = "/admin/landing-settings";

function openSettings(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({ [`GET ${PATH}`]: { body: { adminLanding: "users" } }, ...answers });
  return {
    ...renderWithProviders(<LandingSettings />, { path: "/settings" }),
    changes: () => apiChanges(fetchMock),
  };
}

describe("LandingSettings", { timeout: 15_000 }, () => {
  it("lands administrators on Manage Users until the Overview is picked, saved at once", async () => {
    const { user, changes } = openSettings({
      [`PUT ${PATH}`]: { body: { adminLanding: "overview" } },
    });
    const section = within(await screen.findByRole("region", { name: texts.landingTitle }));
    expect(section.getByText(texts.landingDescription)).toBeInTheDocument();
    const choice = within(await section.findByRole("group", { name: texts.landingLegend }));
    expect(await choice.findByRole("radio", { name: texts.landingUsers })).toBeChecked();
    expect(choice.getByRole("radio", { name: texts.landingOverview })).not.toBeChecked();
    expect(changes()).toEqual([]);

    await user.click(choice.getByRole("radio", { name: texts.landingOverview }));
    expect(await screen.findByText(texts.settingsSaved)).toBeInTheDocument();
    expect(changes()).toEqual([{ method: "PUT", path: PATH, body: { adminLanding: "overview" } }]);
  });

  it("says so when the setting cannot be saved, and keeps the saved choice", async () => {
    const { user } = openSettings({ [`PUT ${PATH}`]: { status: 500, body: { error: "Boom" } } });
    const section = within(await screen.findByRole("region", { name: texts.landingTitle }));
    await user.click(await section.findByRole("radio", { name: texts.landingOverview }));
    expect(await screen.findByText(texts.failedToSaveSettings)).toBeInTheDocument();
    expect(section.getByRole("radio", { name: texts.landingUsers })).toBeChecked();
  });

  it("says so when the setting cannot be read", async () => {
    openSettings({ [`GET ${PATH}`]: { status: 500, body: { error: "Boom" } } });
    expect(await screen.findAllByText(texts.failedToFetchLanding)).not.toHaveLength(0);
  });
});
