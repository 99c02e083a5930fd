// SQL of the user picker: the active users the admin and sickness screens choose from.
import { NO_DEPARTMENT } from "@shared/departments.ts";
import type { Tx } from "../../_shared/db.ts";
import type { PickerUser } from "@shared/schemas/responses.ts";

export type { PickerUser };

export interface PickerSearch {
  /** Text found in the first name, last name or email, any case. */
  q?: string;
  limit?: number;
  offset?: number;
}

/** An ILIKE pattern that finds `q` anywhere, its % _ \ taken literally; null without q. */
export function containsPattern(q: string | undefined): string | null {
  return q ? `%${q.replace(/[\\%_]/g, "\\$&")}%` : null;
}

/** One page of active users by last name, first name, and how many match in all. */
export async function findPickerUsers(
  tx: Tx,
  search: PickerSearch,
): Promise<{ users: PickerUser[]; total: number }> {
  // The search expression is the one users_search_trgm_idx indexes.
  const [row] = await tx.query<{ users: PickerUser[]; total: number }>(
    `with matched as (
       select u.id, u.first_name, u.last_name, u.email, u.department_id
       from public.users u
       where u.deactivated_at is null
         and ($1::text is null
           or (u.first_name || ' ' || u.last_name || ' ' || u.email) ilike $1)
     ),
     page as (
       select * from matched
       order by lower(last_name), lower(first_name), id limit $2 offset $3
     )
     select (select count(*)::integer from matched) as total,
       coalesce((
         select json_agg(json_build_object(
           'id', p.id, 'firstName', p.first_name, 'lastName', p.last_name, 'email', p.email,
           'department_id', p.department_id, 'department', coalesce(d.name, $4::text)
         ) order by lower(p.last_name), lower(p.first_name), p.id)
         from page p left join public.departments d on d.id = p.department_id
       ), '[]'::json) as users`,
    [containsPattern(search.q), search.limit ?? null, search.offset ?? null, NO_DEPARTMENT],
  );
  return row;
}
