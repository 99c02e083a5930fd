import { type ComponentType, lazy, type LazyExoticComponent, useState } from "react";
import { createBrowserRouter, type RouteObject, RouterProvider } from "react-router";

import { LoadingScreen } from "@/components/loading-screen";
import { RouteError } from "@/components/route-error";
import { appRoot, screenModules } from "@/app/screens";
import { type AppRouteKey, optionalRoutes, paths, subPages } from "@/config/paths";

// Each signed-in screen is its own chunk, fetched only once the layout has checked that the
// user's role may open it (React.lazy inside the guarded layout, not the router's `lazy`,
// which would download the chunk before any guard runs); startRoute (screens.ts) fetches it sooner
// for the stored session's role, which the same check allows.
const screens = Object.fromEntries(
  (Object.keys(screenModules) as AppRouteKey[]).map((key) => [key, lazy(screenModules[key])]),
) as Record<AppRouteKey, LazyExoticComponent<ComponentType>>;

/** Settings' page of leave types (issue 33), guarded as Settings is. */
const LeaveTypesScreen = lazy(() => import("./routes/app/leave-types"));
/** Time off in lieu (issue 33), guarded as any screen; the menu offers it while TOIL is on. */
const ToilScreen = lazy(() => import("./routes/app/toil"));

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
        lazy: page(appRoot),
        children: [
          ...(Object.keys(screens) as AppRouteKey[]).map((key) => ({
            path: paths.app[key].path,
            Component: screens[key],
          })),
          { path: subPages.leaveTypes.path, Component: LeaveTypesScreen },
          { path: optionalRoutes.toil.path, Component: ToilScreen },
        ],
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
