-- A booking in one statement (issue 32, item 5). An employee's own request was seven round trips
-- (the booking window, the check, the cover lock, the shortfalls, the insert, each planned again
-- on every request) and counted its hours and the balance twice (the check, then the guard
-- trigger). private.create_own_holiday_request checks and files it in one statement, with its
-- plans kept for the session, and leaves the clash, the hours and the floor to the exclusion
-- constraint and the guard, counting them itself only for a refusal's words. The cover lock
-- moves into the database (private.lock_cover), so the API's other bookings and approvals and
-- this function take the same one; the shortfalls answer at once for a department without a
-- rule, as most are; and the rate limit's count of a user's requests of the last hour reads
-- those alone, not every request they ever filed.
--
-- The statement keeps one plan for any arguments (plan_cache_mode = force_generic_plan), and
-- the functions it calls plan under that setting too: the pattern functions, whose day series'
-- length such a plan cannot know, hashed every public holiday of every year (30,000 rows) for a
-- one-day request of a user on a working pattern. They now read only the holidays in the range.

drop index public.holiday_requests_created_by_idx;
-- deleting or looking up a user finds the rows that name them as author or decider; a booking
-- counts its author's requests of the last hour (the rate limit) from the newest only
create index holiday_requests_created_by_idx on public.holiday_requests (created_by, created_at);

-- The holidays the pattern functions read are bounded by the range itself (see the header).
create or replace function private.pattern_request_hours(
  p_anchor date, p_hours numeric[], p_start date, p_end date,
  p_start_type public.day_type, p_end_type public.day_type
) returns numeric
language sql stable set search_path = ''
as $$
  select coalesce(sum(
    p_hours[1 + (((d.day - p_anchor) % cardinality(p_hours)) + cardinality(p_hours))
      % cardinality(p_hours)]
    * case
        when d.day = p_start and p_start_type <> 'full' then 0.5
        when d.day = p_end and d.day <> p_start and p_end_type <> 'full' then 0.5
        else 1
      end
  ), 0)
  from (
    select s::date as day from pg_catalog.generate_series(p_start, p_end, interval '1 day') s
  ) d
  where not exists (
    select 1 from public.bank_holidays b where b.day = d.day and b.day between p_start and p_end)
$$;

create or replace function private.pattern_request_hours(
  p_anchor date, p_hours numeric[], p_start date, p_end date,
  p_start_type public.day_type, p_end_type public.day_type, p_region text
) returns numeric
language sql stable set search_path = ''
as $$
  select coalesce(sum(
    p_hours[1 + (((d.day - p_anchor) % cardinality(p_hours)) + cardinality(p_hours))
      % cardinality(p_hours)]
    * case
        when d.day = p_start and p_start_type <> 'full' then 0.5
        when d.day = p_end and d.day <> p_start and p_end_type <> 'full' then 0.5
        else 1
      end
  ), 0)
  from (
    select s::date as day from pg_catalog.generate_series(p_start, p_end, interval '1 day') s
  ) d
  where not exists (
    select 1 from public.public_holidays b
    where b.region = p_region and b.day = d.day and b.day between p_start and p_end)
$$;

create or replace function private.pattern_working_days(
  p_anchor date, p_hours numeric[], p_from date, p_to date
) returns integer
language sql stable set search_path = ''
as $$
  select count(*)::integer
  from pg_catalog.generate_series(p_from, p_to, interval '1 day') g(s)
  where p_hours[1 + (((g.s::date - p_anchor) % cardinality(p_hours)) + cardinality(p_hours))
      % cardinality(p_hours)] > 0
    and not exists (
      select 1 from public.bank_holidays b where b.day = g.s::date and b.day between p_from and p_to)
$$;

create or replace function private.pattern_working_days(
  p_anchor date, p_hours numeric[], p_from date, p_to date, p_region text
) returns integer
language sql stable set search_path = ''
as $$
  select count(*)::integer
  from pg_catalog.generate_series(p_from, p_to, interval '1 day') g(s)
  where p_hours[1 + (((g.s::date - p_anchor) % cardinality(p_hours)) + cardinality(p_hours))
      % cardinality(p_hours)] > 0
    and not exists (
      select 1 from public.public_holidays b
      where b.region = p_region and b.day = g.s::date and b.day between p_from and p_to)
$$;

-- Holds the cover of the departments of p_users until the transaction ends, so a request's check
-- and its insert or approval cannot interleave with another's in the same department: twenty
-- racing bookings against "at least 21 of 22 present" land one. Departments are taken in id
-- order, so two bulk bookings over the same departments cannot deadlock. The key's first half,
-- 26873, is the cover's (sign-in's locks use 19526). Runs as the caller.
create function private.lock_cover(p_users uuid[]) returns void
language plpgsql set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  perform pg_advisory_xact_lock(26873, d.id::integer)
  from (select distinct u.department_id as id from public.users u
    where u.id = any (p_users) and u.department_id is not null order by 1) d;
end
$$;
comment on function private.lock_cover(uuid[])
  is 'Locks the cover of the departments of p_users until the transaction ends.';

-- What requests do to cover, day by day, for the rules their users count for: each rule and
-- working day of [p_start, p_end] where fewer than `needed` would be present, with who else of
-- the rule's people are away that day (names only: never a reason or a type). p_users: one
-- person's request, or a bulk booking's people over the same days, checked as one batch. p_new:
-- the requests are not filed yet (a preview or a create), so their part is taken off, once: a
-- day a person is away already (sick, or the other half of a half day) takes off only what is
-- left of it; otherwise they are live already (an approval) and counted in the grid.
create or replace function private.cover_shortfalls(
  p_users uuid[], p_start date, p_end date, p_start_type public.day_type,
  p_end_type public.day_type, p_new boolean
)
returns table (
  day date, rule_id bigint, skill text, mode text, needed integer, present numeric,
  away_names text[]
)
language plpgsql stable security definer set search_path = ''
set plan_cache_mode = force_generic_plan
as $$#variable_conflict use_column
begin
  -- Most departments have no rule: nothing to count, and the grid is not asked (issue 32).
  if not exists (
    select 1 from public.users u join public.cover_rules r on r.department_id = u.department_id
    where u.id = any (p_users)
  ) then
    return;
  end if;
  return query
  with batch as materialized (
    select u.id, u.department_id from public.users u
    where u.id = any (p_users) and u.department_id is not null
      and exists (select 1 from public.cover_rules r where r.department_id = u.department_id)
  ),
  grid as (
    select g.* from private.cover_grid(
      array(select distinct b.department_id from batch b), p_start, p_end) g
    where g.rule_id is not null and exists (
      select 1 from batch b where b.department_id = g.department_id and (g.skill_id is null
        or exists (select 1 from public.user_skills s
          where s.user_id = b.id and s.skill_id = g.skill_id)))
  ),
  -- Each person's part of each day they work (a half day half), less what of it they are away
  -- already: the grid counts a person away a day at most.
  taken as (
    select b.id as user_id, b.department_id, x.day,
      least(x.already + x.part, 1) - least(x.already, 1) as part
    from batch b
    cross join lateral (
      select g::date as day,
        case
          when g::date = p_start and p_start_type <> 'full' then 0.5
          when g::date = p_end and p_end <> p_start and p_end_type <> 'full' then 0.5
          else 1
        end as part,
        case
          when exists (select 1 from public.sickness_logs l
            where l.user_id = b.id and g::date >= l.sick_from_date
              and (l.sick_to_date is null or g::date <= l.sick_to_date)) then 1
          else coalesce((
            select sum(case
              when g::date = r.start_date and r.start_day_type <> 'full' then 0.5
              when g::date = r.end_date and r.end_date <> r.start_date
                and r.end_day_type <> 'full' then 0.5
              else 1 end)
            from public.holiday_requests r
            where r.user_id = b.id and r.status = any (private.live_request_statuses())
              and g::date between r.start_date and r.end_date), 0)
        end as already
      from pg_catalog.generate_series(p_start, p_end, interval '1 day') g
      where p_new and private.user_day_hours(b.id, g::date) > 0
    ) x
  ),
  -- The batch's parts under each rule they count for.
  mine as (
    select c.day, c.rule_id, sum(t.part) as part
    from grid c
    join taken t on t.department_id = c.department_id and t.day = c.day
      and (c.skill_id is null or exists (select 1 from public.user_skills k
        where k.user_id = t.user_id and k.skill_id = c.skill_id))
    group by c.day, c.rule_id
  )
  select c.day, c.rule_id, s.name, c.mode, c.needed,
    c.present - coalesce(m.part, 0),
    array(
      select distinct u.first_name || ' ' || u.last_name
      from public.users u
      where u.department_id = c.department_id and u.id <> all (p_users)
        and u.deactivated_at is null
        and (c.skill_id is null or exists (
          select 1 from public.user_skills k where k.user_id = u.id and k.skill_id = c.skill_id))
        and (exists (
            select 1 from public.holiday_requests r
            where r.user_id = u.id and r.status = any (private.live_request_statuses())
              and c.day between r.start_date and r.end_date)
          or exists (
            select 1 from public.sickness_logs l
            where l.user_id = u.id and c.day >= l.sick_from_date
              and (l.sick_to_date is null or c.day <= l.sick_to_date)))
      order by 1)
  from grid c
  left join mine m on m.day = c.day and m.rule_id = c.rule_id
  left join public.skills s on s.id = c.skill_id
  where c.present - coalesce(m.part, 0) < c.needed
  order by c.day, c.rule_id;
end;$$;

-- An employee's own request (POST /api/vacation-request), checked and filed in one statement:
-- a booking was seven round trips, and on PGlite a statement's planning and the SQL functions
-- it calls, planned again on every call, were most of its time (issue 32). PL/pgSQL with one
-- generic plan per statement keeps every plan for the session. Runs as the caller, so the
-- insert meets row-level security and the guard trigger as any other.
--
-- The API refuses in this order, giving each refusal's words from what is answered: the booking
-- window and a start before p_today (the API's clock) answer `window` alone; too many requests
-- filed in the last hour (p_per_hour) answers `recent`; a clash, no working hours, the -30 h
-- floor and a blocking cover rule short (the cover of the caller's department locked first,
-- private.lock_cover) answer `counted` (the clash, the hours, whether a pattern of the caller's
-- has begun, the balance after it) and the shortfalls. A request that passes is filed and
-- answered as the API shows it, with the shortfalls of warning rules. Its clash, hours and floor
-- are the exclusion constraint's and the guard trigger's (under the user's row lock): they are
-- counted here only when something refused it, for the refusal's words, not twice on every
-- booking. Shortfalls name who else is away only with p_with_names (an administrator).
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
  select coalesce(json_agg(json_build_object('day', s.day, 'ruleId', s.rule_id,
        'skill', s.skill, 'mode', s.mode, 'needed', s.needed, 'present', s.present::float8,
        'awayNames', case when p_with_names then s.away_names else '{}'::text[] end)
      order by s.day, s.rule_id), '[]'::json),
    coalesce(bool_or(s.mode = 'block'), false)
  into shortfalls, is_blocked
  from private.cover_shortfalls(array[caller], p_start, p_end, p_start_type, p_end_type, true) s;
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
