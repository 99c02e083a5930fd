import type { ReactNode } from "react";

import { formatDate } from "@shared/dates.ts";
import type { Overview } from "@shared/schemas/cover.ts";

import { Badge } from "@/components/ui/badge";
import { awayKindLabel } from "@/lib/cover-words";

import { overviewMessages as texts } from "../messages";
import { OverviewSection } from "./overview-section";

const KIND_VARIANT = { holiday: "green", pending: "yellow", away: "secondary" } as const;

/** A section listing people, a row each, or saying that nobody is there. */
function PeopleSection<Person>({
  title,
  emptyText,
  people,
  children,
}: {
  title: string;
  emptyText: string;
  people: readonly Person[];
  /** A person's row: an <li> with its key. */
  children: (person: Person, n: number) => ReactNode;
}) {
  return (
    <OverviewSection title={title}>
      {people.length === 0
        ? <p className="text-sm text-muted-foreground">{emptyText}</p>
        : <ul className="flex flex-col divide-y text-sm">{people.map(children)}</ul>}
    </OverviewSection>
  );
}

/** A person's name, then their department. */
function NameAndDepartment({ person }: { person: { name: string; department: string } }) {
  return (
    <span className="min-w-0 break-words">
      <span className="font-medium">{person.name}</span>
      <span className="text-muted-foreground">{` · ${person.department}`}</span>
    </span>
  );
}

/** Who is away today: name, department and how (holiday, pending, away). */
export function AwayToday({ people }: { people: Overview["awayToday"] }) {
  return (
    <PeopleSection title={texts.awayToday} emptyText={texts.nobodyAwayToday} people={people}>
      {(person, n) => (
        <li key={`${person.name}-${n}`} className="flex items-center gap-2 py-1.5">
          <NameAndDepartment person={person} />
          <Badge variant={KIND_VARIANT[person.kind]} className="ml-auto">
            {awayKindLabel(person.kind)}
          </Badge>
        </li>
      )}
    </PeopleSection>
  );
}

/** Who is away this week, each with the days they are off. */
export function AwayThisWeek({ people }: { people: Overview["awayThisWeek"] }) {
  return (
    <PeopleSection
      title={texts.awayThisWeek}
      emptyText={texts.nobodyAwayThisWeek}
      people={people}
    >
      {(person, n) => (
        <li
          key={`${person.name}-${person.from}-${n}`}
          className="flex flex-wrap items-center gap-x-2 py-1.5"
        >
          <NameAndDepartment person={person} />
          <span className="ml-auto whitespace-nowrap text-muted-foreground">
            {person.from === person.to
              ? formatDate(person.from)
              : `${formatDate(person.from)} – ${formatDate(person.to)}`}
          </span>
        </li>
      )}
    </PeopleSection>
  );
}
