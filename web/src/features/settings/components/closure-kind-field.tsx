import { useId } from "react";

import { CLOSURE_KINDS, type ClosureKind } from "@shared/schemas/public-holidays.ts";

import { Label } from "@/components/ui/label";

import { holidayMessages as texts } from "../holiday-messages";

const KIND_WORDS: Record<ClosureKind, { label: string; hint: string }> = {
  no_hours: { label: texts.noWorkingHours, hint: texts.noWorkingHoursHint },
  holiday: { label: texts.countsAsHoliday, hint: texts.countsAsHolidayHint },
};

/**
 * What a closure's days are, as radios each with its one-line consequence (read out as the
 * radio's description). Native radios: the arrow keys move between them.
 */
export function ClosureKindField({ legend, name, value, onChange, onBlur }: {
  legend: string;
  name: string;
  value: ClosureKind;
  onChange: (kind: ClosureKind) => void;
  onBlur: () => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      {CLOSURE_KINDS.map((kind) => (
        <div key={kind} className="flex items-start gap-2">
          <input
            type="radio"
            id={`${id}-${kind}`}
            name={name}
            value={kind}
            checked={value === kind}
            onChange={() => onChange(kind)}
            onBlur={onBlur}
            aria-describedby={`${id}-${kind}-hint`}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <div className="grid gap-0.5">
            <Label htmlFor={`${id}-${kind}`}>{KIND_WORDS[kind].label}</Label>
            <p id={`${id}-${kind}-hint`} className="text-sm text-muted-foreground">
              {KIND_WORDS[kind].hint}
            </p>
          </div>
        </div>
      ))}
    </fieldset>
  );
}
