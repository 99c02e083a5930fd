-- Sign-in, sign-out and password reset as narrow security definer functions: with the digest,
-- the only privileged paths of the API (DESIGN section 2). Rate limits count rows of
-- private.auth_attempts per key ('login:email:<email>', 'login:client:<address>',
-- 'reset:email:...', 'reset:client:...') inside a sliding window.

-- When every key is under its limit again (for each key at its limit, when its limit-th most
-- recent attempt leaves the window), or null when no key is at its limit.
create function private.rate_limited_until(
  p_keys text[], p_limits integer[], p_window interval
) returns timestamptz
language sql stable security definer set search_path = ''
as $$
  select max((
    select a.at from private.auth_attempts a
    where a.key = l.key and a.at > now() - p_window
    order by a.at desc offset l.max_count - 1 limit 1
  ) + p_window)
  from unnest(p_keys, p_limits) as l(key, max_count)
$$;
comment on function private.rate_limited_until(text[], integer[], interval)
  is 'Null while every key is under its limit, else when the caller may try again.';

-- Counts one attempt for each key. The attempt that brings a key to its limit writes one
-- audit event, so a burst is recorded once and a flood of refused calls cannot flood the log.
create function private.record_attempt(
  p_keys text[], p_limits integer[], p_window interval, p_details jsonb
) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  l record;
begin
  delete from private.auth_attempts where key = any (p_keys) and at <= now() - p_window;
  insert into private.auth_attempts (key) select unnest(p_keys);
  for l in
    select k.key, k.max_count from unnest(p_keys, p_limits) as k(key, max_count)
  loop
    if (select count(*) from private.auth_attempts a
        where a.key = l.key and a.at > now() - p_window) = l.max_count then
      -- 'login:email:ann@example.com' → entity 'login', entity id 'email:ann@example.com'
      perform private.audit_event(
        null, 'rate_limited', split_part(l.key, ':', 1), substring(l.key from '^[^:]+:(.*)$'),
        p_details || jsonb_build_object('limit', l.max_count, 'window', p_window::text)
      );
    end if;
  end loop;
end
$$;

-- Checks a sign-in. Exactly one bcrypt comparison runs whether or not the email exists (a
-- dummy hash stands in), so timing does not tell which emails have accounts; none runs while
-- the email or the client address is rate-limited. Answers
-- {outcome: 'ok', user: {...}}, {outcome: 'failed'} or {outcome: 'limited', retry_after}.
create function private.sign_in(
  p_email text, p_password text, p_client text,
  p_email_limit integer, p_client_limit integer, p_window interval
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  keys text[] := array['login:email:' || p_email, 'login:client:' || p_client];
  limits integer[] := array[p_email_limit, p_client_limit];
  retry_at timestamptz := private.rate_limited_until(keys, limits, p_window);
  account record;
begin
  if retry_at is not null then
    return jsonb_build_object(
      'outcome', 'limited', 'retry_after', ceil(extract(epoch from retry_at - now())));
  end if;
  select u.id, u.first_name, u.last_name, u.email, u.role, u.department_id,
    coalesce(d.name, 'No Department') as department,
    extensions.crypt(p_password, coalesce(c.password_hash,
      '$2a$10$cff/C7ca08USaZqzG2/HueQ2oLRFCOue/i6f3ScBgxVEtUQe2cOzu')) = c.password_hash
      as is_match
  into account
  from (select 1) as one
  left join public.users u on u.email = p_email and u.deactivated_at is null
  left join private.credentials c on c.user_id = u.id
  left join public.departments d on d.id = u.department_id;

  if account.id is null or account.is_match is not true then
    perform private.record_attempt(keys, limits, p_window,
      jsonb_build_object('email', p_email, 'client', p_client));
    return jsonb_build_object('outcome', 'failed');
  end if;
  -- The right password clears the email's earlier typos; the address keeps its count.
  delete from private.auth_attempts where key = keys[1];
  return jsonb_build_object('outcome', 'ok', 'user', jsonb_build_object(
    'id', account.id, 'firstName', account.first_name, 'lastName', account.last_name,
    'email', account.email, 'role', account.role, 'department_id', account.department_id,
    'department', account.department));
end
$$;

-- Records a reset-link request and, for an active user, stores the token's hash (valid one
-- hour) and queues the email, all in the caller's transaction. Every request counts towards
-- the limits, whether or not the email has an account. Answers {outcome: 'queued' |
-- 'no_account' | 'limited', retry_after}.
create function private.request_password_reset(
  p_email text, p_client text, p_token_hash text, p_subject text, p_text text, p_html text,
  p_email_limit integer, p_client_limit integer, p_window interval
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  keys text[] := array['reset:email:' || p_email, 'reset:client:' || p_client];
  limits integer[] := array[p_email_limit, p_client_limit];
  retry_at timestamptz := private.rate_limited_until(keys, limits, p_window);
  account uuid;
begin
  if retry_at is not null then
    return jsonb_build_object(
      'outcome', 'limited', 'retry_after', ceil(extract(epoch from retry_at - now())));
  end if;
  perform private.record_attempt(keys, limits, p_window,
    jsonb_build_object('email', p_email, 'client', p_client));
  select u.id into account from public.users u
  where u.email = p_email and u.deactivated_at is null;
  if account is null then
    return jsonb_build_object('outcome', 'no_account');
  end if;
  delete from private.password_reset_tokens where user_id = account and expires_at < now();
  insert into private.password_reset_tokens (token_hash, user_id, expires_at)
  values (p_token_hash, account, now() + interval '1 hour');
  perform private.enqueue_email(p_email, p_subject, p_text, p_html);
  return jsonb_build_object('outcome', 'queued');
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

-- Ends the caller's own session (logout): the one named by the token's `sid` claim.
create function private.end_session() returns boolean
language sql security definer set search_path = ''
as $$
  with ended as (
    update private.sessions set revoked_at = now()
    where id = nullif((select auth.jwt()) ->> 'sid', '')::uuid
      and user_id = (select auth.uid()) and revoked_at is null
    returning 1
  )
  select exists (select 1 from ended)
$$;

-- A changed password ends the user's sessions, whoever changed it (an admin or a reset link).
create function private.credentials_revoke_sessions() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update private.sessions set revoked_at = now()
  where user_id = new.user_id and revoked_at is null;
  return null;
end
$$;
create trigger credentials_revoke_sessions after update of password_hash on private.credentials
  for each row execute function private.credentials_revoke_sessions();

-- grants: sign-in and reset run privileged (service_role on Supabase); logout as the caller
revoke all on function private.rate_limited_until(text[], integer[], interval)
  from public, anon, authenticated;
revoke all on function private.record_attempt(text[], integer[], interval, jsonb)
  from public, anon, authenticated;
revoke all on function private.sign_in(text, text, text, integer, integer, interval)
  from public, anon, authenticated;
revoke all on function private.request_password_reset(
  text, text, text, text, text, text, integer, integer, interval) from public, anon, authenticated;
revoke all on function private.reset_password(text, text) from public, anon, authenticated;
revoke all on function private.end_session() from public, anon;
grant execute on function private.sign_in(text, text, text, integer, integer, interval)
  to service_role;
grant execute on function private.request_password_reset(
  text, text, text, text, text, text, integer, integer, interval) to service_role;
grant execute on function private.reset_password(text, text) to service_role;
grant execute on function private.end_session() to authenticated;
