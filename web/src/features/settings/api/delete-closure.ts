import type { ClosureRow } from "@shared/schemas/public-holidays.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { closureChangeRoots } from "./query-keys";

/** DELETE /api/admin/public-holidays/closures/:id: its days, or its requests cancelled (hours back). */
export function deleteClosure(id: ClosureRow["id"]): Promise<unknown> {
  return api.delete(`/admin/public-holidays/closures/${id}`);
}

export const useDeleteClosure = defineMutation(deleteClosure, closureChangeRoots);
