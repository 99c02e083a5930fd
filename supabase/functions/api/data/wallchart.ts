// SQL of the wallchart (issue 31; supabase/schemas/78_wallchart.sql): the JSON is built in the
// database by private.find_wallchart_json and passed through as text, as the planning's is.
import type { Wallchart } from "@shared/schemas/wallchart.ts";
import type { JsonText, Tx } from "../../_shared/db.ts";

/** People of one department (or all) by the days of [from, to], with each department's cover. */
export async function findWallchart(
  tx: Tx,
  from: string,
  to: string,
  departmentId: number | undefined,
): Promise<JsonText<Wallchart>> {
  const [row] = await tx.query<{ wallchart: JsonText<Wallchart> }>(
    "select private.find_wallchart_json($1::date, $2::date, $3::bigint)::text as wallchart",
    [from, to, departmentId ?? null],
  );
  return row.wallchart;
}
