import { type ReactNode, useId } from "react";

/**
 * A section of Settings: its heading and what it is for, with its main action beside them
 * (under them on a phone), then its content.
 */
export function SettingsSection({ title, description, action, children }: {
  title: string;
  description: string;
  /** The section's button: "Create Skill", "Add holiday". */
  action?: ReactNode;
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
        {action}
      </div>
      {children}
    </section>
  );
}
