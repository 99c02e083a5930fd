// The routes the app answers, read from the Hono app itself, so a test that must hold for every
// route (date-ranges.test.ts, bad-input.test.ts) fails naming a route added without its cases.
import type { App } from "../app.ts";

/** Every method and path the app answers, once each, as "GET /api/holidays/planning". */
export function appRoutes(app: App): string[] {
  const routes = app.routes.filter((route) => route.method !== "ALL")
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(routes)];
}
