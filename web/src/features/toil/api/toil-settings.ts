import type { ToilSettings } from "@shared/schemas/toil.ts";

import { defineQuery } from "@/api/define-query";
import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { toilChangeRoots, toilKeys } from "./query-keys";

export type { ToilSettings };

/** GET /api/admin/toil-settings: how long approved hours last. */
export function getToilSettings(): Promise<ToilSettings> {
  return api.get<ToilSettings>("/admin/toil-settings");
}

export const [getToilSettingsQueryOptions, useToilSettings] = defineQuery(
  () => toilKeys.settings,
  getToilSettings,
);

/** PUT /api/admin/toil-settings: the setting as saved. */
export function updateToilSettings(settings: ToilSettings): Promise<ToilSettings> {
  return api.put<ToilSettings>("/admin/toil-settings", settings);
}

export const useUpdateToilSettings = defineMutation(updateToilSettings, toilChangeRoots);
