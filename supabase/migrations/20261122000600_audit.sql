-- The audit log: every change of state appends a row (actor, action, entity, entity id, before,
-- after, at). Rows are written by triggers, so no code path can forget one, and a trigger
-- refuses every update and delete, so the log is append-only even for the table owner.

-- tables
create table public.audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid,
  action text not null,
  entity text not null,
  entity_id text,
  before jsonb,
  after jsonb,
  at timestamptz not null default now()
);

-- comments
comment on table public.audit_log is 'Append-only history of every change; readable by global admins.';
comment on column public.audit_log.actor_id is 'The signed-in user who made the change; null for the system.';
comment on column public.audit_log.action is 'insert, update, delete, or for requests the transition, e.g. pending->accepted.';

-- indexes
create index audit_log_entity_idx on public.audit_log (entity, entity_id);
create index audit_log_at_idx on public.audit_log (at desc);

-- RLS
alter table public.audit_log enable row level security;

-- policies
-- SELECT(audit_log): a global admin reads the history
create policy audit_log_select_admin on public.audit_log for select to authenticated
  using ((select private.app_role()) = 'global_admin');
-- INSERT, UPDATE, DELETE(audit_log): nobody directly; triggers write through security definer

-- grants
revoke all on public.audit_log from anon, authenticated;
grant select on public.audit_log to authenticated;

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
revoke all on function private.audit_event(uuid, text, text, text, jsonb) from public;
grant execute on function private.audit_event(uuid, text, text, text, jsonb) to service_role;

create function private.audit_log_refuse_change() returns trigger
language plpgsql set search_path = ''
as $$
begin
  raise exception 'The audit log is append-only' using errcode = 'LV403';
end
$$;

create trigger audit_log_append_only before update or delete on public.audit_log
  for each row execute function private.audit_log_refuse_change();
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function private.audit_log_refuse_change();

create trigger departments_audit after insert or update or delete on public.departments
  for each row execute function private.audit_row();
create trigger users_audit after insert or update or delete on public.users
  for each row execute function private.audit_row();
create trigger bank_holidays_audit after insert or update or delete on public.bank_holidays
  for each row execute function private.audit_row();
create trigger holiday_requests_audit after insert or update or delete on public.holiday_requests
  for each row execute function private.audit_row();
create trigger sickness_logs_audit after insert or update or delete on public.sickness_logs
  for each row execute function private.audit_row();
create trigger sickness_log_reasons_audit after insert or update or delete
  on public.sickness_log_reasons for each row execute function private.audit_row();
create trigger appointment_logs_audit after insert or update or delete on public.appointment_logs
  for each row execute function private.audit_row();
