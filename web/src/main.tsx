import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { AppProvider } from "@/app/provider";
import { AppRouter, startRoute } from "@/app/router";
import { queryClient } from "@/lib/query-client";
import "@/styles/index.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The signed-in screen's code and first API calls start now, while React starts.
startRoute(globalThis.location.pathname, queryClient);

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
