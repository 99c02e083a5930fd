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
