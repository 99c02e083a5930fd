import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useId, useMemo, useState } from "react";

import { addDays, todayInLondon } from "@shared/dates.ts";

import { DateField } from "@/components/date-field";
import { OptionSelect } from "@/components/option-select";
import { Button } from "@/components/ui/button";
import { now } from "@/lib/clock";

import { coverMessages as texts } from "../cover-messages";
import { mondayOf } from "../utils/cover-heatmap";
import { ToolbarField } from "./toolbar-field";

/** A window of whole weeks from a start: this week's Monday at first, `initialWeeks` long. */
export function useWeeksWindow(initialWeeks: number) {
  const thisMonday = useMemo(() => mondayOf(todayInLondon(now())), []);
  const [startDate, setStartDate] = useState(thisMonday);
  const [weeks, setWeeks] = useState(initialWeeks);
  return { thisMonday, startDate, setStartDate, weeks, setWeeks };
}

export type WeeksWindow = ReturnType<typeof useWeeksWindow>;

/**
 * The heat-map's and the wallchart's first controls: the start, back and on by the weeks
 * shown, "This week", and how many weeks (`weekChoices`).
 */
export function WeeksWindowFields(
  { value, weekChoices }: { value: WeeksWindow; weekChoices: readonly number[] },
) {
  const ids = { start: useId(), weeks: useId() };
  const { thisMonday, startDate, setStartDate, weeks, setWeeks } = value;
  const moveBy = (n: number) => setStartDate((start) => addDays(start, 7 * weeks * n));
  return (
    <>
      <ToolbarField
        id={ids.start}
        label={texts.start}
        className="flex w-full flex-col gap-1.5 sm:w-44"
      >
        <DateField
          id={ids.start}
          label={texts.start}
          value={startDate}
          // Only a whole date moves the window; a half-typed one waits.
          onChange={(value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && setStartDate(value)}
        />
      </ToolbarField>
      <div className="flex gap-1">
        <Button variant="outline" size="icon" onClick={() => moveBy(-1)}>
          <ChevronLeftIcon aria-hidden="true" />
          <span className="sr-only">{texts.previousWeeks}</span>
        </Button>
        <Button variant="outline" onClick={() => setStartDate(thisMonday)}>
          {texts.thisWeek}
        </Button>
        <Button variant="outline" size="icon" onClick={() => moveBy(1)}>
          <ChevronRightIcon aria-hidden="true" />
          <span className="sr-only">{texts.nextWeeks}</span>
        </Button>
      </div>
      <ToolbarField id={ids.weeks} label={texts.weeks}>
        <OptionSelect
          id={ids.weeks}
          value={String(weeks)}
          onChange={(value) => setWeeks(Number(value))}
          options={weekChoices.map((n) => ({ value: String(n), label: String(n) }))}
          className="w-24"
        />
      </ToolbarField>
    </>
  );
}
