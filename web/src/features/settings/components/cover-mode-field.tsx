import { useId } from "react";

import { COVER_MODES, type CoverMode } from "@shared/schemas/cover.ts";

import { Label } from "@/components/ui/label";

import { settingsMessages as texts } from "../messages";

const MODE_WORDS: Record<CoverMode, { label: string; hint: string }> = {
  warn: { label: texts.modeWarn, hint: texts.modeWarnHint },
  block: { label: texts.modeBlock, hint: texts.modeBlockHint },
};

/**
 * What falling short of a rule does, as radios each with its one-line consequence (read out as
 * the radio's description). Native radios: the arrow keys move between them.
 */
export function CoverModeField({ legend, name, value, onChange, onBlur }: {
  legend: string;
  name: string;
  value: CoverMode;
  onChange: (mode: CoverMode) => void;
  onBlur: () => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      {COVER_MODES.map((mode) => (
        <div key={mode} className="flex items-start gap-2">
          <input
            type="radio"
            id={`${id}-${mode}`}
            name={name}
            value={mode}
            checked={value === mode}
            onChange={() => onChange(mode)}
            onBlur={onBlur}
            aria-describedby={`${id}-${mode}-hint`}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <div className="grid gap-0.5">
            <Label htmlFor={`${id}-${mode}`}>{MODE_WORDS[mode].label}</Label>
            <p id={`${id}-${mode}-hint`} className="text-sm text-muted-foreground">
              {MODE_WORDS[mode].hint}
            </p>
          </div>
        </div>
      ))}
    </fieldset>
  );
}
