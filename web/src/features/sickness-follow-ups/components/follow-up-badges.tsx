import type { FollowUp } from "@shared/schemas/sickness-follow-ups.ts";

import { Badge } from "@/components/ui/badge";

import { followUpMessages as texts } from "../messages";

/**
 * What a log still asks of an administrator, or has had: "Fit note needed", "Interview due" or
 * "Interview done"; a dash when there is nothing (an interview not needed, no fit note due).
 */
export function FollowUpBadges({ followUp }: { followUp: FollowUp | undefined }) {
  if (!followUp) return null;
  const { fitNoteNeeded, rtwStatus } = followUp;
  if (!fitNoteNeeded && rtwStatus === "not_needed") {
    return (
      <>
        <span aria-hidden="true" className="text-muted-foreground">–</span>
        <span className="sr-only">{texts.nothingToFollowUp}</span>
      </>
    );
  }
  return (
    <div className="flex flex-wrap gap-1">
      {fitNoteNeeded && <Badge variant="orange">{texts.fitNoteNeeded}</Badge>}
      {rtwStatus === "due" && <Badge variant="yellow">{texts.interviewDue}</Badge>}
      {rtwStatus === "done" && <Badge variant="green">{texts.interviewDone}</Badge>}
    </div>
  );
}
