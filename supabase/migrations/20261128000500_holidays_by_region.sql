-- Public holidays by UK nation (issue 29): a department keeps the holidays of England & Wales,
-- Scotland or Northern Ireland, and a user may differ from their department's (someone based in
-- the Belfast office of an English department). Both default to England & Wales, so nothing
-- changes for anyone until an administrator chooses.
--
-- Every count of working days that a user's figures rest on takes the user's nation:
-- * the hours of a request (private.user_request_hours, so the guard trigger and the stored
--   requested_hours), under the spec's rule and under a working pattern;
-- * working and sick days (private.user_working_days, private.user_sick_days_of): sickness lists
--   and the summary, the Bradford factor, pro-rata allowances, the digest;
-- * GET /api/bank-holidays answers the caller's nation.
-- The sets that count many users at once by arithmetic over England & Wales (the sickness
-- summary, the Bradford factor) count a user of another nation by their own days, as they count
-- a user on a working pattern. The cover grid and the overview's sick days per month still count
-- England & Wales's days for everyone (docs/decisions.md).
--
-- The functions without a user (private.request_hours, private.sick_days, the pattern
-- arithmetic) keep their England & Wales forms, which the agreement tests call, and gain a form
-- that takes the nation.

-- tables
alter table public.departments
  add column holiday_region text not null default 'england-wales'
    constraint departments_holiday_region_check
    check (holiday_region in ('england-wales', 'scotland', 'northern-ireland'));
alter table public.users
  add column holiday_region text
    constraint users_holiday_region_check
    check (holiday_region in ('england-wales', 'scotland', 'northern-ireland'));

-- comments
comment on column public.departments.holiday_region is
  'Whose public holidays its members keep: england-wales, scotland or northern-ireland.';
comment on column public.users.holiday_region is
  'The user''s own nation when it differs from their department''s; null: the department''s.';

-- indexes
create index users_holiday_region_idx on public.users (holiday_region)
  where holiday_region is not null;

-- functions
-- The nation whose public holidays a user keeps: their own, else their department's, else
-- England & Wales.
create function private.holiday_region(p_user uuid) returns text
language sql stable security definer set search_path = ''
as $$
  select coalesce((
    select coalesce(u.holiday_region, d.holiday_region)
    from public.users u left join public.departments d on d.id = u.department_id
    where u.id = p_user), 'england-wales')
$$;
comment on function private.holiday_region(uuid)
  is 'The nation whose public holidays a user keeps: england-wales by default.';

-- The users whose nation is not England & Wales: the sets that count by England & Wales's
-- arithmetic count them one by one.
-- With no nation chosen anywhere (the default) it reads no user: the one-time checks are two
-- index probes.
create function private.users_elsewhere() returns table (user_id uuid)
language sql stable security definer set search_path = ''
as $$
  select u.id from public.users u left join public.departments d on d.id = u.department_id
  where (exists (select 1 from public.users x where x.holiday_region is not null)
      or exists (select 1 from public.departments x where x.holiday_region <> 'england-wales'))
    and coalesce(u.holiday_region, d.holiday_region, 'england-wales') <> 'england-wales'
$$;
comment on function private.users_elsewhere()
  is 'Users who keep the public holidays of Scotland or Northern Ireland.';

-- Sick days of a nation in [p_from, p_to]: Mon-Thu less its Mon-Thu public holidays. Inlinable
-- (no search_path), as private.sick_days_of is.
create function private.sick_days_of(p_from date, p_to date, p_region text)
returns table (days integer)
language sql stable parallel safe
as $$
  select greatest(
    private.mon_thu_days_before(p_to + 1) - private.mon_thu_days_before(p_from)
      - count(*)::integer,
    0
  )
  from public.public_holidays b
  where b.region = p_region and b.day between p_from and p_to and extract(isodow from b.day) <= 4
$$;
comment on function private.sick_days_of(date, date, text)
  is 'Sick days of a nation in [p_from, p_to] as one row: Mon-Thu minus its public holidays.';

create function private.sick_days(p_from date, p_to date, p_region text) returns integer
language sql stable parallel safe set search_path = ''
as $$
  select coalesce((select s.days from private.sick_days_of(p_from, p_to, p_region) s), 0)
$$;
comment on function private.sick_days(date, date, text)
  is 'Sick days of a nation in [p_from, p_to]: Mon-Thu minus its public holidays.';

-- The spec's hours of a request (private.request_hours) in a nation.
create function private.request_hours(
  p_start date, p_end date, p_start_type public.day_type, p_end_type public.day_type,
  p_region text
) returns integer
language sql stable set search_path = ''
as $$
  select case when p_end < p_start then 0 else
    10 * private.sick_days(p_start, p_end, p_region)
    - case when p_start_type <> 'full' and private.sick_days(p_start, p_start, p_region) = 1
        then 5 else 0 end
    - case when p_end <> p_start and p_end_type <> 'full'
        and private.sick_days(p_end, p_end, p_region) = 1 then 5 else 0 end
  end
$$;
comment on function private.request_hours(date, date, public.day_type, public.day_type, text)
  is 'Vacation hours a request takes in a nation: Mon AM to Thu PM = 30.';

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
    select 1 from public.public_holidays b where b.region = p_region and b.day = d.day)
$$;
comment on function private.pattern_request_hours(
  date, numeric[], date, date, public.day_type, public.day_type, text
) is 'Hours a request takes under a working pattern in a nation.';

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
      select 1 from public.public_holidays b where b.region = p_region and b.day = g.s::date)
$$;
comment on function private.pattern_working_days(date, numeric[], date, date, text)
  is 'Working days of a pattern in [p_from, p_to], the nation''s public holidays excepted.';

-- Hours a request takes for a user, in the user's nation.
create or replace function private.user_request_hours(
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

-- A user's working days in [p_from, p_to], in the user's nation.
create or replace function private.user_working_days(p_user uuid, p_from date, p_to date)
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

-- Sick days of a log, in the user's nation; still inlinable (no search_path).
create or replace function private.user_sick_days_of(p_user uuid, p_from date, p_to date)
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

-- The Bradford factor (20261127000500_bradford_by_arithmetic.sql), a user of another nation
-- counted by their own days, as a user on a working pattern is.
create or replace function private.bradford_scores(p_as_of date, p_today date)
returns table (user_id uuid, spells integer, days integer, score integer)
language sql stable
set search_path = ''
as $$
  with w as (
    select p_as_of - 363 as first_day, p_as_of as last_day, least(p_as_of, p_today) as open_to
  ),
  hols as (
    select coalesce(array_agg(b.day order by b.day), '{}') as days
    from public.bank_holidays b cross join w
    where b.day between w.first_day and w.last_day and extract(isodow from b.day) <= 4
  ),
  logs as (
    select l.user_id, greatest(l.sick_from_date, w.first_day) as from_day,
      least(coalesce(l.sick_to_date, w.open_to), w.last_day) as to_day,
      l.user_id in (select p.user_id from public.user_working_patterns p)
        or l.user_id in (select e.user_id from private.users_elsewhere() e) as counted_alone
    from public.sickness_logs l cross join w
    where daterange(l.sick_from_date, l.sick_to_date, '[]')
      && daterange(w.first_day, w.last_day, '[]')
  ),
  -- Working days before a log's first day and up to its last.
  counted as (
    select g.user_id,
      case when g.counted_alone
        then (select d.days
          from private.user_sick_days_of(g.user_id, w.first_day, g.from_day - 1) d)
        else private.mon_thu_days_before(g.from_day) - width_bucket(g.from_day - 1, h.days)
      end as before_from,
      case when g.counted_alone
        then (select d.days from private.user_sick_days_of(g.user_id, w.first_day, g.to_day) d)
        else private.mon_thu_days_before(g.to_day + 1) - width_bucket(g.to_day, h.days)
      end as through_to
    from logs g cross join w cross join hols h
    where g.from_day <= g.to_day
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

-- grants
revoke all on function private.holiday_region(uuid) from public;
revoke all on function private.users_elsewhere() from public;
revoke all on function private.sick_days_of(date, date, text) from public;
revoke all on function private.sick_days(date, date, text) from public;
revoke all on function private.request_hours(date, date, public.day_type, public.day_type, text)
  from public;
revoke all on function private.pattern_request_hours(
  date, numeric[], date, date, public.day_type, public.day_type, text) from public;
revoke all on function private.pattern_working_days(date, numeric[], date, date, text)
  from public;
grant execute on function private.holiday_region(uuid) to authenticated, service_role;
grant execute on function private.users_elsewhere() to authenticated, service_role;
grant execute on function private.sick_days_of(date, date, text) to authenticated, service_role;
grant execute on function private.sick_days(date, date, text) to authenticated, service_role;
grant execute on function private.request_hours(
  date, date, public.day_type, public.day_type, text) to authenticated, service_role;
grant execute on function private.pattern_request_hours(
  date, numeric[], date, date, public.day_type, public.day_type, text)
  to authenticated, service_role;
grant execute on function private.pattern_working_days(date, numeric[], date, date, text)
  to authenticated, service_role;
