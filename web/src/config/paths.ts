/**
 * Every route of the app, named once: its path, its menu label (spec section 2 route table),
 * the roles that may open it and whether the narrow (<= 768px) menu offers it.
 */
import type { AppRole } from "@shared/roles.ts";

export type AppRoute = {
  path: string;
  label: string;
  roles: readonly AppRole[];
  /** The narrow-screen menu omits cancel-requests, appointment-logs, sickness-summary, bulk. */
  inNarrowMenu: boolean;
};

const EVERYONE: readonly AppRole[] = ["employee", "sickness_user", "global_admin"];
const ADMIN: readonly AppRole[] = ["global_admin"];
const SICKNESS: readonly AppRole[] = ["global_admin", "sickness_user"];

/** The Sickness Logs query that opens them with their follow-ups shown: ?followUps=1. */
export const FOLLOW_UPS_PARAM = "followUps";

export const paths = {
  auth: {
    login: { path: "/login", getHref: () => "/login" },
    resetPassword: { path: "/reset_password", getHref: () => "/reset_password" },
    resetPasswordToken: {
      path: "/reset_password/:token",
      getHref: (token: string) => `/reset_password/${encodeURIComponent(token)}`,
    },
  },
  app: {
    holidaysRequest: route("/holidays-request", "Holidays Requests", EVERYONE, true),
    listHolidaysRequest: route("/list-holidays-request", "List Holidays Requests", EVERYONE, true),
    sicknessLogs: route("/sickness-logs", "Sickness Logs", SICKNESS, true),
    adminApproval: route("/admin-approval", "Pending Holiday Request", ADMIN, true),
    cancelRequests: route("/cancel-requests", "Cancelled Holiday Requests", ADMIN, false),
    planning: route("/planning", "Holiday Planning", ADMIN, true),
    appointmentLogs: route("/appointment-logs", "Appointment Logs", ADMIN, false),
    sicknessSummary: route("/sickness-summary", "Summary Sickness Logs", ADMIN, false),
    users: route("/users", "Manage Users", ADMIN, true),
    bulkHolidayRequest: route(
      "/bulk-holiday-request",
      "Add Holiday Request To All Users",
      ADMIN,
      false,
    ),
    departments: route("/departments", "Manage Departments", ADMIN, true),
    allUsersListHolidays: route(
      "/allUsersListHolidays",
      "Archive of Holidays Requests",
      ADMIN,
      true,
    ),
    addHolidays: route("/add-holidays", "Add Holiday Request", ADMIN, true),
    // Issue 16, after the spec's table; on phones too, where policies are looked up and changed.
    settings: route("/settings", "Settings", ADMIN, true),
    // Issue 17, after Settings; on phones too, where who is away today is looked up.
    overview: route("/overview", "Overview", ADMIN, true),
  },
} as const;

export type AppRouteKey = keyof typeof paths.app;

/**
 * Screens the menu offers only while what they serve is turned on (issue 33), after the spec's
 * routes: Time off in lieu while the leave type of kind 'toil' is active. Apart from paths.app,
 * so that with nothing configured the menu and its routes are the spec's.
 */
export const optionalRoutes = {
  toil: route("/time-off-in-lieu", "Time off in lieu", EVERYONE, true),
} as const;

/** The signed-in routes in menu order (the spec's route table order). */
export const appRoutes: readonly AppRoute[] = Object.values(paths.app);

function route(
  path: string,
  label: string,
  roles: readonly AppRole[],
  inNarrowMenu: boolean,
): AppRoute & { getHref: () => string } {
  return { path, label, roles, inNarrowMenu, getHref: () => path };
}

/** The routes a role may open, in menu order: the wide sidebar. */
export function routesFor(role: AppRole): AppRoute[] {
  return appRoutes.filter((r) => r.roles.includes(role));
}

/** The routes the narrow (<= 768px) menu offers a role. */
export function narrowRoutesFor(role: AppRole): AppRoute[] {
  return routesFor(role).filter((r) => r.inNarrowMenu);
}

/**
 * The signed-in route at a pathname, matched as the router matches (trailing slash and
 * case ignored): "/Users/" → Manage Users.
 */
export function findAppRoute(pathname: string): AppRoute | undefined {
  const normalised = pathname.replace(/\/+$/, "").toLowerCase();
  const page = Object.values(subPages).find((p) => p.path === normalised);
  const path = page?.parent.path ?? normalised;
  return appRoutes.find((r) => r.path.toLowerCase() === path) ??
    Object.values(optionalRoutes).find((r) => r.path === path);
}

/**
 * Pages opened from a menu route rather than from the menu (issue 33), each as its parent: the
 * same roles open it, and the menu marks the parent. Leave types has a page of its own under
 * Settings, so Settings keeps its twelve sections.
 */
export const subPages = {
  leaveTypes: { path: "/settings/leave-types", parent: paths.app.settings },
} as const;

/** Whether a role may open a signed-in route: canOpen("/users", "employee") → false. */
export function canOpen(pathname: string, role: AppRole): boolean {
  return findAppRoute(pathname)?.roles.includes(role) ?? false;
}

/** Where a role lands after login: global_admin → /users, everyone else → /holidays-request. */
export function homeFor(role: AppRole): string {
  return role === "global_admin" ? paths.app.users.path : paths.app.holidaysRequest.path;
}
