import { todayInLondon, yearOf } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";
import { LIVE_REQUEST_STATUSES } from "@shared/status.ts";

import { BalanceFigures } from "@/components/balance-figures";
import { Badge } from "@/components/ui/badge";
import { useErrorToast } from "@/hooks/use-error-toast";
import { breakdownLine } from "@/lib/balance-words";
import { useOwnToil } from "@/features/toil/api/get-own-toil";
import { now } from "@/lib/clock";

import { currentPatternName, useBalanceBreakdown } from "../api/get-balance-breakdown";
import { useLeaveBalances } from "../api/get-leave-types";
import { type HolidayRequest, useMyHolidayRequests } from "../api/get-my-holiday-requests";
import { useVacationDays } from "../api/get-vacation-days";
import { holidayRequestMessages } from "../messages";

const LIVE: ReadonlySet<string> = new Set(LIVE_REQUEST_STATUSES);

/** True when a request that holds hours starts in `year` (a request counts in its start year). */
function hasLiveRequestIn(requests: readonly HolidayRequest[], year: number): boolean {
  return requests.some((request) =>
    LIVE.has(request.status) && yearOf(request.start_date) === year
  );
}

function YearBadge({ year }: { year: number }) {
  return <Badge variant="outline" className="tabular-nums">{year}</Badge>;
}

/**
 * The balance of the request form: the spec's line for this year, labelled with its year, and
 * next year's in the same words once the user has a live request there (each year has its own
 * allowance, so a booking next January leaves this year's line as it was).
 *
 * This year's sentence is an element of its own, word for word the spec's; next year's line
 * keeps its year and sentence in one element, so looking for the spec's whole sentence finds
 * this year's line alone and never mistakes next year's for it.
 *
 * When a policy touches the user this year (a working pattern, pro-rata, carried hours: the
 * breakdown says `configured`), the sentence is followed by its parts, Remaining the largest,
 * and the name of the pattern they work today; otherwise nothing is added and the screen is
 * the spec's.
 *
 * Below, one line per active leave type with an allowance of its own (issue 33): its hours left
 * of it this year; and while time off in lieu is on, its balance. None while there is no such
 * type, so the card is then the spec's.
 */
export function VacationBalance({ currentYear }: { currentYear: number }) {
  const current = useVacationDays();
  useErrorToast(current.error, messages.failedToFetchVacationHours);
  const nextYear = currentYear + 1;
  const requests = useMyHolidayRequests();
  const hasNextYear = hasLiveRequestIn(requests.data ?? [], nextYear);
  const next = useVacationDays(nextYear, { enabled: hasNextYear });
  const breakdown = useBalanceBreakdown().data;
  const isBrokenDown = breakdown?.configured === true && breakdown.year === currentYear;
  const ownAllowances = useLeaveBalances();
  // Time off in lieu while it is on (issue 33): the menu asks for it already.
  const toil = useOwnToil().data;
  const patternName = isBrokenDown
    ? currentPatternName(breakdown.patterns ?? [], todayInLondon(now()))
    : null;

  return (
    <div className="flex flex-col gap-1.5 text-sm" aria-live="polite">
      {current.data
        ? (
          <p className="flex items-center gap-2">
            <YearBadge year={currentYear} />{" "}
            <span>{messages.vacationHoursAvailable(current.data.vacation_hours)}</span>
          </p>
        )
        : current.isPending && <p className="text-muted-foreground">{messages.loading}</p>}
      {current.data && isBrokenDown && (
        <div
          className="flex flex-col gap-2"
          aria-label={`Your ${currentYear} balance`}
          role="group"
        >
          <p className="text-muted-foreground">{breakdownLine(breakdown)}</p>
          {patternName && (
            <p className="text-muted-foreground">
              {holidayRequestMessages.workingPattern(patternName)}
            </p>
          )}
          <BalanceFigures balance={breakdown} isRemainingProminent />
        </div>
      )}
      {current.data && hasNextYear && next.data && (
        <p className="flex items-center gap-2">
          <YearBadge year={nextYear} /> {messages.vacationHoursAvailable(next.data.vacation_hours)}
        </p>
      )}
      {ownAllowances.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={`Your ${currentYear} leave allowances`}>
          {ownAllowances.map((line) => (
            <li key={line.leaveTypeId} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-sm border border-foreground/20"
                style={{ backgroundColor: line.colour }}
              />
              <span>
                {holidayRequestMessages.ownAllowanceLine(
                  line.name,
                  line.leftHours,
                  line.allowanceHours,
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {toil?.active && <p>{holidayRequestMessages.toilLine(toil.typeName, toil.balance)}</p>}
    </div>
  );
}
