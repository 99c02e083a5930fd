import { useId } from "react";
import { toast } from "sonner";

import type { CalendarSettings } from "@shared/schemas/calendar.ts";

import { SettingsCard } from "@/components/settings-card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { refusalDetail } from "@/lib/refusal";

import { useCalendarSettings } from "../api/get-calendar-settings";
import { useUpdateCalendarSettings } from "../api/update-calendar-settings";
import { calendarFeedMessages as texts } from "../messages";

const CARD = {
  title: texts.settingsTitle,
  description: texts.settingsDescription,
  failedToFetch: texts.failedToFetchSettings,
};

/** The Settings section of calendar feeds: "Show sickness as Away", saved as it is switched. */
export function CalendarFeedSettings() {
  return <SettingsCard texts={CARD} query={useCalendarSettings()} form={ShowSicknessSwitch} />;
}

function ShowSicknessSwitch({ settings }: { settings: CalendarSettings }) {
  const switchId = useId();
  const update = useUpdateCalendarSettings({
    onSuccess: () => toast.success(texts.settingsSaved),
    onError: (error) => toast.error(texts.failedToSaveSettings, refusalDetail(error)),
  });
  return (
    <div className="flex items-center gap-3">
      <Switch
        id={switchId}
        checked={update.isPending
          ? update.variables.showSicknessAsAway
          : settings.showSicknessAsAway}
        disabled={update.isPending}
        onCheckedChange={(checked) => update.mutate({ showSicknessAsAway: checked })}
      />
      <Label htmlFor={switchId}>{texts.showSickness}</Label>
    </div>
  );
}
