import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { AppProvider } from "@/app/provider";
import { AppRouter } from "@/app/router";
import { startRoute } from "@/app/screens";
import { homeFor } from "@/config/paths";
import { queryClient } from "@/lib/query-client";
import { setSignInHandler } from "@/lib/session";
import "@/styles/index.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The signed-in screen's code and first API calls start now, while React starts.
startRoute(globalThis.location.pathname, queryClient);
// On sign-in, the home's, where the login page then sends the user (an administrator's waits
// for the landing page the company chose).
setSignInHandler((user) => {
  if (user.role !== "global_admin") startRoute(homeFor(user.role), queryClient);
});

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
