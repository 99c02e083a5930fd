-- Sign-ins, sign-outs and password changes in the audit log, written by triggers on the private
-- tables that record them, so no path (the API, a reset link, the dashboard) can skip one. The
-- entity is the session (or the credentials); `after ->> 'user_id'` names the user. Failed
-- sign-ins are written by the API (data/auth.ts), which alone knows one failed.

-- functions
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
create trigger sessions_audit after insert or update of revoked_at on private.sessions
  for each row execute function private.audit_session();
create trigger credentials_audit after update of password_hash on private.credentials
  for each row when (old.password_hash is distinct from new.password_hash)
  execute function private.audit_password_change();

-- grants
revoke all on function private.audit_session() from public, anon, authenticated;
revoke all on function private.audit_password_change() from public, anon, authenticated;
