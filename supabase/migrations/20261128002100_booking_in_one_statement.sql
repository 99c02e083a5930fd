-- A booking in one statement (issue 32, item 5): an employee's own request was seven round trips
-- (the booking window, the check, the cover lock, the shortfalls, the insert, each planned
-- again on every request); private.create_own_holiday_request checks and files it in one, with
-- the plans kept for the session. The cover lock moves into the database
-- (private.lock_cover), so the API's bookings and approvals and this function take the same one.

-- Holds the cover of the departments of p_users until the transaction ends, so a request's check
-- and its insert or approval cannot interleave with another's in the same department: twenty
-- racing bookings against "at least 21 of 22 present" land one. Departments are taken in id
-- order, so two bulk bookings over the same departments cannot deadlock. The key's first half,
-- 26873, is the cover's (sign-in's locks use 19526). Runs as the caller.
create function private.lock_cover(p_users uuid[]) returns void
language plpgsql set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(26873, d.id::integer)
  from (select distinct u.department_id as id from public.users u
    where u.id = any (p_users) and u.department_id is not null order by 1) d;
end
$$;
comment on function private.lock_cover(uuid[])
  is 'Locks the cover of the departments of p_users until the transaction ends.';

-- An employee's own request (POST /api/vacation-request), checked and filed in one statement:
-- a booking was seven round trips, and on PGlite a statement's planning and the SQL functions
-- it calls, planned again on every call, were most of its time (issue 32). PL/pgSQL with one
-- generic plan per statement keeps every plan for the session. Runs as the caller, so the
-- insert meets row-level security and the guard trigger as any other. In the order the API
-- refuses: the booking window and a start before p_today (the API's clock) answer the window
-- alone; then too many requests filed in the last hour (p_per_hour), a clash, no working hours
-- and the -30 h floor answer with `check`; then the cover of the caller's department is locked
-- (private.lock_cover) and a blocking rule short answers with the shortfalls; else the request
-- is filed and answered as the API shows it. The API gives each refusal's words from what is
-- answered, and the guard and the exclusion constraint check clash and balance again under
-- their locks. Shortfalls name who else is away only with p_with_names (an administrator).
create function private.create_own_holiday_request(
  p_start date, p_end date, p_start_type public.day_type, p_end_type public.day_type,
  p_today date, p_per_hour integer, p_with_names boolean
) returns json
language plpgsql set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  caller uuid := (select auth.uid());
  booking_window json;
  checked record;
  shortfalls json;
  is_blocked boolean;
  created public.holiday_requests;
begin
  select json_build_object('on', s.booking_window_on, 'from', s.booking_window_from,
    'to', s.booking_window_to)
  into booking_window from public.company_settings s;
  if private.in_booking_window(p_start) or private.in_booking_window(p_end)
    or p_start < p_today then
    return json_build_object('window', booking_window);
  end if;

  select exists (
      select 1 from public.holiday_requests r
      where r.user_id = caller and r.status = any (private.live_request_statuses())
        and r.period && private.request_period(p_start, p_end, p_start_type, p_end_type)
    ) as overlaps,
    h.hours,
    exists (
      select 1 from public.user_working_patterns w
      where w.user_id = caller and w.starts_on <= p_end
    ) as patterned,
    private.vacation_balance(caller, p_start) - h.hours as "balanceAfter",
    recent.n as "lastHour",
    coalesce(ceil(extract(epoch from recent.oldest + interval '1 hour' - now())), 0)::integer
      as "retryAfter"
  into checked
  from (
    select private.user_request_hours(caller, p_start, p_end, p_start_type, p_end_type)::float8
      as hours
  ) h
  cross join (
    select count(*)::integer as n, min(r.created_at) as oldest
    from public.holiday_requests r
    where r.user_id = caller and r.created_by = caller
      and r.created_at > now() - interval '1 hour'
  ) recent;
  if checked."lastHour" >= p_per_hour or checked.overlaps or checked.hours = 0
    or checked."balanceAfter" < private.min_vacation_balance() then
    return json_build_object('window', booking_window, 'check', row_to_json(checked));
  end if;

  perform private.lock_cover(array[caller]);
  select coalesce(json_agg(json_build_object('day', s.day, 'ruleId', s.rule_id,
        'skill', s.skill, 'mode', s.mode, 'needed', s.needed, 'present', s.present::float8,
        'awayNames', case when p_with_names then s.away_names else '{}'::text[] end)
      order by s.day, s.rule_id), '[]'::json),
    coalesce(bool_or(s.mode = 'block'), false)
  into shortfalls, is_blocked
  from private.cover_shortfalls(array[caller], p_start, p_end, p_start_type, p_end_type, true) s;
  if is_blocked then
    return json_build_object('window', booking_window, 'check', row_to_json(checked),
      'shortfalls', shortfalls);
  end if;

  insert into public.holiday_requests (user_id, start_date, end_date, start_day_type,
    end_day_type)
  values (caller, p_start, p_end, p_start_type, p_end_type)
  returning * into created;
  return json_build_object('window', booking_window, 'check', row_to_json(checked),
    'shortfalls', shortfalls, 'request', json_build_object(
      'id', created.id, 'user_id', created.user_id, 'start_date', created.start_date,
      'end_date', created.end_date, 'start_day_type', created.start_day_type,
      'end_day_type', created.end_day_type, 'status', created.status,
      'requested_hours', created.requested_hours::float8, 'deny_reason', created.deny_reason,
      'cancel_reject_reason', created.cancel_reject_reason,
      'created_at', to_char(created.created_at at time zone 'Europe/London',
        'YYYY-MM-DD HH24:MI:SS')));
end
$$;
comment on function private.create_own_holiday_request(
  date, date, public.day_type, public.day_type, date, integer, boolean
) is 'The caller''s own holiday request, checked and filed in one statement; answers what refused it.';

revoke all on function private.lock_cover(uuid[]) from public;
grant execute on function private.lock_cover(uuid[]) to authenticated, service_role;
revoke all on function private.create_own_holiday_request(
  date, date, public.day_type, public.day_type, date, integer, boolean
) from public;
grant execute on function private.create_own_holiday_request(
  date, date, public.day_type, public.day_type, date, integer, boolean
) to authenticated, service_role;
