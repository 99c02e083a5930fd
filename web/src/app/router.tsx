import { type ComponentType, lazy, type LazyExoticComponent, useState } from "react";
import { createBrowserRouter, type RouteObject, RouterProvider } from "react-router";

import { LoadingScreen } from "@/components/loading-screen";
import { RouteError } from "@/components/route-error";
import { type AppRouteKey, paths } from "@/config/paths";

type Screen = LazyExoticComponent<ComponentType>;

// Each signed-in screen is its own chunk, fetched only once the layout has checked that the
// user's role may open it (React.lazy inside the guarded layout, not the router's `lazy`,
// which would download the chunk before any guard runs).
const screens: Record<AppRouteKey, Screen> = {
  holidaysRequest: lazy(() => import("./routes/app/holidays-request")),
  listHolidaysRequest: lazy(() => import("./routes/app/list-holidays-request")),
  sicknessLogs: lazy(() => import("./routes/app/sickness-logs")),
  adminApproval: lazy(() => import("./routes/app/admin-approval")),
  cancelRequests: lazy(() => import("./routes/app/cancel-requests")),
  planning: lazy(() => import("./routes/app/planning")),
  appointmentLogs: lazy(() => import("./routes/app/appointment-logs")),
  sicknessSummary: lazy(() => import("./routes/app/sickness-summary")),
  users: lazy(() => import("./routes/app/users")),
  bulkHolidayRequest: lazy(() => import("./routes/app/bulk-holiday-request")),
  departments: lazy(() => import("./routes/app/departments")),
  allUsersListHolidays: lazy(() => import("./routes/app/all-users-list-holidays")),
  addHolidays: lazy(() => import("./routes/app/add-holidays")),
  settings: lazy(() => import("./routes/app/settings")),
  overview: lazy(() => import("./routes/app/overview")),
};

/** Adapts a module with a default-exported component to the router's `lazy`. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

export const routes: RouteObject[] = [
  {
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteError,
    children: [
      { path: paths.auth.login.path, lazy: page(() => import("./routes/auth/login")) },
      {
        path: paths.auth.resetPassword.path,
        lazy: page(() => import("./routes/auth/reset-password")),
      },
      {
        path: paths.auth.resetPasswordToken.path,
        lazy: page(() => import("./routes/auth/reset-password-token")),
      },
      {
        // Guard (signed in, role may open the path) and the shell around every private screen.
        lazy: page(() => import("./routes/app/root")),
        children: (Object.keys(screens) as AppRouteKey[]).map((key) => ({
          path: paths.app[key].path,
          Component: screens[key],
        })),
      },
      { path: "*", lazy: page(() => import("./routes/not-found")) },
    ],
  },
];

export function AppRouter() {
  // Built on first render rather than at import, so tests can use their own memory router.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
