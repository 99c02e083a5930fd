import { memo } from "react";

import type { HeatmapCell, HeatmapRow } from "@shared/schemas/cover.ts";

import { cn } from "@/lib/utils";

import { coverMessages as texts } from "../cover-messages";
import {
  cellLabel,
  count,
  coverLevel,
  isWeekend,
  longDay,
  shortDay,
  shortfallWords,
} from "../utils/cover-heatmap";

/** A cell opened: which department, which day, and what the heat-map showed of it. */
export type OpenedCell = { row: HeatmapRow; cell: HeatmapCell };

/**
 * Departments as rows, days as columns, a week to a group of seven. Each working day is a
 * button coloured by how full it is, showing how many are away and, apart, how many pending;
 * a day nobody of the department works is grey and empty. The box scrolls sideways, the
 * department names staying in view.
 */
export const CoverHeatmapTable = memo(function CoverHeatmapTable({
  days,
  rows,
  onOpen,
}: {
  days: readonly string[];
  rows: readonly HeatmapRow[];
  onOpen: (opened: OpenedCell) => void;
}) {
  const mondays = days.filter((_, n) => n % 7 === 0);
  return (
    // Relative: the columns' hidden names are placed within the box that scrolls, not the page.
    <div className="relative w-full overflow-x-auto rounded-md border">
      <table className="cover-heatmap border-separate border-spacing-0 text-xs">
        <caption className="sr-only">{texts.tableCaption}</caption>
        <thead>
          <tr>
            <td className="cover-corner" />
            {mondays.map((monday) => (
              <th
                key={monday}
                scope="colgroup"
                colSpan={7}
                className="border-b border-l px-1 py-1 text-left font-medium whitespace-nowrap"
              >
                {texts.weekOf(shortDay(monday).date)}
              </th>
            ))}
          </tr>
          <tr>
            <td className="cover-corner" />
            {days.map((day, n) => {
              const { weekday, date } = shortDay(day);
              return (
                <th
                  key={day}
                  scope="col"
                  className={cn(
                    "px-0.5 py-1 text-center font-normal text-muted-foreground",
                    n % 7 === 0 && "border-l",
                    isWeekend(day) && "bg-muted/60",
                  )}
                >
                  <span aria-hidden="true" className="block">{weekday.slice(0, 2)}</span>
                  <span aria-hidden="true" className="block">{date.split(" ")[0]}</span>
                  <span className="sr-only">{longDay(day)}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <HeatmapRowCells key={row.departmentId} row={row} days={days} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

function HeatmapRowCells({
  row,
  days,
  onOpen,
}: {
  row: HeatmapRow;
  days: readonly string[];
  onOpen: (opened: OpenedCell) => void;
}) {
  const cells = new Map(row.cells.map((cell) => [cell.day, cell]));
  return (
    <tr>
      <th scope="row" className="cover-department">
        {row.department}
      </th>
      {days.map((day, n) => {
        const cell = cells.get(day);
        return (
          <td key={day} className={cn("cover-day", n % 7 === 0 && "border-l")}>
            {cell
              ? (
                <>
                  {/* The button shows the away count only: its name holds what it shows. */}
                  <button
                    type="button"
                    aria-label={cellLabel(row.department, day, cell)}
                    title={cell.shortfalls.map(shortfallWords).join("\n") || undefined}
                    className={cn("cover-cell", `cover-${coverLevel(cell, row.hasRules)}`)}
                    onClick={() => onOpen({ row, cell })}
                  >
                    {count(cell.away)}
                  </button>
                  {cell.pending > 0 && (
                    <span aria-hidden="true" className="cover-pending-count">
                      {count(cell.pending)}
                    </span>
                  )}
                </>
              )
              : (
                <span className="cover-cell cover-none">
                  <span className="sr-only">{texts.nobodyWorks}</span>
                </span>
              )}
          </td>
        );
      })}
    </tr>
  );
}
