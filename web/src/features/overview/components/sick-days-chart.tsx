import { CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";

import {
  type ChartConfig,
  ChartContainer,
  ChartTooltip,
  ChartTooltipContent,
} from "@/components/ui/chart";

import { overviewMessages as texts } from "../messages";
import { ChartFigure } from "./chart-figure";
import { OverviewSection } from "./overview-section";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const config = { days: { label: texts.sickDays, color: "#dc2626" } } satisfies ChartConfig;

/** Sick days per month of this year (January first), as a line. */
export function SickDaysChart({ data }: { data: readonly number[] }) {
  const points = MONTHS.map((month, n) => ({ month, days: data[n] ?? 0 }));
  return (
    <OverviewSection title={texts.sickDaysByMonth}>
      <ChartFigure
        caption={texts.sickDaysByMonth}
        columns={[texts.month, texts.sickDays]}
        rows={points.map((point) => [point.month, point.days])}
      >
        <ChartContainer config={config} className="aspect-auto h-56 w-full">
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
    </OverviewSection>
  );
}
