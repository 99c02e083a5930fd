-- Sign-in that an attacker cannot turn against the owner, and that cannot be made to hash
-- without bound (issue 19):
-- * failures count per (email, address) pair, per address and per email; a pair or an address
--   at its limit is refused before any hash;
-- * an address the user has signed in from before (a known address) passes the address and
--   email limits, so ten wrong passwords from elsewhere never lock the owner out;
-- * at most p_hash_slots bcrypt comparisons run at once in the whole database, whatever the
--   number of function instances; past that the caller is told to come back ('busy');
-- * at least one active Global Administrator always remains, under a lock, so two admins
--   demoting each other at the same moment cannot both succeed.

-- tables
create table private.known_sign_ins (
  user_id uuid not null references public.users (id) on delete cascade,
  client text not null,
  last_at timestamptz not null default now(),
  primary key (user_id, client)
);

-- comments
comment on table private.known_sign_ins is 'Addresses each user signed in from, for 90 days: the right password from one of them passes the address and email limits.';

-- grants: nothing here is reachable by anon or authenticated
revoke all on private.known_sign_ins from public, anon, authenticated;
grant select, insert, update, delete on private.known_sign_ins to service_role;

-- functions
drop function private.sign_in(text, text, text, integer, integer, interval);

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

-- Checks a sign-in: the limits first (no hash while refused), then one bcrypt comparison
-- whether or not the email exists. p_limits: failures allowed per pair, per address and per
-- email inside p_window. Answers {outcome: 'ok', user}, {outcome: 'failed'},
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

-- Refuses a change that would leave no active Global Administrator. The lock makes two such
-- changes run one after the other, so the second sees the first.
create function private.users_keep_an_admin() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if old.role = 'global_admin' and old.deactivated_at is null
    and (new.role <> 'global_admin' or new.deactivated_at is not null) then
    perform pg_advisory_xact_lock(19526, 0);
    if not exists (
      select 1 from public.users u
      where u.role = 'global_admin' and u.deactivated_at is null and u.id <> old.id
    ) then
      raise exception 'There must be at least one active Global Administrator'
        using errcode = 'LV409';
    end if;
  end if;
  return new;
end
$$;

-- triggers
create trigger users_keep_an_admin before update of role, deactivated_at on public.users
  for each row execute function private.users_keep_an_admin();

-- grants
revoke all on function private.sign_in_keys(text, text) from public, anon, authenticated;
revoke all on function private.sign_in_refused_until(text, text, integer[], interval)
  from public, anon, authenticated;
revoke all on function private.take_hash_slot(integer) from public, anon, authenticated;
revoke all on function private.sign_in(text, text, text, integer[], interval, integer)
  from public, anon, authenticated;
revoke all on function private.users_keep_an_admin() from public, anon, authenticated;
grant execute on function private.sign_in(text, text, text, integer[], interval, integer)
  to service_role;

-- Reset-link requests in two steps, so the answer takes the same time whether or not the email
-- has an account: the count (the same work for every email) before the answer, the link and
-- its mail after it.
drop function private.request_password_reset(
  text, text, text, text, text, text, integer, integer, interval);

-- Counts a reset-link request against the limits. Answers {outcome: 'counted'} or
-- {outcome: 'limited', retry_after}.
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

-- For an active user: stores the token's hash (valid one hour) and queues the email. False
-- when the email has no active account.
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

revoke all on function private.count_reset_request(text, text, integer, integer, interval)
  from public, anon, authenticated;
revoke all on function private.queue_reset_link(text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function private.count_reset_request(text, text, integer, integer, interval)
  to service_role;
grant execute on function private.queue_reset_link(text, text, text, text, text)
  to service_role;
