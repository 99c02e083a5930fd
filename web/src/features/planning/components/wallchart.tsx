import { useId, useMemo, useState } from "react";

import { messages } from "@shared/messages.ts";

import { useDepartments } from "@/api/get-departments";
import { OptionSelect } from "@/components/option-select";
import { useErrorToast } from "@/hooks/use-error-toast";

import { useWallchartAnswer } from "../hooks/use-wallchart-answer";
import { WALLCHART_DEFAULT_WEEKS, WALLCHART_WEEKS } from "../utils/wallchart";
import { wallchartMessages as texts } from "../wallchart-messages";
import { ToolbarField } from "./toolbar-field";
import { WallchartGrid } from "./wallchart-grid";
import { WallchartLegend } from "./wallchart-legend";
import { useWeeksWindow, WeeksWindowFields } from "./weeks-window";

import "./wallchart.css";

/** Radix Select items cannot have "" as value: every department is this one. */
const ALL = "all";

/**
 * Holiday Planning's wallchart (issue 31): people by days over 2 to 6 weeks from a start (this
 * week's Monday at first), all departments or one, each department's cover row under its people.
 */
export function Wallchart() {
  const weeksWindow = useWeeksWindow(WALLCHART_DEFAULT_WEEKS);
  const { startDate, weeks } = weeksWindow;
  const [department, setDepartment] = useState(ALL);
  const departmentId = useId();

  const wallchart = useWallchartAnswer({
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
  const data = wallchart.data;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <WeeksWindowFields value={weeksWindow} weekChoices={WALLCHART_WEEKS} />
        <ToolbarField
          id={departmentId}
          label={messages.filterByDepartment}
          className="flex w-full flex-col gap-1.5 sm:w-56"
        >
          <OptionSelect
            id={departmentId}
            value={department}
            onChange={setDepartment}
            options={departmentOptions}
          />
        </ToolbarField>
      </div>
      <div className="flex min-h-5 items-start justify-between gap-4">
        <WallchartLegend leaveTypes={data?.leaveTypes} />
        <span role="status" className="w-16 shrink-0 text-right text-xs text-muted-foreground">
          {wallchart.isFetching ? messages.loading : ""}
        </span>
      </div>
      {data && data.departments.length === 0
        ? <p className="text-sm text-muted-foreground">{texts.nobody}</p>
        : data && (
          <WallchartGrid
            days={data.days}
            departments={data.departments}
            leaveTypes={data.leaveTypes}
            // Pages arriving keep the rows drawn; a new window starts again.
            restartOn={wallchart.restartOn}
          />
        )}
    </div>
  );
}
