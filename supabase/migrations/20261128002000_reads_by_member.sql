-- A department's cover grid (up to ten departments) and its wallchart read their members'
-- requests, sickness logs and appointments through the user_id indexes, not the company's of
-- the range (issue 32): a department's cover preview, wallchart and booking under a rule cost
-- the same in a company of 20,000 as of 2,000.
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

create or replace function private.find_wallchart_json(p_from date, p_to date, p_department bigint)
returns json
language plpgsql stable security definer set search_path = ''
as $$
begin
  if (select auth.uid()) is not null and private.app_role() is distinct from 'global_admin' then
    raise exception 'Only an administrator can see the wallchart' using errcode = 'LV403';
  end if;
  return (
    with days as materialized (
      select p_from + g.i as day, g.i from pg_catalog.generate_series(0, p_to - p_from) g (i)
    ),
    people as materialized (
      select u.id, u.department_id, u.first_name, u.last_name,
        coalesce(u.holiday_region, d.holiday_region, 'england-wales') as region
      from public.users u
      join public.departments d on d.id = u.department_id
      where u.deactivated_at is null
        and (p_department is null or u.department_id = p_department)
    ),
    -- The stretches under one pattern of the people with a pattern history: the company default
    -- from -infinity to their first entry, then each entry to the next (a null pattern: the
    -- default). The anchor is the effective one, the pattern's plus the entry's offset (crew B of
    -- a rota). The others work the company default throughout.
    stretches as materialized (
      select x.id, greatest(x.from_day, p_from) as first_day,
        least(x.to_day, p_to) as last_day,
        coalesce(p.anchor, date '1970-01-05') + x.offset_days as anchor,
        coalesce(p.hours, '{10,10,10,10,0,0,0}'::numeric[]) as hours
      from (
        select e.id, e.from_day, e.pattern_id, e.offset_days,
          coalesce(lead(e.from_day) over (partition by e.id order by e.from_day) - 1,
            'infinity'::date) as to_day
        from (
          select distinct w.user_id as id, '-infinity'::date as from_day,
            null::bigint as pattern_id, 0 as offset_days
          from public.user_working_patterns w join people m on m.id = w.user_id
          union all
          select w.user_id, w.starts_on, w.pattern_id, w.offset_days
          from public.user_working_patterns w join people m on m.id = w.user_id
        ) e
      ) x
      left join public.working_patterns p on p.id = x.pattern_id
      where greatest(x.from_day, p_from) <= least(x.to_day, p_to)
    ),
    -- Each person's live holidays: [first, last] as day indexes from p_from (either may lie
    -- outside the window), their day types and whether pending. The API takes each day's part
    -- (the first day's type, the last day's, whole days between) and combines a day's halves.
    --
    -- One department reads each person's own requests, logs and appointments through their
    -- user_id indexes (a request spans 366 days at most), in a subquery per person (`offset 0`:
    -- never one scan of the company's range), so it costs the same in a company of 20,000 as
    -- of 2,000; every department reads the range's through the range indexes.
    person_bookings as (
      select r.id, json_agg(json_build_array(r.start_date - p_from, r.end_date - p_from,
          r.start_day_type, r.end_day_type, r.status = 'pending')) as bookings
      from (
        select m.id, r.start_date, r.end_date, r.start_day_type, r.end_day_type, r.status
        from people m
        cross join lateral (
          select r.start_date, r.end_date, r.start_day_type, r.end_day_type, r.status
          from public.holiday_requests r
          where r.user_id = m.id and r.start_date between p_from - 366 and p_to
            and r.end_date >= p_from and r.status = any (private.live_request_statuses())
          offset 0
        ) r
        where p_department is not null
        union all
        select m.id, r.start_date, r.end_date, r.start_day_type, r.end_day_type, r.status
        from public.holiday_requests r
        join people m on m.id = r.user_id
        where p_department is null
          and daterange(r.start_date, r.end_date, '[]') && daterange(p_from, p_to, '[]')
          and r.status = any (private.live_request_statuses())
      ) r
      group by r.id
    ),
    -- The marks of a person's days other than 'off' and their holidays, as stretches of day
    -- indexes [first, last] with a rank: on a day the lowest rank's mark is the cell's, a
    -- holiday's rank 4 (the API lays them out). A sickness log or an appointment is one stretch
    -- however long.
    marks as (
      select m.id, d.i as first_i, d.i as last_i, 2 as rank, 'bank-holiday' as mark
      from public.public_holidays h
      join days d on d.day = h.day
      join people m on m.region = h.region
      -- the nations named, so the primary key (region, day) finds the range's days
      where h.region in ('england-wales', 'scotland', 'northern-ireland')
        and h.day between p_from and p_to
      union all
      select m.id, greatest(l.sick_from_date, p_from) - p_from,
        least(coalesce(l.sick_to_date, p_to), p_to) - p_from, 3, 'away'
      from people m
      cross join lateral (
        select l.sick_from_date, l.sick_to_date
        from public.sickness_logs l
        where l.user_id = m.id and l.sick_from_date <= p_to
          and coalesce(l.sick_to_date, p_to) >= p_from
        offset 0
      ) l
      where p_department is not null
      union all
      select m.id, greatest(l.sick_from_date, p_from) - p_from,
        least(coalesce(l.sick_to_date, p_to), p_to) - p_from, 3, 'away'
      from public.sickness_logs l
      join people m on m.id = l.user_id
      where p_department is null
        and daterange(l.sick_from_date, l.sick_to_date, '[]') && daterange(p_from, p_to, '[]')
      union all
      select m.id, greatest(a.event_from_date, p_from) - p_from,
        least(a.event_to_date, p_to) - p_from, 5, 'appointment'
      from people m
      cross join lateral (
        select a.event_from_date, a.event_to_date
        from public.appointment_logs a
        where a.user_id = m.id and a.event_from_date <= p_to and a.event_to_date >= p_from
        offset 0
      ) a
      where p_department is not null
      union all
      select m.id, greatest(a.event_from_date, p_from) - p_from,
        least(a.event_to_date, p_to) - p_from, 5, 'appointment'
      from public.appointment_logs a
      join people m on m.id = a.user_id
      where p_department is null
        and daterange(a.event_from_date, a.event_to_date, '[]') && daterange(p_from, p_to, '[]')
    ),
    -- Each pattern of the stretches over the whole window as one mask, a character a day: 'o'
    -- where it gives no hours ('off'), '.' where it does. A few patterns, not a row per person
    -- and day: the API lays each person's stretches' masks and marks out day by day.
    masks as materialized (
      select x.anchor, x.hours, string_agg(
          case when x.hours[1 + (((d.day - x.anchor) % cardinality(x.hours))
            + cardinality(x.hours)) % cardinality(x.hours)] = 0 then 'o' else '.' end,
          '' order by d.i) as mask
      from (
        select s.anchor, s.hours from stretches s
        union
        select date '1970-01-05', '{10,10,10,10,0,0,0}'::numeric[]
      ) x
      cross join days d
      group by x.anchor, x.hours
    ),
    person_spans as (
      select s.id, json_agg(json_build_array(s.first_day - p_from, s.last_day - p_from, k.mask)
          order by s.first_day) as spans
      from stretches s
      join masks k on k.anchor = s.anchor and k.hours = s.hours
      group by s.id
    ),
    person_marks as (
      select k.id, json_agg(json_build_array(k.first_i, k.last_i, k.rank, k.mark)) as marks
      from marks k
      group by k.id
    ),
    department_rows as (
      select m.department_id, json_agg(json_build_array(
          m.id, m.first_name || ' ' || m.last_name, ps.spans, pm.marks, pb.bookings)
        order by lower(m.last_name), lower(m.first_name), m.id) as people
      from people m
      left join person_spans ps on ps.id = m.id
      left join person_marks pm on pm.id = m.id
      left join person_bookings pb on pb.id = m.id
      group by m.department_id
    ),
    -- Of each department with a cover rule: the headcount's figures per day, the highest
    -- minimum of the rules without a skill, and whether any rule falls short. A department
    -- without a rule has none here: the API counts its headcount from its people's days as
    -- private.cover_grid does (the grid's cost is per member, and such a department needs no
    -- rule's figures).
    cover as (
      select g.department_id, json_agg(json_build_object(
          'day', g.day, 'scheduled', g.scheduled::float8, 'present', g.present::float8,
          'needed', g.needed, 'short', g.short) order by g.day) as cover
      from (
        select c.department_id, c.day,
          max(c.scheduled) filter (where c.rule_id is null) as scheduled,
          max(c.present) filter (where c.rule_id is null) as present,
          max(c.needed) filter (where c.rule_id is not null and c.skill_id is null) as needed,
          coalesce(bool_or(c.present < c.needed), false) as short
        from private.cover_grid(array(
            select distinct r.department_id from public.cover_rules r
            where p_department is null or r.department_id = p_department), p_from, p_to) c
        group by c.department_id, c.day
      ) g
      where g.scheduled is not null
      group by g.department_id
    )
    select json_build_object(
      'days', (select json_agg(d.day order by d.day) from days d),
      'defaultMask', (
        select k.mask from masks k
        where k.anchor = date '1970-01-05' and k.hours = '{10,10,10,10,0,0,0}'::numeric[]),
      'departments', coalesce((
        select json_agg(json_build_object(
            'id', dp.id, 'name', dp.name, 'people', r.people,
            'cover', c.cover)
          order by lower(dp.name), dp.id)
        from department_rows r
        join public.departments dp on dp.id = r.department_id
        left join cover c on c.department_id = r.department_id
      ), '[]'::json)
    )
  );
end
$$;
