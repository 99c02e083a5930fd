-- The Bradford factor's scores counted by arithmetic for every user without a working pattern
-- or another nation, the others' logs read by their ids (issue 32: at ten times the company
-- the test of each log against the two sets, and the two cases, cost a third of the scores).
-- The same scores: supabase/schemas/72_bradford.sql.
create or replace function private.bradford_scores(p_as_of date, p_today date)
returns table (user_id uuid, spells integer, days integer, score integer)
language sql stable
set search_path = ''
as $$
  with w as (
    select p_as_of - 363 as first_day, p_as_of as last_day, least(p_as_of, p_today) as open_to
  ),
  -- Materialized: read once, never again for each log (as a user, the planner put it inside
  -- the loop over the logs).
  hols as materialized (
    select coalesce(array_agg(b.day order by b.day), '{}') as days
    from public.bank_holidays b cross join w
    where b.day between w.first_day and w.last_day and extract(isodow from b.day) <= 4
  ),
  -- The users counted by their own days; with no pattern or nation set, none.
  alone_users as (
    select p.user_id from public.user_working_patterns p
    union
    select e.user_id from private.users_elsewhere() e
  ),
  -- Working days before a log's first day and up to its last: by arithmetic for every other
  -- user (issue 32: the test of each log against the two sets, and the two cases, cost a
  -- third of the scores at ten times the company); the users counted alone's logs read by
  -- their ids (index sickness_logs_user_id_idx). Materialized, so that each figure is worked
  -- out once, not again in the filter and the sort below.
  counted as materialized (
    select l.user_id,
      private.mon_thu_days_before(d.from_day) - width_bucket(d.from_day - 1, h.days)
        as before_from,
      private.mon_thu_days_before(d.to_day + 1) - width_bucket(d.to_day, h.days) as through_to
    from public.sickness_logs l cross join w cross join hols h
    cross join lateral (
      select greatest(l.sick_from_date, w.first_day) as from_day,
        least(coalesce(l.sick_to_date, w.open_to), w.last_day) as to_day
    ) d
    -- The 52 weeks' logs, an open one to no end, by plain date comparisons: under row-level
    -- security a range overlap (not leakproof) can use no index and built two ranges for each
    -- of the 100,000 logs.
    where l.sick_from_date <= w.last_day
      and (l.sick_to_date is null or l.sick_to_date >= w.first_day)
      and d.from_day <= d.to_day
      and l.user_id not in (select a.user_id from alone_users a)
    union all
    select l.user_id,
      (select x.days from private.user_sick_days_of(l.user_id, w.first_day, d.from_day - 1) x),
      (select x.days from private.user_sick_days_of(l.user_id, w.first_day, d.to_day) x)
    from alone_users a
    join public.sickness_logs l on l.user_id = a.user_id
    cross join w
    cross join lateral (
      select greatest(l.sick_from_date, w.first_day) as from_day,
        least(coalesce(l.sick_to_date, w.open_to), w.last_day) as to_day
    ) d
    where l.sick_from_date <= w.last_day
      and (l.sick_to_date is null or l.sick_to_date >= w.first_day)
      and d.from_day <= d.to_day
  ),
  -- Each log with a working day, with the furthest the user's logs before it reached.
  ordered as (
    select c.user_id, c.before_from, c.through_to,
      max(c.through_to) over (partition by c.user_id order by c.before_from, c.through_to
        rows between unbounded preceding and 1 preceding) as reached
    from counted c
    where c.through_to > c.before_from
  ),
  per_user as (
    select o.user_id,
      count(*) filter (where o.reached is null or o.before_from > o.reached)::integer as spells,
      sum(greatest(o.through_to - greatest(o.before_from, o.reached), 0))::integer as days
    from ordered o
    group by o.user_id
  )
  select p.user_id, p.spells, p.days, p.spells * p.spells * p.days
  from per_user p
$$;
