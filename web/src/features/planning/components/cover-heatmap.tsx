import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useCallback, useId, useMemo, useState } from "react";

import { addDays, todayInLondon } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";

import { DateField } from "@/components/date-field";
import { OptionSelect } from "@/components/option-select";
import { Button } from "@/components/ui/button";
import { useErrorToast } from "@/hooks/use-error-toast";
import { useIsNarrow } from "@/hooks/use-is-narrow";
import { now } from "@/lib/clock";

import { useCoverHeatmap } from "../api/get-cover-heatmap";
import { coverMessages as texts } from "../cover-messages";
import {
  DEFAULT_HEATMAP_WEEKS,
  HEATMAP_WEEKS,
  heatmapDays,
  mondayOf,
} from "../utils/cover-heatmap";
import { CoverAwayDialog } from "./cover-away-dialog";
import { CoverHeatmapTable, type OpenedCell } from "./cover-heatmap-table";
import { CoverLegend } from "./cover-legend";
import { ToolbarField } from "./toolbar-field";

import "./cover-heatmap.css";

const WEEK_OPTIONS = HEATMAP_WEEKS.map((n) => ({ value: String(n), label: String(n) }));

/**
 * Holiday Planning's cover view: every department's working days over 4 to 12 weeks from a
 * start (this week's Monday at first), coloured by how many are present of those needed. A
 * phone shows one department at a time, picked from a list, its days scrolling sideways.
 */
export function CoverHeatmap() {
  const thisMonday = useMemo(() => mondayOf(todayInLondon(now())), []);
  const [startDate, setStartDate] = useState(thisMonday);
  const [weeks, setWeeks] = useState(DEFAULT_HEATMAP_WEEKS);
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const [opened, setOpened] = useState<OpenedCell | null>(null);
  const isNarrow = useIsNarrow();
  const ids = { start: useId(), weeks: useId(), department: useId() };

  const heatmap = useCoverHeatmap({ startDate, weeks });
  useErrorToast(heatmap.error, texts.failedToFetchCover);
  const rows = heatmap.data ?? [];
  const days = useMemo(() => heatmapDays(startDate, weeks), [startDate, weeks]);
  const chosen = rows.find((row) => row.departmentId === departmentId) ?? rows[0];
  const shownRows = isNarrow && chosen ? [chosen] : rows;

  const handleClose = useCallback(() => setOpened(null), []);
  const moveBy = (n: number) => setStartDate((start) => addDays(start, 7 * weeks * n));

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
        {isNarrow && rows.length > 0 && (
          <ToolbarField
            id={ids.department}
            label={texts.department}
            className="flex w-full flex-col gap-1.5"
          >
            <OptionSelect
              id={ids.department}
              value={String(chosen?.departmentId ?? "")}
              onChange={(value) => setDepartmentId(Number(value))}
              options={rows.map((row) => ({
                value: String(row.departmentId),
                label: row.department,
              }))}
            />
          </ToolbarField>
        )}
      </div>
      <div className="flex min-h-5 items-start justify-between gap-4">
        <CoverLegend />
        <span role="status" className="w-16 shrink-0 text-right text-xs text-muted-foreground">
          {heatmap.isFetching ? messages.loading : ""}
        </span>
      </div>
      {heatmap.isSuccess && rows.length === 0
        ? <p className="text-sm text-muted-foreground">{texts.noDepartments}</p>
        : <CoverHeatmapTable days={days} rows={shownRows} onOpen={setOpened} />}
      <CoverAwayDialog opened={opened} onClose={handleClose} />
    </div>
  );
}
