-- Cover's days away per department, kept by triggers (issue 32): private.cover_grid counts a
-- department's plain members from one row per day (private.cover_days) instead of from their
-- requests and logs, so the heat-map and the overview at ten times the company cost what a
-- department's days cost. The overview names the first 250 of its lists with their totals.
-- The table is counted from scratch at the end.
-- types
create type private.cover_spell as (
  user_id uuid, start_date date, end_date date, start_day_type public.day_type,
  end_day_type public.day_type, is_pending boolean
);
create type private.cover_member as (user_id uuid, department_id bigint);

-- tables
create table private.cover_days (
  day date not null,
  department_id bigint not null,
  away integer not null,
  pending integer not null,
  primary key (day, department_id)
);

-- comments
comment on table private.cover_days is
  'Halves away and pending of each department''s plain members per day, kept by triggers.';

-- indexes
-- a member's open sickness logs (the grid and the triggers)
create index sickness_logs_open_idx on public.sickness_logs (user_id, sick_from_date)
  where sick_to_date is null;

-- functions
-- The users of p_users that private.cover_days counts, with their department.
create function private.cover_counted(p_users uuid[]) returns private.cover_member[]
language plpgsql stable security definer set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    select coalesce(array_agg((u.id, u.department_id)::private.cover_member order by u.id),
      '{}')
    from public.users u
    join public.departments d on d.id = u.department_id
    where u.id = any (p_users) and u.deactivated_at is null
      and coalesce(u.holiday_region, d.holiday_region, 'england-wales') = 'england-wales'
      and not exists (select 1 from public.user_working_patterns w where w.user_id = u.id));
end;
$$;

-- The live requests and sickness logs of p_users over [p_from, p_to] as they stand, less the
-- requests and logs of the ids given, and every open log of theirs that starts by p_to.
create function private.cover_spells_of(
  p_users uuid[], p_from date, p_to date, p_without_requests bigint[],
  p_without_logs bigint[]
)
returns private.cover_spell[]
language plpgsql stable security definer set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    select coalesce(array_agg(x.spell), '{}')
    from (
      select (r.user_id, r.start_date, r.end_date, r.start_day_type, r.end_day_type,
          r.status = 'pending')::private.cover_spell as spell
      from public.holiday_requests r
      where r.user_id = any (p_users) and r.start_date <= p_to and r.end_date >= p_from
        and r.status = any (private.live_request_statuses())
        and r.id not in (select w.id from unnest(p_without_requests) w(id))
      union all
      select (l.user_id, l.sick_from_date, l.sick_to_date, 'full', 'full',
          false)::private.cover_spell
      from public.sickness_logs l
      where l.user_id = any (p_users) and l.sick_from_date <= p_to
        and (l.sick_to_date is null or l.sick_to_date >= p_from)
        and l.id not in (select w.id from unnest(p_without_logs) w(id))
    ) x);
end;
$$;

-- Each user's days of [p_from, p_to] in p_spells, in halves: away and pending apart, a day at
-- most (pending what the day has left), up to the day before their first open log.
create function private.cover_spell_days(p_spells private.cover_spell[], p_from date, p_to date)
returns table (user_id uuid, day date, away integer, pending integer)
language plpgsql immutable set search_path = ''
set plan_cache_mode = force_generic_plan
as $$#variable_conflict use_column
begin
  return query
  with s as (select * from unnest(p_spells)),
  open as (
    select s.user_id, min(s.start_date) as first_day from s where s.end_date is null
    group by s.user_id
  ),
  parts as (
    select s.user_id, g::date as day,
      sum(case when s.is_pending then 0 else p.part end) as away,
      sum(case when s.is_pending then p.part else 0 end) as pending
    from s
    left join open o on o.user_id = s.user_id
    cross join lateral pg_catalog.generate_series(greatest(s.start_date, p_from),
      least(s.end_date, p_to, o.first_day - 1), interval '1 day') g
    cross join lateral (
      select case
        when g::date = s.start_date and s.start_day_type <> 'full' then 1
        when g::date = s.end_date and s.end_date <> s.start_date
          and s.end_day_type <> 'full' then 1
        else 2
      end as part
    ) p
    where s.end_date is not null
    group by s.user_id, g::date
  )
  select p.user_id, p.day, least(p.away, 2)::integer,
    (least(p.away + p.pending, 2) - least(p.away, 2))::integer
  from parts p;
end;
$$;

-- Adds to private.cover_days the days of p_after (counted under p_after_members' departments)
-- less those of p_before (under p_before_members'), over [p_from, p_to].
create function private.cover_days_apply(
  p_before private.cover_spell[], p_before_members private.cover_member[],
  p_after private.cover_spell[], p_after_members private.cover_member[], p_from date,
  p_to date
)
returns void
language plpgsql volatile security definer set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  insert into private.cover_days as c (day, department_id, away, pending)
  select x.day, x.department_id, sum(x.away), sum(x.pending)
  from (
    select d.day, m.department_id, -d.away as away, -d.pending as pending
    from private.cover_spell_days(p_before, p_from, p_to) d
    join unnest(p_before_members) m on m.user_id = d.user_id
    union all
    select d.day, m.department_id, d.away, d.pending
    from private.cover_spell_days(p_after, p_from, p_to) d
    join unnest(p_after_members) m on m.user_id = d.user_id
  ) x
  group by x.day, x.department_id
  having sum(x.away) <> 0 or sum(x.pending) <> 0
  order by x.day, x.department_id
  on conflict (day, department_id) do update
    set away = c.away + excluded.away, pending = c.pending + excluded.pending;
end;
$$;

-- Counts one user's changes at a time (see the head of this file): a lock of 64, by the hash
-- of their id, so a statement over thousands of users (a bulk booking, the bench's seed) holds
-- 64 locks at most, taken in order.
create function private.cover_lock_users(p_users uuid[]) returns void
language plpgsql volatile set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(26874, x.slot)
  from (
    select distinct pg_catalog.hashtext(u.id::text) & 63 as slot from unnest(p_users) u(id)
    order by 1
  ) x;
end;
$$;

-- Requests or logs of p_users changed over [p_from, p_to]: their days as they stand less
-- their days before (the new rows, by id, left out; the old rows, p_old, put back).
create function private.cover_days_change(
  p_users uuid[], p_from date, p_to date, p_old private.cover_spell[],
  p_new_requests bigint[], p_new_logs bigint[]
)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_members private.cover_member[];
begin
  perform private.cover_lock_users(p_users);
  v_members := private.cover_counted(p_users);
  if cardinality(v_members) = 0 then
    return;
  end if;
  perform private.cover_days_apply(
    private.cover_spells_of(p_users, p_from, p_to, p_new_requests, p_new_logs) || p_old,
    v_members,
    private.cover_spells_of(p_users, p_from, p_to, '{}', '{}'),
    v_members, p_from, p_to);
end;
$$;

-- Users whose counting (private.cover_counted) or department may have changed, all their
-- days: p_before_members are those counted before, under their department then.
create function private.cover_days_move(
  p_users uuid[], p_before_members private.cover_member[]
)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_spells private.cover_spell[];
begin
  v_spells := private.cover_spells_of(p_users, '-infinity', 'infinity', '{}', '{}');
  perform private.cover_days_apply(v_spells, p_before_members, v_spells,
    private.cover_counted(p_users), '-infinity', 'infinity');
end;
$$;

-- trigger functions
-- holiday_requests, after each statement: the users of the live rows, before or after. An
-- update that changes no row's person, days or status (live, pending) changes nothing.
create function private.cover_days_requests() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_old private.cover_spell[] := '{}';
  v_new bigint[] := '{}';
  v_users uuid[] := '{}';
  v_from date;
  v_to date;
  v_live constant public.request_status[] := private.live_request_statuses();
begin
  -- (nested: the condition names old_rows, which only an update has)
  if tg_op = 'UPDATE' then
    if not exists (
      select 1 from old_rows o full join new_rows n on n.id = o.id
      where (o.user_id, o.start_date, o.end_date, o.start_day_type, o.end_day_type,
          o.status = any (v_live), o.status = 'pending')
        is distinct from (n.user_id, n.start_date, n.end_date, n.start_day_type,
          n.end_day_type, n.status = any (v_live), n.status = 'pending'))
    then
      return null;
    end if;
  end if;
  if tg_op <> 'INSERT' then
    select coalesce(array_agg((o.user_id, o.start_date, o.end_date, o.start_day_type,
        o.end_day_type, o.status = 'pending')::private.cover_spell), '{}'),
      coalesce(array_agg(distinct o.user_id), '{}'), min(o.start_date), max(o.end_date)
    into v_old, v_users, v_from, v_to
    from old_rows o where o.status = any (v_live);
  end if;
  if tg_op <> 'DELETE' then
    select coalesce(array_agg(n.id), '{}'),
      array(select distinct u from unnest(v_users || array_agg(n.user_id)) u),
      least(v_from, min(n.start_date)), greatest(v_to, max(n.end_date))
    into v_new, v_users, v_from, v_to
    from new_rows n where n.status = any (v_live);
  end if;
  if cardinality(v_users) > 0 then
    perform private.cover_days_change(v_users, v_from, v_to, v_old, v_new, '{}');
  end if;
  return null;
end;
$$;

-- sickness_logs, after each statement: the users of the rows, before or after. A log open
-- before or after changes every day from its first. An update that changes no row's person or
-- days changes nothing.
create function private.cover_days_logs() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_old private.cover_spell[] := '{}';
  v_new bigint[] := '{}';
  v_users uuid[] := '{}';
  v_from date;
  v_to date;
begin
  -- (nested: the condition names old_rows, which only an update has)
  if tg_op = 'UPDATE' then
    if not exists (
      select 1 from old_rows o full join new_rows n on n.id = o.id
      where (o.user_id, o.sick_from_date, o.sick_to_date)
        is distinct from (n.user_id, n.sick_from_date, n.sick_to_date))
    then
      return null;
    end if;
  end if;
  if tg_op <> 'INSERT' then
    select coalesce(array_agg((o.user_id, o.sick_from_date, o.sick_to_date, 'full', 'full',
        false)::private.cover_spell), '{}'),
      coalesce(array_agg(distinct o.user_id), '{}'), min(o.sick_from_date),
      case when bool_or(o.sick_to_date is null) then 'infinity'::date
        else max(o.sick_to_date) end
    into v_old, v_users, v_from, v_to
    from old_rows o;
  end if;
  if tg_op <> 'DELETE' then
    select coalesce(array_agg(n.id), '{}'),
      array(select distinct u from unnest(v_users || array_agg(n.user_id)) u),
      least(v_from, min(n.sick_from_date)),
      case when bool_or(n.sick_to_date is null) then 'infinity'::date
        else greatest(v_to, max(n.sick_to_date)) end
    into v_new, v_users, v_from, v_to
    from new_rows n;
  end if;
  if cardinality(v_users) > 0 then
    perform private.cover_days_change(v_users, v_from, v_to, v_old, '{}', v_new);
  end if;
  return null;
end;
$$;

-- users, after each update: those whose department, deactivation or nation changed.
create function private.cover_days_users() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_users uuid[];
begin
  select array_agg(n.id) into v_users
  from new_rows n join old_rows o on o.id = n.id
  where (n.department_id, n.deactivated_at is null, n.holiday_region)
    is distinct from (o.department_id, o.deactivated_at is null, o.holiday_region);
  if v_users is null then
    return null;
  end if;
  perform private.cover_lock_users(v_users);
  perform private.cover_days_move(v_users, array(
    select (o.id, o.department_id)::private.cover_member
    from old_rows o
    join public.departments d on d.id = o.department_id
    where o.id = any (v_users) and o.deactivated_at is null
      and coalesce(o.holiday_region, d.holiday_region, 'england-wales') = 'england-wales'
      and not exists (select 1 from public.user_working_patterns w where w.user_id = o.id)));
  return null;
end;
$$;

-- departments, after each update: the members taking the department's nation whose nation
-- changed.
create function private.cover_days_departments() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_users uuid[];
begin
  select array_agg(u.id) into v_users
  from new_rows n
  join old_rows o on o.id = n.id
  join public.users u on u.department_id = n.id and u.holiday_region is null
  where n.holiday_region is distinct from o.holiday_region;
  if v_users is null then
    return null;
  end if;
  perform private.cover_lock_users(v_users);
  perform private.cover_days_move(v_users, array(
    select (u.id, u.department_id)::private.cover_member
    from public.users u
    join old_rows o on o.id = u.department_id
    where u.id = any (v_users) and u.deactivated_at is null
      and coalesce(o.holiday_region, 'england-wales') = 'england-wales'
      and not exists (select 1 from public.user_working_patterns w where w.user_id = u.id)));
  return null;
end;
$$;

-- user_working_patterns, after each statement: a user with no pattern before or after.
create function private.cover_days_patterns() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_old public.user_working_patterns[] := '{}';
  v_new public.user_working_patterns[] := '{}';
  v_users uuid[];
begin
  if tg_op <> 'INSERT' then
    select coalesce(array_agg(o), '{}') into v_old from old_rows o;
  end if;
  if tg_op <> 'DELETE' then
    select coalesce(array_agg(n), '{}') into v_new from new_rows n;
  end if;
  select array_agg(distinct x.user_id) into v_users
  from (
    select o.user_id from unnest(v_old) o union all select n.user_id from unnest(v_new) n
  ) x;
  if v_users is null then
    return null;
  end if;
  perform private.cover_lock_users(v_users);
  -- Counted before: active, of England & Wales, and no pattern before the statement (the rows
  -- standing less the new ones, and the old ones).
  perform private.cover_days_move(v_users, array(
    select (u.id, u.department_id)::private.cover_member
    from public.users u
    join public.departments d on d.id = u.department_id
    where u.id = any (v_users) and u.deactivated_at is null
      and coalesce(u.holiday_region, d.holiday_region, 'england-wales') = 'england-wales'
      and not exists (
        select 1 from public.user_working_patterns w
        where w.user_id = u.id and w.id not in (select n.id from unnest(v_new) n))
      and not exists (select 1 from unnest(v_old) o where o.user_id = u.id)));
  return null;
end;
$$;

-- Counts private.cover_days from scratch.
create function private.cover_days_rebuild() returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_users uuid[];
begin
  lock table private.cover_days in exclusive mode;
  delete from private.cover_days;
  v_users := array(select u.id from public.users u);
  perform private.cover_days_apply('{}', '{}',
    private.cover_spells_of(v_users, '-infinity', 'infinity', '{}', '{}'),
    private.cover_counted(v_users), '-infinity', 'infinity');
end;
$$;
comment on function private.cover_days_rebuild()
  is 'Counts private.cover_days from the requests, logs and users as they stand.';

-- triggers
create trigger holiday_requests_cover_days_insert after insert on public.holiday_requests
  referencing new table as new_rows
  for each statement execute function private.cover_days_requests();
create trigger holiday_requests_cover_days_update after update on public.holiday_requests
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.cover_days_requests();
create trigger holiday_requests_cover_days_delete after delete on public.holiday_requests
  referencing old table as old_rows
  for each statement execute function private.cover_days_requests();
create trigger sickness_logs_cover_days_insert after insert on public.sickness_logs
  referencing new table as new_rows
  for each statement execute function private.cover_days_logs();
create trigger sickness_logs_cover_days_update after update on public.sickness_logs
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.cover_days_logs();
create trigger sickness_logs_cover_days_delete after delete on public.sickness_logs
  referencing old table as old_rows
  for each statement execute function private.cover_days_logs();
create trigger users_cover_days after update on public.users
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.cover_days_users();
create trigger departments_cover_days after update on public.departments
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.cover_days_departments();
create trigger user_working_patterns_cover_days_insert after insert
  on public.user_working_patterns
  referencing new table as new_rows
  for each statement execute function private.cover_days_patterns();
create trigger user_working_patterns_cover_days_update after update
  on public.user_working_patterns
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.cover_days_patterns();
create trigger user_working_patterns_cover_days_delete after delete
  on public.user_working_patterns
  referencing old table as old_rows
  for each statement execute function private.cover_days_patterns();

-- grants
revoke all on private.cover_days from public, anon, authenticated;
revoke all on function private.cover_counted(uuid[]) from public;
revoke all on function private.cover_spells_of(uuid[], date, date, bigint[], bigint[])
  from public;
revoke all on function private.cover_spell_days(private.cover_spell[], date, date) from public;
revoke all on function private.cover_days_apply(
  private.cover_spell[], private.cover_member[], private.cover_spell[], private.cover_member[],
  date, date) from public;
revoke all on function private.cover_lock_users(uuid[]) from public;
revoke all on function private.cover_days_change(
  uuid[], date, date, private.cover_spell[], bigint[], bigint[]) from public;
revoke all on function private.cover_days_move(uuid[], private.cover_member[]) from public;
revoke all on function private.cover_days_rebuild() from public;

-- The grid reads the table for plain members (60_cover.sql).
-- Per department, rule and day of [p_from, p_to]: who is scheduled, away (approved or
-- cancel-requested; pending apart) and present, and what the rule needs. Rule null is the
-- department's headcount (every member), so a department without rules still has a row per day.
-- p_departments null: every department. Days nobody of the department works are left out.
--
-- Plain members (England & Wales, no working pattern) are counted per department and day: how
-- many there are (the same every Monday to Thursday but England's bank holidays) and what
-- private.cover_days (71_cover_days.sql) holds them away, with those on an open sickness log
-- away from its first day; not per person and day (issue 32). A member on a pattern, or of
-- another nation, is counted day by day where they are away, on their pattern's days (the
-- spec's week without one) less their nation's holidays (a Scottish member works on Easter
-- Monday); their scheduled days are counted per stretch of one pattern. Under a rule naming a
-- skill its holders are counted from their own requests and logs (the table counts
-- departments): plain ones by running sums of steps (+1 where an absence begins, -1 the day
-- after it ends, halves at half days), so a two-week holiday and a six-month sickness log cost
-- the same. A day a member is away twice at once (a sickness log over a holiday) still counts
-- once at most. Parts are counted in halves (integers) and given back as days.
create or replace function private.cover_grid(p_departments bigint[], p_from date, p_to date)
returns table (
  department_id bigint, rule_id bigint, skill_id bigint, mode text, needed integer, day date,
  scheduled numeric, away numeric, pending numeric, present numeric
)
language plpgsql stable security definer set search_path = ''
set plan_cache_mode = force_generic_plan
as $$#variable_conflict use_column
declare
  -- Up to ten departments are read member by member (the spells below).
  v_few constant boolean := coalesce(cardinality(p_departments) <= 10, false);
begin
  return query
  with days as materialized (
    select g::date as day, extract(isodow from g::date) <= 4 as mon_thu,
      exists (select 1 from public.bank_holidays b where b.day = g::date) as ew_holiday
    from pg_catalog.generate_series(p_from, p_to, interval '1 day') g
  ),
  -- The range's public holidays of each nation.
  hols as materialized (
    select h.region, h.day from public.public_holidays h where h.day between p_from and p_to
  ),
  -- The members: plain ones (England & Wales, no working pattern: private.cover_counted)
  -- work the spec's week and are counted from private.cover_days; the others day by day.
  members as (
    select u.id as user_id, u.department_id,
      coalesce(u.holiday_region, d.holiday_region, 'england-wales') as region,
      coalesce(u.holiday_region, d.holiday_region, 'england-wales') = 'england-wales'
        and u.id not in (select w.user_id from public.user_working_patterns w) as plain
    from public.users u
    join public.departments d on d.id = u.department_id
    where u.deactivated_at is null
      and (p_departments is null or u.department_id = any (p_departments))
  ),
  -- Per department: its plain members, counted once (not per person and day).
  headcount as materialized (
    select m.department_id, count(*) filter (where m.plain) as n
    from members m group by m.department_id
  ),
  -- The members on a pattern or of another nation, usually few.
  patterned as materialized (
    select m.user_id, m.department_id, m.region from members m where not m.plain
  ),
  rules as materialized (
    select r.department_id, r.id as rule_id, r.skill_id, r.mode, r.minimum
    from public.cover_rules r
    where p_departments is null or r.department_id = any (p_departments)
  ),
  -- Who counts for a rule naming a skill: the members of its department holding it.
  skilled as materialized (
    select m.user_id, m.department_id, r.skill_id as skill_key, m.plain, m.region
    from rules r
    join public.user_skills s on s.skill_id = r.skill_id
    join members m on m.user_id = s.user_id and m.department_id = r.department_id
    where r.skill_id is not null
  ),
  -- The members counted one by one, usually few: those on a pattern or of another nation
  -- (under their department's headcount and their skills' rules), and the plain members
  -- holding a rule's skill (under its rule: private.cover_days counts departments, not skills).
  counted as materialized (
    select m.user_id, m.department_id, false as plain from patterned m
    union
    select k.user_id, k.department_id, k.plain from skilled k
  ),
  -- Each count (department and skill: 0 the headcount) a member on a pattern belongs to.
  patterned_in as materialized (
    select m.user_id, m.department_id, 0::bigint as skill_key, m.region from patterned m
    union all
    select k.user_id, k.department_id, k.skill_key, k.region from skilled k where not k.plain
  ),
  -- Members on a pattern by stretches of one pattern.
  stretches as materialized (
    select m.user_id, m.region, s.first_day, s.last_day, s.anchor, s.hours
    from patterned m
    cross join lateral private.user_pattern_segments(m.user_id, p_from, p_to) s
  ),
  -- The counted members' live holidays and sickness logs, clipped to the range, with the part
  -- of their first and last day away in halves (a half day 1; the days between are whole: 2).
  spells as materialized (
    select x.user_id, x.department_id, x.plain, x.is_pending, x.first_day, x.last_day,
      case when x.first_day = x.start_date and x.start_day_type <> 'full' then 1
        when x.first_day = x.end_date and x.end_date <> x.start_date and x.end_day_type <> 'full'
          then 1
        else 2 end as first_part,
      case when x.last_day = x.start_date and x.start_day_type <> 'full' then 1
        when x.last_day = x.end_date and x.end_date <> x.start_date and x.end_day_type <> 'full'
          then 1
        else 2 end as last_part
    from (
      -- A few departments: each member's own requests and logs, through their user_id
      -- indexes (a request spans 366 days at most), so a department costs the same in a
      -- company of 2,000 as of 20,000. Every department, or many: the range's requests and
      -- logs of the whole company, through the range indexes. One branch runs (v_few).
      select m.user_id, m.department_id, m.plain, r.status = 'pending' as is_pending,
        greatest(r.start_date, p_from) as first_day, least(r.end_date, p_to) as last_day,
        r.start_date, r.end_date, r.start_day_type, r.end_day_type
      from counted m
      -- offset 0: a subquery per member, so the plan (generic, for any departments) cannot
      -- turn it into one scan of the company's range
      cross join lateral (
        select r.status, r.start_date, r.end_date, r.start_day_type, r.end_day_type
        from public.holiday_requests r
        where r.user_id = m.user_id and r.start_date between p_from - 366 and p_to
          and r.end_date >= p_from and r.status = any (private.live_request_statuses())
        offset 0
      ) r
      where v_few
      union all
      select r.user_id, m.department_id, m.plain, r.status = 'pending' as is_pending,
        greatest(r.start_date, p_from) as first_day, least(r.end_date, p_to) as last_day,
        r.start_date, r.end_date, r.start_day_type, r.end_day_type
      from public.holiday_requests r
      join counted m on m.user_id = r.user_id
      -- (exists: a one-time filter, so with nobody counted here the range is not read)
      where not v_few and exists (select 1 from counted)
        and daterange(r.start_date, r.end_date, '[]') && daterange(p_from, p_to, '[]')
        and r.status = any (private.live_request_statuses())
      union all
      select m.user_id, m.department_id, m.plain, false, greatest(l.sick_from_date, p_from),
        least(coalesce(l.sick_to_date, p_to), p_to), null, null, 'full', 'full'
      from counted m
      cross join lateral (
        select l.sick_from_date, l.sick_to_date
        from public.sickness_logs l
        where l.user_id = m.user_id and l.sick_from_date <= p_to
          and coalesce(l.sick_to_date, p_to) >= p_from
        offset 0
      ) l
      where v_few
      union all
      select l.user_id, m.department_id, m.plain, false, greatest(l.sick_from_date, p_from),
        least(coalesce(l.sick_to_date, p_to), p_to), null, null, 'full', 'full'
      from public.sickness_logs l
      join counted m on m.user_id = l.user_id
      where not v_few and exists (select 1 from counted)
        and daterange(l.sick_from_date, l.sick_to_date, '[]') && daterange(p_from, p_to, '[]')
    ) x
  ),
  -- The spells of plain members with two or more: only they can be away twice at once (a
  -- sickness log over a holiday).
  twice as materialized (
    select s.*, row_number() over () as id
    from spells s
    where s.plain and s.user_id in (
      select t.user_id from spells t where t.plain group by t.user_id having count(*) > 1)
  ),
  -- Each working day a member on a pattern is away.
  pattern_days as (
    select s.user_id, g::date as day
    from spells s
    join stretches p on p.user_id = s.user_id and p.first_day <= s.last_day
      and s.first_day <= p.last_day
    cross join lateral pg_catalog.generate_series(
      greatest(s.first_day, p.first_day), least(s.last_day, p.last_day), interval '1 day') g
    join days d on d.day = g::date
    where not s.plain and private.pattern_day_hours(p.anchor, p.hours, g::date) > 0
      and not exists (select 1 from hols h where h.region = p.region and h.day = g::date)
  ),
  -- Each day (Monday to Thursday) a plain member is away twice at once.
  twice_days as (
    select distinct a.user_id, g::date as day
    from twice a
    join twice b on b.user_id = a.user_id and b.id > a.id
      and b.first_day <= a.last_day and a.first_day <= b.last_day
    cross join lateral pg_catalog.generate_series(
      greatest(a.first_day, b.first_day), least(a.last_day, b.last_day), interval '1 day') g
    join days d on d.day = g::date and d.mon_thu and not d.ew_holiday
  ),
  -- What of each is away (pending apart), a day at most (2 halves); for a plain member, the
  -- correction to the ranges' sums (what the day is capped at, less the parts added up).
  member_away as materialized (
    select x.user_id, x.department_id, x.plain, x.day,
      case when x.plain then least(x.away_sum, 2) - x.away_sum else least(x.away_sum, 2) end
        as away,
      least(x.away_sum + x.pending_sum, 2) - least(x.away_sum, 2)
        - case when x.plain then x.pending_sum else 0 end as pending
    from (
      select m.user_id, s.department_id, false as plain, m.day,
        coalesce(sum(p.part) filter (where not s.is_pending), 0) as away_sum,
        coalesce(sum(p.part) filter (where s.is_pending), 0) as pending_sum
      from pattern_days m
      join spells s on s.user_id = m.user_id and m.day between s.first_day and s.last_day
      cross join lateral (select case when m.day = s.first_day then s.first_part
        when m.day = s.last_day then s.last_part else 2 end as part) p
      group by m.user_id, s.department_id, m.day
      union all
      select m.user_id, s.department_id, true, m.day,
        coalesce(sum(p.part) filter (where not s.is_pending), 0),
        coalesce(sum(p.part) filter (where s.is_pending), 0)
      from twice_days m
      join twice s on s.user_id = m.user_id and m.day between s.first_day and s.last_day
      cross join lateral (select case when m.day = s.first_day then s.first_part
        when m.day = s.last_day then s.last_part else 2 end as part) p
      group by m.user_id, s.department_id, m.day
    ) x
  ),
  -- The spells of plain members holding a rule's skill as steps: the change in the part away
  -- from the day before, added up per rule's skill and day before the running sums.
  steps as (
    select k.department_id, k.skill_key, t.day,
      sum(case when t.is_pending then 0 else t.change end) as away,
      sum(case when t.is_pending then t.change else 0 end) as pending
    from (
      select s.user_id, s.is_pending, s.first_day as day, s.first_part as change
      from spells s where s.plain
      union all
      select s.user_id, s.is_pending, s.first_day + 1, 2 - s.first_part
      from spells s where s.plain and s.last_day > s.first_day and s.first_part < 2
      union all
      select s.user_id, s.is_pending, s.last_day, s.last_part - 2
      from spells s where s.plain and s.last_day > s.first_day and s.last_part < 2
      union all
      select s.user_id, s.is_pending, s.last_day + 1,
        -(case when s.last_day > s.first_day then s.last_part else s.first_part end)
      from spells s where s.plain and s.last_day < p_to
    ) t
    join skilled k on k.user_id = t.user_id
    group by k.department_id, k.skill_key, t.day
  ),
  -- Plain members holding each rule's skill.
  skilled_n as (
    select k.department_id, k.skill_key, count(*) as n from skilled k where k.plain
    group by k.department_id, k.skill_key
  ),
  -- Per rule's skill, the running sums over its steps and its days (Monday to Thursday); the
  -- days' rows carry the sums and the plain members holding it.
  range_n as (
    select x.department_id, x.skill_key, x.day, x.n, x.away, x.pending
    from (
      select y.department_id, y.skill_key, y.day, y.is_day, y.n,
        sum(y.away) over w as away, sum(y.pending) over w as pending
      from (
        select t.department_id, t.skill_key, t.day, false as is_day, 0::bigint as n, t.away,
          t.pending
        from steps t
        union all
        select k.department_id, k.skill_key, d.day, true, k.n, 0, 0
        from skilled_n k cross join days d where d.mon_thu and not d.ew_holiday
      ) y
      window w as (partition by y.department_id, y.skill_key order by y.day, y.is_day)
    ) x
    where x.is_day
  ),
  -- Plain members with an open sickness log: away every day from its first (the table holds
  -- their days before it).
  open_from as (
    select m.department_id, o.first_day
    from (
      select l.user_id, min(l.sick_from_date) as first_day
      from public.sickness_logs l
      where l.sick_to_date is null and l.sick_from_date <= p_to
      group by l.user_id
    ) o
    join members m on m.user_id = o.user_id and m.plain
  ),
  -- Per department, its plain members on Monday to Thursday (not England's bank holidays):
  -- scheduled, and away as private.cover_days counts them, with those on an open log (running
  -- sums of them from the day their log starts).
  headcount_n as (
    select x.department_id, x.day, x.n, x.away, x.pending
    from (
      select y.department_id, y.day, y.is_day, y.n,
        y.away + 2 * sum(y.open) over w as away, y.pending
      from (
        select o.department_id, greatest(o.first_day, p_from) as day, false as is_day,
          0::bigint as n, 0 as away, 0 as pending, 1 as open
        from open_from o
        union all
        select h.department_id, d.day, true, h.n, coalesce(c.away, 0), coalesce(c.pending, 0), 0
        from headcount h
        cross join days d
        left join (
          select c.day, c.department_id, c.away, c.pending
          from private.cover_days c
          where c.day between p_from and p_to
            and (p_departments is null or c.department_id = any (p_departments))
        ) c on c.day = d.day and c.department_id = h.department_id
        where h.n > 0 and d.mon_thu and not d.ew_holiday
      ) y
      window w as (partition by y.department_id order by y.day, y.is_day)
    ) x
    where x.is_day
  ),
  patterned_n as (
    select x.department_id, x.skill_key, d.day, sum(x.n) as n
    from (
      select c.department_id, c.skill_key, s.region, s.first_day, s.last_day, s.anchor, s.hours,
        count(*) as n
      from patterned_in c join stretches s on s.user_id = c.user_id
      group by c.department_id, c.skill_key, s.region, s.first_day, s.last_day, s.anchor, s.hours
    ) x
    join days d on d.day between x.first_day and x.last_day
    where private.pattern_day_hours(x.anchor, x.hours, d.day) > 0
      and not exists (select 1 from hols h where h.region = x.region and h.day = d.day)
    group by x.department_id, x.skill_key, d.day
  ),
  -- Per count and day: who is scheduled and away, in halves: the plain members from the table
  -- (the headcount) or by ranges (a skill), corrected where one is away twice at once, and
  -- the members on a pattern day by day.
  figures as (
    select x.department_id, x.skill_key, x.day, sum(x.n) as scheduled, sum(x.away) as away,
      sum(x.pending) as pending
    from (
      select h.department_id, 0::bigint as skill_key, h.day, h.n, h.away, h.pending
      from headcount_n h
      union all
      select r.department_id, r.skill_key, r.day, r.n, r.away, r.pending from range_n r
      union all
      select p.department_id, p.skill_key, p.day, p.n, 0, 0 from patterned_n p
      union all
      select a.department_id, 0::bigint, a.day, 0, a.away, a.pending
      from member_away a where not a.plain
      union all
      select k.department_id, k.skill_key, a.day, 0, a.away, a.pending
      from member_away a join skilled k on k.user_id = a.user_id
    ) x
    group by x.department_id, x.skill_key, x.day
  ),
  -- Each rule, and each department's headcount (rule null), with the count it reads.
  all_rules as materialized (
    select r.department_id, r.rule_id, r.skill_id, r.mode, r.minimum,
      coalesce(r.skill_id, 0) as skill_key
    from rules r
    union all
    select h.department_id, null::bigint, null::bigint, null::text, null::integer, 0::bigint
    from headcount h
  )
  select r.department_id, r.rule_id, r.skill_id, r.mode, r.minimum, f.day,
    f.scheduled::numeric, f.away * 0.5, f.pending * 0.5,
    f.scheduled - f.away * 0.5 - f.pending * 0.5
  from figures f
  join all_rules r on r.department_id = f.department_id and r.skill_key = f.skill_key
  where f.scheduled > 0;
end;$$;

-- The overview (65_overview.sql): the lists' first 250 and their totals, what waits and the
-- year's hours each from one index.
drop index public.holiday_requests_status_idx;
-- the pending list; the overview counts what waits from this index alone (its user_id)
create index holiday_requests_status_idx on public.holiday_requests (status, created_at)
  include (user_id) where status in ('pending', 'cancel_requested');
-- the overview's holiday hours per department this year, from this index alone
create index holiday_requests_year_hours_idx on public.holiday_requests (start_date)
  include (user_id, requested_hours) where status in ('accepted', 'cancel_requested');

create or replace function private.find_overview_json(p_today date)
returns json
language plpgsql stable security definer set search_path = ''
as $$
begin
  if (select auth.uid()) is not null and private.app_role() is distinct from 'global_admin' then
    raise exception 'Only an administrator can see the overview' using errcode = 'LV403';
  end if;
  return (
    with t as (
      select p_today as today,
        p_today - (extract(isodow from p_today)::integer - 1) as monday,
        date_trunc('year', p_today)::date as jan1,
        (date_trunc('year', p_today) + interval '1 year - 1 day')::date as dec31
    ),
    -- The live requests of this week (today to Sunday) and the sickness logs of today, with
    -- the person's name and department: only these people are read, not the company.
    live as (
      select r.start_date, r.end_date, r.status, u.first_name || ' ' || u.last_name as name,
        coalesce(d.name, 'No Department') as department
      from t
      join public.holiday_requests r
        on daterange(r.start_date, r.end_date, '[]') && daterange(t.today, t.monday + 6, '[]')
      join public.users u on u.id = r.user_id and u.deactivated_at is null
      left join public.departments d on d.id = u.department_id
      where r.status = any (private.live_request_statuses())
    ),
    sick_today as (
      select u.first_name || ' ' || u.last_name as name,
        coalesce(d.name, 'No Department') as department
      from t
      join public.sickness_logs l
        on daterange(l.sick_from_date, l.sick_to_date, '[]') && daterange(t.today, t.today, '[]')
      join public.users u on u.id = l.user_id and u.deactivated_at is null
      left join public.departments d on d.id = u.department_id
    ),
    away_today as materialized (
      select l.name, l.department,
        case when l.status = 'pending' then 'pending' else 'holiday' end as kind
      from live l where p_today between l.start_date and l.end_date
      union all
      select s.name, s.department, 'away' from sick_today s
    ),
    away_week as materialized (
      select l.name, l.department, l.start_date, l.end_date from live l
      where l.status <> 'pending'
    ),
    tight as (
      select distinct on (g.department_id) g.department_id, g.day, g.present, g.needed
      from t, private.cover_grid(null, t.today, t.today + 55) g
      where g.rule_id is null or g.skill_id is null
      order by g.department_id,
        g.present / coalesce(nullif(g.needed, 0), nullif(g.scheduled, 0), 1), g.day
    ),
    -- Through holiday_requests_year_hours_idx (start day, status; person, hours) alone.
    year_hours as (
      select coalesce(d.name, 'No Department') as department, sum(x.hours) as hours
      from (
        select u.department_id, sum(r.requested_hours) as hours
        from t
        join public.holiday_requests r on r.start_date between t.jan1 and t.dec31
        join public.users u on u.id = r.user_id
        where r.status in ('accepted', 'cancel_requested')
        group by u.department_id
      ) x
      left join public.departments d on d.id = x.department_id
      group by 1
    ),
    -- The year's sickness logs, up to today while open.
    year_logs as materialized (
      select l.user_id, greatest(l.sick_from_date, t.jan1) as first_day,
        least(coalesce(l.sick_to_date, t.today), t.dec31) as last_day,
        -- hashed once, not a probe of the patterns per log (PGlite: ~7 us each, 22,000 logs)
        l.user_id in (select w.user_id from public.user_working_patterns w)
          or l.user_id in (select e.user_id from private.users_elsewhere() e) as patterned
      from t
      join public.sickness_logs l
        on daterange(l.sick_from_date, l.sick_to_date, '[]') && daterange(t.jan1, t.dec31, '[]')
      where l.sick_from_date <= coalesce(l.sick_to_date, t.today)
    ),
    -- Sick days of the logs of members without a pattern: on each Monday to Thursday of the
    -- year but bank holidays, how many logs cover it (running sums of +1 where a log begins and
    -- -1 the day after it ends); the days' rows carry the sums.
    covered as (
      select y.day, y.is_day, sum(y.change) over (order by y.day, y.is_day) as logs
      from (
        select x.day, false as is_day, sum(x.change) as change
        from (
          select l.first_day as day, 1 as change from year_logs l where not l.patterned
          union all
          select l.last_day + 1, -1 from year_logs l where not l.patterned
        ) x
        group by x.day
        union all
        select g::date, true, 0
        from t, pg_catalog.generate_series(t.jan1, t.dec31, interval '1 day') g
        where extract(isodow from g) <= 4
          and not exists (select 1 from public.bank_holidays b where b.day = g::date)
      ) y
    ),
    sick_days as (
      select extract(month from c.day)::integer as month, c.logs as days
      from covered c where c.is_day
      union all
      select extract(month from m)::integer, private.user_working_days(l.user_id,
        greatest(l.first_day, m::date), least(l.last_day, (m + interval '1 month - 1 day')::date))
      from year_logs l
      cross join lateral pg_catalog.generate_series(
        date_trunc('month', l.first_day), l.last_day, interval '1 month') m
      where l.patterned
    )
    select json_build_object(
      'today', p_today,
      'awayToday', coalesce((
        select json_agg(json_build_object('name', a.name, 'department', a.department,
          'kind', a.kind) order by a.name, a.department, a.kind)
        from (
          select a.* from away_today a order by a.name, a.department, a.kind limit 250
        ) a), '[]'::json),
      'awayTodayTotal', (select count(*) from away_today),
      'awayThisWeek', coalesce((
        select json_agg(json_build_object('name', l.name, 'department', l.department,
          'from', l.start_date, 'to', l.end_date)
          order by l.start_date, l.name, l.department, l.end_date)
        from (
          select l.* from away_week l
          order by l.start_date, l.name, l.department, l.end_date limit 250
        ) l), '[]'::json),
      'awayThisWeekTotal', (select count(*) from away_week),
      -- Through holiday_requests_status_idx alone (status, created_at; user_id): the few
      -- deactivated users' requests left out by id, not every request joined to its user.
      'waiting', (
        select json_build_object(
          'requests', count(*) filter (where r.status = 'pending'),
          'cancellations', count(*) filter (where r.status = 'cancel_requested'),
          -- the oldest's day, once: not every request's time turned to London's
          'oldestDays', p_today - (min(r.created_at) filter (where r.status = 'pending')
            at time zone 'Europe/London')::date)
        from public.holiday_requests r
        where r.status in ('pending', 'cancel_requested')
          and r.user_id not in (
            select u.id from public.users u where u.deactivated_at is not null)),
      'tightest', coalesce((
        select json_agg(json_build_object('department', d.name, 'day', x.day,
          'present', x.present::float8, 'needed', x.needed) order by lower(d.name))
        from tight x join public.departments d on d.id = x.department_id), '[]'::json),
      'hoursByDepartment', coalesce((
        select json_agg(json_build_object('department', y.department, 'hours', y.hours::float8)
          order by y.hours desc, y.department)
        from year_hours y), '[]'::json),
      -- Each count through its partial index (70_sickness.sql): the logs long enough for a fit
      -- note (open ones included), the interviews due; not every log there is.
      'followUpsDue', json_build_object(
        'fitNotes', (
          select count(*)
          from public.sickness_logs l
          join public.users u on u.id = l.user_id and u.deactivated_at is null
          left join public.sickness_follow_ups f on f.log_id = l.id
          -- private.fit_note_needed, written out: a function with its own search_path is
          -- called per log, not inlined (~20 us each over thousands of logs)
          where (l.sick_to_date is null or l.sick_to_date - l.sick_from_date >= 7)
            and coalesce(l.sick_to_date, p_today) - l.sick_from_date + 1 > 7
            and f.fit_note_received_on is null),
        'interviews', (
          select count(*)
          from public.sickness_follow_ups f
          join public.sickness_logs l on l.id = f.log_id
          join public.users u on u.id = l.user_id and u.deactivated_at is null
          where f.rtw_status = 'due')),
      'sickDaysByMonth', (
        select json_agg(coalesce(s.days, 0) order by m.month)
        from pg_catalog.generate_series(1, 12) m(month)
        left join (
          select s.month, sum(s.days) as days from sick_days s group by s.month
        ) s on s.month = m.month)
    )
  );
end;
$$;

select private.cover_days_rebuild();
