import type { CSSProperties, ReactNode } from "react";

import { APPOINTMENT_COLOUR } from "@shared/constants.ts";
import { DEFAULT_DEPARTMENT_COLOUR, DEPARTMENT_COLOURS } from "@shared/departments.ts";
import { statusLabel } from "@shared/status.ts";

import { cn } from "@/lib/utils";

/** One key of the legend: a swatch drawn as the calendar draws it, then its meaning. */
function Key({
  className,
  style,
  children,
}: {
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <li className="flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className={cn(
          "inline-flex h-3 w-5 shrink-0 rounded-sm border border-black/20",
          className,
        )}
        style={style}
      />
      {children}
    </li>
  );
}

/**
 * What the planning's colours and marks mean: how a pending holiday looks, appointments, the
 * leave types other than Holiday that are shown (issue 33), each department's colour (any
 * other department in light grey), and in the calendar the weekends, bank holidays and the
 * year view's day counts.
 */
export function PlanningLegend({
  isCalendar,
  isYearView,
  leaveTypes = [],
}: {
  isCalendar: boolean;
  isYearView: boolean;
  /** The leave types other than Holiday among what is shown; none while all are Holidays. */
  leaveTypes?: readonly { name: string; colour: string }[];
}) {
  return (
    <ul
      aria-label="Legend"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground wide:gap-x-4"
    >
      <Key className="planning-pending-swatch">{statusLabel("pending")}</Key>
      <Key style={{ backgroundColor: APPOINTMENT_COLOUR }}>Appointment</Key>
      {leaveTypes.map((type) => (
        <Key key={type.name} style={{ backgroundColor: type.colour }}>{type.name}</Key>
      ))}
      {isCalendar && <Key className="planning-weekend-swatch">Weekend</Key>}
      {isCalendar && <Key className="planning-bank-holiday-swatch">Bank holiday</Key>}
      {isYearView && (
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="planning-day-count planning-density-2">3</span>
          Holidays and appointments that day
        </li>
      )}
      {Object.entries(DEPARTMENT_COLOURS).map(([department, colour]) => (
        <Key key={department} style={{ backgroundColor: colour }}>{department}</Key>
      ))}
      <Key style={{ backgroundColor: DEFAULT_DEPARTMENT_COLOUR }}>Other departments</Key>
    </ul>
  );
}
