-- Half-day public holidays (issue 29): a nation's day of which one half is a holiday (Christmas
-- Eve afternoon). The other half is worked, so the day stays a working day for sickness, the
-- Bradford factor and cover; only a holiday request's hours change: a request that takes the
-- holiday's half of the day (a full day, or that half) costs half the day's hours less. Under
-- the spec's rule a full day on Thursday 24 December 2026 with the afternoon a holiday costs
-- 5 hours, its morning 5 and its afternoon 0; under a working pattern, half of that day's hours.
--
-- The half days are a table of their own, not rows of public.public_holidays: every count of
-- working days reads that table as whole days off, and a half day is not one. A date is a whole
-- or a half holiday of a nation, never both (the API refuses the second).
--
-- private.user_request_hours, which the guard trigger, the closures and the re-count of the
-- affected requests call, subtracts the half days from the hours of the whole days
-- (private.user_whole_day_hours, the function as it was). With no half day (the default) that
-- is one probe of an empty index, and every figure of the spec is as it was.

-- tables
create table public.half_day_holidays (
  region text not null
    constraint half_day_holidays_region_check
    check (region in ('england-wales', 'scotland', 'northern-ireland')),
  day date not null,
  part public.day_type not null constraint half_day_holidays_part_check check (part <> 'full'),
  name text not null check (length(btrim(name)) between 1 and 100),
  created_at timestamptz not null default now(),
  primary key (region, day)
);

-- comments
comment on table public.half_day_holidays is
  'Half-day public holidays of each UK nation: the part of the day that is a holiday.';
comment on column public.half_day_holidays.part is
  'morning or afternoon: the half of the day that is a holiday; the other half is worked.';

-- triggers
create trigger half_day_holidays_audit after insert or update or delete
  on public.half_day_holidays for each row execute function private.audit_row();

-- RLS
alter table public.half_day_holidays enable row level security;

-- policies
-- SELECT(half_day_holidays): every signed-in user reads them (their previews count them)
create policy half_day_holidays_select_signed_in on public.half_day_holidays
  for select to authenticated using ((select private.app_role()) is not null);
-- INSERT(half_day_holidays): a global admin adds half days
create policy half_day_holidays_insert_admin on public.half_day_holidays
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- DELETE(half_day_holidays): a global admin removes half days; UPDATE: nobody (remove and add)
create policy half_day_holidays_delete_admin on public.half_day_holidays
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- functions
-- The hours of a request counted by whole days: what private.user_request_hours was until now.
alter function private.user_request_hours(uuid, date, date, public.day_type, public.day_type)
  rename to user_whole_day_hours;
comment on function private.user_whole_day_hours(
  uuid, date, date, public.day_type, public.day_type
) is 'Hours a request takes for a user, public holidays counted as whole days off.';

-- Hours a request takes for a user: the whole days' count, less half of each half-day holiday's
-- hours where the request takes the holiday's half (a full day, or that very half). A request's
-- first day takes its start type, its last day its end type, a one-day request its start type.
-- Mirrors shared/hours.ts halfHolidayHours.
create function private.user_request_hours(
  p_user uuid, p_start date, p_end date, p_start_type public.day_type, p_end_type public.day_type
) returns numeric
language sql stable security definer set search_path = ''
as $$
  select private.user_whole_day_hours(p_user, p_start, p_end, p_start_type, p_end_type)
    - coalesce((
      select sum(private.user_whole_day_hours(p_user, h.day, h.day, 'full', 'full') / 2)
      from public.half_day_holidays h
      where h.region = private.holiday_region(p_user)
        and h.day between p_start and p_end
        and case when h.day = p_start then p_start_type
            when h.day = p_end then p_end_type
            else 'full'::public.day_type end in ('full', h.part)
    ), 0)
$$;
comment on function private.user_request_hours(
  uuid, date, date, public.day_type, public.day_type
) is 'Hours a request takes for a user: whole-day holidays cost 0, a half-day holiday half.';

-- grants
revoke all on public.half_day_holidays from anon, authenticated;
grant select, insert, delete on public.half_day_holidays to leave_user;
revoke all on function private.user_request_hours(
  uuid, date, date, public.day_type, public.day_type) from public;
grant execute on function private.user_request_hours(
  uuid, date, date, public.day_type, public.day_type) to authenticated, service_role;
