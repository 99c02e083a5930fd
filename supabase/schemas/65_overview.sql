-- The administrator's overview (GET /admin/overview): one reader that runs as the owner. Run as
-- the administrator, the date-range `&&` cannot use the range indexes under RLS (the operator is
-- not leakproof), so it is a security-definer reader that checks the caller is a global admin
-- first, as private.find_planning_json does. Sick days per month are counted by running sums over
-- the year's days; the logs of members on a pattern, or of another nation, by their own days.
-- At ten times the company (issue 32) the lists name the first 250 people each, with their
-- totals (the screen says how many more), and each figure is read once, through its index.

-- functions
-- The administrator's landing page as of p_today (London): who is away today and from today to
-- Sunday (the first 250 of each, and how many in all), requests waiting, sickness follow-ups due (fit notes missing, interviews due), the tightest day per department over the next 8 weeks, holiday hours per
-- department (and per leave type while another than Holiday has some) this year and sick days per month this year (a user on a pattern, or of another
-- nation, by their own days).
create function private.find_overview_json(p_today date)
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
    -- The live requests of this week (today to Sunday) and the sickness logs of today, with
    -- the person's name and department: only these people are read, not the company.
    live as (
      select r.start_date, r.end_date, r.status, u.first_name || ' ' || u.last_name as name,
        coalesce(d.name, 'No Department') as department
      from t
      join public.holiday_requests r
        on daterange(r.start_date, r.end_date, '[]') && daterange(t.today, t.monday + 6, '[]')
      join public.users u on u.id = r.user_id and u.deactivated_at is null
      left join public.departments d on d.id = u.department_id
      where r.status = any (private.live_request_statuses())
    ),
    sick_today as (
      select u.first_name || ' ' || u.last_name as name,
        coalesce(d.name, 'No Department') as department
      from t
      join public.sickness_logs l
        on daterange(l.sick_from_date, l.sick_to_date, '[]') && daterange(t.today, t.today, '[]')
      join public.users u on u.id = l.user_id and u.deactivated_at is null
      left join public.departments d on d.id = u.department_id
    ),
    away_today as materialized (
      select l.name, l.department,
        case when l.status = 'pending' then 'pending' else 'holiday' end as kind
      from live l where p_today between l.start_date and l.end_date
      union all
      select s.name, s.department, 'away' from sick_today s
    ),
    away_week as materialized (
      select l.name, l.department, l.start_date, l.end_date from live l
      where l.status <> 'pending'
    ),
    tight as (
      select distinct on (g.department_id) g.department_id, g.day, g.present, g.needed
      from t, private.cover_grid(null, t.today, t.today + 55) g
      where g.rule_id is null or g.skill_id is null
      order by g.department_id,
        g.present / coalesce(nullif(g.needed, 0), nullif(g.scheduled, 0), 1), g.day
    ),
    -- Through holiday_requests_year_hours_idx (start day, status; person, hours, type) alone:
    -- one read gives the hours per department and per leave type (issue 33).
    year_typed as materialized (
      select u.department_id, r.leave_type_id, sum(r.requested_hours) as hours
      from t
      join public.holiday_requests r on r.start_date between t.jan1 and t.dec31
      join public.users u on u.id = r.user_id
      where r.status in ('accepted', 'cancel_requested')
      group by u.department_id, r.leave_type_id
    ),
    year_hours as (
      select coalesce(d.name, 'No Department') as department, sum(x.hours) as hours
      from year_typed x
      left join public.departments d on d.id = x.department_id
      group by 1
    ),
    year_types as (
      select x.leave_type_id, sum(x.hours) as hours from year_typed x group by 1
    ),
    -- The year's sickness logs, up to today while open.
    year_logs as materialized (
      select l.user_id, greatest(l.sick_from_date, t.jan1) as first_day,
        least(coalesce(l.sick_to_date, t.today), t.dec31) as last_day,
        -- hashed once, not a probe of the patterns per log (PGlite: ~7 us each, 22,000 logs)
        l.user_id in (select w.user_id from public.user_working_patterns w)
          or l.user_id in (select e.user_id from private.users_elsewhere() e) as patterned
      from t
      join public.sickness_logs l
        on daterange(l.sick_from_date, l.sick_to_date, '[]') && daterange(t.jan1, t.dec31, '[]')
      where l.sick_from_date <= coalesce(l.sick_to_date, t.today)
    ),
    -- Sick days of the logs of members without a pattern: on each Monday to Thursday of the
    -- year but bank holidays, how many logs cover it (running sums of +1 where a log begins and
    -- -1 the day after it ends); the days' rows carry the sums.
    covered as (
      select y.day, y.is_day, sum(y.change) over (order by y.day, y.is_day) as logs
      from (
        select x.day, false as is_day, sum(x.change) as change
        from (
          select l.first_day as day, 1 as change from year_logs l where not l.patterned
          union all
          select l.last_day + 1, -1 from year_logs l where not l.patterned
        ) x
        group by x.day
        union all
        select g::date, true, 0
        from t, pg_catalog.generate_series(t.jan1, t.dec31, interval '1 day') g
        where extract(isodow from g) <= 4
          and not exists (select 1 from public.bank_holidays b where b.day = g::date)
      ) y
    ),
    sick_days as (
      select extract(month from c.day)::integer as month, c.logs as days
      from covered c where c.is_day
      union all
      select extract(month from m)::integer, private.user_working_days(l.user_id,
        greatest(l.first_day, m::date), least(l.last_day, (m + interval '1 month - 1 day')::date))
      from year_logs l
      cross join lateral pg_catalog.generate_series(
        date_trunc('month', l.first_day), l.last_day, interval '1 month') m
      where l.patterned
    )
    select json_build_object(
      'today', p_today,
      'awayToday', coalesce((
        select json_agg(json_build_object('name', a.name, 'department', a.department,
          'kind', a.kind) order by a.name, a.department, a.kind)
        from (
          select a.* from away_today a order by a.name, a.department, a.kind limit 250
        ) a), '[]'::json),
      'awayTodayTotal', (select count(*) from away_today),
      'awayThisWeek', coalesce((
        select json_agg(json_build_object('name', l.name, 'department', l.department,
          'from', l.start_date, 'to', l.end_date)
          order by l.start_date, l.name, l.department, l.end_date)
        from (
          select l.* from away_week l
          order by l.start_date, l.name, l.department, l.end_date limit 250
        ) l), '[]'::json),
      'awayThisWeekTotal', (select count(*) from away_week),
      -- Through holiday_requests_status_idx alone (status, created_at; user_id): the few
      -- deactivated users' requests left out by id, not every request joined to its user.
      'waiting', (
        select json_build_object(
          'requests', count(*) filter (where r.status = 'pending'),
          'cancellations', count(*) filter (where r.status = 'cancel_requested'),
          -- the oldest's day, once: not every request's time turned to London's
          'oldestDays', p_today - (min(r.created_at) filter (where r.status = 'pending')
            at time zone 'Europe/London')::date)
        from public.holiday_requests r
        where r.status in ('pending', 'cancel_requested')
          and r.user_id not in (
            select u.id from public.users u where u.deactivated_at is not null)),
      'tightest', coalesce((
        select json_agg(json_build_object('department', d.name, 'day', x.day,
          'present', x.present::float8, 'needed', x.needed) order by lower(d.name))
        from tight x join public.departments d on d.id = x.department_id), '[]'::json),
      'hoursByDepartment', coalesce((
        select json_agg(json_build_object('department', y.department, 'hours', y.hours::float8)
          order by y.hours desc, y.department)
        from year_hours y), '[]'::json),
      -- The year's hours per leave type (issue 33): null while only Holiday has hours, and the
      -- API then leaves the key out (the spec's answer).
      'hoursByLeaveType', case when exists (
          select 1 from year_types y where y.leave_type_id <> 1 and y.hours > 0) then (
        select json_agg(json_build_object('leaveTypeId', lt.id, 'name', lt.name,
          'colour', lt.colour, 'hours', y.hours::float8) order by y.hours desc, lt.name)
        from year_types y join public.leave_types lt on lt.id = y.leave_type_id) end,
      -- Each count through its partial index (70_sickness.sql): the logs long enough for a fit
      -- note (open ones included), the interviews due; not every log there is.
      'followUpsDue', json_build_object(
        'fitNotes', (
          select count(*)
          from public.sickness_logs l
          join public.users u on u.id = l.user_id and u.deactivated_at is null
          left join public.sickness_follow_ups f on f.log_id = l.id
          -- private.fit_note_needed, written out: a function with its own search_path is
          -- called per log, not inlined (~20 us each over thousands of logs)
          where (l.sick_to_date is null or l.sick_to_date - l.sick_from_date >= 7)
            and coalesce(l.sick_to_date, p_today) - l.sick_from_date + 1 > 7
            and f.fit_note_received_on is null),
        'interviews', (
          select count(*)
          from public.sickness_follow_ups f
          join public.sickness_logs l on l.id = f.log_id
          join public.users u on u.id = l.user_id and u.deactivated_at is null
          where f.rtw_status = 'due')),
      'sickDaysByMonth', (
        select json_agg(coalesce(s.days, 0) order by m.month)
        from pg_catalog.generate_series(1, 12) m(month)
        left join (
          select s.month, sum(s.days) as days from sick_days s group by s.month
        ) s on s.month = m.month)
    )
  );
end;
$$;
comment on function private.find_overview_json(date)
  is 'The administrator''s overview as of a day as one JSON object; global admins only.';

-- grants
revoke all on function private.find_overview_json(date) from public;
grant execute on function private.find_overview_json(date) to authenticated, service_role;
