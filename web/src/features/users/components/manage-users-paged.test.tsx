// Manage Users paged on the server (issue 32): a company of more than 50 matching users gets
// pages with Previous, Next and 'Page X of Y', the search and year sent to the server, Export
// CSV of every page and the user just created on their page; one page looks as it always did.
import { screen, waitFor, within } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { USERS_CSV_COLUMNS } from "@shared/constants.ts";
import { messages } from "@shared/messages.ts";

import type { AdminUser } from "@/features/users/api/get-admin-users";
import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { buildAdminUser } from "@/testing/manage-users";
import { apiCalls, renderWithProviders, storeSession, stubApi } from "@/testing/render-app";

import { filterUsers } from "../utils/filter-users";
import { ManageUsers } from "./manage-users";

beforeAll(fillJsdomGaps);

beforeEach(() => {
  // Only the date is fixed (22 November 2026), so the year box starts at 2026.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

const pad = (n: number) => String(n).padStart(3, "0");

/** User n of a company: "Fay Person001", who started in 2026 (n ≤ 120) or 2025. */
function member(n: number): AdminUser {
  return buildAdminUser({
    id: `00000000-0000-4000-8000-000000000${pad(n)}`,
    firstName: "Fay",
    lastName: `Person${pad(n)}`,
    email: `fay.${pad(n)}@example.com`,
    start_date: n <= 120 ? "2026-02-01" : "2025-02-01",
  });
}

/**
 * The API over `people` as the server pages it: GET /admin/users with its filters, limit and
 * offset (X-Total-Count), /:id/position, and a POST that adds the user it answers.
 */
function openCompany(people: AdminUser[], created?: AdminUser) {
  storeSession("global_admin");
  const stubbed = stubApi({
    "GET /departments": { body: [{ id: 1, name: "Production" }] },
    ...(created ? { "POST /admin/users": { status: 201, body: created } } : {}),
  });
  const list = [...people];
  const server = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/functions\/v1\/api/, "");
    const method = init?.method ?? "GET";
    const params = url.searchParams;
    const year = params.get("startYear");
    const kept = () =>
      filterUsers(list, params.get("q") ?? "", year === null ? null : Number(year))
        .sort((a, b) => a.lastName.localeCompare(b.lastName));
    if (method === "POST" && path === "/admin/users" && created) list.push(created);
    if (method === "GET" && path === "/admin/users") {
      const offset = Number(params.get("offset") ?? 0);
      const limit = params.has("limit") ? Number(params.get("limit")) : Infinity;
      const rows = kept();
      return Promise.resolve(Response.json(rows.slice(offset, offset + limit), {
        headers: { "X-Total-Count": String(rows.length) },
      }));
    }
    const deleted = /^\/admin\/users\/([^/]+)$/.exec(path);
    if (method === "DELETE" && deleted) {
      list.splice(list.findIndex((row) => row.id === deleted[1]), 1);
      return Promise.resolve(Response.json({ message: "User deleted" }));
    }
    const position = /^\/admin\/users\/([^/]+)\/position$/.exec(path);
    if (method === "GET" && position) {
      const rows = kept();
      const index = rows.findIndex((row) => row.id === position[1]);
      return Promise.resolve(
        index < 0
          ? Response.json({ error: "User not found" }, { status: 404 })
          : Response.json({ index, total: rows.length }),
      );
    }
    return stubbed(input, init);
  });
  vi.stubGlobal("fetch", server);
  return {
    ...renderWithProviders(createElement(ManageUsers), { path: "/users" }),
    /** The allowances asked for: the page's users' ids, comma-separated, per call. */
    allowanceIds: () =>
      apiCalls(server as unknown as ReturnType<typeof stubApi>)
        .filter((call) => call.path.endsWith("/admin/allowances"))
        .map((call) => new URLSearchParams(call.search).get("userIds")?.split(",") ?? []),
    /** The calls for the list itself (GET /admin/users), as { search, ... }. */
    calls: () =>
      apiCalls(server as unknown as ReturnType<typeof stubApi>)
        .filter((call) => call.path.endsWith("/admin/users")),
  };
}

/** jsdom's Blob has no text(): read it the old way. */
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error("nothing was saved"));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const COMPANY = Array.from({ length: 130 }, (_, i) => member(i + 1));
const userRows = () => screen.getAllByRole("row").slice(1);

describe("ManageUsers, more users than a page", () => {
  it("shows 50 a page, with Previous, Next and 'Page X of Y'", async () => {
    const { user, calls, allowanceIds } = openCompany(COMPANY);
    expect(await screen.findByRole("row", { name: "Fay Person001" })).toBeInTheDocument();
    expect(userRows()).toHaveLength(50);
    // The allowances of the page's 50 alone, not of the company.
    await waitFor(() => expect(allowanceIds()).toEqual([COMPANY.slice(0, 50).map((u) => u.id)]));
    const pager = screen.getByRole("navigation", { name: "Pages" });
    expect(pager).toHaveTextContent(messages.pageOf(1, 3));
    expect(within(pager).getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(calls()[0]?.search).toBe("?startYear=2026&limit=50&offset=0");

    await user.click(within(pager).getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("row", { name: "Fay Person051" })).toBeInTheDocument();
    expect(screen.queryByRole("row", { name: "Fay Person001" })).not.toBeInTheDocument();
    expect(pager).toHaveTextContent(messages.pageOf(2, 3));
    await user.click(within(pager).getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("row", { name: "Fay Person120" })).toBeInTheDocument();
    expect(userRows()).toHaveLength(20);
    expect(within(pager).getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("sends the search to the server, keeping what was typed, and starts again at page 1", async () => {
    const { user, calls } = openCompany(COMPANY);
    await screen.findByRole("row", { name: "Fay Person001" });
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("row", { name: "Fay Person051" });

    const search = screen.getByPlaceholderText(messages.usersSearchPlaceholder);
    await user.type(search, "FAY PERSON11");
    // Person110-119 are on page 3: the server finds them.
    expect(await screen.findByRole("row", { name: "Fay Person115" })).toBeInTheDocument();
    expect(userRows()).toHaveLength(10);
    expect(search).toHaveValue("FAY PERSON11");
    expect(screen.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();
    expect(calls().at(-1)?.search).toBe("?q=FAY+PERSON11&startYear=2026&limit=50&offset=0");
    // One search once typing paused, not one a key.
    expect(calls().filter((call) => call.search.includes("q=")).length).toBeLessThanOrEqual(2);

    await user.click(screen.getByRole("button", { name: "All years" }));
    await user.clear(search);
    await waitFor(() =>
      expect(screen.getByRole("navigation", { name: "Pages" })).toHaveTextContent(
        messages.pageOf(1, 3),
      )
    );
  });

  it("exports every matching user, all pages, to users_{year}.csv", async () => {
    const { user, calls } = openCompany(COMPANY);
    await screen.findByRole("row", { name: "Fay Person001" });
    let saved: Blob | undefined;
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          saved = blob;
          return "blob:users";
        },
        revokeObjectURL: () => {},
      }),
    );
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });

    await user.click(screen.getByRole("button", { name: messages.exportCsv }));
    await waitFor(() => expect(downloads).toEqual(["users_2026.csv"]));
    expect(calls().at(-1)?.search).toBe("?startYear=2026");
    const text = await readBlob(saved);
    const lines = text.replace(/^\uFEFF/, "").split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(USERS_CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(121);
    expect(lines[120]).toMatch(/^Fay,Person120,/);
  });

  it("shows a user just created on the page that holds them", async () => {
    const zed = buildAdminUser({
      id: "00000000-0000-4000-8000-000000000999",
      firstName: "Zed",
      lastName: "Person999",
      email: "zed@example.com",
      start_date: "2026-03-01",
    });
    const { user } = openCompany(COMPANY, zed);
    await screen.findByRole("row", { name: "Fay Person001" });
    await user.click(screen.getByRole("button", { name: messages.createUser }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("First Name"), "Zed");
    await user.type(within(dialog).getByLabelText("Last Name"), "Person999");
    await user.type(within(dialog).getByLabelText("Email"), "zed@example.com");
    await user.type(within(dialog).getByLabelText("Password"), "long-password");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await screen.findByRole("row", { name: "Zed Person999" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Pages" })).toHaveTextContent(
      messages.pageOf(3, 3),
    );
  });
});

describe("ManageUsers, a page emptied", () => {
  it("moves back to the last page left when its one user is deleted", async () => {
    const { user } = openCompany(COMPANY.slice(0, 101));
    await screen.findByRole("row", { name: "Fay Person001" });
    const pager = screen.getByRole("navigation", { name: "Pages" });
    await user.click(within(pager).getByRole("button", { name: "Next" }));
    await user.click(within(pager).getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("button", { name: "Delete Fay Person101" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Delete",
      }),
    );

    expect(await screen.findByText(messages.userDeleted)).toBeInTheDocument();
    expect(await screen.findByRole("row", { name: "Fay Person100" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Pages" })).toHaveTextContent(
      messages.pageOf(2, 2),
    );
  });
});

describe("ManageUsers, one page of users", () => {
  it("asks for a page and shows no pager: the screen as it always was", async () => {
    const { calls } = openCompany(COMPANY.slice(0, 3));
    expect(await screen.findByRole("row", { name: "Fay Person003" })).toBeInTheDocument();
    expect(userRows()).toHaveLength(3);
    expect(screen.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Page \d+ of/)).not.toBeInTheDocument();
    expect(calls()[0]?.search).toBe("?startYear=2026&limit=50&offset=0");
  });
});
