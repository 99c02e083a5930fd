import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";

import { todayInLondon } from "@shared/dates.ts";

import { DateField } from "@/components/date-field";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
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
import { saveCallbacks, SettingsDialogFooter } from "./settings-form-dialog";

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
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} className="grid min-w-0 gap-4" noValidate>
        <DialogHeader>
          <DialogTitle>{pattern ? texts.editPattern : texts.createPattern}</DialogTitle>
          <DialogDescription>
            Hours for each day of the cycle, in quarter hours (7.5, 7.25); the cycle repeats from
            the Monday it starts on.
          </DialogDescription>
        </DialogHeader>
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem className="gap-1.5">
              <FormLabel>Name</FormLabel>
              <FormControl>
                <Input maxLength={100} required {...field} />
              </FormControl>
              <FormMessage role="alert" />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="anchor"
            render={({ field }) => (
              <FormItem className="content-start gap-1.5">
                <FormLabel>{LABELS.anchor}</FormLabel>
                <FormControl>
                  <DateField label={LABELS.anchor} required {...field} />
                </FormControl>
                <FormDescription>A Monday: week 1 starts that day.</FormDescription>
                <FormMessage role="alert" />
              </FormItem>
            )}
          />
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
        <SettingsDialogFooter isEdit={pattern !== null} isBusy={isBusy} onCancel={onClose} />
      </form>
    </Form>
  );
}
