import type { CalendarOptions, DatesSetArg, EventClickArg } from "@fullcalendar/core";
import enGbLocale from "@fullcalendar/core/locales/en-gb";
import dayGridPlugin from "@fullcalendar/daygrid";
import multiMonthPlugin from "@fullcalendar/multimonth";
import FullCalendar from "@fullcalendar/react";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";

import { CALENDAR_MAX_EVENTS_PER_DAY } from "@shared/constants.ts";
import { todayInLondon } from "@shared/dates.ts";
import { now } from "@/lib/clock";

import type { PlanningRange } from "../api/query-keys";
import { calendarEvents, type EventExtras, layoutCalendar } from "../utils/calendar-layout";
import { daySummaries } from "../utils/day-marks";
import type { PlanningEntry } from "../utils/planning-entries";
import { localIsoDate, visibleRange } from "../utils/planning-range";
import {
  type HolidayNames,
  makeDayCellClassNames,
  makeDayCellContent,
  YEAR_VIEW,
} from "./calendar-day-cells";
import {
  eventContent,
  eventDidMount,
  moreLinkDidMount,
  observeCalendarAria,
} from "./calendar-event-hooks";
import { CalendarTooltip } from "./calendar-tooltip";

/** Which view the calendar shows and where: kept by the screen so the list toggle keeps it. */
export type CalendarPosition = { view: CalendarView; date: string; range: PlanningRange };

export type CalendarView = "multiMonthYear" | "dayGridMonth" | "dayGridWeek";

/**
 * What never changes: a month grid from Monday (year and week views too), at most four events a
 * day then '+N more', no times, events drawn and described by calendar-event-hooks.ts. One
 * object of constants, so that a render of the calendar hands FullCalendar the same options.
 */
const FIXED_OPTIONS: CalendarOptions = {
  plugins: [dayGridPlugin, multiMonthPlugin],
  locale: enGbLocale,
  now,
  firstDay: 1,
  headerToolbar: {
    left: "prev,next today",
    center: "title",
    right: "multiMonthYear,dayGridMonth,dayGridWeek",
  },
  buttonText: { today: "Today", year: "Year", month: "Month", week: "Week" },
  /**
   * The year view draws each month's own days only (no week drawn twice), and no events: its
   * days are a few characters wide and its rows shrink to fit a month into a fixed shape, so
   * FullCalendar hid all but a boxed '+N more' there. Each day shows its count instead
   * (calendar-day-cells.ts), which lists the whole day.
   */
  views: {
    [YEAR_VIEW]: { showNonCurrentDates: false, fixedWeekCount: false, eventDisplay: "none" },
  },
  dayMaxEvents: CALENDAR_MAX_EVENTS_PER_DAY,
  displayEventTime: false,
  eventDisplay: "block",
  // The order of the laid-out events (calendar-layout.ts): FullCalendar places them as planned.
  eventOrder: "order",
  height: "auto",
  eventContent,
  eventDidMount,
  moreLinkDidMount,
};

const NO_EVENTS: never[] = [];

/**
 * The year view opens at this month of the app's clock, not at January (when it shows this
 * year): its months stack down the page, and November would be a long scroll away.
 */
function scrollToThisMonth(container: HTMLElement | null) {
  const month = todayInLondon(now()).slice(0, 7);
  container?.querySelector(`.fc-multimonth-month[data-date="${month}"]`)
    ?.scrollIntoView?.({ block: "start" });
}

type PlanningCalendarProps = {
  entries: readonly PlanningEntry[];
  /** The range the entries were laid out for: the visible one. */
  range: PlanningRange | null;
  /** The public holidays of the range's years, marked on their days. */
  holidayNames: HolidayNames;
  initialView: CalendarView;
  initialDate: string;
  onPositionChange: (position: CalendarPosition) => void;
  onOpen: (entry: PlanningEntry) => void;
  /** A day's '+N more': all of that day's entries. */
  onOpenDay: (date: string) => void;
};

/**
 * The planning calendar: a month grid from Monday (year and week views too), at most four
 * events a day then '+N more', no times; weekends and bank holidays marked, and each event's
 * full title in a tooltip on hover and keyboard focus. Memoised: it renders again only when
 * its entries, range or holidays change, not on every state change of the screen around it.
 */
export const PlanningCalendar = memo(function PlanningCalendar({
  entries,
  range,
  holidayNames,
  initialView,
  initialDate,
  onPositionChange,
  onOpen,
  onOpenDay,
}: PlanningCalendarProps) {
  // FullCalendar resets its view when these options change: only the first ones count.
  const [initial] = useState({ view: initialView, date: initialDate });
  const [view, setView] = useState(initial.view);
  const isYear = view === YEAR_VIEW;
  const events = useMemo(() => {
    if (!range || isYear) return NO_EVENTS;
    return calendarEvents(layoutCalendar(entries, range, CALENDAR_MAX_EVENTS_PER_DAY));
  }, [entries, range, isYear]);
  // The year view's counts; the month and week views keep one constant cell renderer.
  const summaries = useMemo(
    () => (range && isYear ? daySummaries(entries, range) : null),
    [entries, range, isYear],
  );
  const openDay = useRef(onOpenDay);
  openDay.current = onOpenDay;
  const dayCellContent = useMemo(
    () => makeDayCellContent(summaries, holidayNames, (date) => openDay.current(date)),
    [summaries, holidayNames],
  );
  const dayCellClassNames = useMemo(() => makeDayCellClassNames(holidayNames), [holidayNames]);
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => observeCalendarAria(containerRef.current!), []);
  const byKey = useRef(new Map<string, PlanningEntry>());
  byKey.current = useMemo(() => new Map(entries.map((entry) => [entry.key, entry])), [entries]);

  const handleEventClick = useCallback((arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const extras = arg.event.extendedProps as EventExtras;
    if (extras.moreDate) return onOpenDay(extras.moreDate);
    const entry = extras.key ? byKey.current.get(extras.key) : undefined;
    if (entry) onOpen(entry);
  }, [onOpen, onOpenDay]);

  const wasYear = useRef(false);
  const handleDatesSet = useCallback((arg: DatesSetArg) => {
    const isYearNow = arg.view.type === YEAR_VIEW;
    // Once drawn: on opening the year view, not on its prev and next.
    if (isYearNow && !wasYear.current) {
      requestAnimationFrame(() => scrollToThisMonth(containerRef.current));
    }
    wasYear.current = isYearNow;
    setView(arg.view.type as CalendarView);
    onPositionChange({
      view: arg.view.type as CalendarView,
      date: localIsoDate(arg.view.currentStart),
      range: visibleRange(arg.start, arg.end),
    });
  }, [onPositionChange]);

  return (
    <div ref={containerRef} className="planning-calendar min-w-0">
      <FullCalendar
        {...FIXED_OPTIONS}
        initialView={initial.view}
        initialDate={initial.date}
        events={events}
        eventClick={handleEventClick}
        dayCellClassNames={dayCellClassNames}
        dayCellContent={dayCellContent}
        datesSet={handleDatesSet}
      />
      <CalendarTooltip containerRef={containerRef} />
    </div>
  );
});
