-- Working patterns, first part (issue 16): the hours a request takes under a pattern, the SQL
-- twin of shared/working-patterns.ts patternRequestHours. A pattern is a cycle of 1 to 8 weeks
-- of hours per day (0 to 24, quarter hours); p_hours[1] is the anchor, a Monday. Each day of the
-- range costs its hours, half of them on a half first day and a half last day (a one-day request
-- uses the start type); bank holidays and 0-hour days cost nothing. Under the spec's pattern
-- (anchor 1970-01-05, {10,10,10,10,0,0,0}) it answers what private.request_hours answers;
-- supabase/tests/working-patterns-agree.test.ts holds it equal to the TypeScript on generated
-- cases. Not yet used by the guard trigger: the spec's rule stays the only one in force until
-- patterns can be given to users.

-- functions
create function private.pattern_request_hours(
  p_anchor date, p_hours numeric[], p_start date, p_end date,
  p_start_type public.day_type, p_end_type public.day_type
) returns numeric
language sql stable set search_path = ''
as $$
  select coalesce(sum(
    p_hours[1 + (((d.day - p_anchor) % cardinality(p_hours)) + cardinality(p_hours))
      % cardinality(p_hours)]
    * case
        when d.day = p_start and p_start_type <> 'full' then 0.5
        when d.day = p_end and d.day <> p_start and p_end_type <> 'full' then 0.5
        else 1
      end
  ), 0)
  from (
    select s::date as day from pg_catalog.generate_series(p_start, p_end, interval '1 day') s
  ) d
  where not exists (select 1 from public.bank_holidays b where b.day = d.day)
$$;
comment on function private.pattern_request_hours(
  date, numeric[], date, date, public.day_type, public.day_type
) is 'Hours a request takes under a working pattern: each day''s hours, halves on half days.';

-- grants
revoke all on function private.pattern_request_hours(
  date, numeric[], date, date, public.day_type, public.day_type
) from public;
grant execute on function private.pattern_request_hours(
  date, numeric[], date, date, public.day_type, public.day_type
) to authenticated, service_role;
