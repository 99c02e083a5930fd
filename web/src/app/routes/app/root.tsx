import { Suspense, useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";

import { AppLayout } from "@/app/layout";
import { LoadingScreen } from "@/components/loading-screen";
import { canOpen, homeFor, paths } from "@/config/paths";
import { preloadApiClient } from "@/lib/api-client";
import { useAuth } from "@/lib/session";

/** Every private route passes here: signed out → /login, a role's forbidden path → its home. */
export default function AppRoot() {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  // Every signed-in screen calls the API: load its client while the screen's code loads.
  useEffect(() => {
    if (user) preloadApiClient();
  }, [user]);

  if (isLoading) return <LoadingScreen />;
  if (!user) return <Navigate to={paths.auth.login.getHref()} replace />;
  if (!canOpen(pathname, user.role)) return <Navigate to={homeFor(user.role)} replace />;

  return (
    <AppLayout>
      <Suspense fallback={<LoadingScreen fullPage={false} />}>
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}
