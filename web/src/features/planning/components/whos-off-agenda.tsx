import { useId, useMemo } from "react";

import { agendaMessages as texts } from "../agenda-messages";
import { agendaDays, agendaDetail } from "../utils/agenda";
import type { PlanningEntry } from "../utils/planning-entries";
import { PlanningEntryButton } from "./planning-entry-button";

/**
 * "Who's off" (issue 31, item 7): today and the next 7 days, one after another, each day's people
 * off by department (the page's department filter applies), each opening its details as the
 * calendar's events do. Made for a phone: one column, nothing across.
 */
export function WhosOffAgenda({
  entries,
  today,
  holidayNames,
  onOpen,
}: {
  /** The planning's entries of today to a week on (agendaRange). */
  entries: readonly PlanningEntry[];
  today: string;
  holidayNames: ReadonlyMap<string, string>;
  onOpen: (entry: PlanningEntry) => void;
}) {
  const headingId = useId();
  const days = useMemo(() => agendaDays(entries, today, holidayNames), [
    entries,
    today,
    holidayNames,
  ]);
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h2 id={headingId} className="text-base font-semibold">{texts.heading}</h2>
      <ol className="flex flex-col gap-3">
        {days.map((day) => (
          <li key={day.date}>
            <div className="rounded-md border p-3">
              <h3 className="text-sm font-semibold">{day.title}</h3>
              {day.kind && <p className="text-xs text-muted-foreground">{day.kind}</p>}
              {day.groups.length === 0
                ? <p className="mt-1 text-sm text-muted-foreground">{texts.nobodyOff}</p>
                : day.groups.map((group) => (
                  <div key={group.department} className="mt-2">
                    <h4 className="text-xs font-medium text-muted-foreground">
                      {group.department}
                    </h4>
                    <ul className="-mx-2 flex flex-col">
                      {group.entries.map((entry) => (
                        <li key={entry.key}>
                          <PlanningEntryButton entry={entry} onOpen={onOpen}>
                            <span className="font-medium">{entry.name}</span>
                            <span className="block text-xs text-muted-foreground">
                              {agendaDetail(entry, day.date)}
                            </span>
                          </PlanningEntryButton>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
