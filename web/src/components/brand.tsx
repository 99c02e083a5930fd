import { TreePalmIcon } from "lucide-react";

import { cn } from "@/lib/utils";

/** The product's name with its mark. */
export function Brand({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight", className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <TreePalmIcon className="size-4" aria-hidden="true" />
      </span>
      <span className="text-lg">Leave</span>
    </span>
  );
}
