import { formatDate } from "@shared/dates.ts";
import { messages } from "@shared/messages.ts";

import { useErrorToast } from "@/hooks/use-error-toast";

import { useOverview } from "../api/get-overview";
import { overviewMessages as texts } from "../messages";
import { AwayThisWeek, AwayToday } from "./away-lists";
import { HoursChart } from "./hours-chart";
import { SickDaysChart } from "./sick-days-chart";
import { TightestDays } from "./tightest-days";
import { WaitingRequests } from "./waiting-requests";

/**
 * The administrator's overview (issue 17): who is away today and this week, what waits for a
 * decision, each department's tightest day ahead, and this year's holiday hours and sick days.
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
            <AwayToday people={data.awayToday} />
            <AwayThisWeek people={data.awayThisWeek} />
            <WaitingRequests waiting={data.waiting} />
          </div>
          <TightestDays days={data.tightest} />
          <div className="grid items-start gap-4 wide:grid-cols-2">
            <HoursChart data={data.hoursByDepartment} />
            <SickDaysChart data={data.sickDaysByMonth} />
          </div>
        </>
      )}
    </div>
  );
}
