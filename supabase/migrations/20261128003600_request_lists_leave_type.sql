-- The request lists (the employee's own, the pending list, the archive) name a request's leave
-- type and note when it is not a Holiday (issue 33).

-- A request's leave type as the lists show it (issue 33): {id, name, colour}, read as the owner
-- so that a person's own request of a type since retired (which they can no longer read) still
-- names it. The lists ask it only for a type other than Holiday.
create function private.leave_type_label(p_type bigint) returns json
language sql stable security definer set search_path = ''
as $$
  select json_build_object('id', t.id, 'name', t.name, 'colour', t.colour)
  from public.leave_types t where t.id = p_type
$$;
comment on function private.leave_type_label(bigint)
  is 'A leave type''s id, name and colour, for the request lists.';

revoke all on function private.leave_type_label(bigint) from public;
grant execute on function private.leave_type_label(bigint) to authenticated, service_role;
