import "@testing-library/jest-dom/vitest";

import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";

import { setAccessToken, setUnauthorizedHandler } from "@/lib/api-client";

import { fillJsdomGaps } from "./jsdom-gaps";

// The test files of a worker share their modules and their jsdom window (`isolate: false` in
// vite.config.ts), and this file runs again before each of them: give each the state a fresh
// module graph and window would, whatever the file before it left.
const state = globalThis as typeof globalThis & { jsdomInnerWidth?: number };
state.jsdomInnerWidth ??= globalThis.innerWidth;
globalThis.innerWidth = state.jsdomInnerWidth;
setAccessToken(null);
setUnauthorizedHandler(null);
vi.useRealTimers();

// The user picker (cmdk in a Radix Popover) opens in the add-holiday, sickness and appointment
// screens' tests: every test file gets what it asks of the browser.
fillJsdomGaps();

// findBy and waitFor wait for a state, not a time: give a screen loaded lazily on a busy
// two-core machine up to 5 s to reach it (testing-library's 1 s default flaked there).
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia: answer "wide" unless a test sets globalThis.innerWidth itself.
if (typeof globalThis.matchMedia !== "function") {
  Object.defineProperty(globalThis, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const maxWidth = /max-width:\s*(\d+)px/.exec(query);
      const matches = maxWidth ? globalThis.innerWidth <= Number(maxWidth[1]) : false;
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      };
    },
  });
}

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module-level store that a new Toaster replays: forget them.
  toast.dismiss();
  localStorage.clear();
  vi.unstubAllGlobals();
});
