import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import { messages } from "@shared/messages.ts";

import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { apiCalls, buildUser, renderApp, storeSession, stubApi } from "@/testing/render-app";

beforeAll(fillJsdomGaps);

const LANDING = "GET /admin/landing-settings";

async function signIn(user: ReturnType<typeof renderApp>["user"]) {
  await user.type(await screen.findByLabelText("Email"), "admin@example.com");
  await user.type(screen.getByLabelText("Password"), "password");
  await user.click(screen.getByRole("button", { name: "Login" }));
}

// Issue 31, item 10: where the company set administrators to land.
describe("an administrator's home", { timeout: 15_000 }, () => {
  const admin = buildUser({ role: "global_admin", email: "admin@example.com" });

  it("is the Overview once an administrator chose it, after signing in", async () => {
    stubApi({
      "POST /login": { body: { token: "jwt-admin", user: admin } },
      [LANDING]: { body: { adminLanding: "overview" } },
    });
    const { user, router } = renderApp("/login");
    await signIn(user);
    expect(await screen.findByRole("heading", { level: 1, name: "Overview" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/overview");
  });

  it("is the Overview at the app's address too", async () => {
    storeSession("global_admin");
    stubApi({ [LANDING]: { body: { adminLanding: "overview" } } });
    const { router } = renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Overview" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/overview");
  });

  it("is Manage Users as the spec says by default", async () => {
    storeSession("global_admin");
    stubApi({ [LANDING]: { body: { adminLanding: "users" } } });
    const { router } = renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Manage Users" }))
      .toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/users");
  });

  it("is Manage Users when the setting cannot be read", async () => {
    storeSession("global_admin");
    stubApi({ [LANDING]: { status: 500, body: { error: "Boom" } } });
    const { router } = renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Manage Users" }))
      .toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/users");
  });

  it("is never asked for someone else: an employee lands on their request form", async () => {
    storeSession("employee");
    const fetchMock = stubApi({ [LANDING]: { body: { adminLanding: "overview" } } });
    const { router } = renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: messages.requestHolidays }))
      .toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/holidays-request");
    expect(apiCalls(fetchMock).map((call) => call.path)).not.toContain(
      "/functions/v1/api/admin/landing-settings",
    );
  });
});
