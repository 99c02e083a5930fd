import { useId } from "react";

import { DisclosureSection } from "@/components/disclosure-section";

import { bradfordMessages as texts } from "../messages";
import { BradfordScores } from "./bradford-scores";

/**
 * The Bradford factor section (issue 18), under the page it is added to: its heading, what the
 * score is, and the scores once asked for, so that the page above loads (and asks the server)
 * exactly as it did before.
 */
export function BradfordSection() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-4">
      <div className="grid gap-1.5">
        <h2 id={titleId} className="text-lg font-semibold">{texts.title}</h2>
        <p className="text-sm text-muted-foreground">{texts.description}</p>
      </div>
      <DisclosureSection title={texts.scores}>
        <BradfordScores />
      </DisclosureSection>
    </section>
  );
}
