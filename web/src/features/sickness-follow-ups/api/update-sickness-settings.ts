import type { SicknessSettings } from "@shared/schemas/sickness-follow-ups.ts";

import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { sicknessSettingsKeys } from "./query-keys";

/** PUT /api/admin/sickness-settings: the years health data is kept, as saved. */
export function updateSicknessSettings(settings: SicknessSettings): Promise<SicknessSettings> {
  return api.put<SicknessSettings>("/admin/sickness-settings", settings);
}

export function useUpdateSicknessSettings(
  options: InvalidatingMutationOptions<SicknessSettings, SicknessSettings> = {},
) {
  return useInvalidatingMutation(updateSicknessSettings, options, [sicknessSettingsKeys.all]);
}
