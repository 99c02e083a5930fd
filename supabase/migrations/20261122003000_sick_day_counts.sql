-- Sick days counted by arithmetic instead of a row per calendar day, so the sickness list and
-- the yearly summary cost the same for a three-day log and a six-month one. Same rule as
-- before and as shared/hours.ts: Mon-Thu days in the range, inclusive, minus bank holidays.
--
-- These functions have no `set search_path`: that would stop the planner from inlining them,
-- and a call per row costs ten times the arithmetic (the summary budget is 30 ms on PGlite).
-- They are not security definer and every name in them is schema-qualified.

-- functions
-- Mon-Thu days from Monday 1970-01-05 up to the day before p_day (negative before that
-- Monday), so the Mon-Thu days of [a, b] are mon_thu_days_before(b + 1) - mon_thu_days_before(a).
create function private.mon_thu_days_before(p_day date) returns integer
language sql immutable parallel safe
as $$
  select 4 * floor((p_day - date '1970-01-05') / 7.0)::integer
    + least((p_day - date '1970-01-05') - 7 * floor((p_day - date '1970-01-05') / 7.0)::integer, 4)
$$;
comment on function private.mon_thu_days_before(date)
  is 'Mon-Thu days in [1970-01-05, p_day): 1970-01-12 -> 4.';

-- The rule once, as a one-row table function: the planner inlines it as a lateral subquery
-- (`cross join lateral private.sick_days_of(a, b)`), which a scalar function reading a table
-- cannot be.
create function private.sick_days_of(p_from date, p_to date) returns table (days integer)
language sql stable parallel safe
as $$
  select greatest(
    private.mon_thu_days_before(p_to + 1) - private.mon_thu_days_before(p_from)
      - count(*)::integer,
    0
  )
  from public.bank_holidays b
  where b.day between p_from and p_to and extract(isodow from b.day) <= 4
$$;
comment on function private.sick_days_of(date, date)
  is 'Sick days in [p_from, p_to] as one row: Mon-Thu minus bank holidays; 0 when p_to < p_from.';

-- Replaces the generate_series version of 20261122000400_logs.sql with the same answers.
create or replace function private.sick_days(p_from date, p_to date) returns integer
language sql stable parallel safe
as $$
  select coalesce((select s.days from private.sick_days_of(p_from, p_to) s), 0)
$$;
comment on function private.sick_days(date, date)
  is 'Sick days in [p_from, p_to]: Mon-Thu minus bank holidays; a Mon-Sun week -> 4.';

-- grants
revoke all on function private.mon_thu_days_before(date) from public;
revoke all on function private.sick_days_of(date, date) from public;
grant execute on function private.mon_thu_days_before(date) to authenticated, service_role;
grant execute on function private.sick_days_of(date, date) to authenticated, service_role;
