-- Working patterns: the hours a user works on each day, and the hours a request takes and the
-- working days a user has under them, in the user's nation.
--
-- * A named pattern (public.working_patterns) is a cycle of 1-8 weeks of hours per day (0 to 24,
--   quarter hours) from an anchor Monday. A user's history (public.user_working_patterns) gives a
--   pattern from a date; the company default (the spec's Mon-Thu 10 h: anchor 1970-01-05,
--   {10,10,10,10,0,0,0}) applies before the first entry and where an entry's pattern is null.
--   An entry may start its cycle some days later than the pattern's anchor (offset_days, issue
--   31: crew B on crew A's 4 on / 4 off): its hours on a day are the pattern's at
--   (day - anchor - offset), so the entry's effective anchor is anchor + offset. 0 by default.
-- * A request's hours are the sum, day by day, under the pattern in force that day: each day
--   costs its hours, half of them on a half first day and a half last day (a one-day request
--   uses the start type); public holidays and 0-hour days cost nothing. A change applies to dates
--   from its start, and a request's hours are fixed when it is filed, so nothing of the past is
--   rewritten. A user without a pattern is counted by the spec's arithmetic
--   (private.request_hours, 20_hours_and_holidays.sql).
-- * private.user_request_hours, which the guard trigger, the closures and the re-count of the
--   affected requests call, subtracts the half-day holidays from the hours of the whole days
--   (private.user_whole_day_hours). With no half day (the default) that is one probe of an
--   empty index.
--
-- shared/working-patterns.ts is the TypeScript twin; supabase/tests/working-patterns-agree.test.ts
-- holds the two equal on generated cases.

-- functions the table needs
-- The hours of a pattern (quarter hours): a check may not hold a subquery, so a function does.
create function private.is_quarter_hours(p_hours numeric[]) returns boolean
language sql immutable parallel safe set search_path = ''
as $$
  select coalesce(bool_and(h * 4 = trunc(h * 4)), true) from unnest(p_hours) h
$$;

-- tables
create table public.working_patterns (
  id bigint generated always as identity primary key,
  name text not null unique check (length(btrim(name)) between 1 and 100),
  anchor date not null check (extract(isodow from anchor) = 1),
  hours numeric[] not null check (
    cardinality(hours) between 7 and 56 and cardinality(hours) % 7 = 0
    and array_ndims(hours) = 1 and 0 <= all (hours) and 24 >= all (hours)
    and array_position(hours, null) is null
  ),
  constraint working_patterns_quarter_hours_check check (private.is_quarter_hours(hours))
);

create table public.user_working_patterns (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id),
  starts_on date not null,
  pattern_id bigint references public.working_patterns (id),
  offset_days integer not null default 0,
  constraint user_working_patterns_once unique (user_id, starts_on),
  -- Under the longest cycle (8 weeks); the API holds it under the pattern's own cycle. The
  -- company default (no pattern) has no offset.
  constraint user_working_patterns_offset_days_check check (
    offset_days >= 0 and offset_days < 56 and (pattern_id is not null or offset_days = 0)
  )
);

-- comments
comment on table public.working_patterns is 'Named cycles of hours per day (1-8 weeks) from an anchor Monday.';
comment on table public.user_working_patterns is 'A user''s pattern from a date; null pattern is the company default.';
comment on column public.user_working_patterns.offset_days is 'Days the user''s cycle starts after the pattern''s anchor (crew B of a rota).';

-- indexes
create index user_working_patterns_pattern_idx on public.user_working_patterns (pattern_id);

-- functions
-- Hours a pattern (anchor Monday, hours per day over its weeks) gives on a day.
create function private.pattern_day_hours(p_anchor date, p_hours numeric[], p_day date)
returns numeric
language sql immutable parallel safe set search_path = ''
as $$
  select p_hours[1 + (((p_day - p_anchor) % cardinality(p_hours)) + cardinality(p_hours))
    % cardinality(p_hours)]
$$;

-- Hours a request takes under a working pattern (England & Wales): each day's hours, halves on
-- half days, bank holidays and 0-hour days nothing. Under the spec's pattern it answers what
-- private.request_hours answers.
--
-- The holidays these four read are bounded by the range itself, not only matched day by day: in
-- a plan made for any arguments (a booking's statement keeps one, issue 32), the series' length
-- is unknown and the planner hashed every holiday of every year (30,000 rows) for a one-day
-- request.
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
  where not exists (
    select 1 from public.bank_holidays b where b.day = d.day and b.day between p_start and p_end)
$$;
comment on function private.pattern_request_hours(
  date, numeric[], date, date, public.day_type, public.day_type
) is 'Hours a request takes under a working pattern: each day''s hours, halves on half days.';

-- A request's hours under a working pattern (private.pattern_request_hours) in a nation.
create function private.pattern_request_hours(
  p_anchor date, p_hours numeric[], p_start date, p_end date,
  p_start_type public.day_type, p_end_type public.day_type, p_region text
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
  where not exists (
    select 1 from public.public_holidays b
    where b.region = p_region and b.day = d.day and b.day between p_start and p_end)
$$;
comment on function private.pattern_request_hours(
  date, numeric[], date, date, public.day_type, public.day_type, text
) is 'Hours a request takes under a working pattern in a nation.';

-- Working days of a pattern in [p_from, p_to]: days with hours, bank holidays excepted.
create function private.pattern_working_days(
  p_anchor date, p_hours numeric[], p_from date, p_to date
) returns integer
language sql stable set search_path = ''
as $$
  select count(*)::integer
  from pg_catalog.generate_series(p_from, p_to, interval '1 day') g(s)
  where p_hours[1 + (((g.s::date - p_anchor) % cardinality(p_hours)) + cardinality(p_hours))
      % cardinality(p_hours)] > 0
    and not exists (
      select 1 from public.bank_holidays b where b.day = g.s::date and b.day between p_from and p_to)
$$;

-- Working days of a pattern in [p_from, p_to] in a nation.
create function private.pattern_working_days(
  p_anchor date, p_hours numeric[], p_from date, p_to date, p_region text
) returns integer
language sql stable set search_path = ''
as $$
  select count(*)::integer
  from pg_catalog.generate_series(p_from, p_to, interval '1 day') g(s)
  where p_hours[1 + (((g.s::date - p_anchor) % cardinality(p_hours)) + cardinality(p_hours))
      % cardinality(p_hours)] > 0
    and not exists (
      select 1 from public.public_holidays b
      where b.region = p_region and b.day = g.s::date and b.day between p_from and p_to)
$$;
comment on function private.pattern_working_days(date, numeric[], date, date, text)
  is 'Working days of a pattern in [p_from, p_to], the nation''s public holidays excepted.';

-- The stretches of [p_from, p_to] under one pattern for a user, the company default filled in:
-- (first day, last day, anchor, hours). One row for a user with no history. The anchor is the
-- effective one: the pattern's, plus the entry's offset.
create function private.user_pattern_segments(p_user uuid, p_from date, p_to date)
returns table (first_day date, last_day date, anchor date, hours numeric[])
language sql stable security definer set search_path = ''
as $$
  select greatest(x.from_day, p_from), least(x.to_day, p_to),
    coalesce(p.anchor, date '1970-01-05') + x.offset_days,
    coalesce(p.hours, '{10,10,10,10,0,0,0}'::numeric[])
  from (
    select w.starts_on as from_day,
      coalesce(lead(w.starts_on) over (order by w.starts_on) - 1, 'infinity'::date) as to_day,
      w.pattern_id, w.offset_days
    from public.user_working_patterns w where w.user_id = p_user
    union all
    select '-infinity'::date, coalesce(
      (select min(w.starts_on) from public.user_working_patterns w where w.user_id = p_user),
      'infinity'::date + 1) - 1, null, 0
  ) x
  left join public.working_patterns p on p.id = x.pattern_id
  where greatest(x.from_day, p_from) <= least(x.to_day, p_to)
$$;

-- A user's hours on a day under the pattern in force (the company default without one), their
-- offset honoured; bank holidays are the caller's to leave out.
create function private.user_day_hours(p_user uuid, p_day date) returns numeric
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select case when p.id is null then null
        else p.hours[1 + (((p_day - p.anchor - w.offset_days) % cardinality(p.hours))
          + cardinality(p.hours)) % cardinality(p.hours)] end
     from public.user_working_patterns w
     left join public.working_patterns p on p.id = w.pattern_id
     where w.user_id = p_user and w.starts_on <= p_day
     order by w.starts_on desc limit 1),
    case when extract(isodow from p_day) <= 4 then 10 else 0 end)
$$;

-- Hours a request takes for a user counted by whole days off, in the user's nation: the spec's
-- arithmetic while no pattern of theirs has begun by the request's end, else each stretch under
-- its pattern (private.pattern_request_hours), the half-day types on the request's own first and
-- last day. Mirrors shared/working-patterns.ts userRequestHours.
create function private.user_whole_day_hours(
  p_user uuid, p_start date, p_end date, p_start_type public.day_type, p_end_type public.day_type
) returns numeric
language sql stable security definer set search_path = ''
as $$
  select case
    when p_end < p_start then 0
    when not exists (
      select 1 from public.user_working_patterns w where w.user_id = p_user and w.starts_on <= p_end
    ) then private.request_hours(p_start, p_end, p_start_type, p_end_type,
      private.holiday_region(p_user))::numeric
    else (
      select coalesce(sum(private.pattern_request_hours(s.anchor, s.hours, s.first_day, s.last_day,
        case when s.first_day = p_start then p_start_type
          when s.first_day = p_end then p_end_type else 'full' end,
        case when s.last_day = p_end then p_end_type else 'full' end, r.region)), 0)
      from private.user_pattern_segments(p_user, p_start, p_end) s
      cross join (select private.holiday_region(p_user) as region) r
    )
  end
$$;
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

-- A user's working days in [p_from, p_to] by their patterns (the spec's Mon-Thu without one), in
-- the user's nation.
create function private.user_working_days(p_user uuid, p_from date, p_to date)
returns integer
language sql stable security definer set search_path = ''
as $$
  select case
    when p_to < p_from then 0
    when not exists (
      select 1 from public.user_working_patterns w where w.user_id = p_user and w.starts_on <= p_to
    ) then private.sick_days(p_from, p_to, private.holiday_region(p_user))
    else (
      select coalesce(sum(private.pattern_working_days(s.anchor, s.hours, s.first_day, s.last_day,
        r.region)), 0)::integer
      from private.user_pattern_segments(p_user, p_from, p_to) s
      cross join (select private.holiday_region(p_user) as region) r
    )
  end
$$;

-- Sick days of a log, in the user's nation: the inlinable form of user_working_days for the
-- sickness lists, the spec's arithmetic (private.sick_days_of) for a user without a pattern. No
-- search_path, so the planner inlines it (see private.sick_days_of).
create function private.user_sick_days_of(p_user uuid, p_from date, p_to date)
returns table (days integer)
language sql stable parallel safe
as $$
  select case
    when exists (
      select 1 from public.user_working_patterns w where w.user_id = p_user and w.starts_on <= p_to
    ) then private.user_working_days(p_user, p_from, p_to)
    else (select s.days from private.sick_days_of(p_from, p_to, private.holiday_region(p_user)) s)
  end
$$;

-- RLS
alter table public.working_patterns enable row level security;
alter table public.user_working_patterns enable row level security;

-- policies
-- SELECT(working_patterns): every signed-in user (the sickness lists count days by them)
create policy working_patterns_select_signed_in on public.working_patterns
  for select to authenticated using ((select private.app_role()) is not null);
-- INSERT(working_patterns): a global admin defines patterns
create policy working_patterns_insert_admin on public.working_patterns
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(working_patterns): a global admin edits patterns
create policy working_patterns_update_admin on public.working_patterns
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(working_patterns): a global admin deletes a pattern nobody has
create policy working_patterns_delete_admin on public.working_patterns
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- SELECT(user_working_patterns): every signed-in user (the sickness lists count days by them)
create policy user_working_patterns_select_signed_in on public.user_working_patterns
  for select to authenticated using ((select private.app_role()) is not null);
-- INSERT(user_working_patterns): a global admin gives users patterns
create policy user_working_patterns_insert_admin on public.user_working_patterns
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(user_working_patterns): a global admin changes an entry
create policy user_working_patterns_update_admin on public.user_working_patterns
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(user_working_patterns): a global admin removes an entry
create policy user_working_patterns_delete_admin on public.user_working_patterns
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- grants
revoke all on public.working_patterns, public.user_working_patterns from anon, authenticated;
grant select, insert, update, delete on public.working_patterns, public.user_working_patterns
  to leave_user;
revoke all on function private.pattern_day_hours(date, numeric[], date) from public;
revoke all on function private.pattern_request_hours(
  date, numeric[], date, date, public.day_type, public.day_type) from public;
revoke all on function private.pattern_request_hours(
  date, numeric[], date, date, public.day_type, public.day_type, text) from public;
revoke all on function private.pattern_working_days(date, numeric[], date, date) from public;
revoke all on function private.pattern_working_days(date, numeric[], date, date, text)
  from public;
revoke all on function private.user_pattern_segments(uuid, date, date) from public;
revoke all on function private.user_day_hours(uuid, date) from public;
revoke all on function private.user_whole_day_hours(
  uuid, date, date, public.day_type, public.day_type) from public;
revoke all on function private.user_request_hours(
  uuid, date, date, public.day_type, public.day_type) from public;
revoke all on function private.user_working_days(uuid, date, date) from public;
revoke all on function private.user_sick_days_of(uuid, date, date) from public;
grant execute on function private.pattern_day_hours(date, numeric[], date)
  to authenticated, service_role;
grant execute on function private.pattern_request_hours(
  date, numeric[], date, date, public.day_type, public.day_type) to authenticated, service_role;
grant execute on function private.pattern_request_hours(
  date, numeric[], date, date, public.day_type, public.day_type, text)
  to authenticated, service_role;
grant execute on function private.pattern_working_days(date, numeric[], date, date)
  to authenticated, service_role;
grant execute on function private.pattern_working_days(date, numeric[], date, date, text)
  to authenticated, service_role;
grant execute on function private.user_pattern_segments(uuid, date, date)
  to authenticated, service_role;
grant execute on function private.user_day_hours(uuid, date) to authenticated, service_role;
grant execute on function private.user_whole_day_hours(
  uuid, date, date, public.day_type, public.day_type) to authenticated, service_role;
grant execute on function private.user_request_hours(
  uuid, date, date, public.day_type, public.day_type) to authenticated, service_role;
grant execute on function private.user_working_days(uuid, date, date)
  to authenticated, service_role;
grant execute on function private.user_sick_days_of(uuid, date, date)
  to authenticated, service_role;
