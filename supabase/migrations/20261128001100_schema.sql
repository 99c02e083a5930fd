-- The schema of Leave as one migration (issue 30): the pre-release migrations of 22-28 November
-- 2026 squashed, nothing having been deployed. It is supabase/schemas/*.sql in name order, each
-- file as it is there; supabase/tests/declarative-schema.test.ts holds a database built by the
-- migrations equal to one built by those files. The next change edits its area's file there and
-- adds a migration here that brings a database from this state to the new one (README, "Changing
-- the schema"). The history of each object is in git and in docs/decisions.md.
--
-- A local database migrated by the squashed files is recognised by supabase/local/migrate.ts,
-- which records this migration as applied there.

-- ================================================================================================
-- supabase/schemas/00_roles_and_schemas.sql
-- ================================================================================================

-- Roles and schemas: the extensions, the non-exposed `private` schema, leave_user (the role the
-- api function's transactions act as), the Data API closed to what is created in public, and the
-- app's enums. Every other file of supabase/schemas builds on this one.
--
-- These files hold the one current definition of every schema object, applied in name order to
-- an empty project database; supabase/migrations holds the steps that brought databases here, and
-- supabase/tests/declarative-schema.test.ts holds the two equal. Like the migrations, they start
-- from what the Supabase platform provides (supabase/tests/supabase-platform.sql, or
-- supabase/local/bootstrap.sql where there is no platform): the roles anon, authenticated and
-- service_role, the `auth` schema with auth.uid() and auth.jwt(), and the `extensions` schema.
--
-- The Data API (/rest/v1, /graphql/v1) is no way around the API. PostgREST acts as `anon` or
-- `authenticated` (whatever a token signed with the project's secret claims), so those roles
-- keep no privilege on Leave's tables: each table's grants go to `leave_user`, a role PostgREST
-- can never become (its authenticator is not a member). leave_user is a member of
-- `authenticated`, so it keeps what Supabase grants that role (the auth schema, auth.uid()) and
-- every RLS policy written `to authenticated` applies to it unchanged: RLS stays the second wall
-- inside the function's transactions.

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists btree_gist with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- The Data API never exposes this schema: secrets and security definer helpers live here.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- roles (cluster-wide: databases migrated at the same moment race to create them, so a
-- duplicate is not an error); the role migrations and the api function connect as may act as
-- leave_user
do $$
begin
  begin
    create role leave_user nologin inherit;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    grant authenticated to leave_user;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    execute format('grant leave_user to %I', current_user);
  exception when duplicate_object or unique_violation then null;
  end;
end
$$;

-- The Data API stays closed to what is created in public. Supabase grants every table, sequence
-- and function the migrations' role creates in public to `anon` and `authenticated` by default;
-- without that default, a table is closed until its file grants leave_user.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;

-- types
create type public.app_role as enum ('employee', 'sickness_user', 'global_admin');
comment on type public.app_role is 'Who a user is in the app: an employee, a Sickness User or a Global Administrator.';

create type public.day_type as enum ('full', 'morning', 'afternoon');
comment on type public.day_type is 'Which part of a day a holiday covers at either end of a request.';

create type public.request_status as enum (
  'pending', 'accepted', 'rejected', 'cancelled', 'cancel_requested'
);
comment on type public.request_status is 'Where a holiday request stands: new requests start pending.';

-- ================================================================================================
-- supabase/schemas/10_organisation.sql
-- ================================================================================================

-- Organisation: departments and users (at least one active Global Administrator always remains),
-- and the caller's app role every policy reads. Which nation's public holidays a department or a
-- user keeps is 20_hours_and_holidays.sql's; a user's sessions and password are
-- 85_sessions.sql's.

-- tables
create table public.departments (
  id bigint generated always as identity primary key,
  name text not null check (length(btrim(name)) between 1 and 100),
  created_at timestamptz not null default now(),
  holiday_region text not null default 'england-wales'
    constraint departments_holiday_region_check
    check (holiday_region in ('england-wales', 'scotland', 'northern-ireland'))
);

create table public.users (
  id uuid primary key default gen_random_uuid(),
  first_name text not null check (length(btrim(first_name)) between 1 and 100),
  last_name text not null check (length(btrim(last_name)) between 1 and 100),
  email text not null check (email = lower(email) and email like '%_@_%'),
  role public.app_role not null default 'employee',
  total_vacation_hours integer not null default 160 check (total_vacation_hours between 0 and 10000),
  start_date date not null default '2025-01-01',
  department_id bigint references public.departments (id) on delete set null,
  deactivated_at timestamptz,
  created_at timestamptz not null default now(),
  end_date date,
  holiday_region text
    constraint users_holiday_region_check
    check (holiday_region in ('england-wales', 'scotland', 'northern-ireland')),
  constraint users_end_date_check check (end_date is null or end_date >= start_date)
);

-- comments
comment on table public.departments is 'The departments users belong to; planning rows are coloured by name.';
comment on table public.users is 'Everyone who signs in. Deleting a user sets deactivated_at and keeps its history.';
comment on column public.users.total_vacation_hours is 'Yearly allowance; the remaining balance is derived from requests, never stored.';
comment on column public.users.deactivated_at is 'Set when an administrator deletes the user: sign-in refused, hidden from lists.';
comment on column public.users.end_date is 'Last day of employment, for pro-rata; null for none.';
comment on column public.departments.holiday_region is
  'Whose public holidays its members keep: england-wales, scotland or northern-ireland.';
comment on column public.users.holiday_region is
  'The user''s own nation when it differs from their department''s; null: the department''s.';

-- indexes
create unique index departments_name_key on public.departments (lower(name));
create unique index users_active_email_key on public.users (email) where deactivated_at is null;
create index users_department_id_idx on public.users (department_id);
create index users_name_idx on public.users (last_name, first_name) where deactivated_at is null;
create index users_search_trgm_idx on public.users
  using gin ((first_name || ' ' || last_name || ' ' || email) extensions.gin_trgm_ops);
-- the archive search matches "first last" and the department name
create index users_names_trgm_idx on public.users
  using gin ((first_name || ' ' || last_name) extensions.gin_trgm_ops);
create index departments_name_trgm_idx on public.departments
  using gin (name extensions.gin_trgm_ops);
create index users_holiday_region_idx on public.users (holiday_region)
  where holiday_region is not null;

-- functions
-- The caller's app role, read live from users so a role change or a deletion takes effect on
-- the caller's next statement. Null for a deactivated user and outside a request.
create function private.app_role() returns public.app_role
language sql stable security definer set search_path = ''
as $$
  select u.role from public.users u
  where u.id = (select auth.uid()) and u.deactivated_at is null
$$;
comment on function private.app_role() is 'The signed-in caller''s app role, or null.';

-- Refuses a change that would leave no active Global Administrator. The lock makes two such
-- changes run one after the other, so two admins demoting each other at the same moment cannot
-- both succeed: the second sees the first.
create function private.users_keep_an_admin() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if old.role = 'global_admin' and old.deactivated_at is null
    and (new.role <> 'global_admin' or new.deactivated_at is not null) then
    perform pg_advisory_xact_lock(19526, 0);
    if not exists (
      select 1 from public.users u
      where u.role = 'global_admin' and u.deactivated_at is null and u.id <> old.id
    ) then
      raise exception 'There must be at least one active Global Administrator'
        using errcode = 'LV409';
    end if;
  end if;
  return new;
end
$$;

-- triggers
create trigger users_keep_an_admin before update of role, deactivated_at on public.users
  for each row execute function private.users_keep_an_admin();

-- RLS
alter table public.departments enable row level security;
alter table public.users enable row level security;

-- policies
-- SELECT(departments): every signed-in user reads the department list
create policy departments_select_signed_in on public.departments for select to authenticated
  using ((select private.app_role()) is not null);
-- INSERT(departments): a global admin creates departments
create policy departments_insert_admin on public.departments for insert to authenticated
  with check ((select private.app_role()) = 'global_admin');
-- UPDATE(departments): a global admin renames departments
create policy departments_update_admin on public.departments for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(departments): a global admin deletes departments
create policy departments_delete_admin on public.departments for delete to authenticated
  using ((select private.app_role()) = 'global_admin');

-- SELECT(users): a user reads their own row, a global admin or sickness user every user
-- (pickers, logs); one permissive policy per role and action (Supabase linter 0006)
create policy users_select_own_or_staff on public.users for select to authenticated
  using (
    id = (select auth.uid())
    or (select private.app_role()) in ('global_admin', 'sickness_user')
  );
-- INSERT(users): a global admin creates users
create policy users_insert_admin on public.users for insert to authenticated
  with check ((select private.app_role()) = 'global_admin');
-- UPDATE(users): a global admin edits and deactivates users
create policy users_update_admin on public.users for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(users): nobody; deleting deactivates so history is kept

-- grants
revoke all on public.departments, public.users from anon, authenticated;
grant select, insert, update, delete on public.departments to leave_user;
grant select, insert, update on public.users to leave_user;
-- kept from before the Data API was closed (00_roles_and_schemas.sql)
revoke all on function private.app_role() from public;
grant execute on function private.app_role() to authenticated, service_role;
revoke all on function private.users_keep_an_admin() from public, anon, authenticated;

-- ================================================================================================
-- supabase/schemas/20_hours_and_holidays.sql
-- ================================================================================================

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

-- ================================================================================================
-- supabase/schemas/30_working_patterns.sql
-- ================================================================================================

-- Working patterns: the hours a user works on each day, and the hours a request takes and the
-- working days a user has under them, in the user's nation.
--
-- * A named pattern (public.working_patterns) is a cycle of 1-8 weeks of hours per day (0 to 24,
--   quarter hours) from an anchor Monday. A user's history (public.user_working_patterns) gives a
--   pattern from a date; the company default (the spec's Mon-Thu 10 h: anchor 1970-01-05,
--   {10,10,10,10,0,0,0}) applies before the first entry and where an entry's pattern is null.
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
  constraint user_working_patterns_once unique (user_id, starts_on)
);

-- comments
comment on table public.working_patterns is 'Named cycles of hours per day (1-8 weeks) from an anchor Monday.';
comment on table public.user_working_patterns is 'A user''s pattern from a date; null pattern is the company default.';

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
    and not exists (select 1 from public.bank_holidays b where b.day = g.s::date)
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
      select 1 from public.public_holidays b where b.region = p_region and b.day = g.s::date)
$$;
comment on function private.pattern_working_days(date, numeric[], date, date, text)
  is 'Working days of a pattern in [p_from, p_to], the nation''s public holidays excepted.';

-- The stretches of [p_from, p_to] under one pattern for a user, the company default filled in:
-- (first day, last day, anchor, hours). One row for a user with no history.
create function private.user_pattern_segments(p_user uuid, p_from date, p_to date)
returns table (first_day date, last_day date, anchor date, hours numeric[])
language sql stable security definer set search_path = ''
as $$
  select greatest(x.from_day, p_from), least(x.to_day, p_to),
    coalesce(p.anchor, date '1970-01-05'), coalesce(p.hours, '{10,10,10,10,0,0,0}'::numeric[])
  from (
    select w.starts_on as from_day,
      coalesce(lead(w.starts_on) over (order by w.starts_on) - 1, 'infinity'::date) as to_day,
      w.pattern_id
    from public.user_working_patterns w where w.user_id = p_user
    union all
    select '-infinity'::date, coalesce(
      (select min(w.starts_on) from public.user_working_patterns w where w.user_id = p_user),
      'infinity'::date + 1) - 1, null
  ) x
  left join public.working_patterns p on p.id = x.pattern_id
  where greatest(x.from_day, p_from) <= least(x.to_day, p_to)
$$;

-- A user's hours on a day under the pattern in force (the company default without one); bank
-- holidays are the caller's to leave out.
create function private.user_day_hours(p_user uuid, p_day date) returns numeric
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select case when p.id is null then null
        else p.hours[1 + (((p_day - p.anchor) % cardinality(p.hours)) + cardinality(p.hours))
          % cardinality(p.hours)] end
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

-- ================================================================================================
-- supabase/schemas/40_holiday_requests.sql
-- ================================================================================================

-- Holiday requests: hours counted by the database itself, the overlap exclusion constraint, a
-- guard trigger that is the state machine, so a caller with direct Data API access still cannot
-- approve their own request, book for someone else or change its hours, and the archive search
-- and planning readers.
--
-- Row-level security cannot use an index for a condition whose operator is not leakproof
-- (ilike, range &&, enum =), so under `authenticated` the archive search and the planning range
-- would scan every request; private.search_holiday_requests and private.find_planning_json run
-- the filtering as the owner, after checking the caller is a global admin, and hand back their
-- answer.

-- rules
-- The SQL home of two rules the TypeScript states too (shared/constants.ts
-- MIN_VACATION_BALANCE, shared/status.ts LIVE_REQUEST_STATUSES); supabase/tests/
-- rules-agree.test.ts holds each pair equal. Immutable SQL without `set search_path`, so the
-- planner inlines them into a constant: the constraint, the index and the queries that name
-- them are planned as if the literal were written there.

-- The lowest balance a request may leave: a user on -31 h is refused.
create function private.min_vacation_balance() returns integer
language sql immutable parallel safe
as $$
  select -30
$$;
comment on function private.min_vacation_balance() is 'The -30 h floor of a new request''s balance.';

-- The statuses that hold hours and block their dates: counted in the balance, clashing in the
-- overlap constraint, shown in planning. Denied and cancelled requests give both back.
create function private.live_request_statuses() returns public.request_status[]
language sql immutable parallel safe
as $$
  select '{pending,accepted,cancel_requested}'::public.request_status[]
$$;
comment on function private.live_request_statuses()
  is 'pending, accepted and cancel_requested: the requests that count and clash.';

-- functions the table needs
-- The time a request covers, for the overlap constraint: a morning is [00:00, 12:00) and an
-- afternoon [12:00, 24:00), so a morning and an afternoon of one day do not clash.
create function private.request_period(
  p_start date, p_end date, p_start_type public.day_type, p_end_type public.day_type
) returns tsrange
language sql immutable set search_path = ''
as $$
  select tsrange(
    p_start + case when p_start_type = 'afternoon' then interval '12 hours' else interval '0' end,
    p_end + case
      when (case when p_start = p_end then p_start_type else p_end_type end) = 'morning'
        then interval '12 hours'
      else interval '24 hours'
    end,
    '[)'
  )
$$;

-- tables
create table public.holiday_requests (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id),
  start_date date not null,
  end_date date not null,
  start_day_type public.day_type not null default 'full',
  end_day_type public.day_type not null default 'full',
  status public.request_status not null default 'pending',
  requested_hours numeric not null default 0 check (requested_hours >= 0),
  deny_reason text,
  cancel_reject_reason text,
  created_at timestamptz not null default now(),
  created_by uuid references public.users (id),
  decided_at timestamptz,
  decided_by uuid references public.users (id),
  period tsrange generated always as (
    private.request_period(start_date, end_date, start_day_type, end_day_type)
  ) stored,
  cover_override_reason text
    check (cover_override_reason is null or length(btrim(cover_override_reason)) between 1 and 1000),
  closure_id bigint references public.company_closures (id) on delete set null,
  constraint holiday_requests_dates_check check (end_date >= start_date),
  constraint holiday_requests_span_check check (end_date - start_date <= 366),
  constraint holiday_requests_deny_reason_check
    check (status <> 'rejected' or length(btrim(deny_reason)) > 0),
  constraint holiday_requests_no_overlap exclude using gist (user_id with =, period with &&)
    where (status = any (private.live_request_statuses()))
);

-- comments
comment on table public.holiday_requests is 'Holiday requests and their decisions; never deleted.';
comment on column public.holiday_requests.requested_hours is 'Computed by the database from dates, day types and bank holidays.';
comment on column public.holiday_requests.deny_reason is 'Why an administrator denied the request.';
comment on column public.holiday_requests.cancel_reject_reason is 'Why an administrator refused to cancel it; shown to the owner.';
comment on column public.holiday_requests.period is 'The time covered, for the no-overlap exclusion constraint.';
comment on column public.holiday_requests.cover_override_reason is
  'Why an administrator went ahead although a blocking cover rule fell short.';
comment on column public.holiday_requests.closure_id is
  'The company closure this request was booked for, if any.';

-- indexes
create index holiday_requests_user_id_start_idx on public.holiday_requests (user_id, start_date);
create index holiday_requests_created_at_idx on public.holiday_requests (created_at desc, id desc);
create index holiday_requests_status_idx on public.holiday_requests (status, created_at)
  where status in ('pending', 'cancel_requested');
create index holiday_requests_planning_idx on public.holiday_requests
  using gist (daterange(start_date, end_date, '[]'))
  where status = any (private.live_request_statuses());
-- deleting or looking up a user finds the rows that name them as author or decider
create index holiday_requests_created_by_idx on public.holiday_requests (created_by);
create index holiday_requests_decided_by_idx on public.holiday_requests (decided_by);
-- the archive search finds a dd/MM/yyyy date as a start or an end date
create index holiday_requests_start_date_idx on public.holiday_requests (start_date);
create index holiday_requests_end_date_idx on public.holiday_requests (end_date);
create index holiday_requests_closure_idx on public.holiday_requests (closure_id);

-- functions
-- The state machine. Errors carry SQLSTATE LV400/LV403/LV409 and the user-facing message.
--
-- * An administrator's own holiday request is an employee's request: the booking window
--   (private.in_booking_window, 50_allowance_policies.sql) and the -30 h floor (under the
--   user-row lock) apply to every pending request a user files for themself, admins included;
--   an admin's booking for someone else is a decision. The -30 h refusal carries, as the error's
--   detail, what the request needs and what its year has left (shared/messages.ts
--   requestNeedsHours).
-- * A request's hours are counted by the user's patterns and nation when it is filed
--   (private.user_request_hours) and kept after, however the holidays change, until an
--   administrator re-counts them (leave.recount set for the transaction).
-- * The owner, and only the owner (an administrator's own request included), withdraws their
--   own pending request (it becomes cancelled, decided_by the owner) or asks to cancel an
--   approved one. Whether a holiday has started is checked by the API on the app's clock
--   (LEAVE_TODAY), not here on the database's.
create function private.holiday_requests_guard() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_role public.app_role := private.app_role();
  is_admin boolean := caller is null or caller_role = 'global_admin';
  hours_left numeric;
begin
  if caller is not null and caller_role is null then
    raise exception 'Your account is not active' using errcode = 'LV403';
  end if;

  if tg_op = 'INSERT' then
    new.requested_hours := private.user_request_hours(
      new.user_id, new.start_date, new.end_date, new.start_day_type, new.end_day_type);
    new.created_by := coalesce(caller, new.created_by);
    -- An admin's booking for someone (accepted at once) is a decision; an admin's own request
    -- (pending) is an employee's request like any other.
    if is_admin and (caller is null or new.user_id <> caller or new.status <> 'pending') then
      return new;
    end if;
    if new.user_id is distinct from caller then
      raise exception 'You can only request holidays for yourself' using errcode = 'LV403';
    end if;
    if new.status <> 'pending' or new.deny_reason is not null
      or new.cancel_reject_reason is not null or new.decided_by is not null then
      raise exception 'A new request starts pending' using errcode = 'LV403';
    end if;
    new.created_at := now();
    if private.in_booking_window(new.start_date) then
      raise exception '%', private.booking_window_message('Start') using errcode = 'LV400';
    end if;
    if private.in_booking_window(new.end_date) then
      raise exception '%', private.booking_window_message('End') using errcode = 'LV400';
    end if;
    -- Lock the user's row so concurrent requests are counted one after the other.
    perform 1 from public.users where id = new.user_id for update;
    hours_left := private.vacation_balance(new.user_id, new.start_date);
    if hours_left - new.requested_hours < private.min_vacation_balance() then
      raise exception 'Insufficient vacation hours: You have less than -30 hours available.'
        using errcode = 'LV409',
          detail = format('This request needs %s hours; you have %s hours left.',
            trim_scale(new.requested_hours), trim_scale(hours_left));
    end if;
    return new;
  end if;

  -- UPDATE: who, when and what a request covers never change.
  if (new.user_id, new.start_date, new.end_date, new.start_day_type, new.end_day_type,
      new.created_at, new.created_by)
    is distinct from (old.user_id, old.start_date, old.end_date, old.start_day_type,
      old.end_day_type, old.created_at, old.created_by) then
    raise exception 'A request''s owner and dates cannot be changed' using errcode = 'LV409';
  end if;
  -- An administrator's re-count (issue 29: a holiday added or removed after the booking) counts
  -- the request again by today's holidays; any other change keeps the hours it was booked with.
  if is_admin and caller is not null and current_setting('leave.recount', true) = 'on' then
    new.requested_hours := private.user_request_hours(
      new.user_id, new.start_date, new.end_date, new.start_day_type, new.end_day_type);
  else
    new.requested_hours := old.requested_hours;
  end if;

  -- Withdrawal: a pending request becomes cancelled by its owner alone (an administrator denies
  -- someone else's pending request instead), with nothing else of the row changed.
  if old.status = 'pending' and new.status = 'cancelled' then
    if caller is null or old.user_id <> caller
      or (new.deny_reason, new.cancel_reject_reason, new.decided_at, new.decided_by)
        is distinct from (old.deny_reason, old.cancel_reject_reason, old.decided_at, old.decided_by)
    then
      raise exception 'Only its owner can withdraw a pending request' using errcode = 'LV409';
    end if;
    new.decided_at := now();
    new.decided_by := caller;
    return new;
  end if;

  if not is_admin then
    if old.user_id <> caller or old.status <> 'accepted' or new.status <> 'cancel_requested'
      or (new.deny_reason, new.cancel_reject_reason, new.decided_at, new.decided_by)
        is distinct from (old.deny_reason, old.cancel_reject_reason, old.decided_at, old.decided_by)
    then
      raise exception 'Only an approved request can be cancelled by its owner' using errcode = 'LV409';
    end if;
    return new;
  end if;

  if new.status <> old.status and (old.status, new.status) not in (
    ('pending'::public.request_status, 'accepted'::public.request_status),
    ('pending', 'rejected'),
    ('accepted', 'cancelled'),
    ('accepted', 'cancel_requested'),
    ('cancel_requested', 'cancelled'),
    ('cancel_requested', 'accepted')
  ) then
    raise exception 'A request that is % cannot become %', old.status, new.status
      using errcode = 'LV409';
  end if;
  if new.status <> old.status then
    new.decided_at := now();
    new.decided_by := caller;
  end if;
  return new;
end
$$;
comment on function private.holiday_requests_guard() is
  'The state machine of holiday_requests: hours, the December window, the -30 h floor, who may move a request where (the owner withdraws a pending one or asks to cancel an approved one).';

-- Ids of one archive page, newest first, each with the number of matching requests.
-- p_pattern is an ilike pattern matched against "first last" and the department name;
-- p_label_statuses are the statuses whose label matched the same search text; p_date (the
-- search text read as a dd/MM/yyyy date, or null) matches the start or the end date.
create function private.search_holiday_requests(
  p_status public.request_status,
  p_pattern text,
  p_label_statuses public.request_status[],
  p_date date,
  p_limit integer,
  p_offset integer
) returns table (id bigint, total bigint)
language plpgsql stable security definer set search_path = ''
-- a page: so the caller reads the rows by primary key rather than scanning them all
rows 20
as $$
declare
  v_filter text := 'true';
  v_users uuid[];
  v_total bigint;
begin
  if (select auth.uid()) is not null and private.app_role() is distinct from 'global_admin' then
    raise exception 'Only an administrator can search all holiday requests' using errcode = 'LV403';
  end if;
  if p_status is not null then
    v_filter := v_filter || ' and r.status = $1';
  end if;
  if p_pattern is not null then
    v_users := array(
      select u.id from public.users u
      where (u.first_name || ' ' || u.last_name) ilike p_pattern
      union
      select u.id from public.users u
      where u.department_id in (select d.id from public.departments d where d.name ilike p_pattern)
    );
    v_filter := v_filter || ' and (r.user_id = any($2) or r.status = any($3)' ||
      case when p_date is not null then ' or r.start_date = $4 or r.end_date = $4' else '' end ||
      ')';
  elsif p_date is not null then
    v_filter := v_filter || ' and (r.start_date = $4 or r.end_date = $4)';
  end if;
  -- Dynamic statements are planned for the actual filter, so an unfiltered page walks the
  -- created_at index and a search reads only the matching users' requests.
  execute 'select count(*) from public.holiday_requests r where ' || v_filter
    into v_total using p_status, v_users, coalesce(p_label_statuses, '{}'), p_date;
  return query execute
    'select r.id, $5 from public.holiday_requests r where ' || v_filter ||
    ' order by r.created_at desc, r.id desc limit $6 offset $7'
    using p_status, v_users, coalesce(p_label_statuses, '{}'), p_date, v_total, p_limit,
      coalesce(p_offset, 0);
end
$$;
comment on function private.search_holiday_requests(
  public.request_status, text, public.request_status[], date, integer, integer
) is 'Archive page ids, newest first, with the total; global admins only.';

-- Planning items: every live holiday of an active user overlapping [p_from, p_to], optionally
-- of one department (by id or by name, any case; 'No Department' selects users without one),
-- by start date, built as one JSON value in the database. PGlite decodes a result row by row
-- in JavaScript, and a plpgsql `return query` copies every row once more: together they were
-- half of a month's planning request (bench: 5.4 -> 3.9 ms for one department).
--
-- One department starts from that department's users and reads each user's requests through
-- (user_id, start_date), bounded below by the longest possible request
-- (holiday_requests_span_check: 366 days), instead of reading every live request of the range
-- first (PostgreSQL 15, bench: 3.9 -> 2.1 ms in the database). All departments, and users
-- with no department, find the month's live requests through the range index
-- (holiday_requests_planning_idx) first and then join their users. Both paths build the same
-- JSON items.
create function private.find_planning_json(p_from date, p_to date, p_department text)
returns json
language plpgsql stable security definer set search_path = ''
as $$
begin
  if (select auth.uid()) is not null and private.app_role() is distinct from 'global_admin' then
    raise exception 'Only an administrator can see the holiday planning' using errcode = 'LV403';
  end if;
  if p_department is not null and lower(p_department) <> 'no department' then
    return (
      select coalesce(json_agg(json_build_object(
          'id', r.id, 'user_id', r.user_id, 'firstName', u.first_name, 'lastName', u.last_name,
          'department', d.name, 'start_date', r.start_date, 'end_date', r.end_date,
          'start_day_type', r.start_day_type, 'end_day_type', r.end_day_type,
          'status', r.status, 'requested_hours', r.requested_hours
        ) order by r.start_date, r.id), '[]'::json)
      from public.departments d
      join public.users u on u.department_id = d.id and u.deactivated_at is null
      join public.holiday_requests r on r.user_id = u.id
      where (d.id::text = p_department or lower(d.name) = lower(p_department))
        and r.start_date between p_from - 366 and p_to
        and r.end_date >= p_from
        and r.status = any (private.live_request_statuses())
    );
  end if;
  return (
    with live as materialized (
      select r.id, r.user_id, r.start_date, r.end_date, r.start_day_type, r.end_day_type,
        r.status, r.requested_hours
      from public.holiday_requests r
      where daterange(r.start_date, r.end_date, '[]') && daterange(p_from, p_to, '[]')
        and r.status = any (private.live_request_statuses())
    )
    select coalesce(json_agg(json_build_object(
        'id', r.id, 'user_id', r.user_id, 'firstName', u.first_name, 'lastName', u.last_name,
        'department', coalesce(d.name, 'No Department'), 'start_date', r.start_date,
        'end_date', r.end_date, 'start_day_type', r.start_day_type,
        'end_day_type', r.end_day_type, 'status', r.status,
        'requested_hours', r.requested_hours
      ) order by r.start_date, r.id), '[]'::json)
    from live r
    join public.users u on u.id = r.user_id and u.deactivated_at is null
    left join public.departments d on d.id = u.department_id
    where p_department is null or d.id is null
  );
end
$$;
comment on function private.find_planning_json(date, date, text)
  is 'The planning items of a date range and department as one JSON array; global admins only.';

-- triggers
create trigger holiday_requests_guard before insert or update on public.holiday_requests
  for each row execute function private.holiday_requests_guard();

-- RLS
alter table public.holiday_requests enable row level security;

-- policies: one permissive policy per role and action (Supabase linter 0006)
-- SELECT(holiday_requests): a user reads their own requests, a global admin every request
create policy holiday_requests_select_own_or_admin on public.holiday_requests
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.app_role()) = 'global_admin');
-- INSERT(holiday_requests): an active user requests holidays for themself, a global admin for
-- anyone
create policy holiday_requests_insert_own_or_admin on public.holiday_requests
  for insert to authenticated
  with check (
    (user_id = (select auth.uid()) and (select private.app_role()) is not null)
    or (select private.app_role()) = 'global_admin'
  );
-- UPDATE(holiday_requests): the owner asks to cancel (the guard trigger allows nothing else), a
-- global admin decides requests. Postgres ORs the USING and the WITH CHECK of permissive
-- policies separately: the owner's row must stay theirs, an admin's may be anyone's.
create policy holiday_requests_update_own_or_admin on public.holiday_requests
  for update to authenticated
  using (
    (user_id = (select auth.uid()) and (select private.app_role()) is not null)
    or (select private.app_role()) = 'global_admin'
  )
  with check (user_id = (select auth.uid()) or (select private.app_role()) = 'global_admin');
-- DELETE(holiday_requests): nobody; cancelling keeps the history

-- grants
revoke all on public.holiday_requests from anon, authenticated;
grant select, insert, update on public.holiday_requests to leave_user;
-- kept from before the Data API was closed (00_roles_and_schemas.sql)
revoke all on function private.search_holiday_requests(
  public.request_status, text, public.request_status[], date, integer, integer
) from public;
grant execute on function private.search_holiday_requests(
  public.request_status, text, public.request_status[], date, integer, integer
) to authenticated, service_role;
revoke all on function private.find_planning_json(date, date, text) from public;
grant execute on function private.find_planning_json(date, date, text)
  to authenticated, service_role;
-- The two rules stay executable by every role (public): they are constants, and the overlap
-- constraint and the planning index name them, so any role that plans a query on or writes to
-- holiday_requests needs the right to execute them.

-- ================================================================================================
-- supabase/schemas/50_allowance_policies.sql
-- ================================================================================================

-- Allowance policies: pro-rata, carry-over and the booking window, and the balance built on them
-- (working patterns are 30_working_patterns.sql's).
--
-- With nothing configured (no user has a pattern, pro-rata off, carry-over cap 0, the window
-- 24-31 December) every figure is the spec's: a request's hours come from private.request_hours,
-- the balance is the yearly allowance minus the year's live requests, and the sickness days are
-- Mon-Thu days. Each rule below takes its fast path then.
--
-- * Pro-rata (company_settings.pro_rata): the allowance of the year a user starts (and the year
--   they leave, users.end_date) is scaled by their working days employed in that year over the
--   year's working days, both by their pattern, rounded to the nearest half hour.
-- * Carry-over (company_settings.carry_over_max_hours > 0): what is left at the end of a year,
--   never more than the cap, becomes the next year's carried hours, usable until the expiry
--   (month and day); requests starting by the expiry use carried hours first, and what of them
--   is unused then lapses. A negative end (down to the -30 h floor) is carried as a debt and
--   never lapses. The chain is computed from the data each time (private.balance_breakdown):
--   there is no year-end job to miss. An administrator may set a year's carried hours instead
--   (public.carried_hours, with a reason; audited), which the chain then continues from.
-- * The booking window (company_settings.booking_window_*): the days an employee may not book
--   for themself are the spec's 24 to 31 December until an administrator moves the window (it
--   may run over the new year, e.g. 20 December to 3 January, for a company that closes then) or
--   turns it off (a company that works through Christmas). Administrators' bookings for someone
--   are never held. private.in_booking_window and private.booking_window_message state it for
--   the guard trigger, in the spec's words, as shared/booking-window.ts does for the API and the
--   web app.
-- * company_settings.show_sickness_as_away: whether sickness logs show in department and company
--   calendar feeds (80_calendar_feeds.sql).

-- tables
create table public.company_settings (
  id boolean primary key default true check (id),
  pro_rata boolean not null default false,
  carry_over_max_hours numeric not null default 0
    check (carry_over_max_hours between 0 and 1000 and carry_over_max_hours * 4 = trunc(carry_over_max_hours * 4)),
  carry_over_expiry_month integer not null default 3 check (carry_over_expiry_month between 1 and 12),
  carry_over_expiry_day integer not null default 31,
  show_sickness_as_away boolean not null default false,
  booking_window_on boolean not null default true,
  booking_window_from text not null default '12-24'
    constraint company_settings_booking_window_from_check
    check (booking_window_from ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
      and to_date('2000-' || booking_window_from, 'YYYY-MM-DD') is not null
      and to_char(to_date('2000-' || booking_window_from, 'YYYY-MM-DD'), 'MM-DD')
        = booking_window_from),
  booking_window_to text not null default '12-31'
    constraint company_settings_booking_window_to_check
    check (booking_window_to ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
      and to_char(to_date('2000-' || booking_window_to, 'YYYY-MM-DD'), 'MM-DD')
        = booking_window_to),
  constraint company_settings_expiry_check check (
    carry_over_expiry_day between 1 and extract(day from
      make_date(2001, carry_over_expiry_month, 1) + interval '1 month' - interval '1 day')
  )
);

create table public.carried_hours (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id),
  year integer not null check (year between 1900 and 2999),
  hours numeric not null check (hours between -30 and 1000 and hours * 4 = trunc(hours * 4)),
  reason text not null check (length(btrim(reason)) between 1 and 500),
  constraint carried_hours_once unique (user_id, year)
);

-- comments
comment on table public.company_settings is 'The company''s allowance policies: one row, the spec''s defaults.';
comment on column public.company_settings.carry_over_max_hours is 'Most hours carried into the next year; 0 turns carry-over off.';
comment on column public.company_settings.show_sickness_as_away is
  'Sickness logs show in department and company feeds as "Away" (never a reason) when on.';
comment on column public.company_settings.booking_window_on is
  'Whether employees are refused their own requests starting or ending in the booking window.';
comment on column public.company_settings.booking_window_from is
  'First day (MM-DD) of the window; after booking_window_to, the window runs over the new year.';
comment on table public.carried_hours is 'An administrator''s carried hours for a user''s year, with the reason.';

-- functions
-- Whether pro-rata or carry-over is on: the balance takes its slow path only then.
create function private.allowance_policies_on() returns boolean
language sql stable security definer set search_path = ''
as $$
  select s.pro_rata or s.carry_over_max_hours > 0 from public.company_settings s
$$;

-- A user's allowance in a year: total_vacation_hours, scaled under pro-rata in the year they
-- start or leave by working days employed over the year's working days (their patterns), to the
-- nearest half hour; nothing in a year they are not employed at all.
create function private.year_allowance(p_user uuid, p_year integer)
returns table (allowance numeric, pro_rata boolean)
language sql stable security definer set search_path = ''
as $$
  with y as (select make_date(p_year, 1, 1) as first_day, make_date(p_year, 12, 31) as last_day)
  select case
      when not scaled then u.total_vacation_hours::numeric
      when u.start_date > y.last_day or coalesce(u.end_date < y.first_day, false) then 0
      else coalesce(
        round(u.total_vacation_hours
          * private.user_working_days(u.id, greatest(u.start_date, y.first_day),
              least(coalesce(u.end_date, y.last_day), y.last_day))
          / nullif(private.user_working_days(u.id, y.first_day, y.last_day), 0)::numeric * 2) / 2,
        u.total_vacation_hours)
    end,
    scaled
  from public.users u, public.company_settings s, y,
    lateral (select s.pro_rata
      and (u.start_date > y.first_day or coalesce(u.end_date < y.last_day, false))
      as scaled) p
  where u.id = p_user
$$;

-- Every user's balance in one statement: the year of p_day as of p_day for each of p_users.
--
-- * The live requests are summed once, per user and year: all hours, those starting by that
--   year's carry-over expiry, approved ones and pending ones.
-- * The carry-over chain is a recursive query over the years, all users in step: from the year
--   before a user's first request or override (never before the year they start) to the year
--   asked about. Each year, an administrator's override replaces what came in; the year's
--   allowance plus it, less the year's requests and what of it lapsed unused, goes on, never
--   above the cap nor below the -30 h floor.
-- * The chain steps through the years that hold something and jumps across the rest, so its
--   cost follows a user's data, not the year asked about (GET /vacation-days?year=2999). A year
--   is worked out on its own when something in it can change what goes on: the chain's first, a
--   year with a live request or an override, and while pro-rata is on the year the user leaves.
--   Between two such years (and from the last to the target) every year is idle: no hours, no
--   override, and one allowance A >= 0 (the full one before the leaving year, 0 after it while
--   pro-rata is on).
-- * An idle year takes what came in, c (already within the -30 h floor and the cap), to A if
--   c > 0 (nothing is booked by the expiry, so all of c lapses), else to c + A; then within the
--   cap and the floor. So n idle years in a row end on min(A, cap) once c + (n - 1)A > 0, and on
--   c + nA within the cap and the floor before that: a debt climbs back by A a year, and the
--   first year that ends above 0 ends on at most the cap. The pro-rata allowance is asked for
--   once per run of idle years (private.year_allowance), and only in a year a user starts or
--   leaves while pro-rata is on; in any other year it is their total_vacation_hours.
create function private.balance_breakdowns(p_day date, p_users uuid[])
returns table (
  user_id uuid, year integer, configured boolean, full_allowance numeric, allowance numeric,
  pro_rata boolean, carried numeric, override_hours numeric, override_reason text,
  carry_expires date, lapsed numeric, used numeric, pending numeric, remaining numeric
)
language sql stable security definer set search_path = ''
as $$
  with recursive
  s as (
    select c.pro_rata, c.carry_over_max_hours as cap, c.carry_over_expiry_month as month,
      c.carry_over_expiry_day as day, c.carry_over_max_hours > 0 as carrying,
      extract(year from p_day)::integer as target
    from public.company_settings c
  ),
  u as (
    select u.id, u.total_vacation_hours, u.start_date, u.end_date
    from public.users u where u.id = any (p_users)
  ),
  -- A user's live hours in a year; the chain needs the years before the target's only while
  -- carrying.
  hours as (
    select r.user_id, extract(year from r.start_date)::integer as y,
      sum(r.requested_hours) as live,
      coalesce(sum(r.requested_hours) filter (where s.carrying and r.start_date
        <= make_date(extract(year from r.start_date)::integer, s.month, s.day)), 0) as by_expiry,
      coalesce(sum(r.requested_hours) filter (where r.status <> 'pending'), 0) as used,
      coalesce(sum(r.requested_hours) filter (where r.status = 'pending'), 0) as pending
    from public.holiday_requests r cross join s
    where r.user_id = any (p_users)
      and r.status = any (private.live_request_statuses())
      and r.start_date < make_date(s.target + 1, 1, 1)
      and (s.carrying or r.start_date >= make_date(s.target, 1, 1))
    group by r.user_id, 2
  ),
  overrides as (
    select c.user_id, c.year, c.hours, c.reason
    from public.carried_hours c cross join s
    where s.carrying and c.user_id = any (p_users) and c.year <= s.target
  ),
  -- The first year whose end can matter: the year before a user's first request or override
  -- (a year with neither ends on its allowance, whatever came into it), never before they start;
  -- with what the allowance needs of the user.
  firsts as (
    select u.id as user_id, greatest(extract(year from u.start_date)::integer, m.y - 1) as y,
      u.total_vacation_hours, u.start_date, u.end_date
    from u cross join s
    left join (
      select a.user_id, min(a.y) as y from (
        select h.user_id, h.y from hours h
        union all
        select o.user_id, o.year from overrides o
      ) a group by a.user_id
    ) m on m.user_id = u.id
    where s.carrying
  ),
  -- The years before the target the chain works out one at a time, with what is in them: its
  -- first, each with a request or an override, and while pro-rata is on the year the user
  -- leaves (the allowance is theirs in full before it and 0 after it; the year they start is
  -- never after the first). Each with the next of them, or the target after the last. What
  -- is in them comes along in the union: joined on afterwards, it was planned as nested loops
  -- (the planner cannot tell how many users come in) and took five times as long.
  steps as (
    select f.user_id, f.total_vacation_hours, f.start_date, f.end_date, k.y,
      coalesce(lead(k.y) over (partition by f.user_id order by k.y), s.target) as next_y,
      k.override, k.live, k.by_expiry
    from (
      select m.user_id, m.y, max(m.override) as override, coalesce(max(m.live), 0) as live,
        coalesce(max(m.by_expiry), 0) as by_expiry
      from (
        select f.user_id, f.y, null::numeric as override, null::numeric as live,
          null::numeric as by_expiry
        from firsts f
        union all
        select h.user_id, h.y, null, h.live, h.by_expiry from hours h
        union all
        select o.user_id, o.year, o.hours, null, null from overrides o
        union all
        select f.user_id, extract(year from f.end_date)::integer, null, null, null
        from firsts f cross join s
        where s.pro_rata and f.end_date is not null
      ) m
      group by m.user_id, m.y
    ) k
    join firsts f on f.user_id = k.user_id
    cross join s
    where k.y >= f.y and k.y < s.target
  ),
  -- What the chain goes through: each of those years, then the idle years up to the next (no
  -- request, no override, one allowance) as one span. Each with the allowance of its first
  -- year (pro-rata's only in a year the user starts or leaves, or after they left).
  spans as materialized (
    select st.user_id, g.y, g.years, g.idle, g.override, g.live, g.by_expiry,
      case when s.pro_rata and (st.start_date > make_date(g.y, 1, 1)
          or coalesce(st.end_date < make_date(g.y, 12, 31), false))
        then (select a.allowance from private.year_allowance(st.user_id, g.y) a)
        else st.total_vacation_hours::numeric end as allowance
    from steps st cross join s
    cross join lateral (values
      (st.y, 1, false, st.override, st.live, st.by_expiry),
      (st.y + 1, st.next_y - st.y - 1, true, null, 0, 0)
    ) g(y, years, idle, override, live, by_expiry)
    where g.years > 0
  ),
  -- What comes into each span before an override, from 0 in the first year: a year's
  -- allowance plus what it started with, less its live hours and what of the carried hours
  -- lapsed unused; a run of idle years in closed form (header), where A + c - c is A in the
  -- numeric scale the years one by one would give it; within the cap and the -30 h floor.
  chain (user_id, y, carry) as (
    select f.user_id, f.y, 0::numeric from firsts f
    union all
    select c.user_id, c.y + sp.years, case when n.carry >= 0 then least(n.carry, s.cap)
        else greatest(n.carry, private.min_vacation_balance()) end
    from chain c
    join spans sp on sp.user_id = c.user_id and sp.y = c.y
    cross join s
    cross join lateral (select coalesce(sp.override, c.carry) as carry) i
    cross join lateral (
      select case
        when sp.idle and c.carry + (sp.years - 1) * sp.allowance > 0
          then sp.allowance + c.carry - c.carry
        when sp.idle then c.carry + sp.years * sp.allowance
        else sp.allowance + i.carry - sp.live
          - case when i.carry > 0 then greatest(i.carry - sp.by_expiry, 0) else 0 end
      end as carry
    ) n
  )
  select u.id, s.target, s.pro_rata or s.carrying or exists (
      select 1 from public.user_working_patterns w
      where w.user_id = u.id and w.starts_on <= make_date(s.target, 12, 31)),
    u.total_vacation_hours::numeric, ya.allowance, ya.pro_rata, b.carried, o.hours, o.reason,
    b.expires, b.lapsed, coalesce(h.used, 0), coalesce(h.pending, 0),
    ya.allowance + b.carried - b.lapsed - coalesce(h.used, 0) - coalesce(h.pending, 0)
  from u cross join s
  left join hours h on h.user_id = u.id and h.y = s.target
  left join overrides o on o.user_id = u.id and o.year = s.target
  left join chain c on c.user_id = u.id and c.y = s.target
  cross join lateral (
    select s.pro_rata and (u.start_date > make_date(s.target, 1, 1)
      or coalesce(u.end_date < make_date(s.target, 12, 31), false)) as pro_rata
  ) sc
  cross join lateral (
    select case when sc.pro_rata
      then (select a.allowance from private.year_allowance(u.id, s.target) a)
      else u.total_vacation_hours::numeric end as allowance,
      sc.pro_rata
  ) ya
  cross join lateral (
    select k.carried, k.expires,
      case when k.carried > 0 and p_day > k.expires
        then greatest(k.carried - coalesce(h.by_expiry, 0), 0) else 0 end as lapsed
    from (select case when s.carrying then coalesce(o.hours, c.carry, 0) else 0 end as carried,
        case when s.carrying then make_date(s.target, s.month, s.day) end as expires) k
  ) b
$$;
comment on function private.balance_breakdowns(date, uuid[])
  is 'The year of p_day as of p_day for each of p_users: allowance, carried, lapsed, used, pending, remaining.';

-- One user's year: the set-based rule for a set of one.
create function private.balance_breakdown(p_user uuid, p_day date)
returns table (
  year integer, configured boolean, full_allowance numeric, allowance numeric, pro_rata boolean,
  carried numeric, override_hours numeric, override_reason text, carry_expires date,
  lapsed numeric, used numeric, pending numeric, remaining numeric
)
language sql stable security definer set search_path = ''
as $$
  select b.year, b.configured, b.full_allowance, b.allowance, b.pro_rata, b.carried,
    b.override_hours, b.override_reason, b.carry_expires, b.lapsed, b.used, b.pending,
    b.remaining
  from private.balance_breakdowns(p_day, array[p_user]) b
$$;

-- Remaining hours of a user for the year of p_day (as of p_day). The spec's rule while no
-- policy is on; the breakdown's remaining otherwise. A JSON number for the API (float8).
create function private.vacation_balance(p_user uuid, p_day date) returns double precision
language sql stable security definer set search_path = ''
as $$
  select case when private.allowance_policies_on()
    then (select b.remaining from private.balance_breakdown(p_user, p_day) b)
    else u.total_vacation_hours - coalesce((
      select sum(r.requested_hours) from public.holiday_requests r
      where r.user_id = p_user
        and r.status = any (private.live_request_statuses())
        and r.start_date >= date_trunc('year', p_day)::date
        and r.start_date < (date_trunc('year', p_day) + interval '1 year')::date
    ), 0)
  end::double precision
  from public.users u where u.id = p_user
$$;
comment on function private.vacation_balance(uuid, date)
  is 'Remaining hours in the year of p_day: allowance (+ carried) minus the year''s live requests.';

-- Whether a day falls in the company's booking window (both ends included).
create function private.in_booking_window(p_day date) returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((
    select s.booking_window_on and case
      when s.booking_window_from <= s.booking_window_to
        then to_char(p_day, 'MM-DD') between s.booking_window_from and s.booking_window_to
      else to_char(p_day, 'MM-DD') >= s.booking_window_from
        or to_char(p_day, 'MM-DD') <= s.booking_window_to end
    from public.company_settings s), false)
$$;
comment on function private.in_booking_window(date)
  is 'Whether a day is in the booking window employees may not book (24-31 December by default).';

-- The refusal of a start or end in the window: 'Start date cannot be between December 24th and
-- 31st inclusive'; a window over the new year names both months.
create function private.booking_window_message(p_end text) returns text
language sql stable security definer set search_path = ''
as $$
  select format('%s date cannot be between %s and %s inclusive', p_end,
    to_char(f, 'FMMonth FMDDth'),
    case when extract(month from f) = extract(month from t) and f <= t
      then to_char(t, 'FMDDth') else to_char(t, 'FMMonth FMDDth') end)
  from public.company_settings s
  cross join lateral (select to_date('2000-' || s.booking_window_from, 'YYYY-MM-DD') as f,
    to_date('2000-' || s.booking_window_to, 'YYYY-MM-DD') as t) d
$$;
comment on function private.booking_window_message(text)
  is 'The refusal of a request end in the booking window, in the spec''s words.';

-- RLS
alter table public.company_settings enable row level security;
alter table public.carried_hours enable row level security;

-- policies
-- SELECT(company_settings): every signed-in user reads the policies
create policy company_settings_select_signed_in on public.company_settings
  for select to authenticated using ((select private.app_role()) is not null);
-- UPDATE(company_settings): a global admin changes them; INSERT, DELETE: nobody (one row)
create policy company_settings_update_admin on public.company_settings
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');

-- SELECT(carried_hours): a user reads their own, a global admin every one
create policy carried_hours_select_own_or_admin on public.carried_hours
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.app_role()) = 'global_admin');
-- INSERT(carried_hours): a global admin sets carried hours
create policy carried_hours_insert_admin on public.carried_hours
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(carried_hours): a global admin changes them
create policy carried_hours_update_admin on public.carried_hours
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(carried_hours): a global admin removes them (the chain's figure returns)
create policy carried_hours_delete_admin on public.carried_hours
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- grants
revoke all on public.company_settings, public.carried_hours from anon, authenticated;
grant select, update on public.company_settings to leave_user;
grant select, insert, update, delete on public.carried_hours to leave_user;
revoke all on function private.allowance_policies_on() from public;
revoke all on function private.year_allowance(uuid, integer) from public;
revoke all on function private.balance_breakdowns(date, uuid[]) from public;
revoke all on function private.balance_breakdown(uuid, date) from public;
revoke all on function private.vacation_balance(uuid, date) from public;
revoke all on function private.in_booking_window(date) from public;
revoke all on function private.booking_window_message(text) from public;
grant execute on function private.allowance_policies_on() to authenticated, service_role;
grant execute on function private.year_allowance(uuid, integer) to authenticated, service_role;
grant execute on function private.balance_breakdowns(date, uuid[]) to authenticated, service_role;
grant execute on function private.balance_breakdown(uuid, date) to authenticated, service_role;
grant execute on function private.vacation_balance(uuid, date) to authenticated, service_role;
grant execute on function private.in_booking_window(date) to authenticated, service_role;
grant execute on function private.booking_window_message(text) to authenticated, service_role;

-- ================================================================================================
-- supabase/schemas/60_cover.sql
-- ================================================================================================

-- Cover: skills, minimum staffing per department and per skill, and who is present on each
-- day. With no rule configured nothing is checked and nothing is refused: the spec's behaviour
-- stands.
--
-- * A skill is a company-wide label ("Forklift"); users hold any number of them.
-- * A cover rule says: in this department, on each of its working days, at least `minimum`
--   people (holding `skill`, when it names one) are present. `warn` (the default) lets the
--   request go ahead and says what falls short; `block` refuses an employee's request, and an
--   administrator may go ahead with a reason (holiday_requests.cover_override_reason, audited).
-- * Present on a day: active members of the department for whom it is a working day (hours
--   under their pattern, their nation's public holidays excepted), less what of them is away:
--   an accepted, pending or cancel-requested holiday covering the day (a half day counts half),
--   or a sickness log covering it (one with no end date is open). A department's working days
--   are those with anyone scheduled; a rule is not checked on the others.
-- * private.cover_grid is the one computation: the preview of a request, its approval, the
--   heat-map and the overview (65_overview.sql) all read it.
-- * The grid and the shortfalls are PL/pgSQL with one generic plan (plan_cache_mode): a SQL
--   function that cannot be inlined (these are security definers) is planned again on every
--   call, and planning the grid's query cost more than running it for a fortnight of one
--   department (the cover preview: 13 ms over HTTP on the bench data, 5 ms with the plan kept).
--   `#variable_conflict use_column` reads a name that is both a column and an output column as
--   the column.

-- tables
create table public.skills (
  id bigint generated always as identity primary key,
  name text not null unique check (length(btrim(name)) between 1 and 100)
);

create table public.user_skills (
  user_id uuid not null references public.users (id),
  skill_id bigint not null references public.skills (id) on delete cascade,
  primary key (user_id, skill_id)
);

create table public.cover_rules (
  id bigint generated always as identity primary key,
  department_id bigint not null references public.departments (id) on delete cascade,
  skill_id bigint references public.skills (id) on delete cascade,
  minimum integer not null check (minimum between 1 and 10000),
  mode text not null default 'warn' check (mode in ('warn', 'block')),
  constraint cover_rules_once unique nulls not distinct (department_id, skill_id)
);

-- comments
comment on table public.skills is 'Company-wide skills users hold, for cover rules by skill.';
comment on table public.user_skills is 'Which user holds which skill.';
comment on table public.cover_rules is 'Minimum people present per department (and skill) on working days.';

-- indexes
create index user_skills_skill_idx on public.user_skills (skill_id);
create index cover_rules_skill_idx on public.cover_rules (skill_id);

-- functions
-- Per department, rule and day of [p_from, p_to]: who is scheduled, away (approved or
-- cancel-requested; pending apart) and present, and what the rule needs. Rule null is the
-- department's headcount (every member), so a department without rules still has a row per day.
-- p_departments null: every department. Days nobody of the department works are left out.
--
-- Members of England & Wales without a working pattern are counted by running sums of steps (+1
-- where an absence begins, -1 the day after it ends, halves at half days) on Monday to Thursday
-- less England & Wales's holidays, so a two-week holiday and a six-month sickness log cost the
-- same. A member on a pattern, or of another nation, is counted day by day where they are away,
-- on their pattern's days (the spec's week without one) less their nation's holidays (a
-- Scottish member works on Easter Monday); their scheduled days are counted per stretch of one
-- pattern, not per person and day. A day a member is away twice at once (a sickness log over a
-- holiday) still counts once at most.
create function private.cover_grid(p_departments bigint[], p_from date, p_to date)
returns table (
  department_id bigint, rule_id bigint, skill_id bigint, mode text, needed integer, day date,
  scheduled numeric, away numeric, pending numeric, present numeric
)
language plpgsql stable security definer set search_path = ''
set plan_cache_mode = force_generic_plan
as $$#variable_conflict use_column
begin
  return query
  with days as materialized (
    select g::date as day, extract(isodow from g::date) <= 4 as mon_thu,
      exists (select 1 from public.bank_holidays b where b.day = g::date) as ew_holiday
    from pg_catalog.generate_series(p_from, p_to, interval '1 day') g
  ),
  -- The range's public holidays of each nation.
  hols as materialized (
    select h.region, h.day from public.public_holidays h where h.day between p_from and p_to
  ),
  -- Members of another nation than England & Wales are counted day by day, as members on a
  -- pattern are (private.user_pattern_segments gives them the spec's week without one).
  members as materialized (
    select x.user_id, x.department_id, x.region, x.has_pattern or x.region <> 'england-wales'
      as patterned
    from (
      select u.id as user_id, u.department_id,
        coalesce(u.holiday_region, d.holiday_region, 'england-wales') as region,
        exists (select 1 from public.user_working_patterns w
          where w.user_id = u.id and w.starts_on <= p_to) as has_pattern
      from public.users u
      join public.departments d on d.id = u.department_id
      where u.deactivated_at is null
        and (p_departments is null or u.department_id = any (p_departments))
    ) x
  ),
  rules as materialized (
    select r.department_id, r.id as rule_id, r.skill_id, r.mode, r.minimum
    from public.cover_rules r
    where p_departments is null or r.department_id = any (p_departments)
    union all
    select distinct m.department_id, null::bigint, null::bigint, null::text, null::integer
    from members m
  ),
  -- Each member under each rule they count for; rule 0 is the headcount.
  counted as materialized (
    select r.department_id, coalesce(r.rule_id, 0) as rule_key, m.user_id, m.patterned
    from rules r join members m on m.department_id = r.department_id
    where r.skill_id is null or exists (
      select 1 from public.user_skills s where s.user_id = m.user_id and s.skill_id = r.skill_id)
  ),
  -- Members on a pattern by stretches of one pattern (the others work Monday to Thursday).
  stretches as materialized (
    select m.user_id, m.region, s.first_day, s.last_day, s.anchor, s.hours
    from members m
    cross join lateral private.user_pattern_segments(m.user_id, p_from, p_to) s
    where m.patterned
  ),
  -- Members' live holidays and sickness logs, clipped to the range, with the part of their
  -- first and last day away (a half day half; the days between are whole).
  spells as materialized (
    select row_number() over () as id, x.user_id, x.patterned, x.is_pending, x.first_day,
      x.last_day,
      case when x.first_day = x.start_date and x.start_day_type <> 'full' then 0.5
        when x.first_day = x.end_date and x.end_date <> x.start_date and x.end_day_type <> 'full'
          then 0.5
        else 1 end as first_part,
      case when x.last_day = x.start_date and x.start_day_type <> 'full' then 0.5
        when x.last_day = x.end_date and x.end_date <> x.start_date and x.end_day_type <> 'full'
          then 0.5
        else 1 end as last_part
    from (
      select r.user_id, m.patterned, r.status = 'pending' as is_pending,
        greatest(r.start_date, p_from) as first_day, least(r.end_date, p_to) as last_day,
        r.start_date, r.end_date, r.start_day_type, r.end_day_type
      from public.holiday_requests r
      join members m on m.user_id = r.user_id
      where daterange(r.start_date, r.end_date, '[]') && daterange(p_from, p_to, '[]')
        and r.status = any (private.live_request_statuses())
      union all
      select l.user_id, m.patterned, false, greatest(l.sick_from_date, p_from),
        least(coalesce(l.sick_to_date, p_to), p_to), null, null, 'full', 'full'
      from public.sickness_logs l
      join members m on m.user_id = l.user_id
      where daterange(l.sick_from_date, l.sick_to_date, '[]') && daterange(p_from, p_to, '[]')
    ) x
  ),
  -- Member-days counted one by one: each working day a member on a pattern is away, and each
  -- day a member without one is away twice at once (a sickness log over a holiday).
  member_days as (
    select s.user_id, g::date as day, true as patterned
    from spells s
    join stretches p on p.user_id = s.user_id and p.first_day <= s.last_day
      and s.first_day <= p.last_day
    cross join lateral pg_catalog.generate_series(
      greatest(s.first_day, p.first_day), least(s.last_day, p.last_day), interval '1 day') g
    join days d on d.day = g::date
    where s.patterned and private.pattern_day_hours(p.anchor, p.hours, g::date) > 0
      and not exists (select 1 from hols h where h.region = p.region and h.day = g::date)
    union
    select a.user_id, g::date, false
    from spells a
    join spells b on b.user_id = a.user_id and b.id > a.id
      and b.first_day <= a.last_day and a.first_day <= b.last_day
    cross join lateral pg_catalog.generate_series(
      greatest(a.first_day, b.first_day), least(a.last_day, b.last_day), interval '1 day') g
    join days d on d.day = g::date and d.mon_thu and not d.ew_holiday
    where not a.patterned
  ),
  -- What of each is away (pending apart), a day at most; *_sum: the parts added up.
  member_away as (
    select x.user_id, x.day, x.patterned,
      least(x.away_sum, 1) as away, least(x.away_sum + x.pending_sum, 1) - least(x.away_sum, 1)
        as pending,
      x.away_sum, x.pending_sum
    from (
      select m.user_id, m.day, m.patterned,
        coalesce(sum(p.part) filter (where not s.is_pending), 0) as away_sum,
        coalesce(sum(p.part) filter (where s.is_pending), 0) as pending_sum
      from member_days m
      join spells s on s.user_id = m.user_id and m.day between s.first_day and s.last_day
      cross join lateral (select case when m.day = s.first_day then s.first_part
        when m.day = s.last_day then s.last_part else 1 end as part) p
      group by m.user_id, m.day, m.patterned
    ) x
  ),
  -- The spells of members without a pattern as steps: the change in the part away from the
  -- day before. Running sums of them count these members by ranges, not day by day.
  steps as (
    select s.user_id, s.is_pending, s.first_day as day, s.first_part as change
    from spells s where not s.patterned
    union all
    select s.user_id, s.is_pending, s.first_day + 1, 1 - s.first_part
    from spells s where not s.patterned and s.last_day > s.first_day and s.first_part < 1
    union all
    select s.user_id, s.is_pending, s.last_day, s.last_part - 1
    from spells s where not s.patterned and s.last_day > s.first_day and s.last_part < 1
    union all
    select s.user_id, s.is_pending, s.last_day + 1,
      -(case when s.last_day > s.first_day then s.last_part else s.first_part end)
    from spells s where not s.patterned and s.last_day < p_to
  ),
  -- Per rule, the running sums over its steps and its days (Monday to Thursday); the days'
  -- rows carry the sums.
  range_n as (
    select x.department_id, x.rule_key, x.day, x.away, x.pending
    from (
      select y.department_id, y.rule_key, y.day, y.is_day,
        sum(y.away) over w as away, sum(y.pending) over w as pending
      from (
        select c.department_id, c.rule_key, t.day, false as is_day,
          case when t.is_pending then 0 else t.change end as away,
          case when t.is_pending then t.change else 0 end as pending
        from steps t join counted c on c.user_id = t.user_id
        union all
        select k.department_id, k.rule_key, d.day, true, 0, 0
        from (select distinct c.department_id, c.rule_key from counted c) k
        cross join days d where d.mon_thu and not d.ew_holiday
      ) y
      window w as (partition by y.department_id, y.rule_key order by y.day)
    ) x
    where x.is_day
  ),
  -- Away per rule and day: the ranges on Monday to Thursday, corrected where a member is away
  -- twice at once, and the members on a pattern.
  away_n as (
    select x.department_id, x.rule_key, x.day, sum(x.away) as away, sum(x.pending) as pending
    from (
      select r.department_id, r.rule_key, r.day, r.away, r.pending from range_n r
      union all
      select c.department_id, c.rule_key, a.day,
        case when a.patterned then a.away else a.away - a.away_sum end,
        case when a.patterned then a.pending else a.pending - a.pending_sum end
      from member_away a join counted c on c.user_id = a.user_id
    ) x
    group by x.department_id, x.rule_key, x.day
  ),
  default_n as (
    select c.department_id, c.rule_key, count(*) as n from counted c where not c.patterned
    group by c.department_id, c.rule_key
  ),
  patterned_n as (
    select x.department_id, x.rule_key, d.day, sum(x.n) as n
    from (
      select c.department_id, c.rule_key, s.region, s.first_day, s.last_day, s.anchor, s.hours,
        count(*) as n
      from counted c join stretches s on s.user_id = c.user_id
      group by c.department_id, c.rule_key, s.region, s.first_day, s.last_day, s.anchor, s.hours
    ) x
    join days d on d.day between x.first_day and x.last_day
    where private.pattern_day_hours(x.anchor, x.hours, d.day) > 0
      and not exists (select 1 from hols h where h.region = x.region and h.day = d.day)
    group by x.department_id, x.rule_key, d.day
  ),
  cells as (
    select r.department_id, r.rule_id, r.skill_id, r.mode, r.minimum, d.day,
      (case when d.mon_thu and not d.ew_holiday then coalesce(dn.n, 0) else 0 end
        + coalesce(pn.n, 0))::numeric
        as scheduled,
      coalesce(an.away, 0) as away, coalesce(an.pending, 0) as pending
    from rules r cross join days d
    left join default_n dn on dn.department_id = r.department_id
      and dn.rule_key = coalesce(r.rule_id, 0)
    left join patterned_n pn on pn.department_id = r.department_id
      and pn.rule_key = coalesce(r.rule_id, 0) and pn.day = d.day
    left join away_n an on an.department_id = r.department_id
      and an.rule_key = coalesce(r.rule_id, 0) and an.day = d.day
  )
  select c.department_id, c.rule_id, c.skill_id, c.mode, c.minimum, c.day, c.scheduled, c.away,
    c.pending, c.scheduled - c.away - c.pending
  from cells c
  where c.scheduled > 0;
end;$$;

-- What a request does to cover, day by day, for the rules its user counts for: each rule and
-- working day of [p_start, p_end] where fewer than `needed` would be present, with who of the
-- rule's people are away that day (names only: never a reason or a type). p_new: the request is
-- not filed yet (a preview or a create), so its own part is taken off; otherwise it is live
-- already (an approval) and counted in the grid.
create function private.cover_shortfalls(
  p_user uuid, p_start date, p_end date, p_start_type public.day_type,
  p_end_type public.day_type, p_new boolean
)
returns table (
  day date, rule_id bigint, skill text, mode text, needed integer, present numeric,
  away_names text[]
)
language plpgsql stable security definer set search_path = ''
set plan_cache_mode = force_generic_plan
as $$#variable_conflict use_column
begin
  return query
  with me as (
    select u.id, u.department_id from public.users u
    where u.id = p_user and u.department_id is not null
      and exists (select 1 from public.cover_rules r where r.department_id = u.department_id)
  ),
  grid as (
    select g.* from me
    cross join lateral private.cover_grid(array[me.department_id], p_start, p_end) g
    where g.rule_id is not null and (g.skill_id is null or exists (
      select 1 from public.user_skills s where s.user_id = me.id and s.skill_id = g.skill_id))
  ),
  -- My part of each day (a half day half), on days I work.
  mine as (
    select g::date as day,
      case
        when g::date = p_start and p_start_type <> 'full' then 0.5
        when g::date = p_end and p_end <> p_start and p_end_type <> 'full' then 0.5
        else 1
      end as part
    from pg_catalog.generate_series(p_start, p_end, interval '1 day') g
    where p_new and private.user_day_hours(p_user, g::date) > 0
  )
  select c.day, c.rule_id, s.name, c.mode, c.needed,
    c.present - coalesce(m.part, 0),
    array(
      select distinct u.first_name || ' ' || u.last_name
      from public.users u
      where u.department_id = (select me.department_id from me) and u.id <> p_user
        and u.deactivated_at is null
        and (c.skill_id is null or exists (
          select 1 from public.user_skills k where k.user_id = u.id and k.skill_id = c.skill_id))
        and (exists (
            select 1 from public.holiday_requests r
            where r.user_id = u.id and r.status = any (private.live_request_statuses())
              and c.day between r.start_date and r.end_date)
          or exists (
            select 1 from public.sickness_logs l
            where l.user_id = u.id and c.day >= l.sick_from_date
              and (l.sick_to_date is null or c.day <= l.sick_to_date)))
      order by 1)
  from grid c
  left join mine m on m.day = c.day
  left join public.skills s on s.id = c.skill_id
  where c.present - coalesce(m.part, 0) < c.needed
  order by c.day, c.rule_id;
end;$$;

-- RLS
alter table public.skills enable row level security;
alter table public.user_skills enable row level security;
alter table public.cover_rules enable row level security;

-- policies
-- SELECT(skills): every signed-in user reads the skill list
create policy skills_select_signed_in on public.skills
  for select to authenticated using ((select private.app_role()) is not null);
-- INSERT(skills): a global admin adds skills
create policy skills_insert_admin on public.skills
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(skills): a global admin renames skills
create policy skills_update_admin on public.skills
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(skills): a global admin removes skills (their rules and holders go with them)
create policy skills_delete_admin on public.skills
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- SELECT(user_skills): a user reads their own skills, a global admin everyone's
create policy user_skills_select_own_or_admin on public.user_skills
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.app_role()) = 'global_admin');
-- INSERT(user_skills): a global admin gives skills
create policy user_skills_insert_admin on public.user_skills
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- DELETE(user_skills): a global admin takes skills away; UPDATE: nobody (delete and insert)
create policy user_skills_delete_admin on public.user_skills
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- SELECT(cover_rules): a global admin reads the rules (checks read them as the owner)
create policy cover_rules_select_admin on public.cover_rules
  for select to authenticated using ((select private.app_role()) = 'global_admin');
-- INSERT(cover_rules): a global admin sets rules
create policy cover_rules_insert_admin on public.cover_rules
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(cover_rules): a global admin changes rules
create policy cover_rules_update_admin on public.cover_rules
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(cover_rules): a global admin removes rules
create policy cover_rules_delete_admin on public.cover_rules
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- grants
revoke all on public.skills, public.user_skills, public.cover_rules from anon, authenticated;
grant select, insert, update, delete on public.skills, public.cover_rules to leave_user;
grant select, insert, delete on public.user_skills to leave_user;
revoke all on function private.cover_grid(bigint[], date, date) from public;
revoke all on function private.cover_shortfalls(
  uuid, date, date, public.day_type, public.day_type, boolean) from public;
grant execute on function private.cover_grid(bigint[], date, date) to authenticated, service_role;
grant execute on function private.cover_shortfalls(
  uuid, date, date, public.day_type, public.day_type, boolean) to authenticated, service_role;

-- ================================================================================================
-- supabase/schemas/65_overview.sql
-- ================================================================================================

-- The administrator's overview (GET /admin/overview): one reader that runs as the owner. Run as
-- the administrator, the date-range `&&` cannot use the range indexes under RLS (the operator is
-- not leakproof), so it is a security-definer reader that checks the caller is a global admin
-- first, as private.find_planning_json does. Sick days per month are counted by running sums over
-- the year's days; the logs of members on a pattern, or of another nation, by their own days.

-- functions
-- The administrator's landing page as of p_today (London): who is away today and this week,
-- requests waiting, the tightest day per department over the next 8 weeks, holiday hours per
-- department this year and sick days per month this year (a user on a pattern, or of another
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
    ),
    -- The year's sickness logs, up to today while open.
    year_logs as materialized (
      select l.user_id, greatest(l.sick_from_date, t.jan1) as first_day,
        least(coalesce(l.sick_to_date, t.today), t.dec31) as last_day,
        exists (select 1 from public.user_working_patterns w where w.user_id = l.user_id)
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
      select y.day, y.is_day, sum(y.change) over (order by y.day) as logs
      from (
        select l.first_day as day, false as is_day, 1 as change
        from year_logs l where not l.patterned
        union all
        select l.last_day + 1, false, -1 from year_logs l where not l.patterned
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

-- ================================================================================================
-- supabase/schemas/70_sickness.sql
-- ================================================================================================

-- Sickness logs and their health data. Sickness reasons are health data: they live in their own
-- table that only a global admin can read or write, so a sickness user never receives one and
-- saving a log as a sickness user can never clear one. Sick days are counted by
-- private.user_sick_days_of (30_working_patterns.sql); the Bradford factor is 72_bradford.sql's.
--
-- * public.sickness_follow_ups: per sickness log, for global admins only (like the reason): the
--   return-to-work interview (not needed, due, done: by whom and on which day, and a note) and
--   the fit note (the day it was received, and its details). A log without a row has no
--   interview due and no fit note received. A log longer than 7 calendar days needs a fit note
--   until one is received (private.fit_note_needed).
-- * The notes are health data: an audit row of a follow-up keeps them as "[withheld]", as it
--   keeps a sickness reason (private.audit_log_complete, 90_audit_log.sql).
-- * public.sickness_settings: how many years health data is kept after a log ends (default 6).
--   private.erase_health_data(today), run daily with the clean-up, erases the reasons, the
--   return-to-work notes and the fit-note details of logs that ended longer ago, withholds any
--   reason an audit row still holds, and audits only that it ran and how many logs it erased.
-- * private.sick_days_by_month(year, today): the year's sick days per month, January first, as
--   the sickness summary counts them: each user's logs merged (a day two logs cover counts
--   once), open logs up to today, working days by the user's pattern or the spec's Monday to
--   Thursday, no public holiday of their nation (private.user_sick_days_of). The months add up
--   to the summary's totals. It runs as the caller: the summary's RLS applies. The
--   administrator's overview keeps its own count (65_overview.sql): read through this function
--   it took 187 ms on the bench data against its budget of 100.

-- tables
create table public.sickness_logs (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id),
  sick_from_date date not null,
  sick_to_date date,
  created_at timestamptz not null default now(),
  created_by uuid references public.users (id),
  constraint sickness_logs_dates_check check (sick_to_date is null or sick_to_date >= sick_from_date)
);

create table public.sickness_log_reasons (
  log_id bigint primary key references public.sickness_logs (id) on delete cascade,
  reason text not null
);

create table public.sickness_follow_ups (
  log_id bigint primary key references public.sickness_logs (id) on delete cascade,
  rtw_status text not null default 'not_needed'
    check (rtw_status in ('not_needed', 'due', 'done')),
  rtw_done_by uuid references public.users (id),
  rtw_done_on date,
  rtw_note text check (length(rtw_note) <= 2000),
  fit_note_received_on date,
  fit_note_details text check (length(fit_note_details) <= 2000),
  constraint sickness_follow_ups_done_check
    check (rtw_status = 'done' or (rtw_done_by is null and rtw_done_on is null)),
  constraint sickness_follow_ups_fit_note_check
    check (fit_note_received_on is not null or fit_note_details is null)
);

create table public.sickness_settings (
  id boolean primary key default true check (id),
  retention_years integer not null default 6 check (retention_years between 1 and 50)
);

-- comments
comment on table public.sickness_logs is 'Who was off sick and when; the reason is kept apart.';
comment on column public.sickness_logs.sick_to_date is 'Last sick day, or null while the user is still off.';
comment on table public.sickness_log_reasons is 'Health data: readable and writable by global admins only.';
comment on table public.sickness_follow_ups is 'Return-to-work interviews and fit notes of sickness logs: health data, global admins only.';
comment on table public.sickness_settings is 'How long health data is kept: one row.';

-- indexes
create index sickness_logs_user_id_idx on public.sickness_logs (user_id);
create index sickness_logs_from_idx on public.sickness_logs (sick_from_date desc, id desc);
create index sickness_logs_period_idx on public.sickness_logs
  using gist (daterange(sick_from_date, coalesce(sick_to_date, sick_from_date), '[]'));
-- the logs overlapping a year, open logs included (a null end is an unbounded range), for the
-- sickness summary at company scale (bench: 10,000 logs)
create index sickness_logs_open_range_idx on public.sickness_logs
  using gist (daterange(sick_from_date, sick_to_date, '[]'));
create index sickness_log_reasons_trgm_idx on public.sickness_log_reasons
  using gin (reason extensions.gin_trgm_ops);
-- deleting or looking up a user finds the logs that name them as author
create index sickness_logs_created_by_idx on public.sickness_logs (created_by);
create index sickness_follow_ups_rtw_done_by_idx on public.sickness_follow_ups (rtw_done_by);

-- functions
-- A log needs a fit note when it is longer than 7 calendar days (an open one up to p_today).
create function private.fit_note_needed(p_from date, p_to date, p_today date) returns boolean
language sql immutable parallel safe set search_path = ''
as $$
  select coalesce(p_to, p_today) - p_from + 1 > 7
$$;

-- The health data in an audit row's copy of a row, kept as "[withheld]".
create function private.withhold_health_data(p_row jsonb) returns jsonb
language sql immutable set search_path = ''
as $$
  select p_row || coalesce((
    select jsonb_object_agg(k.key, '[withheld]')
    from pg_catalog.jsonb_each(p_row) k
    where k.key in ('reason', 'rtw_note', 'fit_note_details') and k.value <> 'null'::jsonb
  ), '{}'::jsonb)
$$;

-- Erases the health data of logs that ended more than the retention period before p_today:
-- their reasons, return-to-work notes and fit-note details. Audits the run and the number of
-- logs, never a text. Answers that number.
create function private.erase_health_data(p_today date) returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  cutoff date := p_today - make_interval(years => (
    select s.retention_years from public.sickness_settings s));
  erased integer;
begin
  perform set_config('leave.actor', 'system:retention', true);
  with expired as (
    select l.id from public.sickness_logs l
    where l.sick_to_date < cutoff and (
      exists (select 1 from public.sickness_log_reasons r where r.log_id = l.id)
      or exists (select 1 from public.sickness_follow_ups f where f.log_id = l.id
        and (f.rtw_note is not null or f.fit_note_details is not null)))
  ),
  reasons as (
    delete from public.sickness_log_reasons r using expired e where r.log_id = e.id
  ),
  notes as (
    update public.sickness_follow_ups f set rtw_note = null, fit_note_details = null
    from expired e where f.log_id = e.id
  )
  select count(*) into erased from expired;
  perform private.withhold_logged_reasons();
  insert into public.audit_log (actor_id, action, entity, entity_id, before, after)
  values (null, 'erase_health_data', 'maintenance', null, null,
    jsonb_build_object('logs', erased, 'ended_before', cutoff));
  return erased;
end
$$;
comment on function private.erase_health_data(date) is
  'Daily: erases reasons, return-to-work notes and fit-note details of logs past retention; audits the count.';

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

-- RLS
alter table public.sickness_logs enable row level security;
alter table public.sickness_log_reasons enable row level security;
alter table public.sickness_follow_ups enable row level security;
alter table public.sickness_settings enable row level security;

-- policies
-- SELECT(sickness_logs): a global admin or sickness user reads the logs
create policy sickness_logs_select_staff on public.sickness_logs for select to authenticated
  using ((select private.app_role()) in ('global_admin', 'sickness_user'));
-- INSERT(sickness_logs): a global admin or sickness user creates logs
create policy sickness_logs_insert_staff on public.sickness_logs for insert to authenticated
  with check ((select private.app_role()) in ('global_admin', 'sickness_user'));
-- UPDATE(sickness_logs): a global admin or sickness user edits logs
create policy sickness_logs_update_staff on public.sickness_logs for update to authenticated
  using ((select private.app_role()) in ('global_admin', 'sickness_user'))
  with check ((select private.app_role()) in ('global_admin', 'sickness_user'));
-- DELETE(sickness_logs): a global admin or sickness user deletes logs
create policy sickness_logs_delete_staff on public.sickness_logs for delete to authenticated
  using ((select private.app_role()) in ('global_admin', 'sickness_user'));

-- SELECT(sickness_log_reasons): only a global admin reads reasons
create policy sickness_log_reasons_select_admin on public.sickness_log_reasons for select
  to authenticated using ((select private.app_role()) = 'global_admin');
-- INSERT(sickness_log_reasons): only a global admin writes reasons
create policy sickness_log_reasons_insert_admin on public.sickness_log_reasons for insert
  to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(sickness_log_reasons): only a global admin edits reasons
create policy sickness_log_reasons_update_admin on public.sickness_log_reasons for update
  to authenticated using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(sickness_log_reasons): only a global admin removes reasons
create policy sickness_log_reasons_delete_admin on public.sickness_log_reasons for delete
  to authenticated using ((select private.app_role()) = 'global_admin');

-- SELECT(sickness_follow_ups): only a global admin reads follow-ups
create policy sickness_follow_ups_select_admin on public.sickness_follow_ups for select
  to authenticated using ((select private.app_role()) = 'global_admin');
-- INSERT(sickness_follow_ups): only a global admin records follow-ups
create policy sickness_follow_ups_insert_admin on public.sickness_follow_ups for insert
  to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(sickness_follow_ups): only a global admin changes follow-ups
create policy sickness_follow_ups_update_admin on public.sickness_follow_ups for update
  to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(sickness_follow_ups): nobody directly; they go with their log

-- SELECT(sickness_settings): a global admin reads the retention period
create policy sickness_settings_select_admin on public.sickness_settings for select
  to authenticated using ((select private.app_role()) = 'global_admin');
-- UPDATE(sickness_settings): a global admin changes it; INSERT, DELETE: nobody (one row)
create policy sickness_settings_update_admin on public.sickness_settings for update
  to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');

-- grants
revoke all on public.sickness_logs, public.sickness_log_reasons, public.sickness_follow_ups,
  public.sickness_settings from anon, authenticated;
grant select, insert, update, delete on public.sickness_logs, public.sickness_log_reasons
  to leave_user;
grant select, insert, update on public.sickness_follow_ups to leave_user;
grant select, update on public.sickness_settings to leave_user;
-- kept from before the Data API was closed (00_roles_and_schemas.sql)
revoke all on function private.fit_note_needed(date, date, date) from public;
revoke all on function private.withhold_health_data(jsonb) from public;
revoke all on function private.erase_health_data(date) from public;
grant execute on function private.fit_note_needed(date, date, date) to authenticated, service_role;
grant execute on function private.withhold_health_data(jsonb) to authenticated, service_role;
revoke all on function private.sick_days_by_month(integer, date) from public;
grant execute on function private.sick_days_by_month(integer, date)
  to authenticated, service_role;

-- ================================================================================================
-- supabase/schemas/72_bradford.sql
-- ================================================================================================

-- The Bradford factor: S² × D over the 52 weeks ending on a day, S a user's spells
-- of sickness and D their working days off sick, with the company's trigger points.
--
-- * public.bradford_bands: the trigger points, from a score up, with a label. The company starts
--   with the ones UK HR commonly uses (51, 201, 401, 651), as shared/schemas/bradford.ts lists
--   them. Global admins change them; global admins and sickness users read them. Audited.
-- * private.bradford_scores(as_of, today): per user with any working day off sick in the 52
--   weeks to as_of, the spells, the days and the score. A spell is a sickness log clipped to the
--   52 weeks; a log that begins before the first working day after the spell so far ends (by
--   the user's pattern, or the spec's Monday to Thursday, and their nation's public holidays)
--   joins it, so a Thursday's log and the next Monday's are one spell, and so are logs either
--   side of a bank holiday. A spell's days are the working days from its first day to its last:
--   none lies between its logs. A spell of no working day (sick on a Saturday only) is no spell.
--   An open log counts up to today, or as_of if earlier. It reads the logs' dates only, never a
--   reason, and runs as the caller: RLS lets global admins and sickness users read the logs.

-- tables
create table public.bradford_bands (
  id bigint generated always as identity primary key,
  from_score integer not null unique check (from_score between 1 and 100000),
  label text not null check (length(btrim(label)) between 1 and 60)
);

-- comments
comment on table public.bradford_bands is 'Bradford factor trigger points: from a score up, a label.';

-- functions
-- The scores counted in one pass (the bench: 52 weeks of 10,000 logs in 12.5 ms on PGlite):
--
-- * Each log becomes two numbers on its user's working days: the working days of the 52 weeks
--   before its first day, and those up to its last day. For a user without a working pattern
--   that is the spec's Monday-to-Thursday arithmetic (private.mon_thu_days_before) less the
--   Monday-to-Thursday bank holidays, read once into a sorted array and counted before a day by
--   width_bucket (counted from 1970, not the 52 weeks: only differences matter); for a user with
--   one, private.user_sick_days_of from the 52 weeks' first day.
-- * A log with no working day is dropped: it adds no day and, having none, cannot join two logs
--   that a working day lies between.
-- * Taken in order, a log begins a spell when its working days start past the furthest any
--   earlier log of the user reached (so no working day lies between it and them), and adds the
--   working days it reaches past that.
-- * A user of another nation than England & Wales, like a user on a working pattern, is counted
--   by their own days (private.user_sick_days_of).
create function private.bradford_scores(p_as_of date, p_today date)
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
comment on function private.bradford_scores(date, date)
  is 'Bradford factor per user over the 52 weeks to p_as_of: spells, working days, S² × D.';

-- RLS
alter table public.bradford_bands enable row level security;

-- policies
-- SELECT(bradford_bands): a global admin or sickness user reads the trigger points
create policy bradford_bands_select_staff on public.bradford_bands
  for select to authenticated
  using ((select private.app_role()) in ('global_admin', 'sickness_user'));
-- INSERT(bradford_bands): a global admin sets trigger points
create policy bradford_bands_insert_admin on public.bradford_bands
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(bradford_bands): a global admin changes trigger points
create policy bradford_bands_update_admin on public.bradford_bands
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(bradford_bands): a global admin removes trigger points
create policy bradford_bands_delete_admin on public.bradford_bands
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- grants
revoke all on public.bradford_bands from anon, authenticated;
grant select, insert, update, delete on public.bradford_bands to leave_user;
revoke all on function private.bradford_scores(date, date) from public;
grant execute on function private.bradford_scores(date, date) to authenticated, service_role;

-- ================================================================================================
-- supabase/schemas/75_appointments.sql
-- ================================================================================================

-- Appointment logs: appointments that take a user away for part of a day, kept by global admins
-- and shown in planning.

-- tables
create table public.appointment_logs (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id),
  event_from_date date not null,
  event_to_date date not null,
  start_time time,
  end_time time,
  reason text not null default '',
  created_at timestamptz not null default now(),
  created_by uuid references public.users (id),
  constraint appointment_logs_dates_check check (event_to_date >= event_from_date),
  constraint appointment_logs_times_check check (
    event_to_date > event_from_date or start_time is null or end_time is null
    or end_time > start_time
  )
);

-- comments
comment on table public.appointment_logs is 'Appointments that take a user away for part of a day; shown in planning.';
comment on column public.appointment_logs.event_to_date is 'Last day; the API defaults it to the first day.';

-- indexes
create index appointment_logs_user_id_idx on public.appointment_logs (user_id);
create index appointment_logs_period_idx on public.appointment_logs
  using gist (daterange(event_from_date, event_to_date, '[]'));
-- deleting or looking up a user finds the logs that name them as author
create index appointment_logs_created_by_idx on public.appointment_logs (created_by);

-- RLS
alter table public.appointment_logs enable row level security;

-- policies
-- SELECT(appointment_logs): a global admin reads appointments
create policy appointment_logs_select_admin on public.appointment_logs for select
  to authenticated using ((select private.app_role()) = 'global_admin');
-- INSERT(appointment_logs): a global admin creates appointments
create policy appointment_logs_insert_admin on public.appointment_logs for insert
  to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(appointment_logs): a global admin edits appointments
create policy appointment_logs_update_admin on public.appointment_logs for update
  to authenticated using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(appointment_logs): a global admin deletes appointments
create policy appointment_logs_delete_admin on public.appointment_logs for delete
  to authenticated using ((select private.app_role()) = 'global_admin');

-- grants
revoke all on public.appointment_logs from anon, authenticated;
grant select, insert, update, delete on public.appointment_logs to leave_user;
-- kept from before the Data API was closed (00_roles_and_schemas.sql)

-- ================================================================================================
-- supabase/schemas/80_calendar_feeds.sql
-- ================================================================================================

-- Calendar feeds: iCalendar links a calendar app subscribes to without signing in.
--
-- * public.calendar_feeds: a user's feeds. 'personal' holds the owner's own holidays;
--   'department' (of one department) and 'company' hold who of the active users is away, and
--   only a global admin creates them. The token is 32 random bytes shown once; only its SHA-256
--   is kept (token_hash). Revoking deletes the row (the audit log keeps that it existed).
-- * uid_key: a per-feed secret the event UIDs of a department or company feed are keyed with,
--   so a subscriber (who knows the token, and so its hash) cannot tell from a UID whether an
--   "Away" is a holiday or a sickness log.
-- * company_settings.show_sickness_as_away (50_allowance_policies.sql): off by default, sickness
--   logs are in no feed; on, they show exactly as holidays do ("Firstname Lastname – Away"),
--   never a reason.
-- * private.calendar_feed: the one reader the feed route (which has no session) calls, in a
--   privileged transaction: the events of a live feed, or null for an unknown token, a token of
--   another kind, a deactivated owner, or an owner of a department or company feed who is no
--   longer a global admin.

-- tables
create table public.calendar_feeds (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id),
  kind text not null check (kind in ('personal', 'department', 'company')),
  department_id bigint references public.departments (id) on delete cascade,
  token_hash bytea not null unique check (length(token_hash) = 32),
  uid_key bytea not null default extensions.gen_random_bytes(16),
  created_at timestamptz not null default now(),
  constraint calendar_feeds_department_check
    check ((kind = 'department') = (department_id is not null))
);

-- comments
comment on table public.calendar_feeds is
  'Calendar (iCalendar) feeds: personal, or of a department or the company (global admins).';
comment on column public.calendar_feeds.token_hash is
  'SHA-256 of the feed''s token; the token itself is shown once and never stored.';
comment on column public.calendar_feeds.uid_key is
  'Keys the event UIDs of the feed, so they say nothing of what an absence is.';

-- indexes
create index calendar_feeds_user_idx on public.calendar_feeds (user_id);
create index calendar_feeds_department_idx on public.calendar_feeds (department_id);

-- functions
-- The events of the live feed of `p_kind` whose token hashes to `p_token_hash`, overlapping
-- [p_from, p_to], as a JSON array of { uid, summary, startDate, endDate, startDayType,
-- endDayType } by start; null when there is no such live feed. An open sickness log lasts up
-- to p_today. A department or company feed reads names and dates only: never a request's type
-- or status, never a sickness reason.
create function private.calendar_feed(
  p_token_hash bytea, p_kind text, p_from date, p_to date, p_today date
) returns json
language sql stable security definer set search_path = ''
as $$
  with feed as (
    select f.kind, f.user_id, f.department_id, f.uid_key
    from public.calendar_feeds f
    join public.users u on u.id = f.user_id
    where f.token_hash = p_token_hash and f.kind = p_kind and u.deactivated_at is null
      and (f.kind = 'personal' or u.role = 'global_admin')
  ),
  people as (
    select u.id, u.first_name || ' ' || u.last_name || ' – Away' as summary, f.uid_key
    from feed f
    join public.users u on u.deactivated_at is null
      and (f.kind = 'company' or u.department_id = f.department_id)
    where f.kind <> 'personal'
  ),
  events as (
    select 'request-' || r.id as uid,
      case r.status
        when 'pending' then 'Holiday (pending)'
        when 'cancel_requested' then 'Holiday (cancellation requested)'
        else 'Holiday'
      end as summary,
      r.start_date, r.end_date, r.start_day_type::text, r.end_day_type::text
    from feed f
    join public.holiday_requests r on r.user_id = f.user_id
    where f.kind = 'personal' and r.status in ('pending', 'accepted', 'cancel_requested')
      and r.start_date <= p_to and r.end_date >= p_from
    union all
    select 'away-' || left(encode(extensions.hmac(
        convert_to('request-' || r.id, 'UTF8'), p.uid_key, 'sha256'), 'hex'), 32),
      p.summary, r.start_date, r.end_date, r.start_day_type::text, r.end_day_type::text
    from people p
    join public.holiday_requests r on r.user_id = p.id
    where r.status in ('accepted', 'cancel_requested')
      and r.start_date <= p_to and r.end_date >= p_from
    union all
    select 'away-' || left(encode(extensions.hmac(
        convert_to('log-' || l.id, 'UTF8'), p.uid_key, 'sha256'), 'hex'), 32),
      p.summary, l.sick_from_date, coalesce(l.sick_to_date, greatest(l.sick_from_date, p_today)),
      'full', 'full'
    from people p
    join public.sickness_logs l on l.user_id = p.id
    where (select s.show_sickness_as_away from public.company_settings s)
      and l.sick_from_date <= p_to
      and coalesce(l.sick_to_date, greatest(l.sick_from_date, p_today)) >= p_from
  )
  select case when exists (select 1 from feed) then coalesce(
    (select json_agg(json_build_object('uid', e.uid, 'summary', e.summary,
        'startDate', e.start_date, 'endDate', e.end_date, 'startDayType', e.start_day_type,
        'endDayType', e.end_day_type) order by e.start_date, e.summary, e.uid)
     from events e),
    '[]'::json) end
$$;
comment on function private.calendar_feed(bytea, text, date, date, date)
  is 'The events of a live calendar feed by its token''s hash; null when there is none.';

-- RLS
alter table public.calendar_feeds enable row level security;

-- policies
-- SELECT(calendar_feeds): a user reads their own feeds
create policy calendar_feeds_select_own on public.calendar_feeds
  for select to authenticated using (user_id = (select auth.uid()));
-- INSERT(calendar_feeds): a user creates their own personal feed; a global admin also
-- department and company feeds
create policy calendar_feeds_insert_own on public.calendar_feeds
  for insert to authenticated
  with check (user_id = (select auth.uid())
    and (kind = 'personal' or (select private.app_role()) = 'global_admin'));
-- DELETE(calendar_feeds): a user revokes their own feeds; UPDATE: nobody (a new feed instead)
create policy calendar_feeds_delete_own on public.calendar_feeds
  for delete to authenticated using (user_id = (select auth.uid()));

-- grants
-- The API reads no hash and no key back: the feed route's reader is private.calendar_feed.
revoke all on public.calendar_feeds from anon, authenticated;
grant select (id, user_id, kind, department_id, created_at) on public.calendar_feeds to leave_user;
grant insert (user_id, kind, department_id, token_hash) on public.calendar_feeds to leave_user;
grant delete on public.calendar_feeds to leave_user;
revoke all on function private.calendar_feed(bytea, text, date, date, date)
  from public, anon, authenticated;
grant execute on function private.calendar_feed(bytea, text, date, date, date) to service_role;

-- ================================================================================================
-- supabase/schemas/82_email_outbox.sql
-- ================================================================================================

-- The email outbox: mail written in the caller's transaction, with the change it tells of, so a
-- change is never mailed without being made nor made without its mail; a sender delivers it
-- with retries. The daily clean-up (88_clean_up.sql) removes delivered mail after 30 days.

-- tables
create table private.email_outbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  body_text text not null,
  body_html text,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text
);

-- comments
comment on table private.email_outbox is 'Mail written in the same transaction as the change; a sender delivers it with retries.';

-- indexes
create index email_outbox_due_idx on private.email_outbox (next_attempt_at) where sent_at is null;

-- functions
-- Queues an email in the caller's transaction; the outbox sender delivers it.
create function private.enqueue_email(
  p_to text, p_subject text, p_text text, p_html text default null
) returns bigint
language sql security definer set search_path = ''
as $$
  insert into private.email_outbox (to_address, subject, body_text, body_html)
  values (p_to, p_subject, p_text, p_html)
  returning id
$$;

-- grants: nothing here is reachable by anon or authenticated
revoke all on private.email_outbox from public, anon, authenticated;
revoke all on function private.enqueue_email(text, text, text, text) from public;
grant execute on function private.enqueue_email(text, text, text, text)
  to authenticated, service_role;

-- ================================================================================================
-- supabase/schemas/85_sessions.sql
-- ================================================================================================

-- Sessions and passwords: secrets the Data API never exposes, credentials (bcrypt through
-- pgcrypto) and sessions. Each token names a session; logout, a password change, a role change,
-- an email change and a deactivation end sessions, so a revoked token gets 401 at once.

-- tables
create table private.credentials (
  user_id uuid primary key references public.users (id) on delete cascade,
  password_hash text not null,
  updated_at timestamptz not null default now()
);

create table private.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);

-- comments
comment on table private.credentials is 'bcrypt password hashes (pgcrypto crypt, cost 10).';
comment on table private.sessions is 'One row per signed-in token; a revoked or expired session gets 401.';

-- indexes
create index sessions_user_id_idx on private.sessions (user_id) where revoked_at is null;

-- functions
-- A session is live while it is not revoked, not expired and its user is active.
create function private.session_is_active(p_session uuid, p_user uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from private.sessions s join public.users u on u.id = s.user_id
    where s.id = p_session and s.user_id = p_user and s.revoked_at is null
      and s.expires_at > now() and u.deactivated_at is null
  )
$$;

-- Sets a user's password. Allowed for a global admin (creating or editing a user) and for
-- privileged code (password reset); anyone else is refused.
create function private.set_password(p_user uuid, p_password text) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if (select auth.uid()) is not null and private.app_role() is distinct from 'global_admin' then
    raise exception 'Only an administrator can set a password' using errcode = 'LV403';
  end if;
  insert into private.credentials (user_id, password_hash)
  values (p_user, extensions.crypt(p_password, extensions.gen_salt('bf', 10)))
  on conflict (user_id) do update
    set password_hash = excluded.password_hash, updated_at = now();
end
$$;

-- A role change or deactivation ends the user's sessions at once.
create function private.users_revoke_sessions() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.role is distinct from old.role or new.deactivated_at is distinct from old.deactivated_at
    or new.email is distinct from old.email then
    update private.sessions set revoked_at = now()
    where user_id = new.id and revoked_at is null;
  end if;
  return null;
end
$$;

-- A changed password ends the user's sessions, whoever changed it (an admin or a reset link).
create function private.credentials_revoke_sessions() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update private.sessions set revoked_at = now()
  where user_id = new.user_id and revoked_at is null;
  return null;
end
$$;

-- Ends the caller's own session (logout): the one named by the token's `sid` claim.
create function private.end_session() returns boolean
language sql security definer set search_path = ''
as $$
  with ended as (
    update private.sessions set revoked_at = now()
    where id = nullif((select auth.jwt()) ->> 'sid', '')::uuid
      and user_id = (select auth.uid()) and revoked_at is null
    returning 1
  )
  select exists (select 1 from ended)
$$;

-- triggers
create trigger users_revoke_sessions after update on public.users
  for each row execute function private.users_revoke_sessions();
create trigger credentials_revoke_sessions after update of password_hash on private.credentials
  for each row execute function private.credentials_revoke_sessions();

-- grants: nothing here is reachable by anon or authenticated; logout runs as the caller
revoke all on private.credentials, private.sessions from public, anon, authenticated;
revoke all on function private.session_is_active(uuid, uuid) from public;
grant execute on function private.session_is_active(uuid, uuid) to authenticated, service_role;
revoke all on function private.set_password(uuid, text) from public;
grant execute on function private.set_password(uuid, text) to authenticated, service_role;
revoke all on function private.end_session() from public, anon;
grant execute on function private.end_session() to authenticated;

-- ================================================================================================
-- supabase/schemas/86_sign_in.sql
-- ================================================================================================

-- Sign-in as a narrow security definer function: with password reset and the digest, the only
-- privileged paths of the API (DESIGN section 2). Its state never leaves the private schema:
-- rate-limit counters and the addresses each user signed in from. Rate limits count rows of
-- private.auth_attempts per key ('login:pair:<address>|<email>', 'login:client:<address>',
-- 'login:email:<email>', and for reset links 'reset:email:...', 'reset:client:...') inside a
-- sliding window.
--
-- Sign-in that an attacker cannot turn against the owner, and that cannot be made to hash
-- without bound:
-- * failures count per (email, address) pair, per address and per email; a pair or an address
--   at its limit is refused before any hash;
-- * an address the user has signed in from before (a known address) passes the address and
--   email limits, so ten wrong passwords from elsewhere never lock the owner out;
-- * at most p_hash_slots bcrypt comparisons run at once in the whole database, whatever the
--   number of function instances; past that the caller is told to come back ('busy').
--
-- private.check_sign_in is the cheap check (no hash) the API asks before a sign-in queues: under
-- a flood, callers the rate limit already refuses are answered 429 at once instead of holding
-- places in the embedded server's sign-in queue, and an attempt from a known address goes ahead
-- of every unknown one. private.sign_in still checks the limits itself: it is the authority.

-- tables
create table private.auth_attempts (
  id bigint generated always as identity primary key,
  key text not null,
  at timestamptz not null default now()
);

create table private.known_sign_ins (
  user_id uuid not null references public.users (id) on delete cascade,
  client text not null,
  last_at timestamptz not null default now(),
  primary key (user_id, client)
);

-- comments
comment on table private.auth_attempts is 'Failed sign-ins and reset requests, per email and per client address, for rate limiting.';
comment on table private.known_sign_ins is 'Addresses each user signed in from, for 90 days: the right password from one of them passes the address and email limits.';

-- indexes
create index auth_attempts_key_at_idx on private.auth_attempts (key, at);

-- grants: nothing here is reachable by anon or authenticated
revoke all on private.auth_attempts, private.known_sign_ins from public, anon, authenticated;
grant select, insert, update, delete on private.known_sign_ins to service_role;

-- functions: rate limits
-- When every key is under its limit again (for each key at its limit, when its limit-th most
-- recent attempt leaves the window), or null when no key is at its limit.
create function private.rate_limited_until(
  p_keys text[], p_limits integer[], p_window interval
) returns timestamptz
language sql stable security definer set search_path = ''
as $$
  select max((
    select a.at from private.auth_attempts a
    where a.key = l.key and a.at > now() - p_window
    order by a.at desc offset l.max_count - 1 limit 1
  ) + p_window)
  from unnest(p_keys, p_limits) as l(key, max_count)
$$;
comment on function private.rate_limited_until(text[], integer[], interval)
  is 'Null while every key is under its limit, else when the caller may try again.';

-- Counts one attempt for each key. The attempt that brings a key to its limit writes one
-- audit event, so a burst is recorded once and a flood of refused calls cannot flood the log.
create function private.record_attempt(
  p_keys text[], p_limits integer[], p_window interval, p_details jsonb
) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  l record;
begin
  delete from private.auth_attempts where key = any (p_keys) and at <= now() - p_window;
  insert into private.auth_attempts (key) select unnest(p_keys);
  for l in
    select k.key, k.max_count from unnest(p_keys, p_limits) as k(key, max_count)
  loop
    if (select count(*) from private.auth_attempts a
        where a.key = l.key and a.at > now() - p_window) = l.max_count then
      -- 'login:email:ann@example.com' → entity 'login', entity id 'email:ann@example.com'
      perform private.audit_event(
        null, 'rate_limited', split_part(l.key, ':', 1), substring(l.key from '^[^:]+:(.*)$'),
        p_details || jsonb_build_object('limit', l.max_count, 'window', p_window::text)
      );
    end if;
  end loop;
end
$$;

-- functions: sign-in
-- The rate-limit keys of a sign-in: pair, address, email (in that order).
create function private.sign_in_keys(p_email text, p_client text) returns text[]
language sql immutable set search_path = ''
as $$
  select array['login:pair:' || p_client || '|' || p_email, 'login:client:' || p_client,
    'login:email:' || p_email]
$$;

-- When the attempt may be tried again, or null when it may go ahead. A known address is held
-- to its pair limit only.
create function private.sign_in_refused_until(
  p_email text, p_client text, p_limits integer[], p_window interval
) returns timestamptz
language plpgsql stable security definer set search_path = ''
as $$
declare
  keys text[] := private.sign_in_keys(p_email, p_client);
begin
  if exists (
    select 1 from private.known_sign_ins k
    join public.users u on u.id = k.user_id
    where u.email = p_email and k.client = p_client and k.last_at > now() - interval '90 days'
  ) then
    return private.rate_limited_until(keys[1:1], p_limits[1:1], p_window);
  end if;
  return private.rate_limited_until(keys, p_limits, p_window);
end
$$;

-- Takes one of p_slots hashing slots until the transaction ends; false when all are taken.
create function private.take_hash_slot(p_slots integer) returns boolean
language plpgsql set search_path = ''
as $$
begin
  for slot in 1..greatest(p_slots, 1) loop
    if pg_try_advisory_xact_lock(19526, slot) then
      return true;
    end if;
  end loop;
  return false;
end
$$;

-- Checks a sign-in: the limits first (no hash while refused), then exactly one bcrypt
-- comparison whether or not the email exists (a dummy hash stands in), so timing does not tell
-- which emails have accounts. p_limits: failures allowed per pair, per address and per email
-- inside p_window. Answers {outcome: 'ok', user}, {outcome: 'failed'},
-- {outcome: 'limited', retry_after} or {outcome: 'busy'}.
create function private.sign_in(
  p_email text, p_password text, p_client text, p_limits integer[], p_window interval,
  p_hash_slots integer
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  keys text[] := private.sign_in_keys(p_email, p_client);
  retry_at timestamptz := private.sign_in_refused_until(p_email, p_client, p_limits, p_window);
  account record;
begin
  if retry_at is not null then
    return jsonb_build_object(
      'outcome', 'limited', 'retry_after', ceil(extract(epoch from retry_at - now())));
  end if;
  if not private.take_hash_slot(p_hash_slots) then
    return jsonb_build_object('outcome', 'busy');
  end if;
  select u.id, u.first_name, u.last_name, u.email, u.role, u.department_id,
    coalesce(d.name, 'No Department') as department,
    extensions.crypt(p_password, coalesce(c.password_hash,
      '$2a$10$cff/C7ca08USaZqzG2/HueQ2oLRFCOue/i6f3ScBgxVEtUQe2cOzu')) = c.password_hash
      as is_match
  into account
  from (select 1) as one
  left join public.users u on u.email = p_email and u.deactivated_at is null
  left join private.credentials c on c.user_id = u.id
  left join public.departments d on d.id = u.department_id;

  if account.id is null or account.is_match is not true then
    perform private.record_attempt(keys, p_limits, p_window,
      jsonb_build_object('email', p_email, 'client', p_client));
    return jsonb_build_object('outcome', 'failed');
  end if;
  -- The right password clears the pair's and the email's typos; the address keeps its count.
  delete from private.auth_attempts where key in (keys[1], keys[3]);
  insert into private.known_sign_ins (user_id, client) values (account.id, p_client)
  on conflict (user_id, client) do update set last_at = now();
  delete from private.known_sign_ins
  where user_id = account.id and last_at < now() - interval '90 days';
  return jsonb_build_object('outcome', 'ok', 'user', jsonb_build_object(
    'id', account.id, 'firstName', account.first_name, 'lastName', account.last_name,
    'email', account.email, 'role', account.role, 'department_id', account.department_id,
    'department', account.department));
end
$$;

-- {outcome: 'limited', retry_after} while a limit refuses the attempt, else
-- {outcome: 'open', is_known}. p_limits and p_window as for private.sign_in.
create function private.check_sign_in(
  p_email text, p_client text, p_limits integer[], p_window interval
) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  retry_at timestamptz := private.sign_in_refused_until(p_email, p_client, p_limits, p_window);
begin
  if retry_at is not null then
    return jsonb_build_object(
      'outcome', 'limited', 'retry_after', ceil(extract(epoch from retry_at - now())));
  end if;
  return jsonb_build_object('outcome', 'open', 'is_known', exists (
    select 1 from private.known_sign_ins k
    join public.users u on u.id = k.user_id
    where u.email = p_email and k.client = p_client and k.last_at > now() - interval '90 days'
  ));
end
$$;
comment on function private.check_sign_in(text, text, integer[], interval)
  is 'Before a sign-in queues: until when a limit refuses it, else whether its address is known.';

-- grants: sign-in runs privileged (service_role on Supabase)
revoke all on function private.rate_limited_until(text[], integer[], interval)
  from public, anon, authenticated;
revoke all on function private.record_attempt(text[], integer[], interval, jsonb)
  from public, anon, authenticated;
revoke all on function private.sign_in_keys(text, text) from public, anon, authenticated;
revoke all on function private.sign_in_refused_until(text, text, integer[], interval)
  from public, anon, authenticated;
revoke all on function private.take_hash_slot(integer) from public, anon, authenticated;
revoke all on function private.sign_in(text, text, text, integer[], interval, integer)
  from public, anon, authenticated;
grant execute on function private.sign_in(text, text, text, integer[], interval, integer)
  to service_role;
revoke all on function private.check_sign_in(text, text, integer[], interval)
  from public, anon, authenticated;
grant execute on function private.check_sign_in(text, text, integer[], interval)
  to service_role;

-- ================================================================================================
-- supabase/schemas/87_password_reset.sql
-- ================================================================================================

-- Password reset through an emailed link, as narrow security definer functions that run
-- privileged. Reset-link requests in two steps, so the answer takes the same time whether or
-- not the email has an account: the count (the same work for every email, against the
-- 'reset:email:...' and 'reset:client:...' limits of 86_sign_in.sql) before the answer, the
-- link and its mail after it. Tokens are random, stored as their sha256, single use, and valid
-- for one hour.

-- tables
create table private.password_reset_tokens (
  token_hash text primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

-- comments
comment on table private.password_reset_tokens is 'sha256 of single-use reset tokens, valid for one hour.';

-- indexes
create index password_reset_tokens_user_id_idx on private.password_reset_tokens (user_id);

-- grants: nothing here is reachable by anon or authenticated
revoke all on private.password_reset_tokens from public, anon, authenticated;

-- functions
-- Counts a reset-link request against the limits; every request counts, whether or not the
-- email has an account. Answers {outcome: 'counted'} or {outcome: 'limited', retry_after}.
create function private.count_reset_request(
  p_email text, p_client text, p_email_limit integer, p_client_limit integer, p_window interval
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  keys text[] := array['reset:email:' || p_email, 'reset:client:' || p_client];
  limits integer[] := array[p_email_limit, p_client_limit];
  retry_at timestamptz := private.rate_limited_until(keys, limits, p_window);
begin
  if retry_at is not null then
    return jsonb_build_object(
      'outcome', 'limited', 'retry_after', ceil(extract(epoch from retry_at - now())));
  end if;
  perform private.record_attempt(keys, limits, p_window,
    jsonb_build_object('email', p_email, 'client', p_client));
  return jsonb_build_object('outcome', 'counted');
end
$$;

-- For an active user: stores the token's hash (valid one hour) and queues the email, in the
-- caller's transaction. False when the email has no active account.
create function private.queue_reset_link(
  p_email text, p_token_hash text, p_subject text, p_text text, p_html text
) returns boolean
language plpgsql security definer set search_path = ''
as $$
declare
  account uuid;
begin
  select u.id into account from public.users u
  where u.email = p_email and u.deactivated_at is null;
  if account is null then
    return false;
  end if;
  delete from private.password_reset_tokens where user_id = account and expires_at < now();
  insert into private.password_reset_tokens (token_hash, user_id, expires_at)
  values (p_token_hash, account, now() + interval '1 hour');
  perform private.enqueue_email(p_email, p_subject, p_text, p_html);
  return true;
end
$$;

-- Sets a new password through a reset link: burns the link (and every other outstanding link
-- of the user), sets the bcrypt hash, ends every session of the user and records the event.
-- Answers 'ok', or why the link is refused: 'unknown', 'used' or 'expired'.
create function private.reset_password(p_token_hash text, p_password text) returns text
language plpgsql security definer set search_path = ''
as $$
declare
  link private.password_reset_tokens;
begin
  select t.* into link from private.password_reset_tokens t
  join public.users u on u.id = t.user_id and u.deactivated_at is null
  where t.token_hash = p_token_hash
  for update of t;
  if link.token_hash is null then
    return 'unknown';
  elsif link.used_at is not null then
    return 'used';
  elsif link.expires_at <= now() then
    return 'expired';
  end if;
  update private.password_reset_tokens set used_at = now()
  where user_id = link.user_id and used_at is null;
  perform private.set_password(link.user_id, p_password);
  update private.sessions set revoked_at = now()
  where user_id = link.user_id and revoked_at is null;
  perform private.audit_event(link.user_id, 'password_reset', 'users', link.user_id::text);
  return 'ok';
end
$$;

-- grants: reset runs privileged (service_role on Supabase)
revoke all on function private.count_reset_request(text, text, integer, integer, interval)
  from public, anon, authenticated;
grant execute on function private.count_reset_request(text, text, integer, integer, interval)
  to service_role;
revoke all on function private.queue_reset_link(text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function private.queue_reset_link(text, text, text, text, text)
  to service_role;
revoke all on function private.reset_password(text, text) from public, anon, authenticated;
grant execute on function private.reset_password(text, text) to service_role;

-- ================================================================================================
-- supabase/schemas/88_clean_up.sql
-- ================================================================================================

-- The daily clean-up: rows that only served for a while are removed once they cannot matter,
-- so nothing grows for ever. Run by the local server's schedule and, on Supabase, by pg_cron
-- (docs/clean-up-schedule.sql). Each run appends one audit row with the counts it removed.

-- functions
create function private.clean_up() returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  removed jsonb;
  attempts integer;
  sessions integer;
  reset_tokens integer;
  delivered_mail integer;
  sign_in_addresses integer;
begin
  -- Attempts older than the longest rate-limit window (reset requests: 60 minutes) count for
  -- no limit any more.
  delete from private.auth_attempts where at < now() - interval '1 hour';
  get diagnostics attempts = row_count;
  -- Sessions that ended (expired or signed out) more than 7 days ago.
  delete from private.sessions
  where least(expires_at, coalesce(revoked_at, expires_at)) < now() - interval '7 days';
  get diagnostics sessions = row_count;
  -- Reset links that were used or have expired can never be used again.
  delete from private.password_reset_tokens where used_at is not null or expires_at < now();
  get diagnostics reset_tokens = row_count;
  -- Delivered mail kept 30 days for inspection; undelivered mail stays until it goes out.
  delete from private.email_outbox where sent_at < now() - interval '30 days';
  get diagnostics delivered_mail = row_count;
  -- Addresses not used to sign in for 90 days stop counting as known (as sign_in reads them).
  delete from private.known_sign_ins where last_at < now() - interval '90 days';
  get diagnostics sign_in_addresses = row_count;

  removed := jsonb_build_object(
    'auth_attempts', attempts,
    'sessions', sessions,
    'password_reset_tokens', reset_tokens,
    'email_outbox', delivered_mail,
    'known_sign_ins', sign_in_addresses
  );
  -- The audit row's actor (private.audit_log_complete): this job, not the database role.
  perform set_config('leave.actor', 'system:clean_up', true);
  insert into public.audit_log (actor_id, action, entity, entity_id, before, after)
  values (null, 'clean_up', 'maintenance', null, null, removed);
  return removed;
end;
$$;

comment on function private.clean_up() is
  'Daily: removes stale sign-in attempts, ended sessions, spent reset links, old delivered mail and stale known addresses; audits the counts.';

-- indexes: each delete finds its rows without reading the whole table
create index auth_attempts_at_idx on private.auth_attempts (at);
create index sessions_expires_at_idx on private.sessions (expires_at);
create index email_outbox_sent_at_idx on private.email_outbox (sent_at) where sent_at is not null;

-- grants
revoke all on function private.clean_up() from public, anon, authenticated;
grant execute on function private.clean_up() to service_role;

-- ================================================================================================
-- supabase/schemas/90_audit_log.sql
-- ================================================================================================

-- The audit log: every change of state appends a row (actor, action, entity, entity id, before,
-- after, at). Rows are written by triggers, so no code path can forget one, and a trigger
-- refuses every update and delete, so the log is append-only even for the table owner.
--
-- As an auditor uses it from the Supabase dashboard: who made each change also when it was not
-- a signed-in user (a database role, or the system job that did it), sickness reasons never
-- kept in it, an index on the actor, and private.audit_trail, a readable view (who, their
-- role, what, which row, old -> new, when) in a schema the Data API does not serve.
--
-- Every audited table's trigger is here, so this file lists what the log covers. Sign-ins,
-- sign-outs and password changes are in it too, written by triggers on the private tables that
-- record them, so no path (the API, a reset link, the dashboard) can skip one. The entity is the
-- session (or the credentials); `after ->> 'user_id'` names the user. Failed sign-ins are written
-- by the API (data/auth.ts), which alone knows one failed.

-- tables
create table public.audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid,
  action text not null,
  entity text not null,
  entity_id text,
  before jsonb,
  after jsonb,
  at timestamptz not null default now(),
  actor text
);

-- comments
comment on table public.audit_log is 'Append-only history of every change; readable by global admins.';
comment on column public.audit_log.actor_id is 'The signed-in user who made the change; null for the system.';
comment on column public.audit_log.action is 'insert, update, delete, or for requests the transition, e.g. pending->accepted.';
comment on column public.audit_log.actor is
  'Who made the change: "user" (actor_id), "system:<job>" for the app''s own work, or the database role (a change made in the dashboard or SQL editor).';

-- indexes
create index audit_log_entity_idx on public.audit_log (entity, entity_id);
create index audit_log_at_idx on public.audit_log (at desc);
create index audit_log_actor_idx on public.audit_log (actor_id, at desc);

-- RLS
alter table public.audit_log enable row level security;

-- policies
-- SELECT(audit_log): a global admin reads the history
create policy audit_log_select_admin on public.audit_log for select to authenticated
  using ((select private.app_role()) = 'global_admin');
-- INSERT, UPDATE, DELETE(audit_log): nobody directly; triggers write through security definer

-- functions
-- Appends one audit row for one changed row of any audited table.
create function private.audit_row() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  row_data jsonb := coalesce(new_row, old_row);
  act text := lower(tg_op);
begin
  if tg_op = 'UPDATE' and old_row ? 'status' and old_row ->> 'status' <> new_row ->> 'status' then
    act := (old_row ->> 'status') || '->' || (new_row ->> 'status');
  elsif tg_op = 'UPDATE' and old_row ? 'deactivated_at'
    and old_row -> 'deactivated_at' = 'null'::jsonb and new_row -> 'deactivated_at' <> 'null'::jsonb then
    act := 'deactivate';
  end if;
  insert into public.audit_log (actor_id, action, entity, entity_id, before, after)
  values (
    (select auth.uid()), act, tg_table_name,
    coalesce(row_data ->> 'id', row_data ->> 'log_id', row_data ->> 'day'),
    old_row - 'period', new_row - 'period'
  );
  return null;
end
$$;

-- Records an event that is not a row change (a password reset, a burst of failed sign-ins).
create function private.audit_event(
  p_actor uuid, p_action text, p_entity text, p_entity_id text, p_after jsonb default null
) returns void
language sql security definer set search_path = ''
as $$
  insert into public.audit_log (actor_id, action, entity, entity_id, after)
  values (p_actor, p_action, p_entity, p_entity_id, p_after)
$$;

create function private.audit_log_refuse_change() returns trigger
language plpgsql set search_path = ''
as $$
begin
  raise exception 'The audit log is append-only' using errcode = 'LV403';
end
$$;

-- Sickness reasons are health data: an audit row of sickness_log_reasons keeps its reason as
-- "[withheld]", so the log says that a reason was set or changed, never what it says. New rows
-- are completed by private.withhold_health_data; this one serves private.withhold_logged_reasons.
create function private.withhold_reason(p_row jsonb) returns jsonb
language sql immutable set search_path = ''
as $$
  select case when p_row ? 'reason' then p_row || '{"reason": "[withheld]"}'::jsonb else p_row end
$$;

-- Completes every new audit row, however it is written: its actor (the signed-in user, else the
-- job the app named in leave.actor, else the database role of the session: the dashboard's SQL
-- editor is postgres), and its health data withheld: a sickness reason, a follow-up's
-- return-to-work note and fit-note details (private.withhold_health_data, 70_sickness.sql).
create function private.audit_log_complete() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.actor := coalesce(
    new.actor,
    case when new.actor_id is not null then 'user' end,
    nullif(current_setting('leave.actor', true), ''),
    session_user::text
  );
  if new.entity in ('sickness_log_reasons', 'sickness_follow_ups') then
    new.before := private.withhold_health_data(new.before);
    new.after := private.withhold_health_data(new.after);
  end if;
  return new;
end
$$;

-- Withholds the reason in rows that still hold its text (a row written while
-- audit_log_complete was disabled, or a log restored from before it): the one change the
-- append-only log ever allows, for its owner to call by hand. Answers the rows it changed.
create function private.withhold_logged_reasons() returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  changed integer;
begin
  alter table public.audit_log disable trigger audit_log_append_only;
  update public.audit_log
  set before = private.withhold_reason(before), after = private.withhold_reason(after)
  where entity = 'sickness_log_reasons'
    and (before ->> 'reason' is distinct from '[withheld]' and before ? 'reason'
      or after ->> 'reason' is distinct from '[withheld]' and after ? 'reason');
  get diagnostics changed = row_count;
  alter table public.audit_log enable trigger audit_log_append_only;
  return changed;
end
$$;

-- A new session is a sign-in; a session ended by its own user is a sign-out, by anyone or
-- anything else (a password change, a role change, a deletion) a "session_ended".
create function private.audit_session() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.audit_event(
      new.user_id, 'sign_in', 'sessions', new.id::text, jsonb_build_object('user_id', new.user_id)
    );
  elsif old.revoked_at is null and new.revoked_at is not null then
    perform private.audit_event(
      (select auth.uid()),
      case when (select auth.uid()) = new.user_id then 'sign_out' else 'session_ended' end,
      'sessions', new.id::text, jsonb_build_object('user_id', new.user_id)
    );
  end if;
  return null;
end
$$;

-- A password set again: by an administrator (the actor), or through a reset link (system:api).
create function private.audit_password_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.audit_event(
    (select auth.uid()), 'password_change', 'credentials', new.user_id::text,
    jsonb_build_object('user_id', new.user_id)
  );
  return null;
end
$$;

-- triggers
create trigger audit_log_append_only before update or delete on public.audit_log
  for each row execute function private.audit_log_refuse_change();
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function private.audit_log_refuse_change();
create trigger audit_log_complete before insert on public.audit_log
  for each row execute function private.audit_log_complete();

-- every change of these tables' rows
create trigger departments_audit after insert or update or delete on public.departments
  for each row execute function private.audit_row();
create trigger users_audit after insert or update or delete on public.users
  for each row execute function private.audit_row();
create trigger company_closures_audit after insert or update or delete on public.company_closures
  for each row execute function private.audit_row();
create trigger public_holidays_audit after insert or update or delete on public.public_holidays
  for each row execute function private.audit_row();
create trigger half_day_holidays_audit after insert or update or delete
  on public.half_day_holidays for each row execute function private.audit_row();
create trigger working_patterns_audit after insert or update or delete on public.working_patterns
  for each row execute function private.audit_row();
create trigger user_working_patterns_audit after insert or update or delete
  on public.user_working_patterns for each row execute function private.audit_row();
create trigger holiday_requests_audit after insert or update or delete on public.holiday_requests
  for each row execute function private.audit_row();
create trigger company_settings_audit after insert or update or delete on public.company_settings
  for each row execute function private.audit_row();
create trigger carried_hours_audit after insert or update or delete on public.carried_hours
  for each row execute function private.audit_row();
create trigger skills_audit after insert or update or delete on public.skills
  for each row execute function private.audit_row();
create trigger user_skills_audit after insert or update or delete on public.user_skills
  for each row execute function private.audit_row();
create trigger cover_rules_audit after insert or update or delete on public.cover_rules
  for each row execute function private.audit_row();
create trigger sickness_logs_audit after insert or update or delete on public.sickness_logs
  for each row execute function private.audit_row();
create trigger sickness_log_reasons_audit after insert or update or delete
  on public.sickness_log_reasons for each row execute function private.audit_row();
create trigger sickness_follow_ups_audit after insert or update or delete
  on public.sickness_follow_ups for each row execute function private.audit_row();
create trigger sickness_settings_audit after insert or update or delete
  on public.sickness_settings for each row execute function private.audit_row();
create trigger bradford_bands_audit after insert or update or delete on public.bradford_bands
  for each row execute function private.audit_row();
create trigger appointment_logs_audit after insert or update or delete on public.appointment_logs
  for each row execute function private.audit_row();
create trigger calendar_feeds_audit after insert or update or delete on public.calendar_feeds
  for each row execute function private.audit_row();
-- sign-ins, sign-outs and password changes
create trigger sessions_audit after insert or update of revoked_at on private.sessions
  for each row execute function private.audit_session();
create trigger credentials_audit after update of password_hash on private.credentials
  for each row when (old.password_hash is distinct from new.password_hash)
  execute function private.audit_password_change();

-- views
-- One line per change, as an auditor reads it. `changes` holds only the fields that changed:
-- {"total_vacation_hours": [160, 130]}; inserts and deletes show the whole row in `after` or
-- `before`.
create view private.audit_trail with (security_invoker = true) as
select
  a.at,
  coalesce(u.first_name || ' ' || u.last_name || ' <' || u.email || '>', a.actor) as who,
  u.role::text as role,
  a.action,
  a.entity,
  a.entity_id,
  (select jsonb_object_agg(k, jsonb_build_array(a.before -> k, a.after -> k))
   from jsonb_object_keys(coalesce(a.after, '{}') || coalesce(a.before, '{}')) k
   where a.before is not null and a.after is not null
     and a.before -> k is distinct from a.after -> k) as changes,
  a.before,
  a.after,
  a.actor,
  a.actor_id,
  a.id
from public.audit_log a
left join public.users u on u.id = a.actor_id;

comment on view private.audit_trail is
  'The audit log, readable: who (name <email>, or the system job or database role), what, which row, old -> new, when. Not served by the Data API.';

-- grants
revoke all on public.audit_log from anon, authenticated;
grant select on public.audit_log to leave_user;
-- kept from before the Data API was closed (00_roles_and_schemas.sql)
revoke all on function private.audit_event(uuid, text, text, text, jsonb) from public;
grant execute on function private.audit_event(uuid, text, text, text, jsonb) to service_role;
revoke all on function private.audit_log_complete() from public, anon, authenticated;
revoke all on function private.withhold_logged_reasons() from public, anon, authenticated;
revoke all on function private.audit_session() from public, anon, authenticated;
revoke all on function private.audit_password_change() from public, anon, authenticated;
revoke all on private.audit_trail from public, anon, authenticated;

-- ================================================================================================
-- supabase/schemas/99_data.sql
-- ================================================================================================

-- The rows the migrations insert: the public holidays of every year, the one row of each settings
-- table, and the Bradford trigger points the company starts with. A database built from these
-- files then holds what a migrated one holds, audit rows included: the migrations inserted the
-- settings rows before the tables' audit triggers existed, and the public holidays with theirs
-- disabled, so only the trigger points were audited.
--
-- `supabase db diff` compares schemas, not rows: a change here needs its own migration, written
-- by hand.

-- public holidays: every year a request may touch, without an audit row per generated day
alter table public.public_holidays disable trigger public_holidays_audit;
insert into public.public_holidays (region, day, name)
select h.region, h.day, h.name
from pg_catalog.generate_series(1900, 2999) y
cross join lateral private.uk_public_holidays(y::integer) h;
alter table public.public_holidays enable trigger public_holidays_audit;

-- the allowance policies and the health-data retention: one row each, the spec's defaults
alter table public.company_settings disable trigger company_settings_audit;
insert into public.company_settings default values;
alter table public.company_settings enable trigger company_settings_audit;
alter table public.sickness_settings disable trigger sickness_settings_audit;
insert into public.sickness_settings default values;
alter table public.sickness_settings enable trigger sickness_settings_audit;

-- data: the trigger points the company starts with (shared/schemas/bradford.ts)
insert into public.bradford_bands (from_score, label) values
  (51, 'Informal review'), (201, 'First formal review'), (401, 'Second formal review'),
  (651, 'Final review');
