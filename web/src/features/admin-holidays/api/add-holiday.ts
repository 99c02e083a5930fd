import type { z } from "zod";

import type { coverOverrideSchema } from "@shared/schemas/cover.ts";
import type { addHolidaySchema } from "@shared/schemas/holidays.ts";
import type { HolidayRequest } from "@shared/schemas/responses.ts";

import { holidayChangeRoots } from "@/api/query-keys";
import { defineMutation } from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

/**
 * The spec's payload (section 7), with the reason a blocking cover rule is overridden by (issue
 * 17). selectedUser is the user's id; the form holds null until one is chosen, which its check
 * (and the server) refuses.
 */
export type AddHolidayInput =
  & Omit<z.input<typeof addHolidaySchema>, "selectedUser">
  & z.input<typeof coverOverrideSchema>
  & { selectedUser: string | null };

/** POST /api/admin/add-holiday: an approved holiday for one user; their hours drop. */
export function addHoliday(input: AddHolidayInput): Promise<HolidayRequest> {
  return api.post<HolidayRequest>("/admin/add-holiday", input);
}

export const useAddHoliday = defineMutation(addHoliday, holidayChangeRoots);
