// The journeys' servers: one per Playwright worker, on ports from E2E_PORT (8300) up.

/** How many journeys run at once (E2E_WORKERS, default 2): each has its own server. */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The first server's port; worker n uses the port n above it. */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 8300);

/** The address of worker `index`'s server: serverUrl(1) → "http://localhost:8301". */
export function serverUrl(index: number): string {
  return `http://localhost:${FIRST_PORT + index}`;
}
