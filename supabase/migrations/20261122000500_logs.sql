-- Sickness and appointment logs. Sickness reasons are health data: they live in their own
-- table that only a global admin can read or write, so a sickness user never receives one and
-- saving a log as a sickness user can never clear one. Sick days are counted by
-- private.sick_days_of (20261122000200_organisation.sql).

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
comment on table public.sickness_logs is 'Who was off sick and when; the reason is kept apart.';
comment on column public.sickness_logs.sick_to_date is 'Last sick day, or null while the user is still off.';
comment on table public.sickness_log_reasons is 'Health data: readable and writable by global admins only.';
comment on table public.appointment_logs is 'Appointments that take a user away for part of a day; shown in planning.';
comment on column public.appointment_logs.event_to_date is 'Last day; the API defaults it to the first day.';

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
create index appointment_logs_user_id_idx on public.appointment_logs (user_id);
create index appointment_logs_period_idx on public.appointment_logs
  using gist (daterange(event_from_date, event_to_date, '[]'));
-- deleting or looking up a user finds the logs that name them as author
create index sickness_logs_created_by_idx on public.sickness_logs (created_by);
create index appointment_logs_created_by_idx on public.appointment_logs (created_by);

-- RLS
alter table public.sickness_logs enable row level security;
alter table public.sickness_log_reasons enable row level security;
alter table public.appointment_logs enable row level security;

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
revoke all on public.sickness_logs, public.sickness_log_reasons, public.appointment_logs
  from anon, authenticated;
grant select, insert, update, delete on public.sickness_logs, public.sickness_log_reasons,
  public.appointment_logs to leave_user;
