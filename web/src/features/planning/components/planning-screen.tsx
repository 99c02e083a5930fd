import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";

import { todayInLondon } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import { now } from "@/lib/clock";

import { agendaMessages } from "../agenda-messages";
import { coverMessages } from "../cover-messages";
import { wallchartMessages } from "../wallchart-messages";
import { usePlanningEntries } from "../hooks/use-planning-entries";
import { agendaRange } from "../utils/agenda";
import { entriesOnDay } from "../utils/calendar-layout";
import { leaveTypesOf, type PlanningEntry, type PlanningType } from "../utils/planning-entries";
import { initialMonthPosition, monthRange, yearRange } from "../utils/planning-range";
import { DepartmentFilter } from "./department-filter";
import { type CalendarPosition, PlanningCalendar } from "./planning-calendar";
import { PlanningDayDialog } from "./planning-day-dialog";
import { PlanningDetailsDialog } from "./planning-details-dialog";
import { PlanningLegend } from "./planning-legend";
import type { ListPeriod } from "./planning-list";
import { SegmentedToggle } from "./segmented-toggle";
import { WhosOffAgenda } from "./whos-off-agenda";

import "./planning.css";

/** The cover view (issue 17) loads on first use: the calendar's first load stays as it was. */
const CoverHeatmap = lazy(() =>
  import("./cover-heatmap").then((module) => ({ default: module.CoverHeatmap }))
);

/**
 * The wallchart (issue 31) too: its code is fetched once the calendar is up and the page idle,
 * so picking it shows it without waiting for its code (issue 32, item 6).
 */
const loadWallchart = () => import("./wallchart");
const Wallchart = lazy(() => loadWallchart().then((module) => ({ default: module.Wallchart })));

/** The list view too (its table is not the opening view's), fetched when the page is idle. */
const loadList = () => import("./planning-list");
const PlanningList = lazy(() => loadList().then((module) => ({ default: module.PlanningList })));

type PlanningView = "calendar" | "list" | "cover" | "wallchart" | "agenda";

/** Where a phone keeps "Who's off" once picked there: it opens at it from then on. */
const PHONE_VIEW_KEY = "leave.planning.phoneView";
const PHONE_QUERY = "(max-width: 639px)";

function isPhone(): boolean {
  return typeof globalThis.matchMedia === "function" && globalThis.matchMedia(PHONE_QUERY).matches;
}

/**
 * The view the page opens at: the spec's calendar, or on a phone "Who's off" when it was the
 * last view picked there.
 */
function openingView(): PlanningView {
  return isPhone() && localStorage.getItem(PHONE_VIEW_KEY) === "agenda" ? "agenda" : "calendar";
}

/** A phone remembers "Who's off" as its opening view; any other pick forgets it. */
function rememberView(view: PlanningView) {
  if (!isPhone()) return;
  if (view === "agenda") localStorage.setItem(PHONE_VIEW_KEY, "agenda");
  else localStorage.removeItem(PHONE_VIEW_KEY);
}

/** The views that bring their own controls in place of the department filter and legend. */
const isOwnView = (view: PlanningView) => view === "cover" || view === "wallchart";

function isSamePosition(a: CalendarPosition, b: CalendarPosition): boolean {
  return a.view === b.view && a.date === b.date && a.range.startDate === b.range.startDate &&
    a.range.endDate === b.range.endDate;
}

/**
 * Holiday Planning: the calendar (default) or the list of one month or year, both filtered
 * by department; each change of range or department loads that range only. The cover view
 * (issue 17) is a heat-map of every department's weeks, with its own controls.
 */
export function PlanningScreen() {
  const today = useMemo(() => todayInLondon(now()), []);
  const [view, setViewState] = useState<PlanningView>(openingView);
  const setView = useCallback((next: PlanningView) => {
    rememberView(next);
    setViewState(next);
  }, []);
  useEffect(() => {
    if (typeof globalThis.requestIdleCallback !== "function") return;
    const idle = globalThis.requestIdleCallback(() =>
      void Promise.all([loadList(), loadWallchart()]).catch(() => {})
    );
    return () => globalThis.cancelIdleCallback(idle);
  }, []);
  const [department, setDepartment] = useState("");
  // The spec's type filter: all, holiday or appointment, with no control shown.
  const [type] = useState<PlanningType>("all");
  // The opening month is known before FullCalendar mounts, so its planning loads meanwhile.
  const [position, setPosition] = useState<CalendarPosition | null>(() =>
    initialMonthPosition(today)
  );
  const [period, setPeriod] = useState<ListPeriod>({
    scope: "month",
    month: today.slice(0, 7),
    year: today.slice(0, 4),
  });
  const [selected, setSelected] = useState<PlanningEntry | null>(null);
  const [day, setDay] = useState<string | null>(null);

  const range = isOwnView(view)
    ? null
    : view === "agenda"
    ? agendaRange(today)
    : view === "calendar"
    ? position?.range ?? null
    : period.scope === "month"
    ? monthRange(period.month)
    : yearRange(period.year);
  const { entries, holidayNames, isLoading } = usePlanningEntries(range, department, type);

  const handlePositionChange = useCallback((next: CalendarPosition) => {
    setPosition((previous) => previous && isSamePosition(previous, next) ? previous : next);
  }, []);
  const handlePeriodChange = useCallback((change: Partial<ListPeriod>) => {
    setPeriod((previous) => ({ ...previous, ...change }));
  }, []);
  const handleClose = useCallback(() => setSelected(null), []);
  const handleOpenFromDay = useCallback((entry: PlanningEntry) => {
    setDay(null);
    setSelected(entry);
  }, []);
  const dayEntries = useMemo(() => (day ? entriesOnDay(entries, day) : []), [entries, day]);
  const leaveTypes = useMemo(() => leaveTypesOf(entries), [entries]);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-4 wide:flex-row wide:items-end wide:justify-between">
        <SegmentedToggle
          label={messages.holidayPlanning}
          value={view}
          onChange={setView}
          options={[
            { value: "calendar", label: messages.viewCalendar },
            { value: "list", label: messages.viewList },
            { value: "cover", label: coverMessages.viewCover },
            { value: "wallchart", label: wallchartMessages.viewWallchart },
            { value: "agenda", label: agendaMessages.viewAgenda },
          ]}
        />
        {!isOwnView(view) && <DepartmentFilter value={department} onChange={setDepartment} />}
      </div>
      {isOwnView(view)
        ? (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted-foreground">{messages.loading}</p>
            }
          >
            {view === "cover" ? <CoverHeatmap /> : <Wallchart />}
          </Suspense>
        )
        : (
          <>
            <div className="flex min-h-5 items-start justify-between gap-4">
              {view === "agenda" ? <span /> : (
                <PlanningLegend
                  isCalendar={view === "calendar"}
                  isYearView={view === "calendar" && position?.view === "multiMonthYear"}
                  leaveTypes={leaveTypes}
                />
              )}
              {/* Always there, so the legend never reflows and the status is announced. */}
              <span
                role="status"
                className="w-16 shrink-0 text-right text-xs text-muted-foreground"
              >
                {isLoading ? messages.loading : ""}
              </span>
            </div>
            {view === "agenda"
              ? (
                <WhosOffAgenda
                  entries={entries}
                  today={today}
                  holidayNames={holidayNames}
                  onOpen={setSelected}
                />
              )
              : view === "calendar"
              ? (
                <PlanningCalendar
                  entries={entries}
                  range={position?.range ?? null}
                  holidayNames={holidayNames}
                  initialView={position?.view ?? "dayGridMonth"}
                  initialDate={position?.date ?? today}
                  onPositionChange={handlePositionChange}
                  onOpen={setSelected}
                  onOpenDay={setDay}
                />
              )
              : (
                // Fetched once the page is idle, so it is there when picked.
                <Suspense fallback={null}>
                  <PlanningList
                    entries={entries}
                    period={period}
                    onPeriodChange={handlePeriodChange}
                    onOpen={setSelected}
                  />
                </Suspense>
              )}
          </>
        )}
      <PlanningDayDialog
        date={day}
        entries={dayEntries}
        holidayNames={holidayNames}
        onOpen={handleOpenFromDay}
        onClose={() => setDay(null)}
      />
      <PlanningDetailsDialog entry={selected} onClose={handleClose} />
    </div>
  );
}
