-- Roles and schemas: the extensions, the non-exposed `private` schema, leave_user (the role the
-- api function's transactions act as), the Data API closed to what is created in public, and the
-- app's enums. Every other file of supabase/schemas builds on this one.
--
-- These files hold the one current definition of every schema object, applied in name order to
-- an empty project database; supabase/migrations holds the steps that brought databases here, and
-- supabase/tests/declarative-schema.test.ts holds the two equal. Like the migrations, they start
-- from what the Supabase platform provides (supabase/tests/supabase-platform.sql, or
-- supabase/local/bootstrap.sql where there is no platform): the roles anon, authenticated and
-- service_role, the `auth` schema with auth.uid() and auth.jwt(), and the `extensions` schema.
--
-- The Data API (/rest/v1, /graphql/v1) is no way around the API. PostgREST acts as `anon` or
-- `authenticated` (whatever a token signed with the project's secret claims), so those roles
-- keep no privilege on Leave's tables: each table's grants go to `leave_user`, a role PostgREST
-- can never become (its authenticator is not a member). leave_user is a member of
-- `authenticated`, so it keeps what Supabase grants that role (the auth schema, auth.uid()) and
-- every RLS policy written `to authenticated` applies to it unchanged: RLS stays the second wall
-- inside the function's transactions.

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists btree_gist with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- The Data API never exposes this schema: secrets and security definer helpers live here.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- roles (cluster-wide: databases migrated at the same moment race to create them, so a
-- duplicate is not an error); the role migrations and the api function connect as may act as
-- leave_user
do $$
begin
  begin
    create role leave_user nologin inherit;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    grant authenticated to leave_user;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    execute format('grant leave_user to %I', current_user);
  exception when duplicate_object or unique_violation then null;
  end;
end
$$;

-- The Data API stays closed to what is created in public. Supabase grants every table, sequence
-- and function the migrations' role creates in public to `anon` and `authenticated` by default;
-- without that default, a table is closed until its file grants leave_user.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;

-- types
create type public.app_role as enum ('employee', 'sickness_user', 'global_admin');
comment on type public.app_role is 'Who a user is in the app: an employee, a Sickness User or a Global Administrator.';

create type public.day_type as enum ('full', 'morning', 'afternoon');
comment on type public.day_type is 'Which part of a day a holiday covers at either end of a request.';

create type public.request_status as enum (
  'pending', 'accepted', 'rejected', 'cancelled', 'cancel_requested'
);
comment on type public.request_status is 'Where a holiday request stands: new requests start pending.';
