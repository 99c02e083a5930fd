-- What the Supabase platform provides before any migration runs: the API roles and the
-- `auth` schema with uid()/role()/jwt() reading the request's JWT claims the way PostgREST
-- sets them. Applied by the local runner only where the database has no `auth` schema, so
-- the migrations run unchanged on PGlite, on a plain PostgreSQL and on a Supabase project.

-- Roles are cluster-wide: databases bootstrapped at the same moment (parallel test files)
-- race to create them, so a duplicate is not an error.
do $$
begin
  begin
    create role anon nologin noinherit nosuperuser nobypassrls;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    create role authenticated nologin noinherit nosuperuser nobypassrls;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    create role service_role nologin noinherit bypassrls;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    grant anon, authenticated, service_role to current_user;
  exception when duplicate_object or unique_violation then null;
  end;
end
$$;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;
