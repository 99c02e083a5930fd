import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";

import { todayInLondon } from "@shared/dates.ts";

import { DialogForm } from "@/components/form/form-dialog";
import { DateInputField, NameField } from "@/components/form/input-fields";
import { saveCallbacks } from "@/components/form/save-callbacks";
import { LabelledSelect } from "@/components/option-select";
import { Button } from "@/components/ui/button";
import { now } from "@/lib/clock";
import { checkedAs } from "@/lib/form-check";

import { useCreateWorkingPattern } from "../api/create-working-pattern";
import type { WorkingPatternRow } from "@/api/get-working-patterns";
import { useUpdateWorkingPattern } from "../api/update-working-pattern";
import { settingsMessages as texts } from "../messages";
import {
  CYCLE_WEEKS,
  mondayOf,
  PATTERN_PRESETS,
  resizeCycle,
  weeksLabel,
  weeksOf,
} from "../utils/patterns";
import { patternFormSchema, typedDayHours } from "../utils/pattern-form";
import { PatternHoursGrid, type PatternValues } from "./pattern-hours-grid";

/** The fields as the API names them, with the labels the dialog shows. */
const LABELS = { name: "Name", anchor: "Cycle starts on", hours: "Hours" };

const check = checkedAs<PatternValues>(patternFormSchema, LABELS);

const WEEK_OPTIONS = CYCLE_WEEKS.map((weeks) => ({
  value: String(weeks),
  label: weeksLabel(weeks),
}));

function valuesOf(pattern: WorkingPatternRow | null): PatternValues {
  if (pattern) {
    const { name, anchor, hours } = pattern;
    return { name, anchor, hours: hours.map(String) };
  }
  return {
    name: "",
    anchor: mondayOf(todayInLondon(now())),
    hours: PATTERN_PRESETS[0].hours.map(String),
  };
}

/** The Create and Edit Pattern dialog's form, of `pattern` (null: a new one). */
export function PatternForm(
  { pattern, onClose }: { pattern: WorkingPatternRow | null; onClose: () => void },
) {
  const id = useId();
  const form = useForm<PatternValues>({ resolver: check, defaultValues: valuesOf(pattern) });
  const hours = useWatch({ control: form.control, name: "hours" });
  const callbacks = saveCallbacks(form.setError, LABELS, onClose);
  const create = useCreateWorkingPattern(
    callbacks(texts.patternCreated, texts.failedToCreatePattern),
  );
  const update = useUpdateWorkingPattern(
    callbacks(texts.patternUpdated, texts.failedToUpdatePattern),
  );
  const isBusy = create.isPending || update.isPending;

  function save(values: PatternValues) {
    const input = { ...values, hours: values.hours.map(typedDayHours) };
    if (pattern) update.mutate({ id: pattern.id, ...input });
    else create.mutate(input);
  }

  function setHours(next: string[]) {
    form.clearErrors("hours");
    form.setValue("hours", next, { shouldDirty: true });
  }

  return (
    <DialogForm
      form={form}
      onSubmit={save}
      title={pattern ? texts.editPattern : texts.createPattern}
      description={
        <>
          Hours for each day of the cycle, in quarter hours (7.5, 7.25); the cycle repeats from the
          Monday it starts on.
        </>
      }
      isEdit={pattern !== null}
      isBusy={isBusy}
      onCancel={onClose}
    >
      <NameField control={form.control} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateInputField
          control={form.control}
          name="anchor"
          label={LABELS.anchor}
          description="A Monday: week 1 starts that day."
          required
        />
        <LabelledSelect
          label="Weeks in the cycle"
          className="grid content-start gap-1.5"
          value={String(weeksOf(hours.length))}
          onChange={(weeks) => setHours(resizeCycle(hours, Number(weeks)))}
          options={WEEK_OPTIONS}
        />
      </div>
      <div role="group" aria-labelledby={`${id}-presets`} className="grid gap-1.5">
        <p id={`${id}-presets`} className="text-sm font-medium">Start from</p>
        <div className="flex flex-wrap gap-2">
          {PATTERN_PRESETS.map((preset) => (
            <Button
              key={preset.label}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                setHours(preset.hours.map(String));
                if (!form.getValues("name").trim()) form.setValue("name", preset.label);
              }}
            >
              {preset.label}
            </Button>
          ))}
        </div>
      </div>
      <PatternHoursGrid
        control={form.control}
        errors={form.formState.errors.hours}
        idPrefix={id}
      />
      {typeof form.formState.errors.hours?.message === "string" && (
        <p data-slot="form-message" role="alert" className="text-sm text-destructive">
          {form.formState.errors.hours.message}
        </p>
      )}
    </DialogForm>
  );
}
