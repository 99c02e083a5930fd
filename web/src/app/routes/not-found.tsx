import { Navigate } from "react-router";

import { Home } from "@/app/home";
import { LoadingScreen } from "@/components/loading-screen";
import { paths } from "@/config/paths";
import { useAuth } from "@/lib/session";

/** Any other path: the user's home when signed in, else /login (spec section 2). */
export default function NotFoundRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (user) return <Home role={user.role} />;
  return <Navigate to={paths.auth.login.getHref()} replace />;
}
