import { formatDate } from "@shared/dates.ts";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

import type { PlanningEntry } from "../utils/planning-entries";

/**
 * What a day's '+N more' opens, as FullCalendar's own popover would: every holiday and
 * appointment of that day, each opening its details.
 */
export function PlanningDayDialog({
  date,
  entries,
  onOpen,
  onClose,
}: {
  date: string | null;
  entries: readonly PlanningEntry[];
  onOpen: (entry: PlanningEntry) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={date !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>{date ? formatDate(date) : ""}</DialogTitle>
          <DialogDescription className="sr-only">{date ? formatDate(date) : ""}</DialogDescription>
        </DialogHeader>
        <ul className="-mx-2 flex max-h-[60dvh] flex-col gap-1 overflow-y-auto px-2">
          {entries.map((entry) => (
            <li key={entry.key}>
              <button
                type="button"
                className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent"
                onClick={() => onOpen(entry)}
              >
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-sm border border-black/20"
                  style={{ backgroundColor: entry.colour }}
                />
                <span className="min-w-0 truncate">{entry.title}</span>
              </button>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
