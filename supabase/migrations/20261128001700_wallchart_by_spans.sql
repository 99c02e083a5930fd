-- Issue 31: the wallchart answers each person as the stretches of their pattern (a mask of the
-- window's days it gives no hours) and their marked days, and the API lays them out day by day:
-- the database no longer makes, sorts and aggregates a row per person and day (28,000 for every
-- department over 2 weeks), and the people without a pattern history skip the stretches. It
-- honours each entry's crew offset (20261128001500_rota_offsets.sql), lays out the holidays and
-- the cover row of a department without a rule in the API, and drops its own `set jit = off`:
-- every transaction of the API turns JIT off.

-- The wallchart of [p_from, p_to] for one department (p_department) or all: { days, defaultMask,
-- departments: [{ id, name, people: [[id, name, spans: [[first, last, mask]] | null, marks:
-- [[first, last, rank, mark]] | null, bookings: [[first, last, startType, endType, isPending]] |
-- null]], cover: [{ day, scheduled, present, needed, short }] | null }] }, days by index from
-- p_from (cover null: a department without a rule, counted by the API); a person is an array,
-- not an object, as 2,000 of them cost less so. Departments by name, people by last then first name; departments without an active
-- member are left out.
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
    person_bookings as (
      select m.id, json_agg(json_build_array(r.start_date - p_from, r.end_date - p_from,
          r.start_day_type, r.end_day_type, r.status = 'pending')) as bookings
      from public.holiday_requests r
      join people m on m.id = r.user_id
      where daterange(r.start_date, r.end_date, '[]') && daterange(p_from, p_to, '[]')
        and r.status = any (private.live_request_statuses())
      group by m.id
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
      from public.sickness_logs l
      join people m on m.id = l.user_id
      where daterange(l.sick_from_date, l.sick_to_date, '[]') && daterange(p_from, p_to, '[]')
      union all
      select m.id, greatest(a.event_from_date, p_from) - p_from,
        least(a.event_to_date, p_to) - p_from, 5, 'appointment'
      from public.appointment_logs a
      join people m on m.id = a.user_id
      where daterange(a.event_from_date, a.event_to_date, '[]') && daterange(p_from, p_to, '[]')
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
