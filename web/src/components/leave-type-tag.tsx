import type { LeaveTypeLabel } from "@shared/schemas/responses.ts";

/**
 * A listed request's leave type, on its colour, and the note it was filed with (issue 33);
 * nothing for a Holiday without a note, so the spec's lists read as before.
 */
export function LeaveTypeTag({ type, note }: { type?: LeaveTypeLabel; note?: string }) {
  if (!type && !note) return null;
  return (
    <span className="mt-1 flex flex-col items-start gap-0.5 text-xs">
      {type && (
        <span
          className="rounded-sm border border-black/20 px-1.5 py-0.5 text-foreground"
          style={{ backgroundColor: type.colour }}
        >
          {type.name}
        </span>
      )}
      {note && <span className="whitespace-normal text-muted-foreground">{note}</span>}
    </span>
  );
}
