import { formatDate, monthIndexOf } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";

import { useErrorToast } from "@/hooks/use-error-toast";

import { useOverview } from "../api/get-overview";
import { overviewMessages as texts } from "../messages";
import { AwayThisWeek, AwayToday } from "./away-lists";
import { FollowUpsDue } from "./follow-ups-due";
import { HoursChart, LeaveTypeHoursChart } from "./hours-chart";

import { SickDaysChart } from "./sick-days-chart";
import { TightestDays } from "./tightest-days";
import { WaitingRequests } from "./waiting-requests";

/**
 * The administrator's overview (issue 17): who is away today and from today to Sunday, what
 * waits for a decision (first on a phone) and the sickness follow-ups due, each department's
 * tightest day ahead, and this year's holiday hours and sick days (to this month).
 */
export function OverviewScreen() {
  const overview = useOverview();
  useErrorToast(overview.error, texts.failedToFetchOverview);
  const data = overview.data;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {overview.isPending ? messages.loading : data ? texts.today(formatDate(data.today)) : ""}
      </p>
      {data && (
        <>
          <div className="grid items-start gap-4 wide:grid-cols-3">
            <AwayToday people={data.awayToday} total={data.awayTodayTotal} />
            <AwayThisWeek people={data.awayThisWeek} total={data.awayThisWeekTotal} />
            {/* What asks for action comes first on a phone, last in the row on a wide screen. */}
            <div className="order-first grid items-start gap-4 wide:order-none">
              <WaitingRequests waiting={data.waiting} />
              <FollowUpsDue due={data.followUpsDue} />
            </div>
          </div>
          <TightestDays days={data.tightest} />
          <div className="grid items-start gap-4 wide:grid-cols-2">
            <HoursChart data={data.hoursByDepartment} />
            <SickDaysChart data={data.sickDaysByMonth} through={monthIndexOf(data.today)} />
            {data.hoursByLeaveType && <LeaveTypeHoursChart data={data.hoursByLeaveType} />}
          </div>
        </>
      )}
    </div>
  );
}
