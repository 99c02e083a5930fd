import { formatDate } from "@shared/dates.ts";
import type { Overview } from "@shared/schemas/cover.ts";

import { Badge } from "@/components/ui/badge";

import { overviewMessages as texts } from "../messages";
import { awayKindLabel } from "../utils/overview-words";
import { OverviewSection } from "./overview-section";

const KIND_VARIANT = { holiday: "green", pending: "yellow", away: "secondary" } as const;

/** Who is away today: name, department and how (holiday, pending, away). */
export function AwayToday({ people }: { people: Overview["awayToday"] }) {
  return (
    <OverviewSection title={texts.awayToday}>
      {people.length === 0
        ? <p className="text-sm text-muted-foreground">{texts.nobodyAwayToday}</p>
        : (
          <ul className="flex flex-col divide-y text-sm">
            {people.map((person, n) => (
              <li key={`${person.name}-${n}`} className="flex items-center gap-2 py-1.5">
                <span className="min-w-0 break-words">
                  <span className="font-medium">{person.name}</span>
                  <span className="text-muted-foreground">{` · ${person.department}`}</span>
                </span>
                <Badge variant={KIND_VARIANT[person.kind]} className="ml-auto">
                  {awayKindLabel(person.kind)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
    </OverviewSection>
  );
}

/** Who is away this week, each with the days they are off. */
export function AwayThisWeek({ people }: { people: Overview["awayThisWeek"] }) {
  return (
    <OverviewSection title={texts.awayThisWeek}>
      {people.length === 0
        ? <p className="text-sm text-muted-foreground">{texts.nobodyAwayThisWeek}</p>
        : (
          <ul className="flex flex-col divide-y text-sm">
            {people.map((person, n) => (
              <li
                key={`${person.name}-${person.from}-${n}`}
                className="flex flex-wrap items-center gap-x-2 py-1.5"
              >
                <span className="min-w-0 break-words">
                  <span className="font-medium">{person.name}</span>
                  <span className="text-muted-foreground">{` · ${person.department}`}</span>
                </span>
                <span className="ml-auto whitespace-nowrap text-muted-foreground">
                  {person.from === person.to
                    ? formatDate(person.from)
                    : `${formatDate(person.from)} – ${formatDate(person.to)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
    </OverviewSection>
  );
}
