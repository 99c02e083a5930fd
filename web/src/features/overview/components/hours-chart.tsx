import { Bar, BarChart, CartesianGrid, Cell, XAxis, YAxis } from "recharts";

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

/** One bar of an hours chart: its label, its hours, and its own colour when it has one. */
type HoursBar = { key: string | number; label: string; hours: number; colour?: string };

/**
 * Hours as horizontal bars, one a row, longest labels kept whole, with the screen reader's table
 * (`labelHeader` and Hours); `empty` says so when there is no row.
 */
function HoursBars(
  { title, labelHeader, bars, empty }: {
    title: string;
    labelHeader: string;
    bars: readonly HoursBar[];
    empty?: string;
  },
) {
  return (
    <OverviewSection title={title}>
      {bars.length === 0 && empty
        ? <p className="text-sm text-muted-foreground">{empty}</p>
        : (
          <ChartFigure
            caption={title}
            columns={[labelHeader, texts.hours]}
            rows={bars.map((bar) => [bar.label, bar.hours])}
          >
            <ChartContainer
              config={config}
              className="aspect-auto w-full"
              style={{ height: 48 + 32 * bars.length }}
            >
              <BarChart
                accessibilityLayer={false}
                data={[...bars]}
                layout="vertical"
                margin={{ left: 8, right: 16 }}
              >
                <CartesianGrid horizontal={false} />
                <XAxis type="number" dataKey="hours" allowDecimals={false} />
                <YAxis
                  type="category"
                  dataKey="label"
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
                >
                  {bars.map((bar) => bar.colour && <Cell key={bar.key} fill={bar.colour} />)}
                </Bar>
              </BarChart>
            </ChartContainer>
          </ChartFigure>
        )}
    </OverviewSection>
  );
}

/** Approved holiday hours per department this year: one bar each, longest names kept whole. */
export function HoursChart({ data }: { data: Overview["hoursByDepartment"] }) {
  return (
    <HoursBars
      title={texts.hoursByDepartment}
      labelHeader={texts.department}
      bars={data.map((row) => ({ key: row.department, label: row.department, hours: row.hours }))}
      empty={texts.noHours}
    />
  );
}

/**
 * The year's approved hours per leave type (issue 33), one bar each in the type's colour: shown
 * only while the answer has them (a type other than Holiday has hours this year).
 */
export function LeaveTypeHoursChart(
  { data }: { data: NonNullable<Overview["hoursByLeaveType"]> },
) {
  return (
    <HoursBars
      title={texts.hoursByLeaveType}
      labelHeader={texts.leaveType}
      bars={data.map((row) => ({
        key: row.leaveTypeId,
        label: row.name,
        hours: row.hours,
        colour: row.colour,
      }))}
    />
  );
}
