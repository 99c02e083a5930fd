/**
 * The signed-in screens' code, by route, and what starts a route before it renders (issue 32,
 * item 6): the router (router.tsx) and the app's entry (main.tsx: at start, on sign-in) use it.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";

import { type AppRouteKey, canOpen, findAppRoute, homeFor, paths } from "@/config/paths";
import { preloadApiClient, setAccessToken } from "@/lib/api-client";
import { readSession } from "@/lib/session";

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** Each signed-in screen's code, by its route. */
export const screenModules: Record<AppRouteKey, ScreenModule> = {
  holidaysRequest: () => import("./routes/app/holidays-request"),
  listHolidaysRequest: () => import("./routes/app/list-holidays-request"),
  sicknessLogs: () => import("./routes/app/sickness-logs"),
  adminApproval: () => import("./routes/app/admin-approval"),
  cancelRequests: () => import("./routes/app/cancel-requests"),
  planning: () => import("./routes/app/planning"),
  appointmentLogs: () => import("./routes/app/appointment-logs"),
  sicknessSummary: () => import("./routes/app/sickness-summary"),
  users: () => import("./routes/app/users"),
  bulkHolidayRequest: () => import("./routes/app/bulk-holiday-request"),
  departments: () => import("./routes/app/departments"),
  allUsersListHolidays: () => import("./routes/app/all-users-list-holidays"),
  addHolidays: () => import("./routes/app/add-holidays"),
  settings: () => import("./routes/app/settings"),
  overview: () => import("./routes/app/overview"),
};

/** The guard and shell around every signed-in screen. */
export const appRoot = () => import("./routes/app/root");

/**
 * What a screen asks the API first, started beside its code rather than once it has loaded and
 * rendered (the screens whose first data the bench times; the others start theirs on render).
 */
const screenData: Partial<Record<AppRouteKey, (queryClient: QueryClient) => Promise<void>>> = {
  holidaysRequest: async (queryClient) =>
    (await import("@/features/holiday-requests/api/prefetch-request-form"))
      .prefetchRequestForm(queryClient),
  planning: async (queryClient) =>
    (await import("@/features/planning/api/prefetch-opening-month"))
      .prefetchOpeningMonth(queryClient),
  overview: async (queryClient) =>
    (await import("@/features/overview/api/prefetch-overview")).prefetchOverview(queryClient),
};

/**
 * Starts the signed-in screen at `pathname` for the stored session, before anything renders:
 * the guard's and the screen's code (with their chunk graphs, which Vite modulepreloads at
 * once) and the screen's first API calls, all together, where the app would otherwise load the
 * guard, render it, then load the screen, render it, then call the API. Only what the guard
 * would show: nothing without a session, the role's home for a path the role may not open.
 * Failures are left to the screen, which loads and asks again as it always did.
 */
export function startRoute(pathname: string, queryClient: QueryClient): void {
  const session = readSession();
  const route = findAppRoute(pathname);
  if (!session || !route) return;
  const target = canOpen(route.path, session.user.role) ? route.path : homeFor(session.user.role);
  const key = (Object.keys(paths.app) as AppRouteKey[]).find((k) => paths.app[k].path === target);
  if (!key) return;
  setAccessToken(session.token);
  // The calls' few modules first: the browser fetches the scripts in the order asked for, six
  // at a time, and the screen's dozens would otherwise go ahead of them.
  const ignore = () => {};
  preloadApiClient();
  screenData[key]?.(queryClient).catch(ignore);
  appRoot().catch(ignore);
  screenModules[key]().catch(ignore);
}
