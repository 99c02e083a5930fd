-- Foundation: extensions, the non-exposed `private` schema, the app's enums and the role
-- helper every policy reads the caller through.

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists btree_gist with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- The Data API never exposes this schema: secrets and security definer helpers live here.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create type public.app_role as enum ('employee', 'sickness_user', 'global_admin');
comment on type public.app_role is 'Who a user is in the app: an employee, a Sickness User or a Global Administrator.';

create type public.day_type as enum ('full', 'morning', 'afternoon');
comment on type public.day_type is 'Which part of a day a holiday covers at either end of a request.';

create type public.request_status as enum (
  'pending', 'accepted', 'rejected', 'cancelled', 'cancel_requested'
);
comment on type public.request_status is 'Where a holiday request stands: new requests start pending.';
