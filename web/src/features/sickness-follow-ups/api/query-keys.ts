import { queryRoots } from "@/api/query-keys";

/**
 * Keys of the follow-ups of a page of logs, under the sickness-logs root: a log's new dates
 * change whether it needs a fit note.
 */
export const followUpKeys = {
  all: [...queryRoots.sicknessLogs, "follow-ups"] as const,
  logs: (logIds: readonly number[]) => [...followUpKeys.all, { logIds }] as const,
};

/** The health-data retention: no other screen shows it or changes it. */
export const sicknessSettingsKeys = {
  all: ["sickness-settings"] as const,
};
