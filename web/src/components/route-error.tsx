import { isRouteErrorResponse, useRouteError } from "react-router";

import { Button } from "@/components/ui/button";

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return null;
}

function reload() {
  globalThis.location.reload();
}

/** Shown when a screen fails to render or its code cannot load (e.g. after a deploy). */
export function RouteError() {
  const detail = describe(useRouteError());
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6">
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      {detail && <p className="max-w-md text-center text-sm text-muted-foreground">{detail}</p>}
      <Button onClick={reload}>Reload the page</Button>
    </div>
  );
}
