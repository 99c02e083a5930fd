-- The audit log as an auditor uses it from the Supabase dashboard: who made each change also
-- when it was not a signed-in user (a database role, or the system job that did it), sickness
-- reasons never kept in it, an index on the actor, and private.audit_trail, a readable view
-- (who, their role, what, which row, old -> new, when) in a schema the Data API does not serve.

-- columns
alter table public.audit_log add column actor text;
comment on column public.audit_log.actor is
  'Who made the change: "user" (actor_id), "system:<job>" for the app''s own work, or the database role (a change made in the dashboard or SQL editor).';

-- functions
-- Sickness reasons are health data: an audit row of sickness_log_reasons keeps its reason as
-- "[withheld]", so the log says that a reason was set or changed, never what it says.
create function private.withhold_reason(p_row jsonb) returns jsonb
language sql immutable set search_path = ''
as $$
  select case when p_row ? 'reason' then p_row || '{"reason": "[withheld]"}'::jsonb else p_row end
$$;

-- Completes every new audit row, however it is written: its actor (the signed-in user, else the
-- job the app named in leave.actor, else the database role of the session: the dashboard's SQL
-- editor is postgres), and a sickness reason withheld.
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
  if new.entity = 'sickness_log_reasons' then
    new.before := private.withhold_reason(new.before);
    new.after := private.withhold_reason(new.after);
  end if;
  return new;
end
$$;

-- Rows written before this change kept the reason's text: withheld here, the one change the
-- append-only log ever allows, made by this migration (and callable again by its owner).
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
select private.withhold_logged_reasons();

-- triggers
create trigger audit_log_complete before insert on public.audit_log
  for each row execute function private.audit_log_complete();

-- indexes
create index audit_log_actor_idx on public.audit_log (actor_id, at desc);

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
revoke all on function private.audit_log_complete() from public, anon, authenticated;
revoke all on function private.withhold_logged_reasons() from public, anon, authenticated;
revoke all on private.audit_trail from public, anon, authenticated;
