import { useMemo, useState } from "react";

import { todayInLondon, yearOf } from "@shared/dates.ts";

import { LabelledSelect } from "@/components/option-select";
import { now } from "@/lib/clock";

import { holidayMessages as texts } from "../holiday-messages";
import { yearsAround } from "../utils/holidays";

/** The year a section shows (this year at first), and the years its select offers. */
export function useYearChoice() {
  const thisYear = useMemo(() => yearOf(todayInLondon(now())), []);
  const years = useMemo(() => yearsAround(thisYear), [thisYear]);
  const [year, setYear] = useState(thisYear);
  return { year, setYear, years };
}

/** The Year select of a section, of the years `useYearChoice` offers. */
export function YearSelect({ year, setYear, years }: ReturnType<typeof useYearChoice>) {
  return (
    <LabelledSelect
      label={texts.yearLabel}
      className="grid gap-1.5 sm:w-32"
      value={String(year)}
      onChange={(value) => setYear(Number(value))}
      options={years.map((option) => ({ value: String(option), label: String(option) }))}
    />
  );
}
