// SQL of the public holidays (issue 29; supabase/schemas/20_hours_and_holidays.sql): the days every figure
// counts, read from the database that counts them.
import type {
  HolidayRegion,
  HolidayRegions,
  PublicHoliday,
} from "@shared/schemas/public-holidays.ts";
import type { Tx } from "../../_shared/db.ts";

/**
 * The holidays `userId` keeps (their nation's) in the years `fromYear` to `toYear`, oldest
 * first; a half-day one (supabase/schemas/20_hours_and_holidays.sql) with the half that is a holiday.
 */
export async function findPublicHolidays(
  tx: Tx,
  userId: string,
  fromYear: number,
  toYear: number,
): Promise<PublicHoliday[]> {
  const rows = await tx.query<PublicHoliday & { part: PublicHoliday["part"] | null }>(
    `with r as (select private.holiday_region($1) as region)
     select to_char(x.day, 'YYYY-MM-DD') as date, x.name, x.part from (
       select h.day, h.name, null::text as part from public.public_holidays h, r
       where h.region = r.region and h.day between make_date($2, 1, 1) and make_date($3, 12, 31)
       union all
       select h.day, h.name, h.part::text from public.half_day_holidays h, r
       where h.region = r.region and h.day between make_date($2, 1, 1) and make_date($3, 12, 31)
     ) x
     order by x.day`,
    [userId, fromYear, toYear],
  );
  return rows.map(({ part, ...holiday }) => part ? { ...holiday, part } : holiday);
}

/** Every department's nation, and the active users who keep another nation's than theirs. */
export async function findHolidayRegions(tx: Tx): Promise<HolidayRegions> {
  const [row] = await tx.query<{ answer: HolidayRegions }>(
    `select json_build_object(
       'departments', coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name,
           'region', d.holiday_region) order by lower(d.name))
         from public.departments d), '[]'::json),
       'users', coalesce((select json_agg(json_build_object('id', u.id,
           'name', u.first_name || ' ' || u.last_name,
           'department', coalesce(d.name, 'No Department'), 'region', u.holiday_region)
           order by u.last_name, u.first_name)
         from public.users u left join public.departments d on d.id = u.department_id
         where u.deactivated_at is null and u.holiday_region is not null), '[]'::json)
     ) as answer`,
  );
  return row.answer;
}

/** Sets a department's nation; false for no such department. */
export async function updateDepartmentRegion(
  tx: Tx,
  departmentId: number,
  region: HolidayRegion,
): Promise<boolean> {
  const rows = await tx.query(
    "update public.departments set holiday_region = $2 where id = $1 returning id",
    [departmentId, region],
  );
  return rows.length > 0;
}

/** Sets an active user's own nation (null: their department's); false for no such user. */
export async function updateUserRegion(
  tx: Tx,
  userId: string,
  region: HolidayRegion | null,
): Promise<boolean> {
  const rows = await tx.query(
    `update public.users set holiday_region = $2
     where id = $1 and deactivated_at is null returning id`,
    [userId, region],
  );
  return rows.length > 0;
}
