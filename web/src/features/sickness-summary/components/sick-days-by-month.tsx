import { monthIndexOf, todayInLondon, yearOf } from "@shared/dates.ts";

import { SickDaysLine } from "@/components/charts/sick-days-line";
import { useErrorToast } from "@/hooks/use-error-toast";
import { now } from "@/lib/clock";

import { useSickDaysByMonth } from "../api/get-sick-days-by-month";

export const sickDaysByMonthTitle = (year: number) => `Sick days per month in ${year}`;

/** Issue 18: the summary's year as sick days per month, a small line under the table. */
export function SickDaysByMonth({ year }: { year: number }) {
  const months = useSickDaysByMonth(year);
  useErrorToast(months.error, "Failed to fetch sick days per month");
  if (!months.data) return <p className="text-sm text-muted-foreground">Loading...</p>;
  // This year's months to come are not drawn (as 0); a past year's are all drawn.
  const today = todayInLondon(now());
  const thisYear = yearOf(today);
  const through = months.data.year === thisYear
    ? monthIndexOf(today)
    : months.data.year > thisYear
    ? -1
    : 11;
  return (
    <SickDaysLine
      data={months.data.days}
      caption={sickDaysByMonthTitle(months.data.year)}
      className="h-44 max-w-3xl"
      through={through}
    />
  );
}
