// The statement every data file with a deletable row repeats: a row deleted by its id.
import type { Tx } from "../../_shared/db.ts";

/** Deletes the row of `table` (one of ours, never input) with this id; false when none. */
export async function deleteById(tx: Tx, table: string, id: number): Promise<boolean> {
  const rows = await tx.query(`delete from ${table} where id = $1 returning id`, [id]);
  return rows.length > 0;
}
