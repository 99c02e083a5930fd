// Issue 31, items 12 and 13, in Manage Users: the user's "Working pattern and allowance" dialog
// opens on its first field, gives the focus back on close, asks before losing a change not
// saved, shows each figure once, and gives a rota's pattern with a crew's offset.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { CompanySettings } from "@shared/schemas/policies.ts";

import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import {
  ANN_ID,
  buildBalance,
  buildPolicy,
  openAnnPolicy,
  openManageUsers,
  POLICY_PATH,
} from "@/testing/manage-users";

beforeAll(fillJsdomGaps);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

const ROTA = Array.from({ length: 56 }, (_, day) => (day % 8 < 4 ? 12 : 0));
const PATTERNS = [
  { id: 7, name: "Part-time Mon-Wed", anchor: "2026-01-05", hours: [7.5, 7.5, 7.5, 0, 0, 0, 0] },
  { id: 8, name: "4 on / 4 off", anchor: "2026-01-05", hours: ROTA },
].map((pattern) => ({ ...pattern, users: 0 }));

const CARRY_ON: CompanySettings = {
  proRata: false,
  carryOverMaxHours: 40,
  carryOverExpiry: "03-31",
};

function openUsers(answers: Parameters<typeof openManageUsers>[0] = {}) {
  return openManageUsers({
    "GET /admin/working-patterns": { body: PATTERNS },
    "GET /admin/settings": { body: CARRY_ON },
    ...answers,
  });
}

const opener = () => screen.getByRole("button", { name: "Working pattern and allowance" });

describe("the dialog's focus", () => {
  it("opens on the pattern, its first field, and gives the focus back to its button", async () => {
    const { user } = openUsers();
    const dialog = await openAnnPolicy(user);
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: "Pattern" })).toHaveFocus()
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener()).toHaveFocus());
  });
});

describe("a change not saved", () => {
  it("is asked about on Escape: Keep editing keeps it, Discard closes without saving", async () => {
    const { user, changes } = openUsers();
    const dialog = await openAnnPolicy(user);
    await user.type(within(dialog).getByRole("textbox", { name: "End Date" }), "31/12/2026");
    await user.keyboard("{Escape}");

    const ask = await screen.findByRole("alertdialog", { name: "Discard changes not saved?" });
    expect(ask).toHaveAccessibleDescription(
      "End date: this change has not been saved. Close and lose it, or keep editing and save.",
    );
    expect(within(ask).getByRole("button", { name: "Keep editing" })).toHaveFocus();
    await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(within(dialog).getByRole("textbox", { name: "End Date" })).toHaveValue("31/12/2026");

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    const again = await screen.findByRole("alertdialog");
    await user.click(within(again).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener()).toHaveFocus());
    expect(changes()).toEqual([]);
  });

  it("names every part holding a change", async () => {
    const { user } = openUsers({
      "GET /admin/skills": { body: [{ id: 1, name: "Forklift", users: 0 }] },
    });
    const dialog = await openAnnPolicy(user);
    await user.click(within(dialog).getByRole("combobox", { name: "Pattern" }));
    await user.click(await screen.findByRole("option", { name: "Part-time Mon-Wed" }));
    await user.click(await within(dialog).findByRole("checkbox", { name: "Forklift" }));
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("alertdialog")).toHaveAccessibleDescription(
      "Working pattern and Skills: these changes have not been saved. Close and lose them, or keep editing and save.",
    );
  });

  it("is not asked about once saved", async () => {
    const { user } = openUsers({
      [`PUT /admin/users/${ANN_ID}/end-date`]: { body: buildPolicy() },
    });
    const dialog = await openAnnPolicy(user);
    await user.type(within(dialog).getByRole("textbox", { name: "End Date" }), "31/12/2026");
    await user.click(within(dialog).getByRole("button", { name: "Save end date" }));
    expect(await screen.findByText("End date saved")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

describe("the balance", () => {
  it("shows each figure once: the line says allowance and carried, the figures the rest", async () => {
    const { user } = openUsers({
      [`GET ${POLICY_PATH}`]: {
        body: buildPolicy({
          balance: buildBalance({ carried: 24, carryExpires: "2026-03-31", remaining: 144 }),
        }),
      },
    });
    const dialog = await openAnnPolicy(user);
    expect(within(dialog).getByText("160 h allowance + 24 h carried (use by 31 March)"))
      .toBeInTheDocument();
    const terms = within(dialog).getAllByRole("term").map((term) => term.textContent);
    expect(terms).toEqual(["Used", "Pending", "Remaining"]);
  });
});

describe("a crew's offset into a rota", () => {
  it("is asked for a named pattern only, held under its cycle, and sent when not 0", async () => {
    const { user, changes } = openUsers({
      [`PUT /admin/users/${ANN_ID}/working-patterns`]: { body: buildPolicy() },
    });
    const dialog = await openAnnPolicy(user);
    expect(within(dialog).queryByRole("spinbutton", { name: "Crew offset (days)" }))
      .not.toBeInTheDocument();
    const choose = async (name: string) => {
      await user.click(within(dialog).getByRole("combobox", { name: "Pattern" }));
      await user.click(await screen.findByRole("option", { name }));
    };
    await choose("Part-time Mon-Wed");
    const offset = within(dialog).getByRole("spinbutton", { name: "Crew offset (days)" });
    expect(offset).toHaveValue(0);
    expect(offset).toHaveAccessibleDescription(/^0 to 6: this person's cycle starts/);
    await user.clear(offset);
    await user.type(offset, "7");
    await user.click(within(dialog).getByRole("button", { name: "Apply pattern" }));
    expect(
      await within(dialog).findByText(
        "Crew offset (days) must be less than the pattern's cycle of 7 days",
      ),
    )
      .toBeInTheDocument();
    expect(changes()).toEqual([]);

    await choose("4 on / 4 off");
    expect(offset).toHaveAccessibleDescription(/^0 to 55: this person's cycle starts/);
    await user.clear(offset);
    await user.type(offset, "4");
    await user.click(within(dialog).getByRole("button", { name: "Apply pattern" }));
    expect(await screen.findByText("Working pattern saved")).toBeInTheDocument();
    expect(changes()).toEqual([{
      method: "PUT",
      path: `/admin/users/${ANN_ID}/working-patterns`,
      body: { patternId: 8, startsOn: "2026-11-22", offsetDays: 4 },
    }]);
  });

  it("shows in the history", async () => {
    const { user } = openUsers({
      [`GET ${POLICY_PATH}`]: {
        body: buildPolicy({
          patterns: [{ ...PATTERNS[1], startsOn: "2026-03-02", patternId: 8, offsetDays: 4 }],
        }),
      },
    });
    const dialog = await openAnnPolicy(user);
    expect(within(dialog).getAllByRole("listitem")[1]).toHaveTextContent(
      "From 02/03/2026: 4 on / 4 off, starting 4 days later",
    );
  });
});
