import type { BalanceBreakdown } from "@shared/schemas/policies.ts";

import { hoursText } from "@/lib/balance-words";
import { cn } from "@/lib/utils";

/**
 * A year's balance as figures: allowance, carried, lapsed (only when some did), used (approved
 * and cancellation requested), pending and remaining. A list of terms, so a screen reader says
 * each figure with its name; as many to a row as fit. `isBesideBreakdown`: under the breakdown
 * line (balance-words breakdownLine), which already says the allowance, carried and lapsed
 * hours, only the figures it does not say, so no figure shows twice.
 */
export function BalanceFigures(
  { balance, className, isBesideBreakdown = false, isRemainingProminent = false }: {
    balance: BalanceBreakdown;
    className?: string;
    isBesideBreakdown?: boolean;
    /** Remaining in larger type across two columns: the figure an employee books against. */
    isRemainingProminent?: boolean;
  },
) {
  const figures: [string, number][] = [
    ...(isBesideBreakdown ? [] : [
      ["Allowance", balance.allowance] as [string, number],
      ["Carried", balance.carried] as [string, number],
      ...(balance.lapsed > 0 ? [["Lapsed", -balance.lapsed] as [string, number]] : []),
    ]),
    ["Used", balance.used],
    ["Pending", balance.pending],
    ["Remaining", balance.remaining],
  ];
  return (
    <dl className={cn("grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2", className)}>
      {figures.map(([term, hours]) => {
        const isProminent = isRemainingProminent && term === "Remaining";
        return (
          <div
            key={term}
            className={cn(
              "rounded-md border px-3 py-2",
              isProminent && "col-span-2 border-primary/40 bg-muted/50",
            )}
          >
            <dt className={cn("text-xs text-muted-foreground", isProminent && "font-medium")}>
              {term}
            </dt>
            <dd
              className={cn(
                "font-medium tabular-nums",
                isProminent && "text-2xl leading-tight font-semibold",
              )}
            >
              {hoursText(hours)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
