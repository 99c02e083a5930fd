-- Cover counts a person away once, and a bulk booking as one batch (issue 31, items 2 and 4).
-- private.cover_shortfalls takes the people of one booking (uuid[] in place of uuid): a bulk
-- booking's members are taken off together, not each against the state before the batch; and a
-- day someone is away already (logged sick, or the other half of a half day) takes off only
-- what is left of it. supabase/schemas/60_cover.sql holds the same definition.

drop function private.cover_shortfalls(
  uuid, date, date, public.day_type, public.day_type, boolean);

-- What requests do to cover, day by day, for the rules their users count for: each rule and
-- working day of [p_start, p_end] where fewer than `needed` would be present, with who else of
-- the rule's people are away that day (names only: never a reason or a type). p_users: one
-- person's request, or a bulk booking's people over the same days, checked as one batch. p_new:
-- the requests are not filed yet (a preview or a create), so their part is taken off, once: a
-- day a person is away already (sick, or the other half of a half day) takes off only what is
-- left of it; otherwise they are live already (an approval) and counted in the grid.
create function private.cover_shortfalls(
  p_users uuid[], p_start date, p_end date, p_start_type public.day_type,
  p_end_type public.day_type, p_new boolean
)
returns table (
  day date, rule_id bigint, skill text, mode text, needed integer, present numeric,
  away_names text[]
)
language plpgsql stable security definer set search_path = ''
set plan_cache_mode = force_generic_plan
as $$#variable_conflict use_column
begin
  return query
  with batch as materialized (
    select u.id, u.department_id from public.users u
    where u.id = any (p_users) and u.department_id is not null
      and exists (select 1 from public.cover_rules r where r.department_id = u.department_id)
  ),
  grid as (
    select g.* from private.cover_grid(
      array(select distinct b.department_id from batch b), p_start, p_end) g
    where g.rule_id is not null and exists (
      select 1 from batch b where b.department_id = g.department_id and (g.skill_id is null
        or exists (select 1 from public.user_skills s
          where s.user_id = b.id and s.skill_id = g.skill_id)))
  ),
  -- Each person's part of each day they work (a half day half), less what of it they are away
  -- already: the grid counts a person away a day at most.
  taken as (
    select b.id as user_id, b.department_id, x.day,
      least(x.already + x.part, 1) - least(x.already, 1) as part
    from batch b
    cross join lateral (
      select g::date as day,
        case
          when g::date = p_start and p_start_type <> 'full' then 0.5
          when g::date = p_end and p_end <> p_start and p_end_type <> 'full' then 0.5
          else 1
        end as part,
        case
          when exists (select 1 from public.sickness_logs l
            where l.user_id = b.id and g::date >= l.sick_from_date
              and (l.sick_to_date is null or g::date <= l.sick_to_date)) then 1
          else coalesce((
            select sum(case
              when g::date = r.start_date and r.start_day_type <> 'full' then 0.5
              when g::date = r.end_date and r.end_date <> r.start_date
                and r.end_day_type <> 'full' then 0.5
              else 1 end)
            from public.holiday_requests r
            where r.user_id = b.id and r.status = any (private.live_request_statuses())
              and g::date between r.start_date and r.end_date), 0)
        end as already
      from pg_catalog.generate_series(p_start, p_end, interval '1 day') g
      where p_new and private.user_day_hours(b.id, g::date) > 0
    ) x
  ),
  -- The batch's parts under each rule they count for.
  mine as (
    select c.day, c.rule_id, sum(t.part) as part
    from grid c
    join taken t on t.department_id = c.department_id and t.day = c.day
      and (c.skill_id is null or exists (select 1 from public.user_skills k
        where k.user_id = t.user_id and k.skill_id = c.skill_id))
    group by c.day, c.rule_id
  )
  select c.day, c.rule_id, s.name, c.mode, c.needed,
    c.present - coalesce(m.part, 0),
    array(
      select distinct u.first_name || ' ' || u.last_name
      from public.users u
      where u.department_id = c.department_id and u.id <> all (p_users)
        and u.deactivated_at is null
        and (c.skill_id is null or exists (
          select 1 from public.user_skills k where k.user_id = u.id and k.skill_id = c.skill_id))
        and (exists (
            select 1 from public.holiday_requests r
            where r.user_id = u.id and r.status = any (private.live_request_statuses())
              and c.day between r.start_date and r.end_date)
          or exists (
            select 1 from public.sickness_logs l
            where l.user_id = u.id and c.day >= l.sick_from_date
              and (l.sick_to_date is null or c.day <= l.sick_to_date)))
      order by 1)
  from grid c
  left join mine m on m.day = c.day and m.rule_id = c.rule_id
  left join public.skills s on s.id = c.skill_id
  where c.present - coalesce(m.part, 0) < c.needed
  order by c.day, c.rule_id;
end;$$;

revoke all on function private.cover_shortfalls(
  uuid[], date, date, public.day_type, public.day_type, boolean) from public;
grant execute on function private.cover_shortfalls(
  uuid[], date, date, public.day_type, public.day_type, boolean) to authenticated, service_role;
