import { type ReactNode, useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router";

import { formatDate } from "@shared/dates.ts";
import type { SicknessLog } from "@shared/schemas/responses.ts";
import { canSeeSicknessReason } from "@shared/roles.ts";

import type { DataColumn } from "@/components/data-list/data-list";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useErrorToast } from "@/hooks/use-error-toast";
import { useAuth } from "@/lib/session";
import { FOLLOW_UPS_PARAM } from "@/config/paths";

import { type FollowUp, useFollowUps } from "../api/get-follow-ups";
import { followUpMessages as texts } from "../messages";
import { FollowUpBadges } from "./follow-up-badges";
import { FollowUpDialog, type FollowUpTarget } from "./follow-up-dialog";

/** What follow-ups add to the logs list: a column before Actions, an action after Delete. */
type LogExtras = {
  columns: readonly DataColumn<SicknessLog>[];
  actions?: (log: SicknessLog, className?: string) => ReactNode;
};

const NO_EXTRAS: LogExtras = { columns: [] };

/** Where this browser remembers that the follow-ups are shown. */
export const SHOW_FOLLOW_UPS_KEY = "leave.showFollowUps";

/** "Ann Lee, 02/03/2026 to 04/03/2026": the log the action is about, as its name says it. */
function logLabel(log: SicknessLog): string {
  const to = log.sick_to_date ? formatDate(log.sick_to_date) : null;
  return texts.actionFor(
    `${log.firstName} ${log.lastName}`,
    texts.dates(formatDate(log.sick_from_date), to),
  );
}

/**
 * The follow-ups of a page of sickness logs, for a Global Administrator only (issue 18): a
 * "Show follow-ups" switch, off until turned on (so the spec's list stays as it is; the browser
 * remembers it), then one request for the page's logs, a Follow-up column of badges and a
 * Follow-up action opening the dialog. A Sickness User gets nothing, and nothing is asked of
 * the server for them. The column and the action come with the follow-ups' answer: without it
 * there is nothing to show or to edit.
 */
export function LogFollowUps({ logs, children }: {
  logs: readonly SicknessLog[];
  children: (extras: LogExtras) => ReactNode;
}) {
  const { user } = useAuth();
  // Follow-ups are health data, like the reason: the same rule decides who sees them.
  const isAdmin = canSeeSicknessReason(user?.role);
  const switchId = useId();
  // The overview's follow-ups card opens this list with ?followUps=1: shown, and remembered.
  const [searchParams] = useSearchParams();
  const [isShown, setShown] = useState(() => {
    if (searchParams.get(FOLLOW_UPS_PARAM) !== "1") {
      return localStorage.getItem(SHOW_FOLLOW_UPS_KEY) === "1";
    }
    localStorage.setItem(SHOW_FOLLOW_UPS_KEY, "1");
    return true;
  });
  const logIds = useMemo(() => logs.map((log) => log.id), [logs]);
  const followUps = useFollowUps(logIds, isAdmin && isShown);
  useErrorToast(followUps.error, texts.failedToFetchFollowUps);
  const [target, setTarget] = useState<FollowUpTarget | null>(null);

  const extras = useMemo((): LogExtras => {
    if (!isAdmin || !isShown || !followUps.data) return NO_EXTRAS;
    const byLog = new Map<number, FollowUp>(followUps.data.map((row) => [row.logId, row]));
    return {
      columns: [{
        header: texts.column,
        cell: (log) => <FollowUpBadges followUp={byLog.get(log.id)} />,
      }],
      actions: (log, className) => {
        // While the next page's follow-ups load, its logs show the action, not yet usable.
        const followUp = byLog.get(log.id);
        return (
          <Button
            variant="outline"
            size="sm"
            className={className}
            disabled={!followUp}
            aria-label={logLabel(log)}
            onClick={() => followUp && setTarget({ log, followUp })}
          >
            {texts.action}
          </Button>
        );
      },
    };
  }, [isAdmin, isShown, followUps.data]);

  function show(on: boolean) {
    setShown(on);
    localStorage.setItem(SHOW_FOLLOW_UPS_KEY, on ? "1" : "0");
  }

  return (
    <>
      {isAdmin && (
        <div className="flex items-center gap-2">
          <Switch id={switchId} checked={isShown} onCheckedChange={show} />
          <Label htmlFor={switchId}>{texts.showFollowUps}</Label>
        </div>
      )}
      {children(extras)}
      {isAdmin && <FollowUpDialog target={target} onClose={() => setTarget(null)} />}
    </>
  );
}
