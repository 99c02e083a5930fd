-- Sickness follow-ups and health-data retention (issue 18).
--
-- * public.sickness_follow_ups: per sickness log, for global admins only (like the reason): the
--   return-to-work interview (not needed, due, done: by whom and on which day, and a note) and
--   the fit note (the day it was received, and its details). A log without a row has no
--   interview due and no fit note received. A log longer than 7 calendar days needs a fit note
--   until one is received (private.fit_note_needed).
-- * The notes are health data: an audit row of a follow-up keeps them as "[withheld]", as it
--   keeps a sickness reason (private.audit_log_complete, now for both).
-- * public.sickness_settings: how many years health data is kept after a log ends (default 6).
--   private.erase_health_data(today), run daily with the clean-up, erases the reasons, the
--   return-to-work notes and the fit-note details of logs that ended longer ago, withholds any
--   reason an audit row still holds, and audits only that it ran and how many logs it erased.

-- tables
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
insert into public.sickness_settings default values;

-- comments
comment on table public.sickness_follow_ups is 'Return-to-work interviews and fit notes of sickness logs: health data, global admins only.';
comment on table public.sickness_settings is 'How long health data is kept: one row.';

-- indexes
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

-- As 20261122000900_audit.sql, with a follow-up's notes withheld like a reason.
create or replace function private.audit_log_complete() returns trigger
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

-- triggers
create trigger sickness_follow_ups_audit after insert or update or delete
  on public.sickness_follow_ups for each row execute function private.audit_row();
create trigger sickness_settings_audit after insert or update or delete
  on public.sickness_settings for each row execute function private.audit_row();

-- RLS
alter table public.sickness_follow_ups enable row level security;
alter table public.sickness_settings enable row level security;

-- policies
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
revoke all on public.sickness_follow_ups, public.sickness_settings from anon, authenticated;
grant select, insert, update on public.sickness_follow_ups to leave_user;
grant select, update on public.sickness_settings to leave_user;
revoke all on function private.fit_note_needed(date, date, date) from public;
revoke all on function private.withhold_health_data(jsonb) from public;
revoke all on function private.erase_health_data(date) from public;
grant execute on function private.fit_note_needed(date, date, date) to authenticated, service_role;
grant execute on function private.withhold_health_data(jsonb) to authenticated, service_role;
