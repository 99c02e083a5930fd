import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";

import { todayInLondon } from "@shared/dates.ts";

import { DateField } from "@/components/date-field";
import { Button } from "@/components/ui/button";
import { DialogForm, saveCallbacks } from "@/components/form/form-dialog";
import { LabelledField } from "@/components/form/labelled-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
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
      <LabelledField control={form.control} name="name" label="Name">
        {(field) => <Input maxLength={100} required {...field} />}
      </LabelledField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledField
          control={form.control}
          name="anchor"
          label={LABELS.anchor}
          description="A Monday: week 1 starts that day."
          className="content-start gap-1.5"
        >
          {(field) => <DateField label={LABELS.anchor} required {...field} />}
        </LabelledField>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-weeks`}>Weeks in the cycle</Label>
          <Select
            value={String(weeksOf(hours.length))}
            onValueChange={(weeks) => setHours(resizeCycle(hours, Number(weeks)))}
          >
            <SelectTrigger id={`${id}-weeks`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CYCLE_WEEKS.map((weeks) => (
                <SelectItem key={weeks} value={String(weeks)}>{weeksLabel(weeks)}</SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
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
