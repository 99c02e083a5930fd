import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";

import {
  type SicknessSettings,
  sicknessSettingsSchema,
} from "@shared/schemas/sickness-follow-ups.ts";

import { LabelledField } from "@/components/form/labelled-field";
import { SaveButton } from "@/components/form/save-button";
import { SettingsCard } from "@/components/settings-card";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { checkedAs } from "@/lib/form-check";
import { reportRefusal } from "@/lib/refusal";

import { useSicknessSettings } from "../api/get-sickness-settings";
import { useUpdateSicknessSettings } from "../api/update-sickness-settings";
import { followUpMessages as texts } from "../messages";

/** The setting as the input holds it: the years as typed. */
type RetentionValues = { retentionYears: string };

const LABELS = { retentionYears: texts.retentionLabel };

/** The years typed as a number ("" as none): "6" → 6. */
function settingsOf({ retentionYears }: RetentionValues): Partial<SicknessSettings> {
  const years = retentionYears.trim();
  return { retentionYears: years === "" ? undefined : Number(years) };
}

const check = checkedAs<RetentionValues>(
  z.preprocess((values: RetentionValues) => settingsOf(values), sicknessSettingsSchema),
  LABELS,
);

/**
 * The Health data card of Settings (issue 18): how many years after a log ends its reason, its
 * interview note and its fit note's details are kept before the daily job erases them.
 */
export function RetentionSettings() {
  return (
    <SettingsCard
      title={texts.healthDataTitle}
      description={texts.healthDataDescription}
      query={useSicknessSettings()}
      failedToFetch={texts.failedToFetchRetention}
    >
      {(settings) => <RetentionForm settings={settings} />}
    </SettingsCard>
  );
}

function RetentionForm({ settings }: { settings: SicknessSettings }) {
  const form = useForm<RetentionValues>({
    resolver: check,
    defaultValues: { retentionYears: String(settings.retentionYears) },
  });
  const update = useUpdateSicknessSettings({
    onSuccess: (saved) => {
      toast.success(texts.retentionSaved);
      form.reset({ retentionYears: String(saved.retentionYears) });
    },
    onError: (error) => {
      reportRefusal(texts.failedToSaveRetention, error, form.setError, LABELS);
    },
  });

  function save(values: RetentionValues) {
    update.mutate({ retentionYears: Number(values.retentionYears) });
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} className="grid gap-6" noValidate>
        <LabelledField
          control={form.control}
          name="retentionYears"
          label={texts.retentionLabel}
          description={texts.retentionHint}
          unit={texts.years}
        >
          {(field) => (
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              step={1}
              className="w-24"
              {...field}
            />
          )}
        </LabelledField>
        <SaveButton isBusy={update.isPending} />
      </form>
    </Form>
  );
}
