-- The daily clean-up: rows that only served for a while are removed once they cannot matter,
-- so nothing grows for ever. Run by the local server's schedule and, on Supabase, by pg_cron
-- (docs/clean-up-schedule.sql). Each run appends one audit row with the counts it removed.

-- functions
create function private.clean_up() returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  removed jsonb;
  attempts integer;
  sessions integer;
  reset_tokens integer;
  delivered_mail integer;
  sign_in_addresses integer;
begin
  -- Attempts older than the longest rate-limit window (reset requests: 60 minutes) count for
  -- no limit any more.
  delete from private.auth_attempts where at < now() - interval '1 hour';
  get diagnostics attempts = row_count;
  -- Sessions that ended (expired or signed out) more than 7 days ago.
  delete from private.sessions
  where least(expires_at, coalesce(revoked_at, expires_at)) < now() - interval '7 days';
  get diagnostics sessions = row_count;
  -- Reset links that were used or have expired can never be used again.
  delete from private.password_reset_tokens where used_at is not null or expires_at < now();
  get diagnostics reset_tokens = row_count;
  -- Delivered mail kept 30 days for inspection; undelivered mail stays until it goes out.
  delete from private.email_outbox where sent_at < now() - interval '30 days';
  get diagnostics delivered_mail = row_count;
  -- Addresses not used to sign in for 90 days stop counting as known (as sign_in reads them).
  delete from private.known_sign_ins where last_at < now() - interval '90 days';
  get diagnostics sign_in_addresses = row_count;

  removed := jsonb_build_object(
    'auth_attempts', attempts,
    'sessions', sessions,
    'password_reset_tokens', reset_tokens,
    'email_outbox', delivered_mail,
    'known_sign_ins', sign_in_addresses
  );
  -- The audit row's actor (private.audit_log_complete): this job, not the database role.
  perform set_config('leave.actor', 'system:clean_up', true);
  insert into public.audit_log (actor_id, action, entity, entity_id, before, after)
  values (null, 'clean_up', 'maintenance', null, null, removed);
  return removed;
end;
$$;

comment on function private.clean_up() is
  'Daily: removes stale sign-in attempts, ended sessions, spent reset links, old delivered mail and stale known addresses; audits the counts.';

-- indexes: each delete finds its rows without reading the whole table
create index auth_attempts_at_idx on private.auth_attempts (at);
create index sessions_expires_at_idx on private.sessions (expires_at);
create index email_outbox_sent_at_idx on private.email_outbox (sent_at) where sent_at is not null;

-- grants
revoke all on function private.clean_up() from public, anon, authenticated;
grant execute on function private.clean_up() to service_role;
