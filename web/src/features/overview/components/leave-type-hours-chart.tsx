import { Bar, BarChart, CartesianGrid, Cell, XAxis, YAxis } from "recharts";

import type { Overview } from "@shared/schemas/cover.ts";

import { ChartFigure } from "@/components/charts/chart-figure";
import {
  type ChartConfig,
  ChartContainer,
  ChartTooltip,
  ChartTooltipContent,
} from "@/components/ui/chart";

import { overviewMessages as texts } from "../messages";
import { OverviewSection } from "./overview-section";

const config = { hours: { label: texts.hours, color: "#2563eb" } } satisfies ChartConfig;

/**
 * The year's approved hours per leave type (issue 33), one bar each in the type's colour: shown
 * only while the answer has them (a type other than Holiday has hours this year).
 */
export function LeaveTypeHoursChart(
  { data }: { data: NonNullable<Overview["hoursByLeaveType"]> },
) {
  return (
    <OverviewSection title={texts.hoursByLeaveType}>
      <ChartFigure
        caption={texts.hoursByLeaveType}
        columns={[texts.leaveType, texts.hours]}
        rows={data.map((row) => [row.name, row.hours])}
      >
        <ChartContainer
          config={config}
          className="aspect-auto w-full"
          style={{ height: 48 + 32 * data.length }}
        >
          <BarChart
            accessibilityLayer={false}
            data={data}
            layout="vertical"
            margin={{ left: 8, right: 16 }}
          >
            <CartesianGrid horizontal={false} />
            <XAxis type="number" dataKey="hours" allowDecimals={false} />
            <YAxis type="category" dataKey="name" width={96} tickLine={false} axisLine={false} />
            <ChartTooltip cursor={false} content={<ChartTooltipContent />} />
            <Bar dataKey="hours" radius={4} isAnimationActive={false}>
              {data.map((row) => <Cell key={row.leaveTypeId} fill={row.colour} />)}
            </Bar>
          </BarChart>
        </ChartContainer>
      </ChartFigure>
    </OverviewSection>
  );
}
