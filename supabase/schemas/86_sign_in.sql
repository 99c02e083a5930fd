-- Sign-in as a narrow security definer function: with password reset and the digest, the only
-- privileged paths of the API (DESIGN section 2). Its state never leaves the private schema:
-- rate-limit counters and the addresses each user signed in from. Rate limits count rows of
-- private.auth_attempts per key ('login:pair:<address>|<email>', 'login:client:<address>',
-- 'login:email:<email>', and for reset links 'reset:email:...', 'reset:client:...') inside a
-- sliding window.
--
-- Sign-in that an attacker cannot turn against the owner, and that cannot be made to hash
-- without bound:
-- * failures count per (email, address) pair, per address and per email; a pair or an address
--   at its limit is refused before any hash;
-- * an address the user has signed in from before (a known address) passes the address and
--   email limits, so ten wrong passwords from elsewhere never lock the owner out;
-- * at most p_hash_slots bcrypt comparisons run at once in the whole database, whatever the
--   number of function instances; past that the caller is told to come back ('busy').
--
-- private.check_sign_in is the cheap check (no hash) the API asks before a sign-in queues: under
-- a flood, callers the rate limit already refuses are answered 429 at once instead of holding
-- places in the embedded server's sign-in queue, and an attempt from a known address goes ahead
-- of every unknown one. private.sign_in still checks the limits itself: it is the authority.

-- tables
create table private.auth_attempts (
  id bigint generated always as identity primary key,
  key text not null,
  at timestamptz not null default now()
);

create table private.known_sign_ins (
  user_id uuid not null references public.users (id) on delete cascade,
  client text not null,
  last_at timestamptz not null default now(),
  primary key (user_id, client)
);

-- comments
comment on table private.auth_attempts is 'Failed sign-ins and reset requests, per email and per client address, for rate limiting.';
comment on table private.known_sign_ins is 'Addresses each user signed in from, for 90 days: the right password from one of them passes the address and email limits.';

-- indexes
create index auth_attempts_key_at_idx on private.auth_attempts (key, at);

-- grants: nothing here is reachable by anon or authenticated
revoke all on private.auth_attempts, private.known_sign_ins from public, anon, authenticated;
grant select, insert, update, delete on private.known_sign_ins to service_role;

-- functions: rate limits
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

-- functions: sign-in
-- The rate-limit keys of a sign-in: pair, address, email (in that order).
create function private.sign_in_keys(p_email text, p_client text) returns text[]
language sql immutable set search_path = ''
as $$
  select array['login:pair:' || p_client || '|' || p_email, 'login:client:' || p_client,
    'login:email:' || p_email]
$$;

-- When the attempt may be tried again, or null when it may go ahead. A known address is held
-- to its pair limit only.
create function private.sign_in_refused_until(
  p_email text, p_client text, p_limits integer[], p_window interval
) returns timestamptz
language plpgsql stable security definer set search_path = ''
as $$
declare
  keys text[] := private.sign_in_keys(p_email, p_client);
begin
  if exists (
    select 1 from private.known_sign_ins k
    join public.users u on u.id = k.user_id
    where u.email = p_email and k.client = p_client and k.last_at > now() - interval '90 days'
  ) then
    return private.rate_limited_until(keys[1:1], p_limits[1:1], p_window);
  end if;
  return private.rate_limited_until(keys, p_limits, p_window);
end
$$;

-- Takes one of p_slots hashing slots until the transaction ends; false when all are taken.
create function private.take_hash_slot(p_slots integer) returns boolean
language plpgsql set search_path = ''
as $$
begin
  for slot in 1..greatest(p_slots, 1) loop
    if pg_try_advisory_xact_lock(19526, slot) then
      return true;
    end if;
  end loop;
  return false;
end
$$;

-- Checks a sign-in: the limits first (no hash while refused), then exactly one bcrypt
-- comparison whether or not the email exists (a dummy hash stands in), so timing does not tell
-- which emails have accounts. p_limits: failures allowed per pair, per address and per email
-- inside p_window. Answers {outcome: 'ok', user}, {outcome: 'failed'},
-- {outcome: 'limited', retry_after} or {outcome: 'busy'}.
create function private.sign_in(
  p_email text, p_password text, p_client text, p_limits integer[], p_window interval,
  p_hash_slots integer
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  keys text[] := private.sign_in_keys(p_email, p_client);
  retry_at timestamptz := private.sign_in_refused_until(p_email, p_client, p_limits, p_window);
  account record;
begin
  if retry_at is not null then
    return jsonb_build_object(
      'outcome', 'limited', 'retry_after', ceil(extract(epoch from retry_at - now())));
  end if;
  if not private.take_hash_slot(p_hash_slots) then
    return jsonb_build_object('outcome', 'busy');
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
    perform private.record_attempt(keys, p_limits, p_window,
      jsonb_build_object('email', p_email, 'client', p_client));
    return jsonb_build_object('outcome', 'failed');
  end if;
  -- The right password clears the pair's and the email's typos; the address keeps its count.
  delete from private.auth_attempts where key in (keys[1], keys[3]);
  insert into private.known_sign_ins (user_id, client) values (account.id, p_client)
  on conflict (user_id, client) do update set last_at = now();
  delete from private.known_sign_ins
  where user_id = account.id and last_at < now() - interval '90 days';
  return jsonb_build_object('outcome', 'ok', 'user', jsonb_build_object(
    'id', account.id, 'firstName', account.first_name, 'lastName', account.last_name,
    'email', account.email, 'role', account.role, 'department_id', account.department_id,
    'department', account.department));
end
$$;

-- {outcome: 'limited', retry_after} while a limit refuses the attempt, else
-- {outcome: 'open', is_known}. p_limits and p_window as for private.sign_in.
create function private.check_sign_in(
  p_email text, p_client text, p_limits integer[], p_window interval
) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  retry_at timestamptz := private.sign_in_refused_until(p_email, p_client, p_limits, p_window);
begin
  if retry_at is not null then
    return jsonb_build_object(
      'outcome', 'limited', 'retry_after', ceil(extract(epoch from retry_at - now())));
  end if;
  return jsonb_build_object('outcome', 'open', 'is_known', exists (
    select 1 from private.known_sign_ins k
    join public.users u on u.id = k.user_id
    where u.email = p_email and k.client = p_client and k.last_at > now() - interval '90 days'
  ));
end
$$;
comment on function private.check_sign_in(text, text, integer[], interval)
  is 'Before a sign-in queues: until when a limit refuses it, else whether its address is known.';

-- grants: sign-in runs privileged (service_role on Supabase)
revoke all on function private.rate_limited_until(text[], integer[], interval)
  from public, anon, authenticated;
revoke all on function private.record_attempt(text[], integer[], interval, jsonb)
  from public, anon, authenticated;
revoke all on function private.sign_in_keys(text, text) from public, anon, authenticated;
revoke all on function private.sign_in_refused_until(text, text, integer[], interval)
  from public, anon, authenticated;
revoke all on function private.take_hash_slot(integer) from public, anon, authenticated;
revoke all on function private.sign_in(text, text, text, integer[], interval, integer)
  from public, anon, authenticated;
grant execute on function private.sign_in(text, text, text, integer[], interval, integer)
  to service_role;
revoke all on function private.check_sign_in(text, text, integer[], interval)
  from public, anon, authenticated;
grant execute on function private.check_sign_in(text, text, integer[], interval)
  to service_role;
