/**
 * FullCalendar's event hooks, and its attributes put right, for a calendar a keyboard and a
 * screen reader can use: events are buttons, a day's '+N more' says what it opens, cells are
 * named by what they show and the toolbar's icons do not count as unnamed images. Drawn with
 * FullCalendar's own createElement, not React.
 */
import type { EventContentArg, EventMountArg, MoreLinkMountArg } from "@fullcalendar/core";

import type { EventExtras } from "../utils/calendar-layout";
import { moreDetail } from "../utils/day-marks";
import type { CreateElement } from "./calendar-day-cells";

/**
 * Two of FullCalendar's attributes that axe reports, put right after each of its renders:
 * - a day cell names itself by its day number (aria-labelledby) while it holds events too, a
 *   name that does not match its text (label-content-name-mismatch): without it the cell is
 *   named by what it shows, the day number's own label still giving the date;
 * - the toolbar's arrows are icons marked role="img" without a name, inside buttons their
 *   titles name: hidden from screen readers, they leave the buttons their names.
 */
export function tidyCalendarAria(container: HTMLElement): void {
  container.querySelectorAll("td[aria-labelledby]").forEach((cell) =>
    cell.removeAttribute("aria-labelledby")
  );
  container.querySelectorAll(".fc-toolbar .fc-icon[role='img']:not([aria-hidden])").forEach(
    (icon) => icon.setAttribute("aria-hidden", "true"),
  );
}

/**
 * Keeps tidyCalendarAria's fixes through every render: FullCalendar reuses a cell between the
 * week and month views and gives it its label back. One query per batch of DOM changes.
 */
export function observeCalendarAria(container: HTMLElement): () => void {
  tidyCalendarAria(container);
  const observer = new MutationObserver(() => tidyCalendarAria(container));
  observer.observe(container, {
    subtree: true,
    childList: true,
    attributeFilter: ["aria-labelledby"],
  });
  return () => observer.disconnect();
}

/**
 * A day's '+N more' reads "+3 more", then for screen readers (and its tooltip) "(7 in all on
 * 23/11/2026)". Written into its text at each render, so it never lags a count that changed.
 * Any other event keeps FullCalendar's own content.
 */
export function eventContent(arg: EventContentArg, h: CreateElement): unknown {
  const extras = arg.event.extendedProps as EventExtras;
  if (!extras.moreDate) return true;
  return h(
    "div",
    { className: "fc-event-main-frame" },
    h(
      "div",
      { className: "fc-event-title-container" },
      h(
        "div",
        { className: "fc-event-title" },
        h("span", null, arg.event.title),
        " ",
        h("span", { className: "sr-only" }, moreDetail(extras.moreDate, extras.dayTotal ?? 0)),
      ),
    ),
  );
}

/** Events are buttons: FullCalendar makes them focusable and opens them on Enter or Space. */
export function eventDidMount(arg: EventMountArg): void {
  arg.el.setAttribute("role", "button");
}

/**
 * FullCalendar's own '+N more' (which the laid-out events never need) is a link with
 * aria-expanded, which only a button may have: should it ever show, it is a button.
 */
export function moreLinkDidMount(arg: MoreLinkMountArg): void {
  arg.el.setAttribute("role", "button");
}
