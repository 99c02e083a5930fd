import type { HeatmapAway } from "@shared/schemas/cover.ts";
import { messages } from "@shared/messages.ts";

import { Badge } from "@/components/ui/badge";
import { useErrorToast } from "@/hooks/use-error-toast";
import { awayKindLabel } from "@/lib/cover-words";

import { useCoverAway } from "../api/get-cover-away";
import { coverMessages as texts } from "../cover-messages";
import { cellSummary, longDay } from "../utils/cover-heatmap";
import type { OpenedCell } from "./cover-heatmap-table";
import { ViewDialog, ViewDialogBody } from "./view-dialog";

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
  const figures = opened ? cellSummary(opened.cell) : "";

  return (
    <ViewDialog isOpen={opened !== null} onClose={onClose}>
      <ViewDialogBody
        title={opened ? `${opened.row.department}, ${longDay(opened.cell.day)}` : ""}
        description={figures}
        onClose={onClose}
      >
        {away.isPending
          ? <p role="status" className="text-sm">{messages.loading}</p>
          : <AwayList people={away.data ?? []} />}
      </ViewDialogBody>
    </ViewDialog>
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
