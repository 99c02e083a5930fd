import type { SicknessSettings } from "@shared/schemas/sickness-follow-ups.ts";

import { defineQuery } from "@/api/define-query";
import { api } from "@/lib/api-client";

import { sicknessSettingsKeys } from "./query-keys";

/** GET /api/admin/sickness-settings: how many years health data is kept. */
export function getSicknessSettings(): Promise<SicknessSettings> {
  return api.get<SicknessSettings>("/admin/sickness-settings");
}

export const [getSicknessSettingsQueryOptions, useSicknessSettings] = defineQuery(
  () => sicknessSettingsKeys.all,
  getSicknessSettings,
);
