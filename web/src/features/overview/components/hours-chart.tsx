import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";

import type { Overview } from "@shared/schemas/cover.ts";

import {
  type ChartConfig,
  ChartContainer,
  ChartTooltip,
  ChartTooltipContent,
} from "@/components/ui/chart";

import { overviewMessages as texts } from "../messages";
import { ChartFigure } from "@/components/charts/chart-figure";
import { OverviewSection } from "./overview-section";

const config = { hours: { label: texts.hours, color: "#2563eb" } } satisfies ChartConfig;

/** Approved holiday hours per department this year: one bar each, longest names kept whole. */
export function HoursChart({ data }: { data: Overview["hoursByDepartment"] }) {
  return (
    <OverviewSection title={texts.hoursByDepartment}>
      {data.length === 0
        ? <p className="text-sm text-muted-foreground">{texts.noHours}</p>
        : (
          <ChartFigure
            caption={texts.hoursByDepartment}
            columns={[texts.department, texts.hours]}
            rows={data.map((row) => [row.department, row.hours])}
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
                <YAxis
                  type="category"
                  dataKey="department"
                  width={96}
                  tickLine={false}
                  axisLine={false}
                />
                <ChartTooltip cursor={false} content={<ChartTooltipContent />} />
                <Bar
                  dataKey="hours"
                  fill="var(--color-hours)"
                  radius={4}
                  isAnimationActive={false}
                />
              </BarChart>
            </ChartContainer>
          </ChartFigure>
        )}
    </OverviewSection>
  );
}
