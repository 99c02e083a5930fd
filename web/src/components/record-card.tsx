import type { ReactNode } from "react";

import { Card, CardContent } from "@/components/ui/card";

/** One row of a table as a card on a phone: label and value pairs, then its actions. */
export function RecordCard({
  fields,
  actions,
  label,
}: {
  fields: readonly { label: string; value: ReactNode }[];
  actions?: ReactNode;
  /** Names the card for assistive technology: "Ann Lee". */
  label?: string;
}) {
  return (
    <Card className="gap-3 py-4" aria-label={label} role={label ? "group" : undefined}>
      <CardContent className="flex flex-col gap-3 px-4">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 text-sm">
          {fields.map((field) => (
            <div key={field.label} className="contents">
              <dt className="text-muted-foreground">{field.label}</dt>
              {/* A badge wraps too: 'Cancellation Requested' is wider than a 320px card's value. */}
              <dd className="min-w-0 break-words [&_[data-slot=badge]]:whitespace-normal">
                {field.value}
              </dd>
            </div>
          ))}
        </dl>
        {actions}
      </CardContent>
    </Card>
  );
}
