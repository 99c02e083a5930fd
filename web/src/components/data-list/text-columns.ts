import { messages } from "@shared/messages.ts";

import type { DataColumn } from "./data-list";

/** A column of a text that may be long: cut to one line in the table, whole in its tooltip. */
export function longTextColumn<T>(header: string, text: (row: T) => string): DataColumn<T> {
  return { header, cell: text, className: "max-w-xs truncate", title: text };
}

/** A log's Reason column: its reason, or 'N/A' without one. */
export function reasonColumn<T extends { reason?: string | null }>(): DataColumn<T> {
  return longTextColumn("Reason", (log) => log.reason?.trim() || messages.notApplicable);
}
