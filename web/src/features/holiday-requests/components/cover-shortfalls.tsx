import type { CoverShortfall } from "@shared/schemas/cover.ts";

import { CoverAlert } from "@/components/cover-alert";

/**
 * Under the hours a request takes: the days a cover rule of the employee's department would
 * fall short if it were approved. A warning lets the request go ahead; a blocking rule means
 * the server will refuse it (Submit stays enabled: the server decides, and says why). Nothing
 * at all while no rule falls short.
 */
export function CoverShortfalls({
  shortfalls,
  department,
}: {
  shortfalls: readonly CoverShortfall[];
  department?: string;
}) {
  return (
    <CoverAlert
      shortfalls={shortfalls}
      department={department}
      blockedTitle="This request will be refused: not enough cover"
      blockedNote="A cover rule of your department does not allow this absence; choose other dates or ask an administrator."
      warnNote="You can still submit; the administrator who decides will see this too."
    />
  );
}
