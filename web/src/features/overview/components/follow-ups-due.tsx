import { Link } from "react-router";

import type { Overview } from "@shared/schemas/cover.ts";

import { Button } from "@/components/ui/button";
import { FOLLOW_UPS_PARAM, paths } from "@/config/paths";

import { overviewMessages as texts } from "../messages";
import { OverviewFigures, OverviewSection } from "./overview-section";

/**
 * The sickness follow-ups waiting (fit notes not received for absences over 7 days, return to
 * work interviews due), with the way to the logs that shows them. Nothing while none waits.
 */
export function FollowUpsDue({ due }: { due: Overview["followUpsDue"] }) {
  if (due.fitNotes === 0 && due.interviews === 0) return null;
  const figures = [
    [texts.fitNotesMissing, String(due.fitNotes)],
    [texts.interviewsDue, String(due.interviews)],
  ] as const;
  return (
    <OverviewSection title={texts.followUpsDue}>
      <OverviewFigures figures={figures} />
      <Button asChild variant="outline" size="sm" className="w-fit">
        <Link to={`${paths.app.sicknessLogs.getHref()}?${FOLLOW_UPS_PARAM}=1`}>
          {texts.openFollowUps}
        </Link>
      </Button>
    </OverviewSection>
  );
}
