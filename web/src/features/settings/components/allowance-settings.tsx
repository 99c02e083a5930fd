import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { type CompanySettings, companySettingsSchema } from "@shared/schemas/policies.ts";

import { LabelledField, SwitchField } from "@/components/form/labelled-field";
import { SaveButton } from "@/components/form/save-button";
import { SettingsCard } from "@/components/settings-card";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { checkedAs } from "@/lib/form-check";
import { reportRefusal } from "@/lib/refusal";

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

/** The Allowance card: pro-rata, the carry-over cap and the day carried hours expire. */
export function AllowanceSettings() {
  return (
    <SettingsCard
      title={texts.allowanceTitle}
      description={texts.allowanceDescription}
      query={useCompanySettings()}
      failedToFetch={texts.failedToFetchSettings}
    >
      {(settings) => <AllowanceForm settings={settings} />}
    </SettingsCard>
  );
}

function AllowanceForm({ settings }: { settings: CompanySettings }) {
  const expiryLabelId = useId();
  const form = useForm<SettingsValues>({ resolver: check, defaultValues: valuesOf(settings) });
  const update = useUpdateCompanySettings({
    onSuccess: (saved) => {
      toast.success(texts.settingsSaved);
      form.reset(valuesOf(saved));
    },
    onError: (error) => {
      reportRefusal(texts.failedToSaveSettings, error, form.setError, LABELS);
    },
  });

  function save(values: SettingsValues) {
    update.mutate({ ...values, carryOverMaxHours: Number(values.carryOverMaxHours) });
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} className="grid gap-6" noValidate>
        <SwitchField
          control={form.control}
          name="proRata"
          label={texts.proRataLabel}
          description={texts.proRataHint}
        />
        <LabelledField
          control={form.control}
          name="carryOverMaxHours"
          label={texts.carryOverLabel}
          description={texts.carryOverHint}
        >
          {(field) => (
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.25}
              className="w-32"
              {...field}
            />
          )}
        </LabelledField>
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
        <SaveButton isBusy={update.isPending} />
      </form>
    </Form>
  );
}
