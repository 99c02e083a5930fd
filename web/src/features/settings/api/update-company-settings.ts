import type { CompanySettings } from "@shared/schemas/policies.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { policyChangeRoots } from "./query-keys";

/** PUT /api/admin/settings: the whole of the company's settings, as saved. */
export function updateCompanySettings(settings: CompanySettings): Promise<CompanySettings> {
  return api.put<CompanySettings>("/admin/settings", settings);
}

export const useUpdateCompanySettings = defineMutation(updateCompanySettings, policyChangeRoots);
