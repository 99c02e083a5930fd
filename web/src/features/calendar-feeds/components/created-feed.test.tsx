// Issue 31, item 14: a new feed offers to subscribe in one click: the webcal:// link itself,
// and Google Calendar's and Outlook's own "add from URL" steps with the link filled in.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { CreatedFeed } from "./created-feed";

describe("a new calendar feed", () => {
  it("links to the calendar app, Google Calendar and Outlook, the last two in a new tab", () => {
    render(
      <CreatedFeed
        feed={{
          id: 4,
          kind: "company",
          department: null,
          departmentId: null,
          token: "abc",
          url: "/api/calendar/company/abc.ics",
          createdAt: "2027-01-10T12:00:00Z",
        }}
        onDone={vi.fn()}
      />,
    );
    const links = within(screen.getByRole("navigation", { name: "Add it now" }));
    const app = links.getByRole("link", { name: "Open in my calendar app" });
    expect(app.getAttribute("href")).toMatch(
      /^webcal:\/\/.*\/functions\/v1\/api\/calendar\/company\/abc\.ics$/,
    );
    const google = links.getByRole("link", { name: "Add to Google Calendar (opens in a new tab)" });
    expect(new URL(google.getAttribute("href")!).searchParams.get("cid")).toBe(
      app.getAttribute("href"),
    );
    const outlook = links.getByRole("link", { name: "Add to Outlook (opens in a new tab)" });
    expect(new URL(outlook.getAttribute("href")!).searchParams.get("url")).toMatch(
      /^https?:\/\/.*\/functions\/v1\/api\/calendar\/company\/abc\.ics$/,
    );
    for (const link of [google, outlook]) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});
