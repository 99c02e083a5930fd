-- Organisation: departments, users and the bank holidays that hours are counted against.

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

-- The caller's app role, read live from users so a role change or a deletion takes effect on
-- the caller's next statement. Null for a deactivated user and outside a request.
create function private.app_role() returns public.app_role
language sql stable security definer set search_path = ''
as $$
  select u.role from public.users u
  where u.id = (select auth.uid()) and u.deactivated_at is null
$$;
comment on function private.app_role() is 'The signed-in caller''s app role, or null.';
revoke all on function private.app_role() from public;
grant execute on function private.app_role() to authenticated, service_role;

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

-- SELECT(users): a user reads their own row
create policy users_select_own on public.users for select to authenticated
  using (id = (select auth.uid()));
-- SELECT(users): a global admin or sickness user reads every user (pickers, logs)
create policy users_select_staff on public.users for select to authenticated
  using ((select private.app_role()) in ('global_admin', 'sickness_user'));
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
grant select, insert, update, delete on public.departments to authenticated;
grant select, insert, update on public.users to authenticated;
grant select, insert, update, delete on public.bank_holidays to authenticated;

-- data: the spec's 2025 and 2026 lists and England and Wales 2027
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
