import { useId } from "react";

import { RTW_STATUSES, type RtwStatus } from "@shared/schemas/sickness-follow-ups.ts";

import { Label } from "@/components/ui/label";

import { followUpMessages as texts } from "../messages";

const STATUS_LABELS: Record<RtwStatus, string> = {
  not_needed: texts.statusNotNeeded,
  due: texts.statusDue,
  done: texts.statusDone,
};

/**
 * The return-to-work interview's status as three radios side by side (they fit a 375 px
 * dialog). Native radios: the arrow keys move between them.
 */
export function RtwStatusField({ legend, name, value, onChange, onBlur }: {
  legend: string;
  name: string;
  value: RtwStatus;
  onChange: (status: RtwStatus) => void;
  onBlur: () => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {RTW_STATUSES.map((status) => (
          <div key={status} className="flex items-center gap-2">
            <input
              type="radio"
              id={`${id}-${status}`}
              name={name}
              value={status}
              checked={value === status}
              onChange={() => onChange(status)}
              onBlur={onBlur}
              className="size-4 shrink-0 accent-primary"
            />
            <Label htmlFor={`${id}-${status}`}>{STATUS_LABELS[status]}</Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
