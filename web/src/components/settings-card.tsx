import { type ComponentType, useId } from "react";

import { LoadStatus } from "@/components/list-status";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { useErrorToast } from "@/hooks/use-error-toast";

/** What a setting's card says: its heading, what the setting does, and a failed read. */
export type SettingsCardTexts = { title: string; description: string; failedToFetch: string };

/**
 * A setting's card on the Settings page (allowance, health data, trigger points, calendar
 * feeds): its heading and what it does, then its form once the setting is read, or that it is
 * loading or could not be read (with the failure's toast).
 */
export function SettingsCard<Data>({ texts, query, form: SettingForm }: {
  texts: SettingsCardTexts;
  query: { data?: Data; isPending: boolean; isError: boolean; error: unknown };
  /** The setting's form, of the settings as read. */
  form: ComponentType<{ settings: Data }>;
}) {
  const titleId = useId();
  useErrorToast(query.error, texts.failedToFetch);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <h2 id={titleId} className="leading-none font-semibold">{texts.title}</h2>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.data !== undefined
          ? <SettingForm settings={query.data} />
          : <LoadStatus query={query} errorMessage={texts.failedToFetch} />}
      </CardContent>
    </Card>
  );
}
