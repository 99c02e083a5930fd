import type { CompanySettings } from "@shared/schemas/policies.ts";

import { api } from "@/lib/api-client";

import { defineQuery } from "./define-query";
import { settingsKeys } from "./query-keys";

/** GET /api/admin/settings: pro-rata, the carry-over cap and its expiry day. */
export function getCompanySettings(): Promise<CompanySettings> {
  return api.get<CompanySettings>("/admin/settings");
}

export const [getCompanySettingsQueryOptions, useCompanySettings] = defineQuery(
  () => settingsKeys.company,
  getCompanySettings,
);
