import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { TOKEN_KEY } from "@/lib/session";
import { apiCalls, renderApp, storeSession, stubApi } from "@/testing/render-app";

const WIDE = globalThis.innerWidth;

afterEach(() => {
  globalThis.innerWidth = WIDE;
});

describe("wide layout (> 768px)", () => {
  it("lists every screen of the role in the sidebar and opens one", async () => {
    storeSession("sickness_user");
    const { user } = renderApp("/holidays-request");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getAllByRole("link").map((a) => a.textContent)).toEqual([
      "Holidays Requests",
      "List Holidays Requests",
      "Sickness Logs",
    ]);

    await user.click(within(nav).getByRole("link", { name: "Sickness Logs" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Manage Sickness Logs" }))
      .toBeInTheDocument();
  });

  it("logs out: the session is gone, the server is told, and the login page shows", async () => {
    const fetchMock = stubApi({ "POST /logout": { status: 204 } });
    storeSession("global_admin", "admin-token");
    const { user, router } = renderApp("/users");
    await user.click(await screen.findByRole("button", { name: "Logout" }));

    expect(await screen.findByLabelText("Email")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    // The functions client loads on the first call, so the logout request may trail the redirect.
    await waitFor(() =>
      // The users screen's own reads (GET) aside, the one call is the logout.
      expect(apiCalls(fetchMock).filter((call) => call.method !== "GET")).toEqual([
        expect.objectContaining({ method: "POST", authorization: "Bearer admin-token" }),
      ])
    );
  });
});

describe("narrow layout (<= 768px)", () => {
  it("hides the menu behind a Menu button and leaves four admin screens out", async () => {
    globalThis.innerWidth = 768;
    storeSession("global_admin");
    const { user } = renderApp("/users");
    expect(await screen.findByRole("heading", { level: 1, name: "Manage Users" }))
      .toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Menu" }));
    const menu = await screen.findByRole("dialog");
    const links = within(menu).getAllByRole("link").map((a) => a.textContent);
    expect(links).toEqual([
      "Holidays Requests",
      "List Holidays Requests",
      "Sickness Logs",
      "Pending Holiday Request",
      "Holiday Planning",
      "Manage Users",
      "Manage Departments",
      "Archive of Holidays Requests",
      "Add Holiday Request",
      "Settings",
      "Overview",
    ]);
    expect(within(menu).getByRole("button", { name: "Logout" })).toBeInTheDocument();

    await user.click(within(menu).getByRole("link", { name: "Holiday Planning" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Holiday Planning" }))
      .toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens with the focus on the first screen, so one key press never logs out", async () => {
    globalThis.innerWidth = 768;
    storeSession("global_admin");
    const { user, router } = renderApp("/users");
    await screen.findByRole("heading", { level: 1, name: "Manage Users" });

    screen.getByRole("button", { name: "Menu" }).focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("dialog");
    await waitFor(() =>
      expect(within(menu).getByRole("link", { name: "Holidays Requests" })).toHaveFocus()
    );
    expect(within(menu).getByRole("button", { name: "Logout" })).not.toHaveFocus();

    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/holidays-request"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
