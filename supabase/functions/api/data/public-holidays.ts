// SQL of the public holidays (issue 29; migration 20261128000400): the days every figure
// counts, read from the database that counts them.
import type { PublicHoliday } from "@shared/schemas/public-holidays.ts";
import type { Tx } from "../../_shared/db.ts";

/** The holidays of the years `fromYear` to `toYear`, oldest first. */
export function findPublicHolidays(
  tx: Tx,
  fromYear: number,
  toYear: number,
): Promise<PublicHoliday[]> {
  return tx.query<PublicHoliday>(
    `select to_char(h.day, 'YYYY-MM-DD') as date, h.name from public.bank_holidays h
     where h.day between make_date($1, 1, 1) and make_date($2, 12, 31) order by h.day`,
    [fromYear, toYear],
  );
}
