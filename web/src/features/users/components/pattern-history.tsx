import { toast } from "sonner";

import { formatDate } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import type { PatternPeriodRow } from "@shared/schemas/policies.ts";

import { Button } from "@/components/ui/button";
import { refusalDetail } from "@/lib/refusal";

import { useDeleteUserPattern } from "../api/delete-user-pattern";
import { POLICY_LABELS, POLICY_WORDS } from "./policy-words";

/**
 * A user's pattern history, oldest first: the company default until the first period, then
 * each pattern from its date, each removable (the period before it then runs on).
 */
export function PatternHistory(
  { userId, periods }: { userId: string; periods: readonly PatternPeriodRow[] },
) {
  const remove = useDeleteUserPattern({
    onSuccess: () => toast.success(POLICY_WORDS.patternRemoved),
    onError: (error) =>
      toast.error(messages.failedToUpdateUser, refusalDetail(error, POLICY_LABELS)),
  });
  const sorted = [...periods].sort((a, b) => a.startsOn.localeCompare(b.startsOn));

  return (
    <ul className="flex flex-col gap-2 text-sm">
      <li className="text-muted-foreground">
        {sorted.length === 0
          ? `${POLICY_WORDS.companyDefault}, from the start`
          : `Before ${formatDate(sorted[0].startsOn)}: ${POLICY_WORDS.companyDefault}`}
      </li>
      {sorted.map((period) => (
        <li
          key={period.startsOn}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
        >
          <span>
            From {formatDate(period.startsOn)}:{" "}
            <span className="font-medium">{period.name ?? POLICY_WORDS.companyDefault}</span>
            {(period.offsetDays ?? 0) > 0 && POLICY_WORDS.offsetLater(period.offsetDays!)}
          </span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ userId, startsOn: period.startsOn })}
          >
            Remove <span className="sr-only">the pattern from {formatDate(period.startsOn)}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
