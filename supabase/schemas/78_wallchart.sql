-- The wallchart (issue 31): people of each department by days, for a global admin. One
-- security-definer reader builds the whole answer as JSON, as private.find_planning_json and
-- private.find_overview_json do, checking the caller is a global admin first.
--
-- * A person's day is one mark, the first that holds of: not scheduled (0 hours on their
--   pattern that day, the spec's Monday-Thursday 10 h without one) 'off'; a public holiday of
--   their nation 'bank-holiday'; a sickness log over the day 'away' (never a reason); an
--   approved or cancel-requested holiday 'holiday', a pending one 'pending', with the half on a
--   half day ('holiday-morning', 'pending-afternoon'; an approved half wins over a pending
--   other half); an appointment log that day 'appointment'; else '' (working).
-- * It is set-based and makes no row per person and day: a person is answered as the stretches
--   of their pattern (each with the mask of the window's days the pattern gives no hours, built
--   once per pattern) and their marked days (absences found through the range indexes); the API
--   (data/wallchart.ts) lays each row out day by day. People without a pattern history work the
--   company default throughout (`spans` null, the answer's `defaultMask`).
-- * The cover row under a department with a rule is private.cover_grid's headcount, as the
--   heat-map reads it (data/cover.ts findHeatmap): present counts pending requests as away. A
--   department without one is counted by the API from its people's days the same way (the
--   wallchart tests hold the two equal): a request of a leave type that does not count as away
--   (issue 33, private.away_leave_types) leaves its person present in both.
-- * Leave types (issue 33): a booking of a type other than Holiday carries the type's id as a
--   sixth element, and the answer the types present ('leaveTypes', null without any), so a
--   Holiday-only answer is the one before types came (the API leaves the null out).
-- * JIT: the estimates of the grid's steps are far above jit_above_cost, and on PostgreSQL 15
--   compiling them took 1.5 s where running them takes milliseconds; every transaction of the
--   API turns JIT off (db-postgres.ts), so the function needs no setting of its own.

-- functions
-- The wallchart of [p_from, p_to] for one department (p_department) or all: { days, defaultMask,
-- departments: [{ id, name, people: [[id, name, spans: [[first, last, mask]] | null, marks:
-- [[first, last, rank, mark]] | null, bookings: [[first, last, startType, endType, isPending
-- (, leaveTypeId: only of a type other than Holiday, issue 33)]] | null]], cover: [{ day,
-- scheduled, present, needed, short }] | null }], leaveTypes: [{ id, name, colour, away }] |
-- null (the types other than Holiday of the bookings, by name) }, days by index from
-- p_from (cover null: a department without a rule, counted by the API); a person is an array,
-- not an object, as 2,000 of them cost less so. Departments by name, people by last then first name; departments without an active
-- member are left out.
--
-- A page (issue 32): with p_offset or p_limit, only the departments from the p_offset-th (0
-- the first) that it takes to hold p_limit people (whole departments, at least one; no
-- p_limit: every one after), and 'departmentCount' the departments of the whole answer. A page
-- of up to 1,000 people reads its people's absences person by person, as one department does,
-- so the first page of a company of 20,000 costs what a department of 200 costs.
create function private.find_wallchart_json(
  p_from date, p_to date, p_department bigint, p_offset integer, p_limit integer
)
returns json
language plpgsql stable security definer set search_path = ''
-- Planned for each call's values: a generic plan cannot tell a page from every department
-- (`v_page is null or ...`), and PGlite's chose one that took 1.1 s for every department at
-- 10x after five calls (0.1 s planned for the call).
set plan_cache_mode = force_custom_plan
as $$
declare
  -- The page's departments in the answer's order (null: every one), their people, and the
  -- departments of the whole answer.
  v_page bigint[];
  v_people bigint;
  v_total bigint;
  v_department bigint;
  v_few boolean := p_department is not null;
  -- The departments of the answer with a cover rule: their cover row is the grid's.
  v_ruled bigint[];
begin
  if (select auth.uid()) is not null and private.app_role() is distinct from 'global_admin' then
    raise exception 'Only an administrator can see the wallchart' using errcode = 'LV403';
  end if;
  if p_offset is not null or p_limit is not null then
    -- The departments of the whole answer: those with an active member.
    select count(*) into v_total
    from public.departments d
    where (p_department is null or d.id = p_department)
      and exists (
        select 1 from public.users u where u.department_id = d.id and u.deactivated_at is null
      );
    -- The page: from the p_offset-th on, whole departments until it holds p_limit people (no
    -- limit: every one), each department's people counted only when the page reaches it (a
    -- count of every department's took PGlite 4 ms of a 15 ms first page at 10x).
    v_page := '{}';
    v_people := 0;
    for v_department in
      select d.id from public.departments d
      where (p_department is null or d.id = p_department)
        and exists (
          select 1 from public.users u where u.department_id = d.id and u.deactivated_at is null
        )
      order by lower(d.name), d.id
      offset coalesce(p_offset, 0)
    loop
      exit when v_people >= p_limit;
      v_page := v_page || v_department;
      v_people := v_people + (
        select count(*) from public.users u
        where u.department_id = v_department and u.deactivated_at is null
      );
    end loop;
    v_few := v_few or v_people <= 1000;
  end if;
  v_ruled := array(
    select distinct r.department_id from public.cover_rules r
    where (p_department is null or r.department_id = p_department)
      and (v_page is null or r.department_id = any (v_page))
  );
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
        and (v_page is null or u.department_id = any (v_page))
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
      select r.id, json_agg(case when r.leave_type_id = 1 then json_build_array(
          r.start_date - p_from, r.end_date - p_from, r.start_day_type, r.end_day_type,
          r.status = 'pending') else json_build_array(r.start_date - p_from,
          r.end_date - p_from, r.start_day_type, r.end_day_type, r.status = 'pending',
          r.leave_type_id) end) as bookings
      from (
        select m.id, r.start_date, r.end_date, r.start_day_type, r.end_day_type, r.status,
          r.leave_type_id
        from people m
        cross join lateral (
          select r.start_date, r.end_date, r.start_day_type, r.end_day_type, r.status,
            r.leave_type_id
          from public.holiday_requests r
          where r.user_id = m.id and r.start_date between p_from - 366 and p_to
            and r.end_date >= p_from and r.status = any (private.live_request_statuses())
          offset 0
        ) r
        where v_few
        union all
        select m.id, r.start_date, r.end_date, r.start_day_type, r.end_day_type, r.status,
          r.leave_type_id
        from public.holiday_requests r
        join people m on m.id = r.user_id
        where not v_few
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
      where v_few
      union all
      select m.id, greatest(l.sick_from_date, p_from) - p_from,
        least(coalesce(l.sick_to_date, p_to), p_to) - p_from, 3, 'away'
      from public.sickness_logs l
      join people m on m.id = l.user_id
      where not v_few
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
      where v_few
      union all
      select m.id, greatest(a.event_from_date, p_from) - p_from,
        least(a.event_to_date, p_to) - p_from, 5, 'appointment'
      from public.appointment_logs a
      join people m on m.id = a.user_id
      where not v_few
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
        from private.cover_grid(v_ruled, p_from, p_to) c
        -- the grid is not asked without a rule (an empty grid took 11 ms at 10x)
        where cardinality(v_ruled) > 0
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
      ), '[]'::json),
      'departmentCount', v_total,
      -- The leave types other than Holiday of the answer's bookings (issue 33), each with
      -- whether it counts as away for cover; null (left out by the API) when there are none.
      'leaveTypes', (
        select json_agg(json_build_object('id', t.id, 'name', t.name, 'colour', t.colour,
            'away', t.counts_as_away) order by lower(t.name), t.id)
        from public.leave_types t
        where t.id <> 1 and exists (
          select 1 from person_bookings b, json_array_elements(b.bookings) e
          where json_array_length(e) > 5 and (e ->> 5)::bigint = t.id
        ))
    )
  );
end
$$;
comment on function private.find_wallchart_json(date, date, bigint, integer, integer)
  is 'The wallchart of a date range and department as one JSON value; global admins only.';

-- grants
revoke all on function private.find_wallchart_json(date, date, bigint, integer, integer) from public;
grant execute on function private.find_wallchart_json(date, date, bigint, integer, integer)
  to authenticated, service_role;
