import type { HeatmapAway } from "@shared/schemas/cover.ts";
import { messages } from "@shared/messages.ts";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useErrorToast } from "@/hooks/use-error-toast";

import { useCoverAway } from "../api/get-cover-away";
import { coverMessages as texts } from "../cover-messages";
import { awayKindLabel, cellLabel, longDay } from "../utils/cover-heatmap";
import type { OpenedCell } from "./cover-heatmap-table";

const KIND_VARIANT = { holiday: "green", pending: "yellow", away: "secondary" } as const;

/**
 * What clicking a heat-map cell opens: the department's day, its figures, and who is away
 * (on holiday, pending, or away for another reason that is never said), half days marked.
 */
export function CoverAwayDialog({
  opened,
  onClose,
}: {
  opened: OpenedCell | null;
  onClose: () => void;
}) {
  const away = useCoverAway(
    opened ? { department: opened.row.departmentId, day: opened.cell.day } : null,
  );
  useErrorToast(away.error, texts.failedToFetchAway);
  const figures = opened
    ? cellLabel(opened.row.department, opened.cell.day, opened.cell).split(": ")[1]
    : "";

  return (
    <Dialog open={opened !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>
            {opened ? `${opened.row.department}, ${longDay(opened.cell.day)}` : ""}
          </DialogTitle>
          <DialogDescription>{figures}</DialogDescription>
        </DialogHeader>
        {away.isPending
          ? <p role="status" className="text-sm">{messages.loading}</p>
          : <AwayList people={away.data ?? []} />}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function AwayList({ people }: { people: readonly HeatmapAway[] }) {
  if (people.length === 0) return <p className="text-sm">{texts.nobodyAway}</p>;
  return (
    <ul className="-mx-2 flex max-h-[60dvh] flex-col gap-1 overflow-y-auto px-2">
      {people.map((person, n) => (
        <li key={`${person.name}-${n}`} className="flex items-center gap-2 py-1 text-sm">
          <span className="min-w-0 break-words">
            {person.name}
            {person.part < 1 && (
              <span className="text-muted-foreground">{` (${texts.halfDay})`}</span>
            )}
          </span>
          <Badge variant={KIND_VARIANT[person.kind]} className="ml-auto">
            {awayKindLabel(person.kind)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
