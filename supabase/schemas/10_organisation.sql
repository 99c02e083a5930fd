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
