-- Hours and holidays: the public holidays of each UK nation, an administrator's one-off days,
-- company closures and half-day holidays, the nation a user keeps, and the spec's count of
-- working days and of a request's hours built on them.
--
-- * public.public_holidays holds the public holidays of England & Wales, Scotland and Northern
--   Ireland for every year a request may touch (1900 to 2999, about 30,000 rows, 99_data.sql),
--   computed by private.uk_public_holidays with substitute days and the one-off days of the years
--   that had them: nothing is computed on a request. The current rules are applied to every
--   year, earlier ones included (the Early May bank holiday dates from 1978, the Spring and
--   Summer bank holidays as they are from 1971): the years the company books are the current
--   ones. supabase/tests/public-holidays.test.ts holds the three nations equal to the dates the
--   UK government publishes for 2018-2028.
-- * kind tells the rules' days ('rule') from an administrator's one-off day ('added') and from the
--   days of a closure that has no working hours ('closure'). Removing a day deletes its row.
-- * A company closure either has no working hours (its days join every nation's holidays, so
--   nothing is booked or counted on them) or counts as a holiday everyone takes: one accepted
--   request per active user the closure's days cost hours, who has no live request over them
--   already. Deleting a closure removes its days, or cancels its requests (their hours come
--   back). Requests already booked keep the hours they were booked with when a holiday is added
--   or removed later, until an administrator re-counts them (the guard trigger,
--   40_holiday_requests.sql).
-- * A half-day holiday (Christmas Eve afternoon) is a table of its own, not rows of
--   public_holidays: every count of working days reads that table as whole days off, and a half
--   day is not one. The day stays a working day for sickness, the Bradford factor and cover; only
--   a holiday request's hours change (private.user_request_hours, 30_working_patterns.sql).
-- * A department keeps the holidays of England & Wales, Scotland or Northern Ireland, and a user
--   may differ from their department's; both default to England & Wales
--   (private.holiday_region). public.bank_holidays, the England & Wales rows, is what the
--   functions without a user count (private.request_hours, private.sick_days, which the
--   agreement tests call) and the arithmetic the sets of many users run over England & Wales;
--   private.request_hours and private.sick_days also have a form that takes the nation, which
--   the functions of a user call.

-- tables
create table public.company_closures (
  id bigint generated always as identity primary key,
  name text not null check (length(btrim(name)) between 1 and 100),
  start_date date not null,
  end_date date not null,
  counts_as text not null check (counts_as in ('holiday', 'no_hours')),
  created_at timestamptz not null default now(),
  constraint company_closures_span_check
    check (end_date >= start_date and end_date - start_date <= 366)
);

create table public.public_holidays (
  day date not null,
  name text not null,
  region text not null default 'england-wales'
    constraint public_holidays_region_check
    check (region in ('england-wales', 'scotland', 'northern-ireland')),
  kind text not null default 'rule'
    constraint public_holidays_kind_check check (kind in ('rule', 'added', 'closure')),
  closure_id bigint references public.company_closures (id) on delete cascade,
  primary key (region, day)
);

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

-- views
-- The holidays every figure counts that has no user: England & Wales. Read with the caller's
-- rights, so the table's policies apply.
create view public.bank_holidays with (security_invoker = true) as
  select h.day, h.name from public.public_holidays h where h.region = 'england-wales';
comment on view public.bank_holidays is
  'The England & Wales public holidays: days that count 0 hours in holiday requests and sick days.';

-- comments
comment on table public.company_closures is
  'Days the whole company closes: with no working hours, or as a holiday everyone takes.';
comment on column public.public_holidays.kind is
  'rule: computed; added: an administrator''s one-off day; closure: a company closure''s day.';
comment on table public.public_holidays is
  'Public holidays of each UK nation, every year 1900-2999: days that count 0 hours in holiday requests and sick days.';
comment on column public.public_holidays.region is
  'england-wales, scotland or northern-ireland.';
comment on table public.half_day_holidays is
  'Half-day public holidays of each UK nation: the part of the day that is a holiday.';
comment on column public.half_day_holidays.part is
  'morning or afternoon: the half of the day that is a holiday; the other half is worked.';

-- indexes
create index public_holidays_closure_idx on public.public_holidays (closure_id);

-- functions
-- Easter Sunday of a Gregorian year (the anonymous algorithm): 2028 -> 2028-04-16.
create function private.easter_sunday(p_year integer) returns date
language plpgsql immutable parallel safe set search_path = ''
as $$
declare
  a integer := p_year % 19;
  b integer := p_year / 100;
  c integer := p_year % 100;
  f integer := (b + 8) / 25;
  g integer := (b - f + 1) / 3;
  h integer := (19 * a + b - b / 4 - g + 15) % 30;
  l integer := (32 + 2 * (b % 4) + 2 * (c / 4) - h - c % 4) % 7;
  m integer := (a + 11 * h + 22 * l) / 451;
begin
  return make_date(p_year, (h + l - 7 * m + 114) / 31, (h + l - 7 * m + 114) % 31 + 1);
end
$$;
comment on function private.easter_sunday(integer) is 'Easter Sunday of a year: 2028 -> 2028-04-16.';

-- The public holidays of each nation in a year. A fixed-date holiday on a weekend moves to the
-- next weekday that is not a holiday already, in date order (Christmas on a Saturday: Monday 27
-- and, for Boxing Day, Tuesday 28). The one-off days replace or join the rule's days in the
-- years that had them, in every nation.
create function private.uk_public_holidays(p_year integer)
returns table (region text, day date, name text)
language plpgsql immutable set search_path = ''
as $$
declare
  easter date := private.easter_sunday(p_year);
  may_first date := make_date(p_year, 5, 1);
  may_last date := make_date(p_year, 5, 31);
  august_first date := make_date(p_year, 8, 1);
  august_last date := make_date(p_year, 8, 31);
  nation text;
  fixed record;
  moved date;
  days date[];
  names text[];
begin
  foreach nation in array array['england-wales', 'scotland', 'northern-ireland'] loop
    days := array[easter - 2];
    names := array['Good Friday'];
    if nation <> 'scotland' then
      days := days || (easter + 1);
      names := names || 'Easter Monday'::text;
    end if;
    days := days || array[
      may_first + (8 - extract(isodow from may_first)::integer) % 7,
      may_last - (extract(isodow from may_last)::integer - 1) % 7,
      case when nation = 'scotland'
        then august_first + (8 - extract(isodow from august_first)::integer) % 7
        else august_last - (extract(isodow from august_last)::integer - 1) % 7 end];
    names := names || array['Early May bank holiday', 'Spring bank holiday',
      'Summer bank holiday'];

    -- Fixed dates on a weekday stand; then those on a weekend take the next free weekday.
    for fixed in
      select f.day, f.name, extract(isodow from f.day) > 5 as on_weekend
      from (values
        (make_date(p_year, 1, 1), 'New Year''s Day', true),
        (make_date(p_year, 1, 2), '2nd January', nation = 'scotland'),
        (make_date(p_year, 3, 17), 'St Patrick''s Day', nation = 'northern-ireland'),
        (make_date(p_year, 7, 12), 'Battle of the Boyne (Orangemen''s Day)',
          nation = 'northern-ireland'),
        (make_date(p_year, 11, 30), 'St Andrew''s Day', nation = 'scotland'),
        (make_date(p_year, 12, 25), 'Christmas Day', true),
        (make_date(p_year, 12, 26), 'Boxing Day', true)
      ) f(day, name, applies)
      where f.applies
      order by on_weekend, f.day
    loop
      moved := fixed.day;
      while extract(isodow from moved) > 5 or moved = any (days) loop
        moved := moved + 1;
      end loop;
      days := days || moved;
      names := names || case when moved = fixed.day then fixed.name
        else fixed.name || ' (substitute day)' end;
    end loop;

    -- The one-off days: moved bank holidays and extra ones, in every nation.
    if p_year in (1995, 2020) then
      names[array_position(days, may_first + (8 - extract(isodow from may_first)::integer) % 7)]
        := 'Early May bank holiday (VE day)';
      days[array_position(days, may_first + (8 - extract(isodow from may_first)::integer) % 7)]
        := make_date(p_year, 5, 8);
    end if;
    if p_year in (2002, 2012, 2022) then
      days[array_position(days, may_last - (extract(isodow from may_last)::integer - 1) % 7)]
        := case p_year when 2022 then date '2022-06-02' else make_date(p_year, 6, 4) end;
    end if;
    days := days || case p_year
      when 1999 then array[date '1999-12-31']
      when 2002 then array[date '2002-06-03']
      when 2011 then array[date '2011-04-29']
      when 2012 then array[date '2012-06-05']
      when 2022 then array[date '2022-06-03', date '2022-09-19']
      when 2023 then array[date '2023-05-08']
      else array[]::date[] end;
    names := names || case p_year
      when 1999 then array['Millennium Day']
      when 2002 then array['Golden Jubilee bank holiday']
      when 2011 then array['Royal wedding']
      when 2012 then array['Queen''s Diamond Jubilee']
      when 2022 then array['Platinum Jubilee bank holiday',
        'Bank Holiday for the State Funeral of Queen Elizabeth II']
      when 2023 then array['Bank holiday for the coronation of King Charles III']
      else array[]::text[] end;

    return query select nation, d.day, d.name from unnest(days, names) as d(day, name);
  end loop;
end
$$;
comment on function private.uk_public_holidays(integer)
  is 'The public holidays of England & Wales, Scotland and Northern Ireland in a year, substitute and one-off days included.';

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

-- Working days: Mon-Thu days in a range, inclusive, minus bank holidays (shared/hours.ts), by
-- arithmetic instead of a row per calendar day, so a three-day sickness log and a six-month
-- one, or a one-day request and one spanning a year, cost the same.
--
-- mon_thu_days_before and sick_days_of have no `set search_path`: a SQL function with its own
-- search_path is never inlined, and these two are written to be inlined into the per-row
-- sickness queries (supabase/functions/api/data/sickness-logs.ts); with the setting they cost
-- 30 times (scalar) and over 100 times (lateral) more per row on PostgreSQL 15 (the summary
-- budget is 30 ms on PGlite). Their bodies name only pg_catalog operators and schema-qualified
-- objects, and they run with the caller's rights (not security definer), so the caller's
-- search_path can only change what the caller gets.

-- Mon-Thu days from Monday 1970-01-05 up to the day before p_day (negative before that
-- Monday), so the Mon-Thu days of [a, b] are mon_thu_days_before(b + 1) - mon_thu_days_before(a).
-- Floor division by 7 in integers: ((n % 7) + 7) % 7 is the non-negative remainder (numeric
-- division costs twice as much per call in PGlite; checked against the calendar over every day
-- from 1900 to 2100).
create function private.mon_thu_days_before(p_day date) returns integer
language sql immutable parallel safe
as $$
  select 4 * (((p_day - date '1970-01-05') - (((p_day - date '1970-01-05') % 7) + 7) % 7) / 7)
    + least((((p_day - date '1970-01-05') % 7) + 7) % 7, 4)
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

-- The scalar form sets its search_path: it is called three times per request by
-- private.request_hours, never per row of a list.
create function private.sick_days(p_from date, p_to date) returns integer
language sql stable parallel safe set search_path = ''
as $$
  select coalesce((select s.days from private.sick_days_of(p_from, p_to) s), 0)
$$;
comment on function private.sick_days(date, date)
  is 'Sick days in [p_from, p_to]: Mon-Thu minus bank holidays; a Mon-Sun week -> 4.';

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

-- Hours of a request (spec section 9), by arithmetic over the working days
-- (private.sick_days), so the guard trigger and the balance check cost the same for one day
-- and for a year: a request spanning centuries once held the only thread for seconds. Mon-Thu
-- working days 10 h, minus 5 h for a half first day and a half last day, bank holidays 0.
-- Mirrors shared/hours.ts.
create function private.request_hours(
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

-- RLS
alter table public.company_closures enable row level security;
alter table public.public_holidays enable row level security;
alter table public.half_day_holidays enable row level security;

-- policies
-- SELECT(company_closures): a global admin reads the closures
create policy company_closures_select_admin on public.company_closures
  for select to authenticated using ((select private.app_role()) = 'global_admin');
-- INSERT(company_closures): a global admin adds closures
create policy company_closures_insert_admin on public.company_closures
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- DELETE(company_closures): a global admin removes closures; UPDATE: nobody (remove and add)
create policy company_closures_delete_admin on public.company_closures
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- SELECT(public_holidays): every signed-in user reads the public holidays
create policy public_holidays_select_signed_in on public.public_holidays
  for select to authenticated using ((select private.app_role()) is not null);
-- INSERT(public_holidays): a global admin adds public holidays
create policy public_holidays_insert_admin on public.public_holidays
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(public_holidays): a global admin renames public holidays
create policy public_holidays_update_admin on public.public_holidays
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(public_holidays): a global admin removes public holidays
create policy public_holidays_delete_admin on public.public_holidays
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- SELECT(half_day_holidays): every signed-in user reads them (their previews count them)
create policy half_day_holidays_select_signed_in on public.half_day_holidays
  for select to authenticated using ((select private.app_role()) is not null);
-- INSERT(half_day_holidays): a global admin adds half days
create policy half_day_holidays_insert_admin on public.half_day_holidays
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- DELETE(half_day_holidays): a global admin removes half days; UPDATE: nobody (remove and add)
create policy half_day_holidays_delete_admin on public.half_day_holidays
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- grants
revoke all on public.company_closures, public.public_holidays, public.half_day_holidays
  from anon, authenticated;
grant select, insert, delete on public.company_closures to leave_user;
grant select, insert, update, delete on public.public_holidays to leave_user;
grant select, insert, delete on public.half_day_holidays to leave_user;
revoke all on public.bank_holidays from anon, authenticated;
grant select, insert, update, delete on public.bank_holidays to leave_user;
revoke all on function private.easter_sunday(integer) from public;
revoke all on function private.uk_public_holidays(integer) from public;
revoke all on function private.holiday_region(uuid) from public;
revoke all on function private.users_elsewhere() from public;
revoke all on function private.mon_thu_days_before(date) from public;
revoke all on function private.sick_days_of(date, date) from public;
revoke all on function private.sick_days_of(date, date, text) from public;
revoke all on function private.sick_days(date, date, text) from public;
revoke all on function private.request_hours(date, date, public.day_type, public.day_type, text)
  from public;
grant execute on function private.holiday_region(uuid) to authenticated, service_role;
grant execute on function private.users_elsewhere() to authenticated, service_role;
grant execute on function private.mon_thu_days_before(date) to authenticated, service_role;
grant execute on function private.sick_days_of(date, date) to authenticated, service_role;
grant execute on function private.sick_days_of(date, date, text) to authenticated, service_role;
grant execute on function private.sick_days(date, date, text) to authenticated, service_role;
grant execute on function private.request_hours(
  date, date, public.day_type, public.day_type, text) to authenticated, service_role;
revoke all on function private.sick_days(date, date) from public;
revoke all on function private.request_hours(date, date, public.day_type, public.day_type)
  from public;
grant execute on function private.sick_days(date, date) to authenticated, service_role;
grant execute on function private.request_hours(date, date, public.day_type, public.day_type)
  to authenticated, service_role;
