/// <reference types="vitest/config" />
// Vite + Vitest config of the web app. Run from the repo root:
//   npx vite build --config web/vite.config.ts
//   npx vitest run --config web/vite.config.ts
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compressPlugin } from "./compress-plugin.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const srcDir = fileURLToPath(new URL("./src", import.meta.url));
const sharedDir = fileURLToPath(new URL("../shared", import.meta.url));

// `vite` dev server: send API calls to the local server (`npm start`, port 8000 by default).
const apiTarget = process.env.API_PROXY_TARGET ?? "http://localhost:8000";

// A build made with LEAVE_TODAY set (the test build of `npm test`) runs its calendar on that
// date, as the server does (shared/clock.ts). Builds only: component tests fake time themselves.
const today = process.env.LEAVE_TODAY;
const buildDate: Plugin = {
  name: "leave:today",
  apply: "build",
  config: () => (today ? { define: { __LEAVE_TODAY__: JSON.stringify(today) } } : {}),
};

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), compressPlugin(), buildDate],
  resolve: {
    alias: {
      "@": srcDir,
      "@shared": sharedDir,
    },
  },
  server: {
    proxy: {
      "/functions/v1": apiTarget,
      "/api": apiTarget,
    },
    fs: { allow: [webRoot, sharedDir, fileURLToPath(new URL("../node_modules", import.meta.url))] },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // supabase-js's functions client is imported on the first API call
        // (lib/api-client.ts); name its chunk. tslib gets its own, first: the supabase group
        // would otherwise take it (a dependency of its modules, shared with
        // react-remove-scroll under every dialog) and make each screen import that eagerly.
        codeSplitting: {
          groups: [
            { name: "tslib", test: /\/node_modules\/tslib\//, priority: 2 },
            { name: "supabase", test: /\/node_modules\/@supabase\//, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    // Every core: Vitest keeps one free by default, which on a 2-core machine is half of it.
    // (Vitest 4 has no minWorkers: it starts workers as files need them, up to this.)
    maxWorkers: availableParallelism(),
    // One jsdom window and module graph per worker rather than per file: building them again
    // for each file took most of the run (111 s → 36-41 s on 2 cores, a third of the CPU).
    // setup.ts puts back, before each file, what a file could leave behind (the API client's
    // token, fake timers, the window's width).
    isolate: false,
    // For the slow CI machine, where a dialog filled key by key under load takes seconds.
    testTimeout: 20_000,
    setupFiles: ["src/testing/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
  },
});
