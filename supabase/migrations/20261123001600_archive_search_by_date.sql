-- The archive search also finds a dd/MM/yyyy date (issue 15): a request whose start or end
-- date is that day, beside the names, department and status label it matched before, as the
-- sickness logs' search does. The search function takes the date as one more parameter, so it
-- is dropped and created again; indexes on the two dates keep a date search off a full scan.

-- indexes
create index holiday_requests_start_date_idx on public.holiday_requests (start_date);
create index holiday_requests_end_date_idx on public.holiday_requests (end_date);

-- functions
drop function private.search_holiday_requests(
  public.request_status, text, public.request_status[], integer, integer
);

-- Ids of one archive page, newest first, each with the number of matching requests.
-- p_pattern is an ilike pattern matched against "first last" and the department name;
-- p_label_statuses are the statuses whose label matched the same search text; p_date (the
-- search text read as a dd/MM/yyyy date, or null) matches the start or the end date.
create function private.search_holiday_requests(
  p_status public.request_status,
  p_pattern text,
  p_label_statuses public.request_status[],
  p_date date,
  p_limit integer,
  p_offset integer
) returns table (id bigint, total bigint)
language plpgsql stable security definer set search_path = ''
-- a page: so the caller reads the rows by primary key rather than scanning them all
rows 20
as $$
declare
  v_filter text := 'true';
  v_users uuid[];
  v_total bigint;
begin
  if (select auth.uid()) is not null and private.app_role() is distinct from 'global_admin' then
    raise exception 'Only an administrator can search all holiday requests' using errcode = 'LV403';
  end if;
  if p_status is not null then
    v_filter := v_filter || ' and r.status = $1';
  end if;
  if p_pattern is not null then
    v_users := array(
      select u.id from public.users u
      where (u.first_name || ' ' || u.last_name) ilike p_pattern
      union
      select u.id from public.users u
      where u.department_id in (select d.id from public.departments d where d.name ilike p_pattern)
    );
    v_filter := v_filter || ' and (r.user_id = any($2) or r.status = any($3)' ||
      case when p_date is not null then ' or r.start_date = $4 or r.end_date = $4' else '' end ||
      ')';
  elsif p_date is not null then
    v_filter := v_filter || ' and (r.start_date = $4 or r.end_date = $4)';
  end if;
  -- Dynamic statements are planned for the actual filter, so an unfiltered page walks the
  -- created_at index and a search reads only the matching users' requests.
  execute 'select count(*) from public.holiday_requests r where ' || v_filter
    into v_total using p_status, v_users, coalesce(p_label_statuses, '{}'), p_date;
  return query execute
    'select r.id, $5 from public.holiday_requests r where ' || v_filter ||
    ' order by r.created_at desc, r.id desc limit $6 offset $7'
    using p_status, v_users, coalesce(p_label_statuses, '{}'), p_date, v_total, p_limit,
      coalesce(p_offset, 0);
end
$$;
comment on function private.search_holiday_requests(
  public.request_status, text, public.request_status[], date, integer, integer
) is 'Archive page ids, newest first, with the total; global admins only.';

-- grants
revoke all on function private.search_holiday_requests(
  public.request_status, text, public.request_status[], date, integer, integer
) from public;
grant execute on function private.search_holiday_requests(
  public.request_status, text, public.request_status[], date, integer, integer
) to authenticated, service_role;
