import { z } from "zod";

import {
  type SicknessSettings,
  sicknessSettingsSchema,
} from "@shared/schemas/sickness-follow-ups.ts";

import { InputField } from "@/components/form/input-fields";
import { SettingsForm, useSettingsForm } from "@/components/form/settings-form";
import { SettingsCard } from "@/components/settings-card";
import { checkedAs } from "@/lib/form-check";

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

const CARD = {
  title: texts.healthDataTitle,
  description: texts.healthDataDescription,
  failedToFetch: texts.failedToFetchRetention,
};

const FORM = {
  resolver: check,
  valuesOf: (settings: SicknessSettings) => ({ retentionYears: String(settings.retentionYears) }),
  labels: LABELS,
  saved: texts.retentionSaved,
  failed: texts.failedToSaveRetention,
};

/**
 * The Health data card of Settings (issue 18): how many years after a log ends its reason, its
 * interview note and its fit note's details are kept before the daily job erases them.
 */
export function RetentionSettings() {
  return <SettingsCard texts={CARD} query={useSicknessSettings()} form={RetentionForm} />;
}

function RetentionForm({ settings }: { settings: SicknessSettings }) {
  const { form, save } = useSettingsForm(settings, FORM, useUpdateSicknessSettings);
  const submit = (values: RetentionValues) =>
    save.mutate({ retentionYears: Number(values.retentionYears) });

  return (
    <SettingsForm form={form} onSubmit={submit} isBusy={save.isPending}>
      <InputField
        control={form.control}
        name="retentionYears"
        label={texts.retentionLabel}
        description={texts.retentionHint}
        unit={texts.years}
        type="number"
        inputMode="numeric"
        min={1}
        max={50}
        step={1}
        inputClassName="w-24"
      />
    </SettingsForm>
  );
}
