import { Navigate } from "react-router";

import type { AppRole } from "@shared/roles.ts";

import { useLandingSettings } from "@/api/get-landing-settings";
import { LoadingScreen } from "@/components/loading-screen";
import { homeFor, paths } from "@/config/paths";

/**
 * Takes a signed-in user to their home: the spec's for their role, except that a global
 * administrator lands on the Overview once an administrator chose it in Settings (issue 31).
 */
export function Home({ role }: { role: AppRole }) {
  if (role !== "global_admin") return <Navigate to={homeFor(role)} replace />;
  return <AdminHome />;
}

/** The administrators' landing as the company set it; the spec's when it cannot be read. */
function AdminHome() {
  const landing = useLandingSettings();
  if (landing.isPending) return <LoadingScreen />;
  const overview = landing.data?.adminLanding === "overview";
  return <Navigate to={overview ? paths.app.overview.path : homeFor("global_admin")} replace />;
}
