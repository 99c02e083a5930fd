-- The Data API (/rest/v1, /graphql/v1) is no way around the API. PostgREST acts as `anon` or
-- `authenticated` (whatever a token signed with the project's secret claims), so those roles
-- keep no privilege on Leave's tables. The api function's transactions act as `leave_user`, a
-- role PostgREST can never become (its authenticator is not a member), which holds the table
-- privileges. leave_user is a member of `authenticated`, so it keeps what Supabase grants that
-- role (the auth schema, auth.uid()) and every RLS policy written `to authenticated` applies to
-- it unchanged: RLS stays the second wall inside the function's transactions.

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

-- grants: each privilege `authenticated` held on a table of public moves to leave_user
do $$
declare
  t record;
begin
  for t in
    select table_schema, table_name, string_agg(privilege_type, ', ') as privileges
    from information_schema.role_table_grants
    where grantee = 'authenticated' and table_schema = 'public'
    group by table_schema, table_name
  loop
    execute format('grant %s on %I.%I to leave_user', t.privileges, t.table_schema, t.table_name);
  end loop;
  for t in
    select c.relname as table_name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
  loop
    execute format('revoke all on public.%I from anon, authenticated', t.table_name);
  end loop;
end
$$;

-- Tables, sequences and functions this role creates later in public are not granted to the
-- Data API's roles either (Supabase grants them by default).
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
