import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_BRADFORD_BANDS, MAX_BRADFORD_BANDS } from "@shared/schemas/bradford.ts";

import { BradfordBands } from "@/features/bradford/components/bradford-bands";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { apiChanges, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { bradfordMessages as texts } from "../messages";

beforeAll(fillJsdomGaps);

const PATH = "/admin/bradford-bands";

function openBands(answers: Parameters<typeof stubApi>[0] = {}) {
  storeSession("global_admin");
  const fetchMock = stubApi({
    "GET /admin/settings": {
      body: { proRata: false, carryOverMaxHours: 0, carryOverExpiry: "03-31" },
    },
    "GET /admin/working-patterns": { body: [] },
    "GET /admin/skills": { body: [] },
    "GET /admin/cover-rules": { body: [] },
    [`GET ${PATH}`]: { body: { bands: DEFAULT_BRADFORD_BANDS } },
    ...answers,
  });
  const changes = () => apiChanges(fetchMock);
  return { ...renderWithProviders(<BradfordBands />, { path: "/settings" }), changes };
}

async function bandsSection() {
  return within(await screen.findByRole("region", { name: texts.bandsTitle }));
}

/** The inputs of the nth trigger point (from 1). */
function band(section: Awaited<ReturnType<typeof bandsSection>>, n: number) {
  const group = within(section.getByRole("group", { name: texts.band(n) }));
  return {
    group,
    from: group.getByLabelText(texts.from),
    label: group.getByLabelText(texts.label),
  };
}

// A form filled key by key takes seconds on a loaded machine: past the 5 s default.
describe("BradfordBands", { timeout: 15_000 }, () => {
  it("shows the saved trigger points, lowest first", async () => {
    openBands();
    const section = await bandsSection();
    await section.findByRole("group", { name: texts.band(1) });
    const shown = DEFAULT_BRADFORD_BANDS.map((_, i) => {
      const { from, label } = band(section, i + 1);
      return [(from as HTMLInputElement).value, (label as HTMLInputElement).value];
    });
    expect(shown).toEqual([
      ["51", "Informal review"],
      ["201", "First formal review"],
      ["401", "Second formal review"],
      ["651", "Final review"],
    ]);
  });

  it("saves the whole list, a renamed and an added trigger point with it, and says so", async () => {
    const bands = [
      ...DEFAULT_BRADFORD_BANDS.slice(0, 3),
      { from: 651, label: "Final formal review" },
      { from: 1000, label: "Dismissal hearing" },
    ];
    const { user, changes } = openBands({ [`PUT ${PATH}`]: { body: { bands } } });
    const section = await bandsSection();
    await section.findByRole("group", { name: texts.band(4) });
    const fourth = band(section, 4);
    await user.clear(fourth.label);
    await user.type(fourth.label, "Final formal review");
    await user.click(section.getByRole("button", { name: texts.addBand }));
    const fifth = band(section, 5);
    expect(fifth.from).toHaveFocus();
    await user.type(fifth.from, "1000");
    await user.type(fifth.label, "  Dismissal hearing ");
    await user.click(section.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(texts.bandsSaved)).toBeInTheDocument();
    expect(changes()).toEqual([{ method: "PUT", path: PATH, body: { bands } }]);
  });

  it("refuses a trigger point not above the one before, beside its From, before sending", async () => {
    const { user, changes } = openBands();
    const section = await bandsSection();
    await section.findByRole("group", { name: texts.band(3) });
    const third = band(section, 3);
    await user.clear(third.from);
    await user.type(third.from, "150");
    await user.click(section.getByRole("button", { name: "Save" }));

    const message = "From must go up: each trigger point above the one before";
    expect(await third.group.findByText(message)).toBeInTheDocument();
    expect(third.from).toHaveAttribute("aria-invalid", "true");
    expect(third.from).toHaveAccessibleDescription(message);
    expect(band(section, 2).from).toHaveAttribute("aria-invalid", "false");
    expect(changes()).toEqual([]);
  });

  it("asks for a new trigger point's score and label beside them", async () => {
    const { user, changes } = openBands();
    const section = await bandsSection();
    await user.click(await section.findByRole("button", { name: texts.addBand }));
    await user.click(section.getByRole("button", { name: "Save" }));

    const fifth = band(section, 5);
    expect(await fifth.group.findByText("From must be a whole number from 1 to 100000"))
      .toBeInTheDocument();
    expect(fifth.group.getByText("Label is required")).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it(`adds up to ${MAX_BRADFORD_BANDS} trigger points and removes any, down to none`, async () => {
    const { user, changes } = openBands({ [`PUT ${PATH}`]: { body: { bands: [] } } });
    const section = await bandsSection();
    const add = await section.findByRole("button", { name: texts.addBand });
    await user.click(add);
    await user.click(add);
    expect(section.getAllByRole("group")).toHaveLength(MAX_BRADFORD_BANDS);
    expect(add).toBeDisabled();

    await user.click(section.getByRole("button", { name: texts.removeBand(1) }));
    expect(add).toBeEnabled();
    expect(add).toHaveFocus();
    expect(band(section, 1).from).toHaveValue(201);
    for (let n = MAX_BRADFORD_BANDS - 1; n >= 1; n--) {
      await user.click(section.getByRole("button", { name: texts.removeBand(n) }));
    }
    expect(section.queryByRole("group")).not.toBeInTheDocument();
    expect(section.getByText(texts.noBands)).toBeInTheDocument();
    await user.click(section.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(texts.bandsSaved)).toBeInTheDocument();
    expect(changes()).toEqual([{ method: "PUT", path: PATH, body: { bands: [] } }]);
  });

  it("shows the server's refusal under 'Failed to save trigger points' and beside its field", async () => {
    const { user } = openBands({
      [`PUT ${PATH}`]: {
        status: 400,
        body: { error: "bands.1.from: must go up: each trigger point above the one before" },
      },
    });
    const section = await bandsSection();
    await user.click(await section.findByRole("button", { name: "Save" }));

    expect(await screen.findByText(texts.failedToSaveBands)).toBeInTheDocument();
    const words = "From must go up: each trigger point above the one before";
    expect(screen.getByText(words, { selector: ":not([data-slot=form-message])" }))
      .toBeInTheDocument();
    const second = band(section, 2);
    expect(second.group.getByText(words, { selector: "[data-slot=form-message]" }))
      .toBeInTheDocument();
    expect(second.from).toHaveFocus();
  });

  it("says when the trigger points could not be loaded", async () => {
    openBands({ [`GET ${PATH}`]: { status: 500, body: { error: "boom" } } });
    const section = await bandsSection();
    expect(await section.findByText(texts.failedToFetchBands)).toBeInTheDocument();
    expect(section.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
