// SQL of the Bradford factor (issue 18; supabase/schemas/72_bradford.sql): the scores are
// private.bradford_scores' alone; these add the names and the company's trigger points,
// and the band each score reaches.
import type { BradfordAnswer, BradfordBand } from "@shared/schemas/bradford.ts";
import { type JsonText, lockForReplace, type Tx } from "../../_shared/db.ts";

/** The trigger points, lowest first. */
export function findBradfordBands(tx: Tx): Promise<BradfordBand[]> {
  return tx.query<BradfordBand>(
    "select from_score as from, label from public.bradford_bands order by from_score",
  );
}

/** Puts `bands` in place of the trigger points there were (each change audited). */
export async function replaceBradfordBands(
  tx: Tx,
  bands: readonly BradfordBand[],
): Promise<BradfordBand[]> {
  await lockForReplace(tx, "bradford_bands");
  await tx.query("delete from public.bradford_bands");
  if (bands.length > 0) {
    await tx.query(
      `insert into public.bradford_bands (from_score, label)
       select * from unnest($1::integer[], $2::text[])`,
      [`{${bands.map((band) => band.from).join(",")}}`, bands.map((band) => band.label)],
    );
  }
  return findBradfordBands(tx);
}

/**
 * Each active user with a working day off sick in the 52 weeks to `asOf`: spells, days and
 * score, highest first, with the band each reaches; an open log counts up to `today`. One JSON
 * value, passed through as text (like the sickness summary).
 */
export async function findBradford(
  tx: Tx,
  asOf: string,
  today: string,
): Promise<JsonText<BradfordAnswer>> {
  const [{ answer }] = await tx.query<{ answer: JsonText<BradfordAnswer> }>(
    `with bands as (select from_score, label from public.bradford_bands)
     select json_build_object(
       'from', $1::date - 363,
       'asOf', $1::date,
       'bands', (select coalesce(json_agg(json_build_object('from', x.from_score,
         'label', x.label) order by x.from_score), '[]'::json) from bands x),
       'rows', (select coalesce(json_agg(json_build_object(
           'user_id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
           'spells', b.spells, 'days', b.days, 'score', b.score,
           -- the index of the highest band reached, null below the first
           'band', (select nullif(count(*)::integer, 0) - 1 from bands x
             where x.from_score <= b.score)
         ) order by b.score desc, lower(u.last_name), lower(u.first_name), u.id), '[]'::json)
         from private.bradford_scores($1::date, $2::date) b
         join public.users u on u.id = b.user_id and u.deactivated_at is null)
     )::text as answer`,
    [asOf, today],
  );
  return answer;
}
