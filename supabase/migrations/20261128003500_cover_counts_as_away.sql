-- Cover counts a request only when its leave type counts as away (issue 33): a type an
-- administrator marks as not away (say, training on site) leaves its people present on the
-- heat-map, the overview, the cover preview and every shortfall. The built-in Holiday and every
-- ready-made type count, so until an administrator says otherwise every figure is as before.
-- Turning a type's flag over moves the days of its requests in private.cover_days.

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

-- The live requests (of the leave types that count as away) and sickness logs of p_users over
-- [p_from, p_to] as they stand, less the requests and logs of the ids given, and every open log
-- of theirs that starts by p_to.
create or replace function private.cover_spells_of(
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

-- holiday_requests, after each statement: the users of the live rows of a type that counts as
-- away, before or after. An update that changes no row's person, days, status (live, pending)
-- or whether its type counts changes nothing.
create or replace function private.cover_days_requests() returns trigger
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
          and r.leave_type_id = any ((select private.away_leave_types())::bigint[])
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
        and r.leave_type_id = any ((select private.away_leave_types())::bigint[])
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
              and r.leave_type_id = any ((select private.away_leave_types())::bigint[])
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
              and r.leave_type_id = any ((select private.away_leave_types())::bigint[])
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

create trigger leave_types_cover_days after update on public.leave_types
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.cover_days_leave_types();

revoke all on function private.away_leave_types() from public;
grant execute on function private.away_leave_types() to authenticated, service_role;
revoke all on function private.cover_days_leave_types() from public;
