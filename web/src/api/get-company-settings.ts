import { queryOptions, useQuery } from "@tanstack/react-query";

import type { CompanySettings } from "@shared/schemas/policies.ts";

import { api } from "@/lib/api-client";

import { settingsKeys } from "./query-keys";

/** GET /api/admin/settings: pro-rata, the carry-over cap and its expiry day. */
export function getCompanySettings(): Promise<CompanySettings> {
  return api.get<CompanySettings>("/admin/settings");
}

export function getCompanySettingsQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.company, queryFn: getCompanySettings });
}

export function useCompanySettings() {
  return useQuery(getCompanySettingsQueryOptions());
}
