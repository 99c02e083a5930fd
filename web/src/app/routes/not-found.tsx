import { Navigate } from "react-router";

import { LoadingScreen } from "@/components/loading-screen";
import { homeFor, paths } from "@/config/paths";
import { useAuth } from "@/lib/session";

/** Any other path: the user's home when signed in, else /login (spec section 2). */
export default function NotFoundRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  return <Navigate to={user ? homeFor(user.role) : paths.auth.login.getHref()} replace />;
}
