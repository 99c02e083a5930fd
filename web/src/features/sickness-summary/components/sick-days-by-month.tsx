import { SickDaysLine } from "@/components/charts/sick-days-line";
import { useErrorToast } from "@/hooks/use-error-toast";

import { useSickDaysByMonth } from "../api/get-sick-days-by-month";

export const sickDaysByMonthTitle = (year: number) => `Sick days per month in ${year}`;

/** Issue 18: the summary's year as sick days per month, a small line under the table. */
export function SickDaysByMonth({ year }: { year: number }) {
  const months = useSickDaysByMonth(year);
  useErrorToast(months.error, "Failed to fetch sick days per month");
  if (!months.data) return <p className="text-sm text-muted-foreground">Loading...</p>;
  return (
    <SickDaysLine
      data={months.data.days}
      caption={sickDaysByMonthTitle(months.data.year)}
      className="h-44 max-w-3xl"
    />
  );
}
