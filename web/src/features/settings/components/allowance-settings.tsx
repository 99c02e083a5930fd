import { SaveIcon } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { type CompanySettings, companySettingsSchema } from "@shared/schemas/policies.ts";

import { SettingsCard } from "@/components/settings-card";
import { Button } from "@/components/ui/button";
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
import { Switch } from "@/components/ui/switch";
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
        <FormField
          control={form.control}
          name="proRata"
          render={({ field: { value, onChange, ...field } }) => (
            <FormItem className="gap-1.5">
              <div className="flex items-center gap-3">
                <FormControl>
                  <Switch checked={value} onCheckedChange={onChange} {...field} />
                </FormControl>
                <FormLabel>{texts.proRataLabel}</FormLabel>
              </div>
              <FormDescription>{texts.proRataHint}</FormDescription>
              <FormMessage role="alert" />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="carryOverMaxHours"
          render={({ field }) => (
            <FormItem className="gap-1.5">
              <FormLabel>{texts.carryOverLabel}</FormLabel>
              <FormControl>
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.25}
                  className="w-32"
                  {...field}
                />
              </FormControl>
              <FormDescription>{texts.carryOverHint}</FormDescription>
              <FormMessage role="alert" />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="carryOverExpiry"
          render={({ field }) => (
            <FormItem className="gap-1.5">
              <FormLabel id={expiryLabelId}>{texts.expiryLabel}</FormLabel>
              <FormControl>
                <ExpiryField
                  value={field.value}
                  onChange={field.onChange}
                  labelledBy={expiryLabelId}
                />
              </FormControl>
              <FormDescription>{texts.expiryHint}</FormDescription>
              <FormMessage role="alert" />
            </FormItem>
          )}
        />
        <Button type="submit" className="w-full sm:w-fit" disabled={update.isPending}>
          <SaveIcon aria-hidden="true" />
          Save
        </Button>
      </form>
    </Form>
  );
}
