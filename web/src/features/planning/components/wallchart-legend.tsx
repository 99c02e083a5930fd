import type { WallchartLeaveType } from "@shared/schemas/wallchart.ts";

import { cn } from "@/lib/utils";

import { LEGEND_MARKS, markLook, typedMarkLook } from "../utils/wallchart";
import { wallchartMessages as texts } from "../wallchart-messages";

/**
 * What the wallchart's cells mean: each mark's colour and sign, then the leave types other than
 * Holiday its days hold (issue 33; none: the spec's legend), then the cover row's.
 */
export function WallchartLegend({ leaveTypes = [] }: {
  leaveTypes?: readonly WallchartLeaveType[];
}) {
  return (
    <ul
      aria-label={texts.legend}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground"
    >
      {LEGEND_MARKS.map((mark) => {
        const look = markLook(mark);
        return (
          <li key={mark} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn("wall-cell wall-swatch", look.className)}>
              {look.sign}
            </span>
            {look.words}
          </li>
        );
      })}
      {leaveTypes.map((type) => {
        const look = typedMarkLook("holiday", type);
        return (
          <li key={type.id} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={cn("wall-cell wall-swatch", look.className)}
              style={look.style}
            >
              {look.sign}
            </span>
            <span>{type.name}</span>
          </li>
        );
      })}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="wall-cell wall-swatch wall-cover">3/4</span>
        {texts.coverLegend}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="wall-cell wall-swatch wall-cover wall-short">!</span>
        {texts.coverShortLegend}
      </li>
    </ul>
  );
}
