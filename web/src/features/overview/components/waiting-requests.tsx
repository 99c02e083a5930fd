import { Link } from "react-router";

import type { Overview } from "@shared/schemas/cover.ts";

import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

import { overviewMessages as texts } from "../messages";
import { OverviewFigures, OverviewSection } from "./overview-section";

/** How many requests and cancellations wait for a decision, and how long the oldest has. */
export function WaitingRequests({ waiting }: { waiting: Overview["waiting"] }) {
  const figures = [
    [texts.requestsWaiting, String(waiting.requests)],
    [texts.cancellationsWaiting, String(waiting.cancellations)],
    [texts.oldestWaiting, waiting.oldestDays === null ? "–" : texts.days(waiting.oldestDays)],
  ] as const;
  return (
    <OverviewSection title={texts.waiting}>
      <OverviewFigures figures={figures} />
      {waiting.requests > 0 && (
        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link to={paths.app.adminApproval.getHref()}>{texts.openPending}</Link>
        </Button>
      )}
    </OverviewSection>
  );
}
