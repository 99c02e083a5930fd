// Cover shortfalls in words (issue 17), for the employee's request form and the administrator's
// screens alike: the days a cover rule falls short on, and by how much.
import { dayOfWeek, formatDate } from "@shared/dates.ts";
import type { CoverShortfall, HeatmapAway } from "@shared/schemas/cover.ts";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** Days named in a line before the rest are counted: a long holiday stays a short warning. */
const SHOWN_DAYS = 5;

/** "2027-02-01" → "Mon 01/02/2027": the app's dd/MM/yyyy, with the day it falls on. */
export function coverDay(day: string): string {
  return `${WEEKDAYS[dayOfWeek(day)]} ${formatDate(day)}`;
}

/** "Mon 01/02/2027, Tue 02/02/2027 and Wed 03/02/2027"; past `shown`, "and 2 more days". */
export function dayList(days: readonly string[], shown = SHOWN_DAYS): string {
  const named = days.slice(0, shown).map(coverDay);
  const more = days.length - named.length;
  if (more > 0) return `${named.join(", ")} and ${more} more ${more === 1 ? "day" : "days"}`;
  return named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named[0];
}

/**
 * How someone is away, as the overview and the cover heat-map say it: "Holiday", "Pending" or
 * "Away" (never why: sickness and appointments are all "Away").
 */
export function awayKindLabel(kind: HeatmapAway["kind"]): string {
  return kind === "holiday" ? "Holiday" : kind === "pending" ? "Pending" : "Away";
}

/** Whether a blocking rule is among the shortfalls (a warning lets the holiday go ahead). */
export function isBlocking(shortfalls: readonly CoverShortfall[]): boolean {
  return shortfalls.some((shortfall) => shortfall.mode === "block");
}

/** Shortfalls that read alike, with their days in order; `key` tells the groups apart. */
export type ShortfallGroup = { key: string; shortfall: CoverShortfall; days: string[] };

/**
 * The shortfalls that read alike (the same rule and numbers, and unless `byAway` is false the
 * same colleagues away) as one group each, with their days in order: a week short by one person
 * is one sentence, not four.
 */
export function shortfallGroups(
  shortfalls: readonly CoverShortfall[],
  byAway = true,
): ShortfallGroup[] {
  const groups = new Map<string, ShortfallGroup>();
  for (const shortfall of [...shortfalls].sort((a, b) => a.day.localeCompare(b.day))) {
    const { ruleId, present, needed, awayNames } = shortfall;
    const key = JSON.stringify([ruleId, present, needed, byAway ? awayNames : []]);
    const group = groups.get(key) ?? { key, shortfall, days: [] };
    if (!group.days.includes(shortfall.day)) group.days.push(shortfall.day);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * "Only 2 of the 3 needed in Warehouse would be present on Mon 01/02/2027 and Tue 02/02/2027.
 * Also away: Ann Lee, Bo Chan." (" in Warehouse" only with a `department`).
 */
export function shortfallLine(
  shortfall: CoverShortfall,
  days: readonly string[],
  department?: string,
): string {
  const who = (shortfall.skill ? ` with ${shortfall.skill}` : "") +
    (department ? ` in ${department}` : "");
  const line = `Only ${shortfall.present} of the ${shortfall.needed} needed${who} would be ` +
    `present on ${dayList(days)}.`;
  return shortfall.awayNames.length > 0
    ? `${line} Also away: ${shortfall.awayNames.join(", ")}.`
    : line;
}
