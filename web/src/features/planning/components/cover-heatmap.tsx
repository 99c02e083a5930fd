import { useCallback, useId, useMemo, useState } from "react";

import { messages } from "@shared/messages.ts";

import { OptionSelect } from "@/components/option-select";
import { useErrorToast } from "@/hooks/use-error-toast";
import { useIsNarrow } from "@/hooks/use-is-narrow";

import { useCoverHeatmap } from "../api/get-cover-heatmap";
import { coverMessages as texts } from "../cover-messages";
import { DEFAULT_HEATMAP_WEEKS, HEATMAP_WEEKS, heatmapDays } from "../utils/cover-heatmap";
import { CoverAwayDialog } from "./cover-away-dialog";
import { CoverHeatmapTable, type OpenedCell } from "./cover-heatmap-table";
import { CoverLegend } from "./cover-legend";
import { ToolbarField } from "./toolbar-field";
import { useWeeksWindow, WeeksWindowFields } from "./weeks-window";

import "./cover-heatmap.css";

/**
 * Holiday Planning's cover view: every department's working days over 4 to 12 weeks from a
 * start (this week's Monday at first), coloured by how many are present of those needed. A
 * phone shows one department at a time, picked from a list, its days scrolling sideways.
 */
export function CoverHeatmap() {
  const weeksWindow = useWeeksWindow(DEFAULT_HEATMAP_WEEKS);
  const { startDate, weeks } = weeksWindow;
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const [opened, setOpened] = useState<OpenedCell | null>(null);
  const isNarrow = useIsNarrow();
  const departmentField = useId();

  const heatmap = useCoverHeatmap({ startDate, weeks });
  useErrorToast(heatmap.error, texts.failedToFetchCover);
  const rows = heatmap.data ?? [];
  const days = useMemo(() => heatmapDays(startDate, weeks), [startDate, weeks]);
  const chosen = rows.find((row) => row.departmentId === departmentId) ?? rows[0];
  const shownRows = isNarrow && chosen ? [chosen] : rows;

  const handleClose = useCallback(() => setOpened(null), []);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <WeeksWindowFields value={weeksWindow} weekChoices={HEATMAP_WEEKS} />
        {isNarrow && rows.length > 0 && (
          <ToolbarField
            id={departmentField}
            label={texts.department}
            className="flex w-full flex-col gap-1.5"
          >
            <OptionSelect
              id={departmentField}
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
