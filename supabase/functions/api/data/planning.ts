// SQL of the holiday planning. The range and department filter run in a security definer
// function (supabase/schemas/40_holiday_requests.sql), so they use the indexes: the
// gist index on the date range, or for one department the (user_id, start_date) index per user.
import type { JsonText, Tx } from "../../_shared/db.ts";
import type { PlanningItem } from "@shared/schemas/responses.ts";

export type { PlanningItem };

/** What the planning asks for: a date range and, optionally, one department by name or id. */
export interface PlanningRange {
  startDate: string;
  endDate: string;
  department?: string;
}

/** Pending, approved and cancel-requested holidays overlapping the range, by start date. */
export async function findPlanningItems(
  tx: Tx,
  range: PlanningRange,
): Promise<JsonText<PlanningItem[]>> {
  // The JSON array is built in the database (supabase/schemas/40_holiday_requests.sql) and passed through as
  // text: decoding thousands of rows, then encoding them again, was most of the request.
  const [row] = await tx.query<{ items: JsonText<PlanningItem[]> }>(
    "select private.find_planning_json($1, $2, $3)::text as items",
    [range.startDate, range.endDate, range.department ?? null],
  );
  return row.items;
}
