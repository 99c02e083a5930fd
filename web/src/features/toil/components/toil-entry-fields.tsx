import type { Control, FieldPath } from "react-hook-form";

import { MAX_TOIL_NOTE } from "@shared/toil.ts";

import { DateInputField, InputField, TextareaField } from "@/components/form/input-fields";

import { toilMessages as texts } from "../messages";

/** The fields of an entry of extra hours, as both forms hold them (text until checked). */
export type ToilEntryValues = { workedOn: string; hours: string; note: string };

/**
 * The day worked (not after `today`), the hours and the note of an entry of extra hours: the
 * fields the person's own form and the administrator's form for someone share.
 */
export function ToilEntryFields<V extends ToilEntryValues>(
  { control, today }: { control: Control<V>; today: string },
) {
  const field = (name: keyof ToilEntryValues) => name as FieldPath<V>;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateInputField
          control={control}
          name={field("workedOn")}
          label={texts.workedOn}
          max={today}
          required
        />
        <InputField
          control={control}
          name={field("hours")}
          label={texts.hours}
          description={texts.hoursHint}
          inputMode="decimal"
          required
        />
      </div>
      <TextareaField
        control={control}
        name={field("note")}
        label={texts.note}
        maxLength={MAX_TOIL_NOTE}
      />
    </>
  );
}
