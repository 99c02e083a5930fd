import type { ReactNode } from "react";
import { Link } from "react-router";

import { formatDate } from "@shared/dates.ts";
import type { Overview } from "@shared/schemas/cover.ts";

import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { awayKindLabel } from "@/lib/cover-words";

import { overviewMessages as texts } from "../messages";
import { OverviewSection } from "./overview-section";

const KIND_VARIANT = { holiday: "green", pending: "yellow", away: "secondary" } as const;

/**
 * A section listing people, a row each, or saying that nobody is there. When the answer names
 * only the first of them (`total` more than listed: a large company), it says how many more and
 * links to the wallchart, where everyone's days are.
 */
function PeopleSection<Person>({
  title,
  emptyText,
  people,
  total = people.length,
  children,
}: {
  title: string;
  emptyText: string;
  people: readonly Person[];
  total?: number;
  /** A person's row: an <li> with its key. */
  children: (person: Person, n: number) => ReactNode;
}) {
  const more = total - people.length;
  return (
    <OverviewSection title={title}>
      {people.length === 0
        ? <p className="text-sm text-muted-foreground">{emptyText}</p>
        : <ul className="flex flex-col divide-y text-sm">{people.map(children)}</ul>}
      {more > 0 && (
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-muted-foreground">
          <span>{texts.moreAway(more)}</span>
          <Link to={paths.app.planning.getHref()} className="underline underline-offset-4">
            {texts.seeEveryone}
          </Link>
        </p>
      )}
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
export function AwayToday(
  { people, total }: { people: Overview["awayToday"]; total?: number },
) {
  return (
    <PeopleSection
      title={texts.awayToday}
      emptyText={texts.nobodyAwayToday}
      people={people}
      total={total}
    >
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
export function AwayThisWeek(
  { people, total }: { people: Overview["awayThisWeek"]; total?: number },
) {
  return (
    <PeopleSection
      title={texts.awayThisWeek}
      emptyText={texts.nobodyAwayThisWeek}
      people={people}
      total={total}
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
