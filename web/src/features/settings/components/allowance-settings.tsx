import { useId } from "react";

import { type CompanySettings, companySettingsSchema } from "@shared/schemas/policies.ts";

import { InputField } from "@/components/form/input-fields";
import { LabelledField, SwitchField } from "@/components/form/labelled-field";
import { SettingsForm, useSettingsForm } from "@/components/form/settings-form";
import { SettingsCard } from "@/components/settings-card";
import { checkedAs } from "@/lib/form-check";

import { useCompanySettings } from "@/api/get-company-settings";
import { useUpdateCompanySettings } from "../api/update-company-settings";
import { settingsMessages as texts } from "../messages";
import { ExpiryField } from "./expiry-field";

/** The settings as the inputs hold them: the hours as typed. */
type SettingsValues = Omit<CompanySettings, "carryOverMaxHours"> & { carryOverMaxHours: string };

/** The fields as the API names them, with the labels the form shows. */
const LABELS = {
  proRata: "Pro-rata",
  carryOverMaxHours: texts.carryOverLabel,
  carryOverExpiry: texts.expiryLabel,
};

const check = checkedAs<SettingsValues>(companySettingsSchema, LABELS);

function valuesOf(settings: CompanySettings): SettingsValues {
  return { ...settings, carryOverMaxHours: String(settings.carryOverMaxHours) };
}

const CARD = {
  title: texts.allowanceTitle,
  description: texts.allowanceDescription,
  failedToFetch: texts.failedToFetchSettings,
};

const FORM = {
  resolver: check,
  valuesOf,
  labels: LABELS,
  saved: texts.settingsSaved,
  failed: texts.failedToSaveSettings,
};

/** The Allowance card: pro-rata, the carry-over cap and the day carried hours expire. */
export function AllowanceSettings() {
  return <SettingsCard texts={CARD} query={useCompanySettings()} form={AllowanceForm} />;
}

function AllowanceForm({ settings }: { settings: CompanySettings }) {
  const expiryLabelId = useId();
  const { form, save } = useSettingsForm(settings, FORM, useUpdateCompanySettings);
  const submit = (values: SettingsValues) =>
    save.mutate({ ...values, carryOverMaxHours: Number(values.carryOverMaxHours) });

  return (
    <SettingsForm form={form} onSubmit={submit} isBusy={save.isPending}>
      <SwitchField
        control={form.control}
        name="proRata"
        label={texts.proRataLabel}
        description={texts.proRataHint}
      />
      <InputField
        control={form.control}
        name="carryOverMaxHours"
        label={texts.carryOverLabel}
        description={texts.carryOverHint}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.25}
        inputClassName="w-32"
      />
      <LabelledField
        control={form.control}
        name="carryOverExpiry"
        label={texts.expiryLabel}
        labelId={expiryLabelId}
        description={texts.expiryHint}
      >
        {(field) => (
          <ExpiryField value={field.value} onChange={field.onChange} labelledBy={expiryLabelId} />
        )}
      </LabelledField>
    </SettingsForm>
  );
}
