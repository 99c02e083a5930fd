import { useSyncExternalStore } from "react";

import { NARROW_MAX_WIDTH } from "@shared/constants.ts";

const NARROW_QUERY = `(max-width: ${NARROW_MAX_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof globalThis.matchMedia !== "function") return () => {};
  const query = globalThis.matchMedia(NARROW_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function getSnapshot(): boolean {
  return typeof globalThis.matchMedia === "function" && globalThis.matchMedia(NARROW_QUERY).matches;
}

/** True on the spec's narrow layout (viewport 768px wide or less); follows resizes. */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
