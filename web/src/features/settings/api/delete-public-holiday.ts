import type { AdminPublicHoliday } from "@shared/schemas/public-holidays.ts";

import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import { holidayEditRoots } from "./query-keys";

export type PublicHolidayDay = Pick<AdminPublicHoliday, "region" | "date">;

/** DELETE /api/admin/public-holidays/:region/:date: a rule's or an added day becomes a working day. */
export function deletePublicHoliday({ region, date }: PublicHolidayDay): Promise<unknown> {
  return api.delete(`/admin/public-holidays/${region}/${date}`);
}

export const useDeletePublicHoliday = defineMutation(deletePublicHoliday, holidayEditRoots);
