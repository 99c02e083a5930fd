import type { CoverShortfall } from "@shared/schemas/cover.ts";

import { CoverAlert } from "@/components/cover-alert";
import { Badge } from "@/components/ui/badge";
import { dayList, isBlocking, shortfallGroups } from "@/lib/cover-words";

/** Days named in a pending row's note before the rest are counted. */
const SHOWN_DAYS_ON_ROW = 3;

/**
 * Under the hours of an administrator's booking: the days a cover rule of the user's
 * department would fall short. A warning goes ahead; a blocking rule asks for a reason when
 * the holiday is added. Nothing at all while no rule falls short.
 */
export function CoverPreviewAlert({ shortfalls }: { shortfalls: readonly CoverShortfall[] }) {
  return (
    <CoverAlert
      shortfalls={shortfalls}
      blockedTitle="Not enough cover: adding this holiday will ask for a reason"
    />
  );
}

/**
 * Under a pending request: a "Cover" badge and present of needed once it is approved, with
 * the days ("2 of 3 present on Mon 07/12/2026 and Tue 08/12/2026"); a blocking rule says that
 * approving asks for a reason; then who else of the department is off on those days.
 */
export function CoverNote({ shortfalls }: { shortfalls: readonly CoverShortfall[] }) {
  if (shortfalls.length === 0) return null;
  const isBlocked = isBlocking(shortfalls);
  const text = shortfallGroups(shortfalls, false).map(({ shortfall, days }) =>
    `${shortfall.present} of ${shortfall.needed}` +
    `${shortfall.skill ? ` with ${shortfall.skill}` : ""} present on ` +
    dayList(days, SHOWN_DAYS_ON_ROW)
  ).join("; ");
  const othersAway = [...new Set(shortfalls.flatMap((shortfall) => shortfall.awayNames))].sort();
  return (
    <p className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-xs font-normal">
      <Badge variant={isBlocked ? "red" : "orange"}>Cover</Badge>
      <span className="min-w-0 break-words">
        {text}.{isBlocked && " Approving asks for a reason."}
      </span>
      {othersAway.length > 0 && (
        <span className="min-w-0 break-words text-muted-foreground">
          Also off then: {othersAway.join(", ")}.
        </span>
      )}
    </p>
  );
}
