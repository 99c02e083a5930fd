-- A PostgreSQL 15 prepared the way Supabase prepares a project's database, for the CI pass that
-- runs the API and RLS tests as a Supabase project would (scripts/supabase-like-postgres.sh).
-- Run by the cluster's superuser (supabase_admin, as on Supabase) on template1, so that every
-- database the tests create starts as a project's `postgres` database does. Written from the
-- roles, grants and default privileges a Supabase database shows; only what Leave touches.

-- Roles are the cluster's. `postgres`, the role migrations, the dashboard's SQL editor and the
-- functions connect as, is no superuser: it may create roles and databases and bypasses RLS.
do $$
declare
  r text;
begin
  foreach r in array array['postgres', 'anon', 'authenticated', 'service_role',
                           'authenticator', 'supabase_auth_admin'] loop
    if not exists (select 1 from pg_roles where rolname = r) then
      execute format('create role %I', r);
    end if;
  end loop;
end
$$;
alter role postgres with nosuperuser inherit createrole createdb login replication bypassrls
  password 'postgres';
alter role anon with nologin noinherit;
alter role authenticated with nologin noinherit;
alter role service_role with nologin noinherit bypassrls;
alter role authenticator with login noinherit password 'authenticator';
alter role supabase_auth_admin with login noinherit createrole;
-- PostgREST logs in as authenticator and becomes the role a token claims.
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role postgres set search_path = "$user", public, extensions;

-- The extensions schema, with the extensions every project has.
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
-- Supabase lets `postgres` create extensions there (supautils runs them as a superuser).
grant create on schema extensions to postgres;

-- Supabase Auth's schema: the helpers RLS policies call read the claims PostgREST sets.
create schema if not exists auth authorization supabase_auth_admin;
create table if not exists auth.users (
  id uuid primary key,
  email varchar(255) unique,
  encrypted_password varchar(255),
  created_at timestamptz,
  updated_at timestamptz
);
alter table auth.users owner to supabase_auth_admin;

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
alter function auth.jwt() owner to supabase_auth_admin;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
grant usage on schema auth to anon, authenticated, service_role;
grant all on schema auth to supabase_auth_admin;

-- public: the Data API's roles may use it, and what anyone creates there is granted to them
-- (this is the default supabase/schemas/00_roles_and_schemas.sql closes).
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges in schema public
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public
  grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to anon, authenticated, service_role;
