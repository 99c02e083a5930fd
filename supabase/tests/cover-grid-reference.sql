-- The cover grid as it was before private.cover_days (issue 32), under another name: every
-- member's requests and logs read for the window, day by day where the spec's week does not
-- hold. supabase/functions/api/routes/cover-days.test.ts holds the grid equal to it, cell for
-- cell. Not part of the schema: the test creates it in its own database.
create function private.cover_grid_reference(p_departments bigint[], p_from date, p_to date)
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
  -- Members of another nation than England & Wales are counted day by day, as members on a
  -- pattern are (private.user_pattern_segments gives them the spec's week without one).
  members as materialized (
    select x.user_id, x.department_id, x.region, x.has_pattern or x.region <> 'england-wales'
      as patterned
    from (
      select u.id as user_id, u.department_id,
        coalesce(u.holiday_region, d.holiday_region, 'england-wales') as region,
        exists (select 1 from public.user_working_patterns w
          where w.user_id = u.id and w.starts_on <= p_to) as has_pattern
      from public.users u
      join public.departments d on d.id = u.department_id
      where u.deactivated_at is null
        and (p_departments is null or u.department_id = any (p_departments))
    ) x
  ),
  rules as materialized (
    select r.department_id, r.id as rule_id, r.skill_id, r.mode, r.minimum
    from public.cover_rules r
    where p_departments is null or r.department_id = any (p_departments)
    union all
    select distinct m.department_id, null::bigint, null::bigint, null::text, null::integer
    from members m
  ),
  -- Each member under each rule they count for; rule 0 is the headcount.
  counted as materialized (
    select r.department_id, coalesce(r.rule_id, 0) as rule_key, m.user_id, m.patterned
    from rules r join members m on m.department_id = r.department_id
    where r.skill_id is null or exists (
      select 1 from public.user_skills s where s.user_id = m.user_id and s.skill_id = r.skill_id)
  ),
  -- Members on a pattern by stretches of one pattern (the others work Monday to Thursday).
  stretches as materialized (
    select m.user_id, m.region, s.first_day, s.last_day, s.anchor, s.hours
    from members m
    cross join lateral private.user_pattern_segments(m.user_id, p_from, p_to) s
    where m.patterned
  ),
  -- Members' live holidays and sickness logs, clipped to the range, with the part of their
  -- first and last day away (a half day half; the days between are whole).
  spells as materialized (
    select row_number() over () as id, x.user_id, x.patterned, x.is_pending, x.first_day,
      x.last_day,
      case when x.first_day = x.start_date and x.start_day_type <> 'full' then 0.5
        when x.first_day = x.end_date and x.end_date <> x.start_date and x.end_day_type <> 'full'
          then 0.5
        else 1 end as first_part,
      case when x.last_day = x.start_date and x.start_day_type <> 'full' then 0.5
        when x.last_day = x.end_date and x.end_date <> x.start_date and x.end_day_type <> 'full'
          then 0.5
        else 1 end as last_part
    from (
      -- A few departments: each member's own requests and logs, through their user_id
      -- indexes (a request spans 366 days at most), so a department costs the same in a
      -- company of 2,000 as of 20,000. Every department, or many: the range's requests and
      -- logs of the whole company, through the range indexes. One branch runs (v_few).
      select m.user_id, m.patterned, r.status = 'pending' as is_pending,
        greatest(r.start_date, p_from) as first_day, least(r.end_date, p_to) as last_day,
        r.start_date, r.end_date, r.start_day_type, r.end_day_type
      from members m
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
      select r.user_id, m.patterned, r.status = 'pending' as is_pending,
        greatest(r.start_date, p_from) as first_day, least(r.end_date, p_to) as last_day,
        r.start_date, r.end_date, r.start_day_type, r.end_day_type
      from public.holiday_requests r
      join members m on m.user_id = r.user_id
      where not v_few
        and daterange(r.start_date, r.end_date, '[]') && daterange(p_from, p_to, '[]')
        and r.status = any (private.live_request_statuses())
      union all
      select m.user_id, m.patterned, false, greatest(l.sick_from_date, p_from),
        least(coalesce(l.sick_to_date, p_to), p_to), null, null, 'full', 'full'
      from members m
      cross join lateral (
        select l.sick_from_date, l.sick_to_date
        from public.sickness_logs l
        where l.user_id = m.user_id and l.sick_from_date <= p_to
          and coalesce(l.sick_to_date, p_to) >= p_from
        offset 0
      ) l
      where v_few
      union all
      select l.user_id, m.patterned, false, greatest(l.sick_from_date, p_from),
        least(coalesce(l.sick_to_date, p_to), p_to), null, null, 'full', 'full'
      from public.sickness_logs l
      join members m on m.user_id = l.user_id
      where not v_few
        and daterange(l.sick_from_date, l.sick_to_date, '[]') && daterange(p_from, p_to, '[]')
    ) x
  ),
  -- Member-days counted one by one: each working day a member on a pattern is away, and each
  -- day a member without one is away twice at once (a sickness log over a holiday).
  member_days as (
    select s.user_id, g::date as day, true as patterned
    from spells s
    join stretches p on p.user_id = s.user_id and p.first_day <= s.last_day
      and s.first_day <= p.last_day
    cross join lateral pg_catalog.generate_series(
      greatest(s.first_day, p.first_day), least(s.last_day, p.last_day), interval '1 day') g
    join days d on d.day = g::date
    where s.patterned and private.pattern_day_hours(p.anchor, p.hours, g::date) > 0
      and not exists (select 1 from hols h where h.region = p.region and h.day = g::date)
    union
    select a.user_id, g::date, false
    from spells a
    join spells b on b.user_id = a.user_id and b.id > a.id
      and b.first_day <= a.last_day and a.first_day <= b.last_day
    cross join lateral pg_catalog.generate_series(
      greatest(a.first_day, b.first_day), least(a.last_day, b.last_day), interval '1 day') g
    join days d on d.day = g::date and d.mon_thu and not d.ew_holiday
    where not a.patterned
  ),
  -- What of each is away (pending apart), a day at most; *_sum: the parts added up.
  member_away as (
    select x.user_id, x.day, x.patterned,
      least(x.away_sum, 1) as away, least(x.away_sum + x.pending_sum, 1) - least(x.away_sum, 1)
        as pending,
      x.away_sum, x.pending_sum
    from (
      select m.user_id, m.day, m.patterned,
        coalesce(sum(p.part) filter (where not s.is_pending), 0) as away_sum,
        coalesce(sum(p.part) filter (where s.is_pending), 0) as pending_sum
      from member_days m
      join spells s on s.user_id = m.user_id and m.day between s.first_day and s.last_day
      cross join lateral (select case when m.day = s.first_day then s.first_part
        when m.day = s.last_day then s.last_part else 1 end as part) p
      group by m.user_id, m.day, m.patterned
    ) x
  ),
  -- The spells of members without a pattern as steps: the change in the part away from the
  -- day before. Running sums of them count these members by ranges, not day by day.
  steps as (
    select s.user_id, s.is_pending, s.first_day as day, s.first_part as change
    from spells s where not s.patterned
    union all
    select s.user_id, s.is_pending, s.first_day + 1, 1 - s.first_part
    from spells s where not s.patterned and s.last_day > s.first_day and s.first_part < 1
    union all
    select s.user_id, s.is_pending, s.last_day, s.last_part - 1
    from spells s where not s.patterned and s.last_day > s.first_day and s.last_part < 1
    union all
    select s.user_id, s.is_pending, s.last_day + 1,
      -(case when s.last_day > s.first_day then s.last_part else s.first_part end)
    from spells s where not s.patterned and s.last_day < p_to
  ),
  -- Per rule, the running sums over its steps and its days (Monday to Thursday); the days'
  -- rows carry the sums.
  range_n as (
    select x.department_id, x.rule_key, x.day, x.away, x.pending
    from (
      select y.department_id, y.rule_key, y.day, y.is_day,
        sum(y.away) over w as away, sum(y.pending) over w as pending
      from (
        select c.department_id, c.rule_key, t.day, false as is_day,
          case when t.is_pending then 0 else t.change end as away,
          case when t.is_pending then t.change else 0 end as pending
        from steps t join counted c on c.user_id = t.user_id
        union all
        select k.department_id, k.rule_key, d.day, true, 0, 0
        from (select distinct c.department_id, c.rule_key from counted c) k
        cross join days d where d.mon_thu and not d.ew_holiday
      ) y
      window w as (partition by y.department_id, y.rule_key order by y.day)
    ) x
    where x.is_day
  ),
  -- Away per rule and day: the ranges on Monday to Thursday, corrected where a member is away
  -- twice at once, and the members on a pattern.
  away_n as (
    select x.department_id, x.rule_key, x.day, sum(x.away) as away, sum(x.pending) as pending
    from (
      select r.department_id, r.rule_key, r.day, r.away, r.pending from range_n r
      union all
      select c.department_id, c.rule_key, a.day,
        case when a.patterned then a.away else a.away - a.away_sum end,
        case when a.patterned then a.pending else a.pending - a.pending_sum end
      from member_away a join counted c on c.user_id = a.user_id
    ) x
    group by x.department_id, x.rule_key, x.day
  ),
  default_n as (
    select c.department_id, c.rule_key, count(*) as n from counted c where not c.patterned
    group by c.department_id, c.rule_key
  ),
  patterned_n as (
    select x.department_id, x.rule_key, d.day, sum(x.n) as n
    from (
      select c.department_id, c.rule_key, s.region, s.first_day, s.last_day, s.anchor, s.hours,
        count(*) as n
      from counted c join stretches s on s.user_id = c.user_id
      group by c.department_id, c.rule_key, s.region, s.first_day, s.last_day, s.anchor, s.hours
    ) x
    join days d on d.day between x.first_day and x.last_day
    where private.pattern_day_hours(x.anchor, x.hours, d.day) > 0
      and not exists (select 1 from hols h where h.region = x.region and h.day = d.day)
    group by x.department_id, x.rule_key, d.day
  ),
  cells as (
    select r.department_id, r.rule_id, r.skill_id, r.mode, r.minimum, d.day,
      (case when d.mon_thu and not d.ew_holiday then coalesce(dn.n, 0) else 0 end
        + coalesce(pn.n, 0))::numeric
        as scheduled,
      coalesce(an.away, 0) as away, coalesce(an.pending, 0) as pending
    from rules r cross join days d
    left join default_n dn on dn.department_id = r.department_id
      and dn.rule_key = coalesce(r.rule_id, 0)
    left join patterned_n pn on pn.department_id = r.department_id
      and pn.rule_key = coalesce(r.rule_id, 0) and pn.day = d.day
    left join away_n an on an.department_id = r.department_id
      and an.rule_key = coalesce(r.rule_id, 0) and an.day = d.day
  )
  select c.department_id, c.rule_id, c.skill_id, c.mode, c.minimum, c.day, c.scheduled, c.away,
    c.pending, c.scheduled - c.away - c.pending
  from cells c
  where c.scheduled > 0;
end;$$;
