-- Issue 32: the shortfalls' JSON written in one place. private.cover_shortfalls_json answers
-- the shortfalls as the API shows them; the cover preview, the pending list and the one-statement
-- booking (private.create_own_holiday_request, which wrote its own copy) all read it.

-- The shortfalls of private.cover_shortfalls as the API answers them, the one place their JSON
-- is written: an array by day and rule, naming who else is away only with p_with_names (an
-- administrator; an employee is told the counts). PL/pgSQL, so its plan is kept for the session.
create function private.cover_shortfalls_json(
  p_users uuid[], p_start date, p_end date, p_start_type public.day_type,
  p_end_type public.day_type, p_new boolean, p_with_names boolean
)
returns json
language plpgsql stable set search_path = ''
as $$
begin
  return (
    select coalesce(json_agg(json_build_object('day', s.day, 'ruleId', s.rule_id,
        'skill', s.skill, 'mode', s.mode, 'needed', s.needed, 'present', s.present::float8,
        'awayNames', case when p_with_names then s.away_names else '{}'::text[] end)
      order by s.day, s.rule_id), '[]'::json)
    from private.cover_shortfalls(p_users, p_start, p_end, p_start_type, p_end_type, p_new) s
  );
end
$$;

revoke all on function private.cover_shortfalls_json(
  uuid[], date, date, public.day_type, public.day_type, boolean, boolean) from public;
grant execute on function private.cover_shortfalls_json(
  uuid[], date, date, public.day_type, public.day_type, boolean, boolean)
  to authenticated, service_role;

create or replace function private.create_own_holiday_request(
  p_start date, p_end date, p_start_type public.day_type, p_end_type public.day_type,
  p_today date, p_per_hour integer, p_with_names boolean
) returns json
language plpgsql set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  caller uuid := (select auth.uid());
  booking_window json;
  recent record;
  counted record;
  shortfalls json;
  is_blocked boolean;
  created public.holiday_requests;
  refused_state text;
  refused_message text;
  refused_detail text;
  refused_constraint text;
begin
  select json_build_object('on', s.booking_window_on, 'from', s.booking_window_from,
    'to', s.booking_window_to)
  into booking_window from public.company_settings s;
  if private.in_booking_window(p_start) or private.in_booking_window(p_end)
    or p_start < p_today then
    return json_build_object('window', booking_window);
  end if;

  select count(*)::integer as "lastHour",
    coalesce(ceil(extract(epoch from min(r.created_at) + interval '1 hour' - now())), 0)::integer
      as "retryAfter"
  into recent
  from public.holiday_requests r
  where r.created_by = caller and r.user_id = caller
    and r.created_at > now() - interval '1 hour';
  if recent."lastHour" >= p_per_hour then
    return json_build_object('window', booking_window, 'recent', row_to_json(recent));
  end if;

  perform private.lock_cover(array[caller]);
  shortfalls := private.cover_shortfalls_json(array[caller], p_start, p_end, p_start_type,
    p_end_type, true, p_with_names);
  is_blocked := exists (
    select 1 from pg_catalog.json_array_elements(shortfalls) e where e ->> 'mode' = 'block');
  if not is_blocked then
    begin
      insert into public.holiday_requests (user_id, start_date, end_date, start_day_type,
        end_day_type)
      values (caller, p_start, p_end, p_start_type, p_end_type)
      returning * into created;
    exception when exclusion_violation or sqlstate 'LV409' then
      -- A clash, or the guard's -30 h floor: counted below, and raised again should the count
      -- not show it (a request that clashed was withdrawn in between).
      get stacked diagnostics refused_state = returned_sqlstate,
        refused_message = message_text, refused_detail = pg_exception_detail,
        refused_constraint = constraint_name;
    end;
    if created.requested_hours > 0 then
      return json_build_object('window', booking_window, 'recent', row_to_json(recent),
        'shortfalls', shortfalls, 'request', json_build_object(
          'id', created.id, 'user_id', created.user_id, 'start_date', created.start_date,
          'end_date', created.end_date, 'start_day_type', created.start_day_type,
          'end_day_type', created.end_day_type, 'status', created.status,
          'requested_hours', created.requested_hours::float8,
          'deny_reason', created.deny_reason,
          'cancel_reject_reason', created.cancel_reject_reason,
          'created_at', to_char(created.created_at at time zone 'Europe/London',
            'YYYY-MM-DD HH24:MI:SS')));
    end if;
  end if;

  -- Refused: a clash, no hours, the floor or a blocking rule; what the API needs to say which.
  select exists (
      select 1 from public.holiday_requests r
      where r.user_id = caller and r.status = any (private.live_request_statuses())
        and r.period && private.request_period(p_start, p_end, p_start_type, p_end_type)
        and r.id is distinct from created.id
    ) as overlaps,
    h.hours,
    exists (
      select 1 from public.user_working_patterns w
      where w.user_id = caller and w.starts_on <= p_end
    ) as patterned,
    private.vacation_balance(caller, p_start) - h.hours as "balanceAfter"
  into counted
  from (
    select private.user_request_hours(caller, p_start, p_end, p_start_type, p_end_type)::float8
      as hours
  ) h;
  if refused_state is not null and not counted.overlaps and counted.hours > 0
    and counted."balanceAfter" >= private.min_vacation_balance() then
    raise exception using errcode = refused_state, message = refused_message,
      detail = coalesce(refused_detail, ''), constraint = coalesce(refused_constraint, '');
  end if;
  return json_build_object('window', booking_window, 'recent', row_to_json(recent),
    'counted', row_to_json(counted), 'shortfalls', shortfalls);
end
$$;
