import type { LandingSettings } from "@shared/schemas/landing.ts";

import { api } from "@/lib/api-client";

import { defineQuery } from "./define-query";
import { settingsKeys } from "./query-keys";

/** GET /api/admin/landing-settings: where a global administrator lands after signing in. */
export function getLandingSettings(): Promise<LandingSettings> {
  return api.get<LandingSettings>("/admin/landing-settings");
}

export const [getLandingSettingsQueryOptions, useLandingSettings] = defineQuery(
  () => settingsKeys.landing,
  getLandingSettings,
);
