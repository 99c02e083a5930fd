import { type ReactNode, useId } from "react";

import { cn } from "@/lib/utils";

/** One block of the overview: a card whose heading names the region. */
export function OverviewSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm wide:p-5",
        className,
      )}
    >
      <h2 id={id} className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A card's figures, a term and its value a row: "Holiday requests   3". */
export function OverviewFigures({ figures }: { figures: readonly (readonly [string, string])[] }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
      {figures.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="text-right font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
