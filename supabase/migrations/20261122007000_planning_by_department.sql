-- Planning for one department starts from that department's users and reads each user's
-- requests through (user_id, start_date), bounded below by the longest possible request
-- (holiday_requests_span_check: 366 days), instead of reading every live request of the range
-- first (PostgreSQL 15, bench: 3.9 -> 2.1 ms in the database). All departments, and users
-- with no department, keep the range-index path. Both paths build the same JSON items.

-- functions
create or replace function private.find_planning_json(p_from date, p_to date, p_department text)
returns json
language plpgsql stable security definer set search_path = ''
as $$
begin
  if (select auth.uid()) is not null and private.app_role() is distinct from 'global_admin' then
    raise exception 'Only an administrator can see the holiday planning' using errcode = 'LV403';
  end if;
  if p_department is not null and lower(p_department) <> 'no department' then
    return (
      select coalesce(json_agg(json_build_object(
          'id', r.id, 'user_id', r.user_id, 'firstName', u.first_name, 'lastName', u.last_name,
          'department', d.name, 'start_date', r.start_date, 'end_date', r.end_date,
          'start_day_type', r.start_day_type, 'end_day_type', r.end_day_type,
          'status', r.status, 'requested_hours', r.requested_hours
        ) order by r.start_date, r.id), '[]'::json)
      from public.departments d
      join public.users u on u.department_id = d.id and u.deactivated_at is null
      join public.holiday_requests r on r.user_id = u.id
      where (d.id::text = p_department or lower(d.name) = lower(p_department))
        and r.start_date between p_from - 366 and p_to
        and r.end_date >= p_from
        and r.status in ('pending', 'accepted', 'cancel_requested')
    );
  end if;
  return (
    with live as materialized (
      select r.id, r.user_id, r.start_date, r.end_date, r.start_day_type, r.end_day_type,
        r.status, r.requested_hours
      from public.holiday_requests r
      where daterange(r.start_date, r.end_date, '[]') && daterange(p_from, p_to, '[]')
        and r.status in ('pending', 'accepted', 'cancel_requested')
    )
    select coalesce(json_agg(json_build_object(
        'id', r.id, 'user_id', r.user_id, 'firstName', u.first_name, 'lastName', u.last_name,
        'department', coalesce(d.name, 'No Department'), 'start_date', r.start_date,
        'end_date', r.end_date, 'start_day_type', r.start_day_type,
        'end_day_type', r.end_day_type, 'status', r.status,
        'requested_hours', r.requested_hours
      ) order by r.start_date, r.id), '[]'::json)
    from live r
    join public.users u on u.id = r.user_id and u.deactivated_at is null
    left join public.departments d on d.id = u.department_id
    where p_department is null or d.id is null
  );
end
$$;
