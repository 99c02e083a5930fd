import { queryOptions, useQuery } from "@tanstack/react-query";

import type { SicknessSettings } from "@shared/schemas/sickness-follow-ups.ts";

import { api } from "@/lib/api-client";

import { sicknessSettingsKeys } from "./query-keys";

/** GET /api/admin/sickness-settings: how many years health data is kept. */
export function getSicknessSettings(): Promise<SicknessSettings> {
  return api.get<SicknessSettings>("/admin/sickness-settings");
}

export function getSicknessSettingsQueryOptions() {
  return queryOptions({ queryKey: sicknessSettingsKeys.all, queryFn: getSicknessSettings });
}

export function useSicknessSettings() {
  return useQuery(getSicknessSettingsQueryOptions());
}
