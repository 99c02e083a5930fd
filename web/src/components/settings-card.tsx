import { PlusIcon } from "lucide-react";
import { type ComponentType, type ReactNode, useId } from "react";

import { LoadStatus } from "@/components/list-status";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { WholeWords } from "@/components/whole-words";
import { useErrorToast } from "@/hooks/use-error-toast";

/**
 * A section of Settings, each one alike (issue 31): a card with its heading and what it is for,
 * its Add or Create button beside them (under them on a phone), then its content. A region named
 * by its heading, so that the page's list of sections and a screen reader's landmarks find it.
 * Their words wrap between words only ("special-category" stays whole on a phone).
 */
export function SettingsSection({ title, description, addLabel, onAdd, children }: {
  title: string;
  description: string;
  /** The section's button: "Create Skill", "Add holiday". */
  addLabel?: string;
  onAdd?: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0 gap-4 py-5 sm:py-6">
      <CardHeader className="flex flex-col gap-3 px-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="grid gap-1.5">
          <h2 id={titleId} className="text-lg leading-tight font-semibold">
            <WholeWords text={title} />
          </h2>
          <CardDescription>
            <WholeWords text={description} />
          </CardDescription>
        </div>
        {addLabel && (
          <Button className="w-full shrink-0 sm:w-fit" onClick={onAdd}>
            <PlusIcon aria-hidden="true" />
            {addLabel}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex min-w-0 flex-col gap-4 px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}

/** What a setting's card says: its heading, what the setting does, and a failed read. */
export type SettingsCardTexts = { title: string; description: string; failedToFetch: string };

/**
 * A setting's card on the Settings page (allowance, health data, trigger points, calendar
 * feeds): a section of Settings whose content is its form once the setting is read, or that it
 * is loading or could not be read (with the failure's toast).
 */
export function SettingsCard<Data>({ texts, query, form: SettingForm }: {
  texts: SettingsCardTexts;
  query: { data?: Data; isPending: boolean; isError: boolean; error: unknown };
  /** The setting's form, of the settings as read. */
  form: ComponentType<{ settings: Data }>;
}) {
  useErrorToast(query.error, texts.failedToFetch);
  return (
    <SettingsSection title={texts.title} description={texts.description}>
      {query.data !== undefined
        ? <SettingForm settings={query.data} />
        : <LoadStatus query={query} errorMessage={texts.failedToFetch} />}
    </SettingsSection>
  );
}
