import { screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { messages } from "@shared/messages.ts";

import { BookingWindowSettings } from "@/features/settings/components/booking-window-settings";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";

import { holidayMessages as texts } from "../holiday-messages";
import { buildWindow, openHolidaySection } from "../testing/holiday-settings";

beforeAll(fillJsdomGaps);

/** BookingWindowSettings as an administrator opens Settings, the other sections answered empty. */
function openHolidaySettings(answers: Parameters<typeof openHolidaySection>[1] = {}) {
  return openHolidaySection(<BookingWindowSettings />, answers);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2027-03-01T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

async function windowCard() {
  return within(await screen.findByRole("region", { name: texts.windowTitle }));
}

/** The day and month selects of From or To. */
function dayOf(card: Awaited<ReturnType<typeof windowCard>>, label: string) {
  const group = within(card.getByRole("group", { name: label }));
  return {
    day: group.getByRole("combobox", { name: "Day" }),
    month: group.getByRole("combobox", { name: "Month" }),
  };
}

async function choose(
  user: ReturnType<typeof openHolidaySettings>["user"],
  combobox: HTMLElement,
  option: string,
) {
  await user.click(combobox);
  await user.click(await screen.findByRole("option", { name: option }));
}

// A form filled option by option takes seconds on a loaded machine: past the 5 s default.
describe("BookingWindowSettings", { timeout: 20_000 }, () => {
  it("shows the saved window: on, its days, and what employees will be told", async () => {
    openHolidaySettings();
    const card = await windowCard();
    expect(await card.findByRole("switch", { name: texts.windowOnLabel })).toBeChecked();
    expect(dayOf(card, "From").day).toHaveTextContent("24");
    expect(dayOf(card, "From").month).toHaveTextContent("December");
    expect(dayOf(card, "To").day).toHaveTextContent("31");
    expect(dayOf(card, "To").month).toHaveTextContent("December");
    expect(card.getByText(texts.windowPreview(messages.startInChristmas))).toBeInTheDocument();
  });

  it("shows a window that is off, and that employees can book any day", async () => {
    openHolidaySettings({
      "GET /admin/booking-window": { body: buildWindow({ on: false, from: "08-01", to: "08-15" }) },
    });
    const card = await windowCard();
    expect(await card.findByRole("switch", { name: texts.windowOnLabel })).not.toBeChecked();
    expect(dayOf(card, "From").month).toHaveTextContent("August");
    expect(card.getByText(texts.windowOff)).toBeInTheDocument();
  });

  it("moves the window over the new year, the preview following, and saves it", async () => {
    const saved = buildWindow({ from: "12-20", to: "01-03" });
    const { user, changes } = openHolidaySettings({ "PUT /admin/booking-window": { body: saved } });
    const card = await windowCard();
    await card.findByRole("switch", { name: texts.windowOnLabel });
    expect(card.getByText(texts.windowToHint)).toBeInTheDocument();
    await choose(user, dayOf(card, "From").day, "20");
    await choose(user, dayOf(card, "To").day, "3");
    await choose(user, dayOf(card, "To").month, "January");
    expect(
      card.getByText(
        texts.windowPreview("Start date cannot be between December 20th and January 3rd inclusive"),
      ),
    ).toBeInTheDocument();
    await user.click(card.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(texts.windowSaved)).toBeInTheDocument();
    expect(changes()).toEqual([{ method: "PUT", path: "/admin/booking-window", body: saved }]);
  });

  it("turns the window off", async () => {
    const saved = buildWindow({ on: false });
    const { user, changes } = openHolidaySettings({ "PUT /admin/booking-window": { body: saved } });
    const card = await windowCard();
    await user.click(await card.findByRole("switch", { name: texts.windowOnLabel }));
    expect(card.getByText(texts.windowOff)).toBeInTheDocument();
    await user.click(card.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(texts.windowSaved)).toBeInTheDocument();
    expect(changes()).toEqual([{ method: "PUT", path: "/admin/booking-window", body: saved }]);
  });

  it("marks the day the server refused, and moves the focus there", async () => {
    const { user } = openHolidaySettings({
      "PUT /admin/booking-window": {
        status: 400,
        body: { error: "from: must be a day of the year as MM-dd, e.g. 12-24", field: "from" },
      },
    });
    const card = await windowCard();
    await card.findByRole("switch", { name: texts.windowOnLabel });
    await user.click(card.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(texts.failedToSaveWindow)).toBeInTheDocument();
    expect(await card.findByText("From must be a day of the year as MM-dd, e.g. 12-24"))
      .toBeInTheDocument();
    expect(dayOf(card, "From").day).toHaveAttribute("aria-invalid", "true");
    expect(dayOf(card, "From").day).toHaveFocus();
  });

  it("says when the window could not be loaded", async () => {
    openHolidaySettings({ "GET /admin/booking-window": { status: 500, body: { error: "boom" } } });
    const card = await windowCard();
    expect(await card.findByText(texts.failedToFetchWindow)).toBeInTheDocument();
  });
});
