-- Password reset through an emailed link, as narrow security definer functions that run
-- privileged. Reset-link requests in two steps, so the answer takes the same time whether or
-- not the email has an account: the count (the same work for every email, against the
-- 'reset:email:...' and 'reset:client:...' limits of 86_sign_in.sql) before the answer, the
-- link and its mail after it. Tokens are random, stored as their sha256, single use, and valid
-- for one hour.

-- tables
create table private.password_reset_tokens (
  token_hash text primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

-- comments
comment on table private.password_reset_tokens is 'sha256 of single-use reset tokens, valid for one hour.';

-- indexes
create index password_reset_tokens_user_id_idx on private.password_reset_tokens (user_id);

-- grants: nothing here is reachable by anon or authenticated
revoke all on private.password_reset_tokens from public, anon, authenticated;

-- functions
-- Counts a reset-link request against the limits; every request counts, whether or not the
-- email has an account. Answers {outcome: 'counted'} or {outcome: 'limited', retry_after}.
create function private.count_reset_request(
  p_email text, p_client text, p_email_limit integer, p_client_limit integer, p_window interval
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  keys text[] := array['reset:email:' || p_email, 'reset:client:' || p_client];
  limits integer[] := array[p_email_limit, p_client_limit];
  retry_at timestamptz := private.rate_limited_until(keys, limits, p_window);
begin
  if retry_at is not null then
    return jsonb_build_object(
      'outcome', 'limited', 'retry_after', ceil(extract(epoch from retry_at - now())));
  end if;
  perform private.record_attempt(keys, limits, p_window,
    jsonb_build_object('email', p_email, 'client', p_client));
  return jsonb_build_object('outcome', 'counted');
end
$$;

-- For an active user: stores the token's hash (valid one hour) and queues the email, in the
-- caller's transaction. False when the email has no active account.
create function private.queue_reset_link(
  p_email text, p_token_hash text, p_subject text, p_text text, p_html text
) returns boolean
language plpgsql security definer set search_path = ''
as $$
declare
  account uuid;
begin
  select u.id into account from public.users u
  where u.email = p_email and u.deactivated_at is null;
  if account is null then
    return false;
  end if;
  delete from private.password_reset_tokens where user_id = account and expires_at < now();
  insert into private.password_reset_tokens (token_hash, user_id, expires_at)
  values (p_token_hash, account, now() + interval '1 hour');
  perform private.enqueue_email(p_email, p_subject, p_text, p_html);
  return true;
end
$$;

-- Sets a new password through a reset link: burns the link (and every other outstanding link
-- of the user), sets the bcrypt hash, ends every session of the user and records the event.
-- Answers 'ok', or why the link is refused: 'unknown', 'used' or 'expired'.
create function private.reset_password(p_token_hash text, p_password text) returns text
language plpgsql security definer set search_path = ''
as $$
declare
  link private.password_reset_tokens;
begin
  select t.* into link from private.password_reset_tokens t
  join public.users u on u.id = t.user_id and u.deactivated_at is null
  where t.token_hash = p_token_hash
  for update of t;
  if link.token_hash is null then
    return 'unknown';
  elsif link.used_at is not null then
    return 'used';
  elsif link.expires_at <= now() then
    return 'expired';
  end if;
  update private.password_reset_tokens set used_at = now()
  where user_id = link.user_id and used_at is null;
  perform private.set_password(link.user_id, p_password);
  update private.sessions set revoked_at = now()
  where user_id = link.user_id and revoked_at is null;
  perform private.audit_event(link.user_id, 'password_reset', 'users', link.user_id::text);
  return 'ok';
end
$$;

-- grants: reset runs privileged (service_role on Supabase)
revoke all on function private.count_reset_request(text, text, integer, integer, interval)
  from public, anon, authenticated;
grant execute on function private.count_reset_request(text, text, integer, integer, interval)
  to service_role;
revoke all on function private.queue_reset_link(text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function private.queue_reset_link(text, text, text, text, text)
  to service_role;
revoke all on function private.reset_password(text, text) from public, anon, authenticated;
grant execute on function private.reset_password(text, text) to service_role;
