-- Sessions and passwords: secrets the Data API never exposes, credentials (bcrypt through
-- pgcrypto) and sessions. Each token names a session; logout, a password change, a role change,
-- an email change and a deactivation end sessions, so a revoked token gets 401 at once.

-- tables
create table private.credentials (
  user_id uuid primary key references public.users (id) on delete cascade,
  password_hash text not null,
  updated_at timestamptz not null default now()
);

create table private.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);

-- comments
comment on table private.credentials is 'bcrypt password hashes (pgcrypto crypt, cost 10).';
comment on table private.sessions is 'One row per signed-in token; a revoked or expired session gets 401.';

-- indexes
create index sessions_user_id_idx on private.sessions (user_id) where revoked_at is null;

-- functions
-- A session is live while it is not revoked, not expired and its user is active.
create function private.session_is_active(p_session uuid, p_user uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from private.sessions s join public.users u on u.id = s.user_id
    where s.id = p_session and s.user_id = p_user and s.revoked_at is null
      and s.expires_at > now() and u.deactivated_at is null
  )
$$;

-- Sets a user's password. Allowed for a global admin (creating or editing a user) and for
-- privileged code (password reset); anyone else is refused.
create function private.set_password(p_user uuid, p_password text) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if (select auth.uid()) is not null and private.app_role() is distinct from 'global_admin' then
    raise exception 'Only an administrator can set a password' using errcode = 'LV403';
  end if;
  insert into private.credentials (user_id, password_hash)
  values (p_user, extensions.crypt(p_password, extensions.gen_salt('bf', 10)))
  on conflict (user_id) do update
    set password_hash = excluded.password_hash, updated_at = now();
end
$$;

-- A role change or deactivation ends the user's sessions at once.
create function private.users_revoke_sessions() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.role is distinct from old.role or new.deactivated_at is distinct from old.deactivated_at
    or new.email is distinct from old.email then
    update private.sessions set revoked_at = now()
    where user_id = new.id and revoked_at is null;
  end if;
  return null;
end
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

-- triggers
create trigger users_revoke_sessions after update on public.users
  for each row execute function private.users_revoke_sessions();
create trigger credentials_revoke_sessions after update of password_hash on private.credentials
  for each row execute function private.credentials_revoke_sessions();

-- grants: nothing here is reachable by anon or authenticated; logout runs as the caller
revoke all on private.credentials, private.sessions from public, anon, authenticated;
revoke all on function private.session_is_active(uuid, uuid) from public;
grant execute on function private.session_is_active(uuid, uuid) to authenticated, service_role;
revoke all on function private.set_password(uuid, text) from public;
grant execute on function private.set_password(uuid, text) to authenticated, service_role;
revoke all on function private.end_session() from public, anon;
grant execute on function private.end_session() to authenticated;
