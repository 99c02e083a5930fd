import { UsersIcon } from "lucide-react";

import type { CoverShortfall } from "@shared/schemas/cover.ts";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { isBlocking, shortfallGroups, shortfallLine } from "@/lib/cover-words";

/**
 * Under the hours of a request or a booking (issue 17): the days a cover rule would fall short,
 * one line for the days that read alike. A warning, or with a blocking rule an alert titled
 * `blockedTitle`; `warnNote` and `blockedNote` say under the lines what happens next. Nothing at
 * all while no rule falls short.
 */
export function CoverAlert({
  shortfalls,
  department,
  blockedTitle,
  blockedNote,
  warnNote,
}: {
  shortfalls: readonly CoverShortfall[];
  department?: string;
  blockedTitle: string;
  blockedNote?: string;
  warnNote?: string;
}) {
  if (shortfalls.length === 0) return null;
  const isBlocked = isBlocking(shortfalls);
  const note = isBlocked ? blockedNote : warnNote;
  return (
    <Alert
      variant={isBlocked ? "destructive" : "warning"}
      role={isBlocked ? "alert" : "status"}
      aria-label="Cover"
    >
      <UsersIcon aria-hidden="true" />
      <AlertTitle className="line-clamp-none">
        {isBlocked ? blockedTitle : "Cover: too few colleagues would be present"}
      </AlertTitle>
      <AlertDescription>
        <ul className="grid gap-1">
          {shortfallGroups(shortfalls).map(({ key, shortfall, days }) => (
            <li key={key}>{shortfallLine(shortfall, days, department)}</li>
          ))}
        </ul>
        {note && <p>{note}</p>}
      </AlertDescription>
    </Alert>
  );
}
