-- Sick days per month (issue 18's chart on the sickness summary).
--
-- * private.sick_days_by_month(year, today): the year's sick days per month, January first, as
--   the sickness summary counts them: each user's logs merged (a day two logs cover counts
--   once), open logs up to today, working days by the user's pattern or the spec's Monday to
--   Thursday, no bank holiday (private.user_sick_days_of). The months add up to the summary's
--   totals. It runs as the caller: the summary's RLS applies.
--   The administrator's overview keeps its own count (20261126002000_cover_by_ranges.sql): read
--   through this function it took 187 ms on the bench data against its budget of 100.

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

-- grants
revoke all on function private.sick_days_by_month(integer, date) from public;
grant execute on function private.sick_days_by_month(integer, date)
  to authenticated, service_role;
