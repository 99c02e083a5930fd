import {
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type ReactNode,
  useCallback,
  useMemo,
  useRef,
  useState,
} from "react";

import type {
  WallchartCover,
  WallchartDepartment,
  WallchartLeaveType,
  WallchartPerson,
} from "@shared/schemas/wallchart.ts";

import { useProgressiveCount } from "@/hooks/use-progressive-count";
import { cn } from "@/lib/utils";

import { wallchartMessages as texts } from "../wallchart-messages";
import { longDay } from "../utils/cover-heatmap";
import {
  cellName,
  coverName,
  coverSign,
  dayHeading,
  type GridPosition,
  isWeekend,
  leaveTypesById,
  moveInGrid,
  typedMarkLook,
} from "../utils/wallchart";

/** The focusable cell's tabIndex: one Tab stop for the whole grid (a roving tabindex). */
const tabIndexOf = (isActive: boolean) => (isActive ? 0 : -1);

/**
 * People (rows, under their department's heading) by days (columns), each department's cover
 * row under its people. The names and the dates stay in view while the box scrolls both ways.
 * One Tab stop: the arrow keys move cell by cell over the people and cover rows (the
 * departments' headings are skipped), Home and End to the row's ends, Ctrl+Home and Ctrl+End to
 * the first and last row; the focused cell scrolls into view. Every department's people are
 * many rows: the first are drawn at once and the rest in batches after it has painted
 * (useProgressiveCount), a department's cover row once its people are all there.
 */
export function WallchartGrid({
  days,
  departments,
  leaveTypes,
  restartOn,
}: {
  days: readonly string[];
  departments: readonly WallchartDepartment[];
  /** The leave types other than Holiday of its days (issue 33); absent: none. */
  leaveTypes?: readonly WallchartLeaveType[];
  /**
   * What starts the drawing again from the first rows when it changes (issue 32): the first
   * page of a wallchart asked for page by page, so the pages after it only draw on. Absent: the
   * departments themselves.
   */
  restartOn?: unknown;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<GridPosition>({ row: 0, column: 0 });
  // Each department's first navigable row: its people, then its cover row.
  const firstRows: number[] = [];
  let rows = 0;
  for (const department of departments) {
    firstRows.push(rows);
    rows += department.people.length + 1;
  }
  const size = { rows, columns: days.length + 1 };
  const people = useMemo(() => departments.flatMap((department) => department.people), [
    departments,
  ]);
  const drawn = useProgressiveCount(people, restartOn ?? people);
  const types = useMemo(() => leaveTypesById(leaveTypes), [leaveTypes]);
  // The answer may shrink (another department, fewer weeks): the Tab stop stays in the grid.
  const current = {
    row: Math.min(active.row, Math.max(rows - 1, 0)),
    column: Math.min(active.column, size.columns - 1),
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveInGrid(current, event.key, size, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    const cell = boxRef.current?.querySelector<HTMLElement>(
      `[data-row="${next.row}"][data-column="${next.column}"]`,
    );
    cell?.focus();
    cell?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    setActive(next);
  };
  // A click or a Tab back into the grid makes that cell the one the keys move from.
  const handleFocus = useCallback((event: FocusEvent<HTMLTableElement>) => {
    const { row, column } = (event.target as HTMLElement).dataset;
    if (row === undefined || column === undefined) return;
    setActive((previous) =>
      previous.row === Number(row) && previous.column === Number(column)
        ? previous
        : { row: Number(row), column: Number(column) }
    );
  }, []);

  return (
    <div ref={boxRef} className="wall-box">
      <table
        role="grid"
        aria-label={texts.gridLabel}
        className="wall-grid"
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
      >
        <thead>
          <tr>
            <th scope="col" className="wall-corner">{texts.name}</th>
            {days.map((day, n) => {
              const heading = dayHeading(day, n === 0);
              return (
                <th
                  key={day}
                  scope="col"
                  className={cn("wall-day", isWeekend(day) && "wall-weekend")}
                >
                  <span aria-hidden="true" className="wall-month">{heading.month ?? ""}</span>
                  <span aria-hidden="true" className="block">{heading.weekday}</span>
                  <span aria-hidden="true" className="block font-semibold">{heading.date}</span>
                  <span className="sr-only">{longDay(day)}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        {departments.map((department, d) => {
          // The people drawn so far: those before this department in the answer's order.
          const before = firstRows[d] - d;
          if (before >= drawn && before > 0) return null;
          const shown = Math.min(department.people.length, drawn - before);
          const coverRow = firstRows[d] + department.people.length;
          return (
            <tbody key={department.id}>
              <tr className="wall-group">
                <th scope="rowgroup" colSpan={size.columns}>
                  <span className="wall-group-name">{department.name}</span>
                </th>
              </tr>
              {department.people.slice(0, shown).map((person, p) => {
                const row = firstRows[d] + p;
                return (
                  <PersonRow
                    key={person.id}
                    person={person}
                    types={types}
                    days={days}
                    row={row}
                    activeColumn={current.row === row ? current.column : -1}
                  />
                );
              })}
              {shown === department.people.length && (
                <CoverRow
                  department={department.name}
                  cover={department.cover}
                  days={days}
                  row={coverRow}
                  activeColumn={current.row === coverRow ? current.column : -1}
                />
              )}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}

/** A row's first cell, its name: the grid's column 0, holding the Tab stop when `isActive`. */
function RowName({ row, isActive, children }: {
  row: number;
  isActive: boolean;
  children: ReactNode;
}) {
  return (
    <th
      scope="row"
      className="wall-name"
      data-row={row}
      data-column={0}
      tabIndex={tabIndexOf(isActive)}
    >
      {children}
    </th>
  );
}

const PersonRow = memo(function PersonRow({
  person,
  types,
  days,
  row,
  activeColumn,
}: {
  person: WallchartPerson;
  /** The leave types other than Holiday by id (issue 33). */
  types: ReadonlyMap<number, WallchartLeaveType>;
  days: readonly string[];
  row: number;
  /** The column holding the Tab stop in this row, or -1. */
  activeColumn: number;
}) {
  return (
    <tr>
      <RowName row={row} isActive={activeColumn === 0}>{person.name}</RowName>
      {days.map((day, n) => {
        const mark = person.cells[n] ?? "";
        const typeId = person.types?.[n];
        const type = typeId == null ? undefined : types.get(typeId);
        const look = typedMarkLook(mark, type);
        return (
          <td
            key={day}
            role="gridcell"
            aria-label={cellName(person.name, day, mark, type)}
            style={look.style}
            data-row={row}
            data-column={n + 1}
            tabIndex={tabIndexOf(activeColumn === n + 1)}
            className={cn("wall-cell", look.className, isWeekend(day) && "wall-weekend")}
          >
            <span aria-hidden="true">{look.sign}</span>
          </td>
        );
      })}
    </tr>
  );
});

const CoverRow = memo(function CoverRow({
  department,
  cover,
  days,
  row,
  activeColumn,
}: {
  department: string;
  cover: readonly WallchartCover[];
  days: readonly string[];
  row: number;
  activeColumn: number;
}) {
  const byDay = new Map(cover.map((c) => [c.day, c]));
  return (
    <tr className="wall-cover-row">
      <RowName row={row} isActive={activeColumn === 0}>
        {texts.cover}
        <span className="sr-only">{` – ${department}`}</span>
      </RowName>
      {days.map((day, n) => {
        const figures = byDay.get(day);
        return (
          <td
            key={day}
            role="gridcell"
            data-row={row}
            data-column={n + 1}
            tabIndex={tabIndexOf(activeColumn === n + 1)}
            className={cn(
              "wall-cell wall-cover",
              figures?.short && "wall-short",
              !figures && "wall-off",
            )}
          >
            {/* Named by its words, not by an aria-label: "3/4" is not in "3 of 4 present". */}
            <span className="sr-only">{`${department} ${coverName(day, figures)}`}</span>
            <span aria-hidden="true">
              {figures?.short ? "!" : ""}
              {coverSign(figures)}
            </span>
          </td>
        );
      })}
    </tr>
  );
});
