import { LoaderCircleIcon } from "lucide-react";

import { messages } from "@shared/messages.ts";

import { cn } from "@/lib/utils";

/** 'Loading...' with a spinner: full page at start-up, or inside the content area. */
export function LoadingScreen({ fullPage = true }: { fullPage?: boolean }) {
  return (
    <div
      role="status"
      className={cn(
        "flex items-center justify-center gap-2 text-sm text-muted-foreground",
        fullPage ? "min-h-dvh" : "py-16",
      )}
    >
      <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
      <span>{messages.loading}</span>
    </div>
  );
}
