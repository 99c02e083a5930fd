import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { ARCHIVE_CSV_COLUMNS } from "@shared/constants.ts";
import { messages } from "@shared/messages.ts";

// Loaded up front so the lazy route renders at once (its first transform is slow).
import AllUsersListHolidaysRoute from "@/app/routes/app/all-users-list-holidays";
import { buildAdminRequest, jsonResponse } from "@/testing/admin-factories";
import { apiCalls, renderWithProviders, storeSession } from "@/testing/render-app";

const LONG_REASON = "Too many people off that week";

/**
 * 41 requests in all: pages of 20 built from the offset asked, or all of them when no limit is
 * asked (the export); "ann" finds 3, "nobody" none.
 */
function stubArchive() {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/functions\/v1\/api/, "");
    if (init?.method === "POST" && /\/admin\/holiday-requests\/\d+\/cancel$/.test(path)) {
      return Promise.resolve(jsonResponse(buildAdminRequest({ status: "cancelled" })));
    }
    if (path !== "/admin/all-holiday-requests") {
      return Promise.resolve(jsonResponse({ error: "no stub" }, { status: 404 }));
    }
    const q = url.searchParams.get("q");
    const offset = Number(url.searchParams.get("offset"));
    const total = q === "nobody" ? 0 : q ? 3 : 41;
    const count = url.searchParams.has("limit") ? Math.min(20, total - offset) : total;
    const rows = Array.from({ length: count }, (_, i) =>
      buildAdminRequest({
        id: offset + i + 1,
        firstName: q ? `Ann${i}` : `First${offset + i + 1}`,
        lastName: `Last${offset + i + 1}`,
        status: i === 0 ? "rejected" : i === 1 ? "accepted" : "pending",
        deny_reason: i === 0 ? LONG_REASON : null,
        ...(q && i === 2
          ? { department: "@Ops, North", start_day_type: "afternoon" as const }
          : {}),
      }));
    return Promise.resolve(jsonResponse(rows, { total }));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** A saved file's text (jsdom's Blob has no text()). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function openArchive() {
  storeSession("global_admin");
  const fetchMock = stubArchive();
  return {
    ...renderWithProviders(<AllUsersListHolidaysRoute />, { path: "/allUsersListHolidays" }),
    fetchMock,
  };
}

const archiveSearches = (fetchMock: ReturnType<typeof stubArchive>) =>
  apiCalls(fetchMock as never)
    .filter((call) => call.path.endsWith("/all-holiday-requests"))
    .map((call) => call.search);

describe("AllHolidayRequests", () => {
  it("shows the spec's columns, a denial reason cut to 20 characters plus '...', else 'N/A'", async () => {
    openArchive();
    expect(await screen.findByRole("heading", { name: messages.allHolidayRequestsTitle }))
      .toBeInTheDocument();
    const headers = await screen.findAllByRole("columnheader");
    expect(headers.map((h) => h.textContent)).toEqual([
      "First Name",
      "Last Name",
      "Department",
      "Start Date",
      "End Date",
      "Requested Hours",
      "Status",
      "Reason (if denied)",
      "Actions",
    ]);
    const denied = screen.getByRole("row", { name: /First1 / });
    expect(within(denied).getByText("Too many people off ...")).toBeInTheDocument();
    expect(within(denied).getByText("Denied")).toBeInTheDocument();
    const pending = screen.getByRole("row", { name: /First3 / });
    expect(within(pending).getByText(messages.notApplicable)).toBeInTheDocument();
  });

  it("pages from the server 20 at a time with 'Page X of Y'", async () => {
    const { user, fetchMock } = openArchive();
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(archiveSearches(fetchMock)).toEqual(["?limit=20&offset=0"]);

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument();
    expect(await screen.findByText("First21")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("First41")).toBeInTheDocument();
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(archiveSearches(fetchMock)).toEqual([
      "?limit=20&offset=0",
      "?limit=20&offset=20",
      "?limit=20&offset=40",
    ]);
  });

  it("searches on the server and starts again at page 1", async () => {
    const { user, fetchMock } = openArchive();
    await screen.findByText("Page 1 of 3");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Page 2 of 3");

    await user.type(screen.getByPlaceholderText(messages.archiveSearchPlaceholder), "ann");
    expect(await screen.findByText("Page 1 of 1")).toBeInTheDocument();
    expect(await screen.findByText("Ann0")).toBeInTheDocument();
    expect(archiveSearches(fetchMock).at(-1)).toBe("?q=ann&limit=20&offset=0");
  });

  it("offers Cancel on approved requests only, after the confirm", async () => {
    const { user, fetchMock } = openArchive();
    await screen.findByText("Page 1 of 3");
    expect(screen.getAllByRole("button", { name: /^Cancel / })).toHaveLength(1);
    const approved = screen.getByRole("row", { name: /First2 / });

    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    await user.click(within(approved).getByRole("button", { name: /Cancel/ }));
    expect(confirm).toHaveBeenCalledWith(messages.confirmCancelHoliday);
    expect(apiCalls(fetchMock as never).filter((c) => c.method === "POST")).toEqual([]);

    confirm.mockReturnValue(true);
    await user.click(within(approved).getByRole("button", { name: /Cancel/ }));
    expect(await screen.findByText(messages.holidayRequestCanceled)).toBeInTheDocument();
    await waitFor(() =>
      expect(apiCalls(fetchMock as never).filter((c) => c.method === "POST").map((c) => c.path))
        .toEqual(["/functions/v1/api/admin/holiday-requests/2/cancel"])
    );
  });

  it("exports every request the search matches, all pages, to holiday_requests.csv", async () => {
    const { user, fetchMock } = openArchive();
    await screen.findByText("Page 1 of 3");
    const saved: Blob[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (saved.push(blob), "blob:archive"),
        revokeObjectURL: () => {},
      }),
    );
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });

    // Everything, not just the page shown: 41 rows under the header.
    await user.click(screen.getByRole("button", { name: messages.exportCsv }));
    await waitFor(() => expect(downloads).toEqual(["holiday_requests.csv"]));
    const all = (await readBlob(saved[0])).replace(/^\uFEFF/, "").split("\r\n");
    expect(all[0]).toBe(ARCHIVE_CSV_COLUMNS.join(","));
    expect(all).toHaveLength(1 + 41 + 1);
    expect(all.at(-2)).toMatch(/^First41,Last41,/);

    // What the search matches, as the archive shows it, the reason whole, formulas defused.
    await user.type(screen.getByPlaceholderText(messages.archiveSearchPlaceholder), "ann");
    await screen.findByText("Ann0");
    await user.click(screen.getByRole("button", { name: messages.exportCsv }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect((await readBlob(saved[1])).replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "First Name,Last Name,Department,Start Date,End Date,Requested Hours,Status," +
      "Reason (if denied)",
      `Ann0,Last1,Office,07/12/2026,10/12/2026,40,Denied,${LONG_REASON}`,
      "Ann1,Last2,Office,07/12/2026,10/12/2026,40,Approved,",
      `Ann2,Last3,"'@Ops, North",07/12/2026 (Afternoon),10/12/2026,40,Pending,`,
      "",
    ]);
    expect(archiveSearches(fetchMock).filter((search) => !search.includes("limit"))).toEqual([
      "",
      "?q=ann",
    ]);
  });

  it("a search that finds nothing offers Clear search, which shows every request again", async () => {
    const { user } = openArchive();
    await screen.findByText("Page 1 of 3");
    const search = screen.getByPlaceholderText(messages.archiveSearchPlaceholder);
    await user.type(search, "nobody");
    expect(await screen.findByText(messages.noMatchingHolidayRequests)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: messages.clearSearch }));
    expect(search).toHaveValue("");
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    expect(await screen.findByText("First1")).toBeInTheDocument();
  });
});
