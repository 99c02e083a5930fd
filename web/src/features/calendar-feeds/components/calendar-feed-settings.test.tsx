import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import { CalendarFeedSettings } from "@/features/calendar-feeds/components/calendar-feed-settings";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { apiChanges, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { calendarFeedMessages as texts } from "../messages";

beforeAll(fillJsdomGaps);

const PATH = "/admin/calendar-settings";

function openSettings(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /admin/settings": {
      body: { proRata: false, carryOverMaxHours: 0, carryOverExpiry: "03-31" },
    },
    "GET /admin/working-patterns": { body: [] },
    "GET /admin/skills": { body: [] },
    "GET /admin/cover-rules": { body: [] },
    [`GET ${PATH}`]: { body: { showSicknessAsAway: false } },
    ...answers,
  });
  return {
    ...renderWithProviders(<CalendarFeedSettings />, { path: "/settings" }),
    changes: () => apiChanges(fetchMock),
  };
}

describe("CalendarFeedSettings", { timeout: 15_000 }, () => {
  it("shows sickness as Away only once the administrator switches it on", async () => {
    const { user, changes } = openSettings({
      [`PUT ${PATH}`]: { body: { showSicknessAsAway: true } },
    });
    const section = within(await screen.findByRole("region", { name: texts.settingsTitle }));
    const toggle = await section.findByRole("switch", { name: texts.showSickness });
    expect(toggle).not.toBeChecked();
    expect(changes()).toEqual([]);

    await user.click(toggle);
    expect(await screen.findByText(texts.settingsSaved)).toBeInTheDocument();
    expect(changes()).toEqual([{ method: "PUT", path: PATH, body: { showSicknessAsAway: true } }]);
  });

  it("says so when the setting cannot be saved", async () => {
    const { user } = openSettings({ [`PUT ${PATH}`]: { status: 500, body: { error: "Boom" } } });
    const section = within(await screen.findByRole("region", { name: texts.settingsTitle }));
    await user.click(await section.findByRole("switch", { name: texts.showSickness }));
    expect(await screen.findByText(texts.failedToSaveSettings)).toBeInTheDocument();
  });
});
