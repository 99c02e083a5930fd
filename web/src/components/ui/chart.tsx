// shadcn/ui's chart: recharts inside a box that names each series' colour as a CSS variable
// (--color-<key>), so the chart's marks say `fill="var(--color-hours)"` and the theme decides.
// Only the overview imports it, which keeps recharts in that screen's chunk.
import { createContext, type CSSProperties, useContext, useId } from "react";
import type * as React from "react";
import * as RechartsPrimitive from "recharts";
import type { TooltipContentProps } from "recharts";

import { cn } from "@/lib/utils";

/** Each series of a chart: its label (tooltips, legends) and its colour. */
export type ChartConfig = Record<string, { label?: React.ReactNode; color?: string }>;

const ChartContext = createContext<{ config: ChartConfig } | null>(null);

function useChart() {
  const context = useContext(ChartContext);
  if (!context) throw new Error("useChart must be used within a <ChartContainer />");
  return context;
}

function ChartContainer({
  id,
  className,
  children,
  config,
  ...props
}: React.ComponentProps<"div"> & {
  config: ChartConfig;
  children: React.ComponentProps<typeof RechartsPrimitive.ResponsiveContainer>["children"];
}) {
  const uniqueId = useId();
  const chartId = `chart-${id ?? uniqueId.replace(/:/g, "")}`;
  return (
    <ChartContext.Provider value={{ config }}>
      <div
        data-slot="chart"
        data-chart={chartId}
        className={cn(
          "flex aspect-video justify-center text-xs [&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line[stroke='#ccc']]:stroke-border/50 [&_.recharts-curve.recharts-tooltip-cursor]:stroke-border [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-surface]:outline-hidden",
          className,
        )}
        {...props}
      >
        <ChartStyle id={chartId} config={config} />
        <RechartsPrimitive.ResponsiveContainer>{children}</RechartsPrimitive.ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

/** The series' colours as CSS variables of this chart only. */
function ChartStyle({ id, config }: { id: string; config: ChartConfig }) {
  const colours = Object.entries(config).filter(([, item]) => item.color);
  if (!colours.length) return null;
  const variables = colours.map(([key, item]) => `  --color-${key}: ${item.color};`).join("\n");
  return <style>{`[data-chart=${id}] {\n${variables}\n}`}</style>;
}

const ChartTooltip = RechartsPrimitive.Tooltip;

/** The tooltip's box: the point's label, then each series' colour, label and value. */
function ChartTooltipContent({
  active,
  payload,
  label,
  className,
  hideLabel = false,
}: Partial<TooltipContentProps<number, string>> & { className?: string; hideLabel?: boolean }) {
  const { config } = useChart();
  if (!active || !payload?.length) return null;
  return (
    <div
      className={cn(
        "grid min-w-32 items-start gap-1.5 rounded-lg border border-border/50 bg-background px-2.5 py-1.5 text-xs shadow-xl",
        className,
      )}
    >
      {!hideLabel && label !== undefined && <div className="font-medium">{label}</div>}
      <div className="grid gap-1.5">
        {payload.map((item) => {
          const key = String(item.dataKey ?? item.name ?? "value");
          const colour = item.color ?? item.payload?.fill ?? `var(--color-${key})`;
          return (
            <div key={key} className="flex w-full items-center gap-2">
              <span
                aria-hidden="true"
                className="size-2.5 shrink-0 rounded-[2px]"
                style={{ backgroundColor: colour } as CSSProperties}
              />
              <span className="text-muted-foreground">{config[key]?.label ?? item.name}</span>
              <span className="ml-auto font-mono font-medium text-foreground tabular-nums">
                {typeof item.value === "number" ? item.value.toLocaleString("en-GB") : item.value}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

export { ChartContainer, ChartStyle, ChartTooltip, ChartTooltipContent };
