import type { ReactNode } from "react";

import { StatusBadge } from "@/components/status-badge";
import { cn } from "@/lib/utils";

import type { PlanningEntry } from "../utils/planning-entries";

/**
 * One entry of a day's list (the open day, the "Who's off" agenda): its department's colour, what
 * the list says of it, a pending holiday's badge; it opens the entry's details.
 */
export function PlanningEntryButton({
  entry,
  onOpen,
  children,
}: {
  entry: PlanningEntry;
  onOpen: (entry: PlanningEntry) => void;
  children: ReactNode;
}) {
  const isPending = entry.kind === "holiday" && entry.isPending;
  return (
    <button
      type="button"
      className="flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent"
      onClick={() => onOpen(entry)}
    >
      <span
        aria-hidden="true"
        className={cn(
          "mt-1 size-3 shrink-0 rounded-sm border border-black/20",
          isPending && "planning-pending-swatch",
        )}
        style={{ backgroundColor: entry.colour }}
      />
      <span className="min-w-0 break-words">{children}</span>
      {isPending && entry.kind === "holiday" && (
        <span className="ml-auto shrink-0">
          <StatusBadge status={entry.holiday.status} />
        </span>
      )}
    </button>
  );
}
