import { useId } from "react";
import { toast } from "sonner";

import { ListStatus } from "@/components/list-status";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useErrorToast } from "@/hooks/use-error-toast";
import { refusalDetail } from "@/lib/refusal";

import { useCalendarSettings } from "../api/get-calendar-settings";
import { useUpdateCalendarSettings } from "../api/update-calendar-settings";
import { calendarFeedMessages as texts } from "../messages";

/** The Settings section of calendar feeds: "Show sickness as Away", saved as it is switched. */
export function CalendarFeedSettings() {
  const titleId = useId();
  const switchId = useId();
  const settings = useCalendarSettings();
  useErrorToast(settings.error, texts.failedToFetchSettings);
  const update = useUpdateCalendarSettings({
    onSuccess: () => toast.success(texts.settingsSaved),
    onError: (error) => toast.error(texts.failedToSaveSettings, refusalDetail(error)),
  });
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <h2 id={titleId} className="leading-none font-semibold">{texts.settingsTitle}</h2>
        <CardDescription>{texts.settingsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data
          ? (
            <div className="flex items-center gap-3">
              <Switch
                id={switchId}
                checked={update.isPending
                  ? update.variables.showSicknessAsAway
                  : settings.data.showSicknessAsAway}
                disabled={update.isPending}
                onCheckedChange={(checked) => update.mutate({ showSicknessAsAway: checked })}
              />
              <Label htmlFor={switchId}>{texts.showSickness}</Label>
            </div>
          )
          : (
            <ListStatus
              isPending={settings.isPending}
              isError={settings.isError}
              isEmpty={false}
              errorMessage={texts.failedToFetchSettings}
              emptyMessage=""
            />
          )}
      </CardContent>
    </Card>
  );
}
