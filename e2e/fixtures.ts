// The journeys' `test`: Playwright's, with each worker on its own server (playwright.config.ts
// starts one per worker, each on a fresh database of its own), so two journeys that run at once
// never see each other's data. Every spec imports `test` and `expect` from here.
import { test as base } from "@playwright/test";
import { serverUrl } from "./servers.ts";

export * from "@playwright/test";

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first argument: this one has none.
  // deno-lint-ignore no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
});
