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
create trigger leave_types_audit after insert or update or delete on public.leave_types
  for each row execute function private.audit_row();
create trigger toil_entries_audit after insert or update or delete on public.toil_entries
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
