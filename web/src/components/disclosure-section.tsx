import { ChevronDownIcon } from "lucide-react";
import { type ReactNode, useState } from "react";

import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";

/**
 * A part of a screen beyond the spec's, closed until asked for: its content (and what it
 * fetches) appears only once opened, so the spec's screen stays as it is (issue 18's Bradford
 * factor and chart under the sickness summary).
 */
export function DisclosureSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="flex min-w-0 flex-col gap-3">
      <CollapsibleTrigger asChild>
        <Button variant="outline" className="w-full justify-between sm:w-fit">
          {title}
          <ChevronDownIcon
            aria-hidden="true"
            className={open ? "rotate-180 transition-transform" : "transition-transform"}
          />
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent className="min-w-0">{open && children}</CollapsibleContent>
    </Collapsible>
  );
}
