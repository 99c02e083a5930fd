import { CalendarClockIcon } from "lucide-react";
import type { ReactNode } from "react";

import type { RequestRange } from "@shared/hours.ts";
import { rangeHours } from "@shared/schemas/holidays.ts";
import { type PatternPeriod, userRequestHours } from "@shared/working-patterns.ts";

import { useRequestBankHolidays } from "@/api/get-bank-holidays";

/**
 * The hours a range takes, null until the range is whole and the public holidays of its years
 * are in (those of `userId`'s nation, an administrator booking for them; else the signed-in
 * user's): the spec's rule, or each day under the user's working pattern of that day when
 * their pattern `history` is given (the server counts the same way).
 */
export function useRangeHours(
  range: RequestRange,
  { userId, history }: { userId?: string; history?: readonly PatternPeriod[] } = {},
): number | null {
  const bankHolidays = useRequestBankHolidays(range, userId);
  if (bankHolidays.data === undefined) return null;
  const { dates, halfDays } = bankHolidays.data;
  const hours = rangeHours(range, dates, halfDays);
  if (hours === null || history === undefined) return hours;
  return userRequestHours(range, history, dates, halfDays);
}

/** What the range takes, under its fields: "This request takes 30 hours." */
export function RangeHoursNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
      <CalendarClockIcon className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
