import { useId } from "react";
import { toast } from "sonner";

import type { AdminLanding, LandingSettings as Settings } from "@shared/schemas/landing.ts";

import { useLandingSettings } from "@/api/get-landing-settings";
import { SettingsCard } from "@/components/settings-card";
import { Label } from "@/components/ui/label";
import { refusalDetail } from "@/lib/refusal";

import { useUpdateLandingSettings } from "../api/update-landing-settings";
import { settingsMessages as texts } from "../messages";

const CARD = {
  title: texts.landingTitle,
  description: texts.landingDescription,
  failedToFetch: texts.failedToFetchLanding,
};

const OPTIONS: readonly { value: AdminLanding; label: string }[] = [
  { value: "users", label: texts.landingUsers },
  { value: "overview", label: texts.landingOverview },
];

/**
 * The Settings card of where administrators land after signing in (issue 31): Manage Users, the
 * spec's, or the Overview; saved as it is picked.
 */
export function LandingSettings() {
  return <SettingsCard texts={CARD} query={useLandingSettings()} form={LandingChoice} />;
}

function LandingChoice({ settings }: { settings: Settings }) {
  const id = useId();
  const update = useUpdateLandingSettings({
    onSuccess: () => toast.success(texts.settingsSaved),
    onError: (error) => toast.error(texts.failedToSaveSettings, refusalDetail(error)),
  });
  const chosen = update.isPending ? update.variables.adminLanding : settings.adminLanding;
  return (
    <fieldset className="grid gap-3" disabled={update.isPending}>
      <legend className="mb-3 text-sm font-medium">{texts.landingLegend}</legend>
      {OPTIONS.map(({ value, label }) => (
        <div key={value} className="flex items-center gap-2">
          <input
            type="radio"
            id={`${id}-${value}`}
            name={`${id}-landing`}
            value={value}
            checked={chosen === value}
            onChange={() => update.mutate({ adminLanding: value })}
            className="size-4 shrink-0 accent-primary"
          />
          <Label htmlFor={`${id}-${value}`}>{label}</Label>
        </div>
      ))}
    </fieldset>
  );
}
