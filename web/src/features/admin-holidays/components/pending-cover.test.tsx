// Issue 31, item 8: the approver reads a request's cover under it, across the table (who else
// is off, which rule falls short), not squeezed into its Name, and may put flagged ones first.
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import type { CoverShortfall } from "@shared/schemas/cover.ts";

import "@/app/routes/app/admin-approval";
import { buildAdminRequest } from "@/testing/admin-factories";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { renderApp, storeSession, stubApi } from "@/testing/render-app";

const shortfall = (overrides: Partial<CoverShortfall>): CoverShortfall => ({
  day: "2026-12-07",
  ruleId: 1,
  skill: null,
  mode: "warn",
  needed: 3,
  present: 2,
  awayNames: [],
  ...overrides,
});

// Oldest first, as the server sends them: a plain one, a warning, a blocking one.
const PLAIN = buildAdminRequest({ id: 1, firstName: "Ada", lastName: "Plain" });
const WARNED = buildAdminRequest({
  id: 2,
  firstName: "Ann",
  lastName: "Lee",
  cover_shortfalls: [shortfall({ awayNames: ["Bo Chan", "Cy Dee"] })],
});
const BLOCKED = buildAdminRequest({
  id: 3,
  firstName: "Zed",
  lastName: "Block",
  cover_shortfalls: [
    shortfall({ ruleId: 2, skill: "Forklift", mode: "block", needed: 2, present: 1 }),
  ],
});

function openApprovals(requests = [PLAIN, WARNED, BLOCKED]) {
  storeSession("global_admin");
  stubApi({ "GET /admin/holiday-requests": { body: requests } });
  return renderApp("/admin-approval");
}

/** The requesters' names, top to bottom, as the table's Name cells read. */
function namesInOrder(): string[] {
  return screen.getAllByRole("row").filter((row) => row.getAttribute("data-row-key"))
    .map((row) => within(row).getAllByRole("cell")[0].textContent ?? "");
}

beforeAll(fillJsdomGaps);

describe("the approval list's cover", () => {
  it("says under the request who else is off and which rule falls short; the Name stays a name", async () => {
    openApprovals();
    const note = await screen.findByRole("row", { name: "Cover for Ann Lee's request" });
    expect(note).toHaveTextContent("2 of 3 present on Mon 07/12/2026.");
    expect(note).toHaveTextContent("Also off then: Bo Chan, Cy Dee.");
    expect(namesInOrder()).toEqual(["Ada Plain", "Ann Lee", "Zed Block"]);
    expect(screen.getByRole("row", { name: "Cover for Zed Block's request" })).toHaveTextContent(
      "1 of 2 with Forklift present on Mon 07/12/2026. Approving asks for a reason.",
    );
    expect(screen.queryByRole("row", { name: "Cover for Ada Plain's request" })).toBeNull();
  });

  it("puts flagged requests first, blocking before warning, when asked, and back again", async () => {
    const { user } = openApprovals();
    const toggle = await screen.findByRole("button", { name: "Cover issues first" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(namesInOrder()).toEqual(["Zed Block", "Ann Lee", "Ada Plain"]);
    await user.click(toggle);
    expect(namesInOrder()).toEqual(["Ada Plain", "Ann Lee", "Zed Block"]);
  });

  it("offers no sorting and no note while no request is flagged, as the spec's screen", async () => {
    openApprovals([PLAIN]);
    await screen.findByRole("cell", { name: "Ada Plain" });
    expect(screen.queryByRole("button", { name: "Cover issues first" })).toBeNull();
    expect(screen.getAllByRole("row")).toHaveLength(2);
  });
});
