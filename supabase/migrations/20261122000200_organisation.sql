-- Organisation: departments, users (at least one active Global Administrator always remains),
-- the bank holidays that hours are counted against, and the working-day count built on them.

-- tables
create table public.departments (
  id bigint generated always as identity primary key,
  name text not null check (length(btrim(name)) between 1 and 100),
  created_at timestamptz not null default now()
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
  created_at timestamptz not null default now()
);

create table public.bank_holidays (
  day date primary key,
  name text not null
);

-- comments
comment on table public.departments is 'The departments users belong to; planning rows are coloured by name.';
comment on table public.users is 'Everyone who signs in. Deleting a user sets deactivated_at and keeps its history.';
comment on column public.users.total_vacation_hours is 'Yearly allowance; the remaining balance is derived from requests, never stored.';
comment on column public.users.deactivated_at is 'Set when an administrator deletes the user: sign-in refused, hidden from lists.';
comment on table public.bank_holidays is 'Days that count 0 hours in holiday requests and sick days.';

-- indexes
create unique index departments_name_key on public.departments (lower(name));
create unique index users_active_email_key on public.users (email) where deactivated_at is null;
create index users_department_id_idx on public.users (department_id);
create index users_name_idx on public.users (last_name, first_name) where deactivated_at is null;
create index users_search_trgm_idx on public.users
  using gin ((first_name || ' ' || last_name || ' ' || email) extensions.gin_trgm_ops);

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

-- triggers
create trigger users_keep_an_admin before update of role, deactivated_at on public.users
  for each row execute function private.users_keep_an_admin();

-- RLS
alter table public.departments enable row level security;
alter table public.users enable row level security;
alter table public.bank_holidays enable row level security;

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

-- SELECT(bank_holidays): every signed-in user reads the bank holidays
create policy bank_holidays_select_signed_in on public.bank_holidays for select to authenticated
  using ((select private.app_role()) is not null);
-- INSERT(bank_holidays): a global admin adds bank holidays
create policy bank_holidays_insert_admin on public.bank_holidays for insert to authenticated
  with check ((select private.app_role()) = 'global_admin');
-- UPDATE(bank_holidays): a global admin renames bank holidays
create policy bank_holidays_update_admin on public.bank_holidays for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(bank_holidays): a global admin removes bank holidays
create policy bank_holidays_delete_admin on public.bank_holidays for delete to authenticated
  using ((select private.app_role()) = 'global_admin');

-- grants
revoke all on public.departments, public.users, public.bank_holidays from anon, authenticated;
grant select, insert, update, delete on public.departments to leave_user;
grant select, insert, update on public.users to leave_user;
grant select, insert, update, delete on public.bank_holidays to leave_user;
revoke all on function private.app_role() from public;
grant execute on function private.app_role() to authenticated, service_role;
revoke all on function private.users_keep_an_admin() from public, anon, authenticated;
revoke all on function private.mon_thu_days_before(date) from public;
revoke all on function private.sick_days_of(date, date) from public;
grant execute on function private.mon_thu_days_before(date) to authenticated, service_role;
grant execute on function private.sick_days_of(date, date) to authenticated, service_role;
grant execute on function private.sick_days(date, date) to authenticated, service_role;

-- data: the spec's 2025 and 2026 lists and England and Wales 2027, as shared/bank-holidays.ts
-- lists them (supabase/tests/rules-agree.test.ts holds the two equal)
insert into public.bank_holidays (day, name) values
  ('2025-01-01', 'New Year''s Day'), ('2025-04-18', 'Good Friday'),
  ('2025-04-21', 'Easter Monday'), ('2025-05-05', 'Early May bank holiday'),
  ('2025-05-26', 'Spring bank holiday'), ('2025-08-25', 'Summer bank holiday'),
  ('2025-12-25', 'Christmas Day'), ('2025-12-26', 'Boxing Day'),
  ('2026-01-01', 'New Year''s Day'), ('2026-04-03', 'Good Friday'),
  ('2026-04-06', 'Easter Monday'), ('2026-05-04', 'Early May bank holiday'),
  ('2026-05-25', 'Spring bank holiday'), ('2026-08-31', 'Summer bank holiday'),
  ('2026-12-25', 'Christmas Day'), ('2026-12-28', 'Boxing Day (substitute day)'),
  ('2027-01-01', 'New Year''s Day'), ('2027-03-26', 'Good Friday'),
  ('2027-03-29', 'Easter Monday'), ('2027-05-03', 'Early May bank holiday'),
  ('2027-05-31', 'Spring bank holiday'), ('2027-08-30', 'Summer bank holiday'),
  ('2027-12-27', 'Christmas Day (substitute day)'), ('2027-12-28', 'Boxing Day (substitute day)');
