import { useQuery } from "@tanstack/react-query";

import type { OwnBreakdown, PatternPeriodRow } from "@shared/schemas/policies.ts";
import type { PatternPeriod } from "@shared/working-patterns.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { vacationDaysKeys } from "./query-keys";

export type { OwnBreakdown };

/**
 * GET /api/vacation-days/breakdown: the caller's year (the current London one) in parts, and
 * their pattern history. Under the vacation-days root, so a booking refreshes it.
 */
export function getBalanceBreakdown(): Promise<OwnBreakdown> {
  return api.get<OwnBreakdown>("/vacation-days/breakdown");
}

/**
 * The caller's breakdown. A failure says nothing (no toast): a server without policies, or one
 * that cannot answer, leaves the spec's single figure, which has its own error.
 */
export const [getBalanceBreakdownQueryOptions, useBalanceBreakdown] = defineQuery(
  () => [...vacationDaysKeys.all, "breakdown", "current"] as const,
  getBalanceBreakdown,
);

/**
 * A period as the API sends it, as the hours rule reads it: no anchor or hours → the default;
 * the user's offset (crew B of a rota) with it.
 */
export function toPatternPeriod(row: PatternPeriodRow): PatternPeriod {
  return {
    startsOn: row.startsOn,
    pattern: row.anchor && row.hours ? { anchor: row.anchor, hours: row.hours } : null,
    offsetDays: row.offsetDays ?? 0,
  };
}

/**
 * The caller's pattern history for the request form's preview, or undefined while it is the
 * spec's rule alone: not answered yet, not answered at all, or no period with a pattern.
 */
export function usePatternHistory(): readonly PatternPeriod[] | undefined {
  const { data } = useQuery({ ...getBalanceBreakdownQueryOptions(), select: patternHistory });
  return data;
}

function patternHistory(breakdown: OwnBreakdown): readonly PatternPeriod[] | undefined {
  const periods = (breakdown.patterns ?? []).map(toPatternPeriod);
  return periods.some((period) => period.pattern !== null) ? periods : undefined;
}

/**
 * The name of the pattern the user works today, or null on the company default: the period
 * that started last on or before today ("2026-11-28" in [{ startsOn: "2026-03-02", name:
 * "4 on / 4 off, 12 h" }] → "4 on / 4 off, 12 h").
 */
export function currentPatternName(
  periods: readonly PatternPeriodRow[],
  today: string,
): string | null {
  const started = periods.filter((period) => period.startsOn <= today);
  const current = started.reduce<PatternPeriodRow | null>(
    (latest, period) => (latest === null || period.startsOn > latest.startsOn ? period : latest),
    null,
  );
  return current?.patternId != null ? current.name : null;
}
