import { type ToilSettings, toilSettingsSchema } from "@shared/schemas/toil.ts";
import { z } from "zod";

import { InputField } from "@/components/form/input-fields";
import { SettingsForm, useSettingsForm } from "@/components/form/settings-form";
import { SettingsCard } from "@/components/settings-card";
import { checkedAs } from "@/lib/form-check";

import { useToilSettings, useUpdateToilSettings } from "../api/toil-settings";
import { toilMessages as texts } from "../messages";

type Values = { toilExpiryMonths: string };

const LABELS = { toilExpiryMonths: texts.expiryLabel };

/** The box's text as the setting: "" → null (never), "12" → 12, other text stays to be refused. */
const monthsOf = (text: string): unknown => {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};
const fromText = z.object({ toilExpiryMonths: z.string().transform(monthsOf) })
  .pipe(toilSettingsSchema);

const FORM = {
  resolver: checkedAs<Values>(fromText, LABELS),
  valuesOf: (settings: ToilSettings): Values => ({
    toilExpiryMonths: settings.toilExpiryMonths === null ? "" : String(settings.toilExpiryMonths),
  }),
  labels: LABELS,
  saved: texts.settingSaved,
  failed: texts.failedToSaveSetting,
};

const CARD = {
  title: texts.settingTitle,
  description: texts.settingDescription,
  failedToFetch: texts.failedToFetchSetting,
};

/**
 * How long approved time off in lieu lasts (issue 33): months after the day worked, or never;
 * on the Leave types page, beside the type it serves.
 */
export function ToilExpirySetting() {
  return <SettingsCard texts={CARD} query={useToilSettings()} form={ToilExpiryForm} />;
}

function ToilExpiryForm({ settings }: { settings: ToilSettings }) {
  const { form, save } = useSettingsForm(settings, FORM, useUpdateToilSettings);
  return (
    <SettingsForm
      form={form}
      onSubmit={(next) => save.mutate(fromText.parse(next))}
      isBusy={save.isPending}
    >
      <InputField
        control={form.control}
        name="toilExpiryMonths"
        label={texts.expiryLabel}
        description={texts.expiryHint}
        inputMode="numeric"
        inputClassName="w-24"
      />
    </SettingsForm>
  );
}
