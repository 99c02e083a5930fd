import { PlusIcon } from "lucide-react";
import { type ReactNode, useId } from "react";

import { Button } from "@/components/ui/button";

/**
 * A section of Settings: its heading and what it is for, with its Add or Create button beside
 * them (under them on a phone), then its content.
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
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5">
          <h2 id={titleId} className="text-lg font-semibold">{title}</h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {addLabel && (
          <Button className="w-full shrink-0 sm:w-fit" onClick={onAdd}>
            <PlusIcon aria-hidden="true" />
            {addLabel}
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}
