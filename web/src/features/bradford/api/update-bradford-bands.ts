import type { BradfordBands } from "@shared/schemas/bradford.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { bandChangeRoots } from "./query-keys";

/** PUT /api/admin/bradford-bands: the whole list in place of the one there was, as saved. */
export function updateBradfordBands(input: BradfordBands): Promise<BradfordBands> {
  return api.put<BradfordBands>("/admin/bradford-bands", input);
}

export const useUpdateBradfordBands = defineMutation(updateBradfordBands, bandChangeRoots);
