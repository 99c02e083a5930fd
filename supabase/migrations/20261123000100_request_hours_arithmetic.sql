-- Hours of a request by arithmetic instead of a row per calendar day, so the guard trigger and
-- the balance check cost the same for one day and for a year: a request spanning centuries
-- once held the only thread for seconds. Same rule as before and as shared/hours.ts: Mon-Thu
-- working days 10 h, minus 5 h for a half first day and a half last day, bank holidays 0.

-- functions
create or replace function private.request_hours(
  p_start date, p_end date, p_start_type public.day_type, p_end_type public.day_type
) returns integer
language sql stable set search_path = ''
as $$
  select case when p_end < p_start then 0 else
    10 * private.sick_days(p_start, p_end)
    - case when p_start_type <> 'full' and private.sick_days(p_start, p_start) = 1
        then 5 else 0 end
    - case when p_end <> p_start and p_end_type <> 'full' and private.sick_days(p_end, p_end) = 1
        then 5 else 0 end
  end
$$;
comment on function private.request_hours(date, date, public.day_type, public.day_type)
  is 'Vacation hours a request takes: Mon AM to Thu PM = 30. Arithmetic, any span.';
