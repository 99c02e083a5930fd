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
