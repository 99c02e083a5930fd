import { CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";

import { ChartFigure } from "@/components/charts/chart-figure";
import {
  type ChartConfig,
  ChartContainer,
  ChartTooltip,
  ChartTooltipContent,
} from "@/components/ui/chart";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const SICK_DAYS = "Sick days";
const config = { days: { label: SICK_DAYS, color: "#dc2626" } } satisfies ChartConfig;

/** What the table says of a month still to come. */
const NOT_YET = "–";

/**
 * A year's sick days per month (January first) as a line, with the same figures as a table for
 * screen readers, captioned `caption`. The overview and the sickness summary draw it. Months
 * after `through` (0 January to 11 December: the current year's months to come) are not drawn,
 * not drawn as 0.
 */
export function SickDaysLine(
  { data, caption, className = "h-56", through = 11 }: {
    data: readonly number[];
    caption: string;
    className?: string;
    through?: number;
  },
) {
  const points = MONTHS.map((month, n) => ({ month, days: n > through ? null : data[n] ?? 0 }));
  return (
    <ChartFigure
      caption={caption}
      columns={["Month", SICK_DAYS]}
      rows={points.map((point) => [point.month, point.days ?? NOT_YET])}
    >
      <ChartContainer config={config} className={`aspect-auto w-full ${className}`}>
        <LineChart accessibilityLayer={false} data={points} margin={{ left: 0, right: 16 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="month" tickLine={false} axisLine={false} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} width={32} tickLine={false} axisLine={false} />
          <ChartTooltip cursor={false} content={<ChartTooltipContent />} />
          <Line
            dataKey="days"
            type="linear"
            isAnimationActive={false}
            stroke="var(--color-days)"
            strokeWidth={2}
            dot={{ r: 3 }}
          />
        </LineChart>
      </ChartContainer>
    </ChartFigure>
  );
}
