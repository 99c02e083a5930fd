-- Sick days per month (issue 18's chart on the sickness summary): one function counts them for a
-- year, and the administrator's overview now reads its own from it.
--
-- * private.sick_days_by_month(year, today): the year's sick days per month, January first, as
--   the sickness summary counts them: each user's logs merged (a day two logs cover counts
--   once), open logs up to today, working days by the user's pattern or the spec's Monday to
--   Thursday, no bank holiday (private.user_sick_days_of). The months add up to the summary's
--   totals. It runs as the caller: the summary's RLS applies.
-- * private.find_overview_json as in 20261126002000_cover_by_ranges.sql, its sick days per
--   month from the function above. It counted a day two logs of one user cover twice; now once,
--   as the summary does.

-- functions
create function private.sick_days_by_month(p_year integer, p_today date) returns integer[]
language sql stable set search_path = ''
as $$
  with b as (select make_date(p_year, 1, 1) as first_day, make_date(p_year, 12, 31) as last_day),
  spans as (
    select l.user_id, greatest(l.sick_from_date, b.first_day) as from_day,
      least(coalesce(l.sick_to_date, p_today), b.last_day) as to_day
    from public.sickness_logs l cross join b
    where daterange(l.sick_from_date, l.sick_to_date, '[]')
      && daterange(b.first_day, b.last_day, '[]')
  ),
  -- Each user's sick days merged into disjoint ranges, each cut at the months' ends.
  parts as (
    select m.user_id, extract(month from g)::integer as month,
      greatest(lower(r), g::date) as from_day,
      least(upper(r) - 1, (g + interval '1 month - 1 day')::date) as to_day
    from (
      select s.user_id, range_agg(daterange(s.from_day, s.to_day, '[]')) as days
      from spans s where s.from_day <= s.to_day group by s.user_id
    ) m
    cross join lateral unnest(m.days) r
    cross join lateral pg_catalog.generate_series(
      date_trunc('month', lower(r)), upper(r) - 1, interval '1 month') g
  ),
  months as (
    select p.month, sum(d.days)::integer as days
    from parts p cross join lateral private.user_sick_days_of(p.user_id, p.from_day, p.to_day) d
    group by p.month
  )
  select array_agg(coalesce(m.days, 0) order by g.month)
  from pg_catalog.generate_series(1, 12) g(month)
  left join months m on m.month = g.month
$$;
comment on function private.sick_days_by_month(integer, date)
  is 'Sick days per month of a year (January first), as the sickness summary counts them.';

-- The administrator's landing page as of p_today (London): who is away today and this week,
-- requests waiting, the tightest day per department over the next 8 weeks, holiday hours per
-- department this year and sick days per month this year.
create or replace function private.find_overview_json(p_today date)
returns json
language plpgsql stable security definer set search_path = ''
as $$
begin
  if (select auth.uid()) is not null and private.app_role() is distinct from 'global_admin' then
    raise exception 'Only an administrator can see the overview' using errcode = 'LV403';
  end if;
  return (
    with t as (
      select p_today as today,
        p_today - (extract(isodow from p_today)::integer - 1) as monday,
        date_trunc('year', p_today)::date as jan1,
        (date_trunc('year', p_today) + interval '1 year - 1 day')::date as dec31
    ),
    people as (
      select u.id, u.first_name || ' ' || u.last_name as name,
        coalesce(d.name, 'No Department') as department
      from public.users u left join public.departments d on d.id = u.department_id
      where u.deactivated_at is null
    ),
    live as (
      select r.start_date, r.end_date, r.status, p.name, p.department
      from t
      join public.holiday_requests r
        on daterange(r.start_date, r.end_date, '[]') && daterange(t.monday, t.monday + 6, '[]')
      join people p on p.id = r.user_id
      where r.status = any (private.live_request_statuses())
    ),
    sick_today as (
      select p.name, p.department
      from t
      join public.sickness_logs l
        on daterange(l.sick_from_date, l.sick_to_date, '[]') && daterange(t.today, t.today, '[]')
      join people p on p.id = l.user_id
    ),
    tight as (
      select distinct on (g.department_id) g.department_id, g.day, g.present, g.needed
      from t, private.cover_grid(null, t.today, t.today + 55) g
      where g.rule_id is null or g.skill_id is null
      order by g.department_id,
        g.present / coalesce(nullif(g.needed, 0), nullif(g.scheduled, 0), 1), g.day
    ),
    year_hours as (
      select coalesce(d.name, 'No Department') as department, sum(r.requested_hours) as hours
      from t
      join public.holiday_requests r on r.start_date between t.jan1 and t.dec31
      join public.users u on u.id = r.user_id
      left join public.departments d on d.id = u.department_id
      where r.status in ('accepted', 'cancel_requested')
      group by 1
    )
    select json_build_object(
      'today', p_today,
      'awayToday', coalesce((
        select json_agg(json_build_object('name', a.name, 'department', a.department,
          'kind', a.kind) order by a.name)
        from (
          select l.name, l.department,
            case when l.status = 'pending' then 'pending' else 'holiday' end as kind
          from live l where p_today between l.start_date and l.end_date
          union all
          select s.name, s.department, 'away' from sick_today s
        ) a), '[]'::json),
      'awayThisWeek', coalesce((
        select json_agg(json_build_object('name', l.name, 'department', l.department,
          'from', l.start_date, 'to', l.end_date) order by l.start_date, l.name)
        from live l where l.status <> 'pending'), '[]'::json),
      'waiting', (
        select json_build_object(
          'requests', count(*) filter (where r.status = 'pending'),
          'cancellations', count(*) filter (where r.status = 'cancel_requested'),
          'oldestDays', p_today - min((r.created_at at time zone 'Europe/London')::date)
            filter (where r.status = 'pending'))
        from public.holiday_requests r
        join public.users u on u.id = r.user_id and u.deactivated_at is null
        where r.status in ('pending', 'cancel_requested')),
      'tightest', coalesce((
        select json_agg(json_build_object('department', d.name, 'day', x.day,
          'present', x.present::float8, 'needed', x.needed) order by lower(d.name))
        from tight x join public.departments d on d.id = x.department_id), '[]'::json),
      'hoursByDepartment', coalesce((
        select json_agg(json_build_object('department', y.department, 'hours', y.hours::float8)
          order by y.hours desc, y.department)
        from year_hours y), '[]'::json),
      'sickDaysByMonth',
        private.sick_days_by_month(extract(year from p_today)::integer, p_today)
    )
  );
end;
$$;

-- grants
revoke all on function private.sick_days_by_month(integer, date) from public;
grant execute on function private.sick_days_by_month(integer, date)
  to authenticated, service_role;
