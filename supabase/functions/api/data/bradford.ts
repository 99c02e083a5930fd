// SQL of the Bradford factor (issue 18; supabase/schemas/72_bradford.sql): the scores are
// private.bradford_scores' alone; these add the names and the company's trigger points,
// and the band each score reaches.
import type { BradfordAnswer, BradfordBand, BradfordSort } from "@shared/schemas/bradford.ts";
import { type JsonText, lockForReplace, type Tx } from "../../_shared/db.ts";
import { nameMatches } from "./name-search.ts";
import { reachOf, stepsOf } from "./ranked-page.ts";

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

/** A page of the scores: the name search (userSearchNeedle, or undefined: everyone), the order. */
export interface BradfordSearch {
  needle?: string;
  sort: BradfordSort;
  limit?: number;
  offset?: number;
}

// The orders of a page: the answer's (highest score first), or by name with the score's order
// within one name.
const PAGE_ORDERS: Record<BradfordSort, string> = {
  score: "m.score desc, lower(m.last_name), lower(m.first_name), m.user_id",
  name: "lower(m.last_name), lower(m.first_name), m.score desc, m.user_id",
};

// The answer around a page's rows ($1 = asOf), from `page` m (user_id, first_name, last_name,
// spells, days, score) in `order`.
const pageAnswer = (order: string) =>
  `json_build_object(
     'from', $1::date - 363,
     'asOf', $1::date,
     'bands', (select coalesce(json_agg(json_build_object('from', x.from_score,
       'label', x.label) order by x.from_score), '[]'::json) from bands x),
     'rows', (select coalesce(json_agg(json_build_object(
         'user_id', m.user_id, 'firstName', m.first_name, 'lastName', m.last_name,
         'spells', m.spells, 'days', m.days, 'score', m.score,
         'band', (select nullif(count(*)::integer, 0) - 1 from bands x
           where x.from_score <= m.score)
       ) order by ${order}), '[]'::json)
       from page m)
   )::text`;

/**
 * The answer of findBradford with one page of its rows (issue 32): those the name search keeps,
 * in `sort`'s order; and how many match. Every score is counted (the order may be by it); only
 * the page's rows are written out, with their band. Highest first without a search, names are
 * read only for the scores the page reaches (its first row's down to its last's, ties whole),
 * not for 12,000 people; with a search, for the people it finds.
 */
export async function findBradfordPage(
  tx: Tx,
  asOf: string,
  today: string,
  search: BradfordSearch,
): Promise<{ answer: JsonText<BradfordAnswer>; total: number }> {
  const order = PAGE_ORDERS[search.sort];
  const params = [asOf, today, search.limit ?? null, search.offset ?? 0];
  // The active users' scores (a deactivated user is left out: few, read once).
  const scored = `bands as (select from_score, label from public.bradford_bands),
     scored as materialized (
       select b.user_id, b.spells, b.days, b.score
       from private.bradford_scores($1::date, $2::date) b
       where b.user_id not in (
         select u.id from public.users u where u.deactivated_at is not null)
     )`;
  if (search.sort === "score" && !search.needle) {
    const [row] = await tx.query<{ answer: JsonText<BradfordAnswer>; total: number }>(
      `with ${scored},
       ${stepsOf("scored", "score")},
       ${reachOf("score")},
       page as (
         select c.user_id, c.spells, c.days, c.score, u.first_name, u.last_name
         from reach x
         join scored c on c.score between x.lowest and x.highest
         join public.users u on u.id = c.user_id
         order by c.score desc, lower(u.last_name), lower(u.first_name), c.user_id
         limit $3
         offset $4 - (select s.before from steps s join reach x on s.score = x.highest)
       )
       select (select coalesce(sum(s.people), 0)::integer from steps s) as total,
         ${pageAnswer(order)} as answer`,
      params,
    );
    return row;
  }
  const [row] = await tx.query<{ answer: JsonText<BradfordAnswer>; total: number }>(
    `with ${scored},
     found as materialized (
       select u.id, u.first_name, u.last_name from public.users u
       where u.deactivated_at is null and ${nameMatches("u.first_name", "u.last_name", "$5")}
     ),
     matched as materialized (
       select c.user_id, c.spells, c.days, c.score, f.first_name, f.last_name
       from scored c join found f on f.id = c.user_id
     ),
     page as (
       select m.* from matched m order by ${order} limit $3 offset $4
     )
     select (select count(*)::integer from matched) as total, ${pageAnswer(order)} as answer`,
    [...params, search.needle || null],
  );
  return row;
}
