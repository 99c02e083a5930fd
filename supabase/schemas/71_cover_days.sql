-- Cover's days away per department (issue 32): what a department's plain members are away on
-- each day, kept by triggers, so the heat-map and the overview count a department's day by one
-- row instead of by its people's requests and logs.
--
-- * Plain members (private.cover_counted): active, in a department, keeping England & Wales's
--   public holidays and on no working pattern: they work the spec's Monday to Thursday, so what
--   they are away on a day is the same whatever window asks for it. private.cover_grid counts
--   everyone else (a pattern, another nation) and the holders of a rule's skill person by
--   person, as before.
-- * A row is a department's day, every calendar day (the grid keeps the days its members work):
--   the halves away (approved or cancel-requested holidays, closed sickness logs) and pending
--   (pending holidays) of its plain members, each member a day at most, pending what is left of
--   it. An open sickness log takes every day from its first on, which no row can hold: a
--   member's days stop the day before their first open log, and the grid counts them away from
--   it.
-- * Every write keeps it: statement triggers on holiday_requests and sickness_logs add, for
--   the users they change, the days they count after the statement less the days they counted
--   before it (the transition tables give the rows as they were), over the changed rows' days;
--   on users, departments and user_working_patterns when a user starts or stops counting or
--   changes department (all of their days move). A user's changes are counted one at a time
--   (an advisory lock, key 26874, of 64 by the hash of their id, taken in order; each
--   statement after it reads what was committed before), so two writers racing over one
--   person's days cannot both count them whole. Rows are written in (day, department) order.
-- * private.cover_days_rebuild() counts the table from scratch (the migration that made it;
--   the tests hold the kept table equal to it after every kind of write).
-- * A request counts only when its leave type counts as away (issue 33;
--   private.away_leave_types, the built-in Holiday always): turning a type's flag over moves
--   the days of its requests in or out (private.cover_days_leave_types).

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
-- The leave types whose requests make a person away for cover (issue 33): every type that
-- counts as away, the built-in Holiday (id 1) among them. Called once per statement, as
-- `(select private.away_leave_types())::bigint[]`, by every reader of cover.
create function private.away_leave_types() returns bigint[]
language sql stable security definer set search_path = ''
as $$
  select array(select t.id from public.leave_types t where t.counts_as_away order by t.id)
$$;
comment on function private.away_leave_types()
  is 'The ids of the leave types whose requests count as away for cover.';

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

-- The live requests (of the leave types that count as away) and sickness logs of p_users over
-- [p_from, p_to] as they stand, less the requests and logs of the ids given, and every open log
-- of theirs that starts by p_to.
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
        and r.leave_type_id = any ((select private.away_leave_types())::bigint[])
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
-- holiday_requests, after each statement: the users of the live rows of a type that counts as
-- away, before or after. An update that changes no row's person, days, status (live, pending)
-- or whether its type counts changes nothing.
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
  v_away constant bigint[] := private.away_leave_types();
begin
  -- (nested: the condition names old_rows, which only an update has)
  if tg_op = 'UPDATE' then
    if not exists (
      select 1 from old_rows o full join new_rows n on n.id = o.id
      where (o.user_id, o.start_date, o.end_date, o.start_day_type, o.end_day_type,
          o.status = any (v_live) and o.leave_type_id = any (v_away), o.status = 'pending')
        is distinct from (n.user_id, n.start_date, n.end_date, n.start_day_type,
          n.end_day_type, n.status = any (v_live) and n.leave_type_id = any (v_away),
          n.status = 'pending'))
    then
      return null;
    end if;
  end if;
  if tg_op <> 'INSERT' then
    select coalesce(array_agg((o.user_id, o.start_date, o.end_date, o.start_day_type,
        o.end_day_type, o.status = 'pending')::private.cover_spell), '{}'),
      coalesce(array_agg(distinct o.user_id), '{}'), min(o.start_date), max(o.end_date)
    into v_old, v_users, v_from, v_to
    from old_rows o where o.status = any (v_live) and o.leave_type_id = any (v_away);
  end if;
  if tg_op <> 'DELETE' then
    select coalesce(array_agg(n.id), '{}'),
      array(select distinct u from unnest(v_users || array_agg(n.user_id)) u),
      least(v_from, min(n.start_date)), greatest(v_to, max(n.end_date))
    into v_new, v_users, v_from, v_to
    from new_rows n where n.status = any (v_live) and n.leave_type_id = any (v_away);
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

-- leave_types, after each statement: a type whose counting as away turned over moves the days
-- of its live requests out of the departments' days (no longer counted) or into them (counted
-- now). The rows as they stand already say the new rule, so the days before are the standing
-- spells with the type's requests put back (turned off) or left out (turned on).
create function private.cover_days_leave_types() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_type record;
  v_users uuid[];
  v_ids bigint[];
  v_spells private.cover_spell[];
begin
  for v_type in
    select n.id, n.counts_as_away from old_rows o join new_rows n on n.id = o.id
    where o.counts_as_away is distinct from n.counts_as_away
    order by n.id
  loop
    select coalesce(array_agg(distinct r.user_id), '{}'), coalesce(array_agg(r.id), '{}'),
      coalesce(array_agg((r.user_id, r.start_date, r.end_date, r.start_day_type,
        r.end_day_type, r.status = 'pending')::private.cover_spell), '{}')
    into v_users, v_ids, v_spells
    from public.holiday_requests r
    where r.leave_type_id = v_type.id and r.status = any (private.live_request_statuses());
    if cardinality(v_users) > 0 then
      if v_type.counts_as_away then
        perform private.cover_days_change(v_users, '-infinity', 'infinity', '{}', v_ids, '{}');
      else
        perform private.cover_days_change(v_users, '-infinity', 'infinity', v_spells, '{}',
          '{}');
      end if;
    end if;
  end loop;
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
create trigger leave_types_cover_days after update on public.leave_types
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.cover_days_leave_types();
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
revoke all on function private.away_leave_types() from public;
grant execute on function private.away_leave_types() to authenticated, service_role;
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
revoke all on function private.cover_days_leave_types() from public;
