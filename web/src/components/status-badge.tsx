import { statusColour, statusLabel } from "@shared/status.ts";

import { Badge } from "@/components/ui/badge";

/** A holiday request's status as the spec shows it: 'Approved' in green, 'Denied' in red... */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  return <Badge variant={statusColour(status)}>{statusLabel(status)}</Badge>;
}
