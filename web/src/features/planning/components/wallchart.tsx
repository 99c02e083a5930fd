import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useId, useMemo, useState } from "react";

import { addDays, todayInLondon } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";

import { useDepartments } from "@/api/get-departments";
import { DateField } from "@/components/date-field";
import { OptionSelect } from "@/components/option-select";
import { Button } from "@/components/ui/button";
import { useErrorToast } from "@/hooks/use-error-toast";
import { now } from "@/lib/clock";

import { useWallchart } from "../api/get-wallchart";
import { mondayOf, WALLCHART_DEFAULT_WEEKS, WALLCHART_WEEKS } from "../utils/wallchart";
import { wallchartMessages as texts } from "../wallchart-messages";
import { ToolbarField } from "./toolbar-field";
import { WallchartGrid } from "./wallchart-grid";
import { WallchartLegend } from "./wallchart-legend";

import "./wallchart.css";

const WEEK_OPTIONS = WALLCHART_WEEKS.map((n) => ({ value: String(n), label: String(n) }));
/** Radix Select items cannot have "" as value: every department is this one. */
const ALL = "all";

/**
 * Holiday Planning's wallchart (issue 31): people by days over 2 to 6 weeks from a start (this
 * week's Monday at first), all departments or one, each department's cover row under its people.
 */
export function Wallchart() {
  const thisMonday = useMemo(() => mondayOf(todayInLondon(now())), []);
  const [startDate, setStartDate] = useState(thisMonday);
  const [weeks, setWeeks] = useState(WALLCHART_DEFAULT_WEEKS);
  const [department, setDepartment] = useState(ALL);
  const ids = { start: useId(), weeks: useId(), department: useId() };

  const wallchart = useWallchart({
    startDate,
    weeks,
    ...(department === ALL ? {} : { department: Number(department) }),
  });
  useErrorToast(wallchart.error, texts.failedToFetchWallchart);
  const departments = useDepartments();
  useErrorToast(departments.error, messages.failedToFetchDepartments);
  const departmentOptions = useMemo(
    () => [
      { value: ALL, label: messages.allDepartments },
      ...(departments.data ?? []).map(({ id, name }) => ({ value: String(id), label: name })),
    ],
    [departments.data],
  );
  const moveBy = (n: number) => setStartDate((start) => addDays(start, 7 * weeks * n));
  const data = wallchart.data;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
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
            options={WEEK_OPTIONS}
            className="w-24"
          />
        </ToolbarField>
        <ToolbarField
          id={ids.department}
          label={messages.filterByDepartment}
          className="flex w-full flex-col gap-1.5 sm:w-56"
        >
          <OptionSelect
            id={ids.department}
            value={department}
            onChange={setDepartment}
            options={departmentOptions}
          />
        </ToolbarField>
      </div>
      <div className="flex min-h-5 items-start justify-between gap-4">
        <WallchartLegend />
        <span role="status" className="w-16 shrink-0 text-right text-xs text-muted-foreground">
          {wallchart.isFetching ? messages.loading : ""}
        </span>
      </div>
      {data && data.departments.length === 0
        ? <p className="text-sm text-muted-foreground">{texts.nobody}</p>
        : data && <WallchartGrid days={data.days} departments={data.departments} />}
    </div>
  );
}
