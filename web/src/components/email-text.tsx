import { Fragment } from "react";

import { cn } from "@/lib/utils";

/** "amelia.jones@example.com" → ["amelia.", "jones@", "example.", "com"]: where a line may break. */
export function emailParts(email: string): string[] {
  return email.split(/(?<=[@.])/);
}

/**
 * An email address that wraps only after its "@" and dots (a <wbr> at each), never in the
 * middle of a name, on a phone's narrow card or list; a part wider than the line itself is
 * the one thing still broken (break-words, the last resort). Its text is the address as it is.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  return (
    <span className={cn("break-words", className)}>
      {emailParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
