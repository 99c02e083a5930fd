-- Cover plans kept (issue 17's preview budget): private.cover_grid and private.cover_shortfalls
-- become PL/pgSQL functions with the same SQL bodies, so each session plans them once.
--
-- A SQL function that cannot be inlined (these are security definers) is planned again on
-- every call. The grid's query is large, and planning it cost more than running it for a
-- fortnight of one department: the cover preview took 13 ms over HTTP on the bench data.
-- PL/pgSQL keeps a statement's plan for the session, and plan_cache_mode =
-- force_generic_plan keeps one plan for any arguments rather than re-planning for each: the
-- same preview takes 5 ms, the heat-map and the overview a little less than before.
--
-- The bodies are not restated: each function is re-created around the body it has
-- (20261126002000_cover_by_ranges.sql, 20261126001900_cover_rules.sql), with its arguments,
-- result, owner and grants unchanged. `#variable_conflict use_column` reads a name that is
-- both a column and an output column as the column, as the SQL body did.

-- functions
do $$
declare
  f regprocedure;
begin
  foreach f in array array[
    'private.cover_grid(bigint[], date, date)',
    'private.cover_shortfalls(uuid, date, date, public.day_type, public.day_type, boolean)'
  ]::regprocedure[] loop
    execute (
      select format(
        'create or replace function private.%I(%s) returns %s language plpgsql stable '
          'security definer set search_path = '''' set plan_cache_mode = force_generic_plan '
          'as %L',
        p.proname, pg_catalog.pg_get_function_arguments(p.oid),
        pg_catalog.pg_get_function_result(p.oid),
        E'#variable_conflict use_column\nbegin\n  return query'
          || pg_catalog.rtrim(p.prosrc, E' \n;') || E';\nend;')
      from pg_catalog.pg_proc p
      where p.oid = f
    );
  end loop;
end;
$$;
