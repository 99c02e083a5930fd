-- Rotas with a per-person offset (issue 31, item 12): crew A and crew B on one 4 on / 4 off
-- pattern. A user's pattern entry may start its cycle some days after the pattern's anchor
-- (offset_days, 0 by default, under the longest cycle of 56 days; the API holds it under the
-- pattern's own cycle). Every count of a user's hours honours it: user_pattern_segments answers
-- the effective anchor (anchor + offset), which the hours of a request, the working days, the
-- cover grid and the overview read; user_day_hours and the wallchart's own stretches shift by it.
-- With every offset 0 every figure is what it was. supabase/schemas/30_working_patterns.sql and
-- 78_wallchart.sql hold the same definitions.

alter table public.user_working_patterns
  add column offset_days integer not null default 0,
  add constraint user_working_patterns_offset_days_check check (
    offset_days >= 0 and offset_days < 56 and (pattern_id is not null or offset_days = 0)
  );

comment on column public.user_working_patterns.offset_days is 'Days the user''s cycle starts after the pattern''s anchor (crew B of a rota).';

-- The stretches of [p_from, p_to] under one pattern for a user, the company default filled in:
-- (first day, last day, anchor, hours). One row for a user with no history. The anchor is the
-- effective one: the pattern's, plus the entry's offset.
create or replace function private.user_pattern_segments(p_user uuid, p_from date, p_to date)
returns table (first_day date, last_day date, anchor date, hours numeric[])
language sql stable security definer set search_path = ''
as $$
  select greatest(x.from_day, p_from), least(x.to_day, p_to),
    coalesce(p.anchor, date '1970-01-05') + x.offset_days,
    coalesce(p.hours, '{10,10,10,10,0,0,0}'::numeric[])
  from (
    select w.starts_on as from_day,
      coalesce(lead(w.starts_on) over (order by w.starts_on) - 1, 'infinity'::date) as to_day,
      w.pattern_id, w.offset_days
    from public.user_working_patterns w where w.user_id = p_user
    union all
    select '-infinity'::date, coalesce(
      (select min(w.starts_on) from public.user_working_patterns w where w.user_id = p_user),
      'infinity'::date + 1) - 1, null, 0
  ) x
  left join public.working_patterns p on p.id = x.pattern_id
  where greatest(x.from_day, p_from) <= least(x.to_day, p_to)
$$;

-- A user's hours on a day under the pattern in force (the company default without one), their
-- offset honoured; bank holidays are the caller's to leave out.
create or replace function private.user_day_hours(p_user uuid, p_day date) returns numeric
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select case when p.id is null then null
        else p.hours[1 + (((p_day - p.anchor - w.offset_days) % cardinality(p.hours))
          + cardinality(p.hours)) % cardinality(p.hours)] end
     from public.user_working_patterns w
     left join public.working_patterns p on p.id = w.pattern_id
     where w.user_id = p_user and w.starts_on <= p_day
     order by w.starts_on desc limit 1),
    case when extract(isodow from p_day) <= 4 then 10 else 0 end)
$$;

create or replace function private.find_wallchart_json(p_from date, p_to date, p_department bigint)
returns json
language plpgsql stable security definer set search_path = ''
set jit = off
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
        coalesce(u.holiday_region, d.holiday_region, 'england-wales') as region,
        row_number() over (order by u.id) as n
      from public.users u
      join public.departments d on d.id = u.department_id
      where u.deactivated_at is null
        and (p_department is null or u.department_id = p_department)
    ),
    -- Each person's stretches under one pattern: the company default from -infinity to their
    -- first entry, then each entry to the next (a null pattern: the default); the anchor is the
    -- effective one, the pattern's plus the entry's offset (crew B of a rota).
    stretches as materialized (
      select x.n, greatest(x.from_day, p_from) as first_day,
        least(x.to_day, p_to) as last_day,
        coalesce(p.anchor, date '1970-01-05') + x.offset_days as anchor,
        coalesce(p.hours, '{10,10,10,10,0,0,0}'::numeric[]) as hours
      from (
        select e.n, e.from_day, e.pattern_id, e.offset_days,
          coalesce(lead(e.from_day) over (partition by e.n order by e.from_day) - 1,
            'infinity'::date) as to_day
        from (
          select m.n, '-infinity'::date as from_day, null::bigint as pattern_id, 0 as offset_days
          from people m
          union all
          select m.n, w.starts_on, w.pattern_id, w.offset_days
          from public.user_working_patterns w join people m on m.id = w.user_id
        ) e
      ) x
      left join public.working_patterns p on p.id = x.pattern_id
      where greatest(x.from_day, p_from) <= least(x.to_day, p_to)
    ),
    -- Live holidays by day, with the part of the day each takes.
    bookings as (
      select m.n, d.i, r.status = 'pending' as is_pending,
        case when d.day = r.start_date then r.start_day_type
          when d.day = r.end_date then r.end_day_type
          else 'full'::public.day_type end as part
      from public.holiday_requests r
      join people m on m.id = r.user_id
      join days d on d.day between r.start_date and r.end_date
      where daterange(r.start_date, r.end_date, '[]') && daterange(p_from, p_to, '[]')
        and r.status = any (private.live_request_statuses())
    ),
    -- The marks of a person's day other than 'off', ranked: the lowest rank is the cell's.
    marks as (
      select m.n, d.i, 2 as rank, 'bank-holiday' as mark
      from public.public_holidays h
      join days d on d.day = h.day
      join people m on m.region = h.region
      -- the nations named, so the primary key (region, day) finds the range's days
      where h.region in ('england-wales', 'scotland', 'northern-ireland')
        and h.day between p_from and p_to
      union all
      select m.n, d.i, 3, 'away'
      from public.sickness_logs l
      join people m on m.id = l.user_id
      join days d on d.day >= l.sick_from_date
        and (l.sick_to_date is null or d.day <= l.sick_to_date)
      where daterange(l.sick_from_date, l.sick_to_date, '[]') && daterange(p_from, p_to, '[]')
      union all
      select b.n, b.i, 4,
        case
          when bool_or(not b.is_pending and b.part = 'full')
            or (bool_or(not b.is_pending and b.part = 'morning')
              and bool_or(not b.is_pending and b.part = 'afternoon')) then 'holiday'
          when bool_or(not b.is_pending and b.part = 'morning') then 'holiday-morning'
          when bool_or(not b.is_pending and b.part = 'afternoon') then 'holiday-afternoon'
          when bool_or(b.part = 'full')
            or (bool_or(b.part = 'morning') and bool_or(b.part = 'afternoon')) then 'pending'
          when bool_or(b.part = 'morning') then 'pending-morning'
          else 'pending-afternoon'
        end
      from bookings b
      group by b.n, b.i
      union all
      select m.n, d.i, 5, 'appointment'
      from public.appointment_logs a
      join people m on m.id = a.user_id
      join days d on d.day between a.event_from_date and a.event_to_date
      where daterange(a.event_from_date, a.event_to_date, '[]') && daterange(p_from, p_to, '[]')
    ),
    marked as (
      select distinct on (k.n, k.i) k.n, k.i, k.mark
      from marks k
      order by k.n, k.i, k.rank
    ),
    -- Every person and day, and whether their pattern gives it no hours ('off').
    person_days as materialized (
      select s.n, d.i,
        s.hours[1 + (((d.day - s.anchor) % cardinality(s.hours)) + cardinality(s.hours))
          % cardinality(s.hours)] = 0 as is_off
      from stretches s
      join days d on d.day between s.first_day and s.last_day
    ),
    person_cells as (
      select g.n, array_agg(
          case when g.is_off then 'off' else coalesce(k.mark, '') end order by g.i) as cells
      from person_days g
      left join marked k on k.n = g.n and k.i = g.i
      group by g.n
    ),
    department_rows as (
      select m.department_id, json_agg(json_build_object(
          'id', m.id, 'name', m.first_name || ' ' || m.last_name, 'cells', pc.cells)
        order by lower(m.last_name), lower(m.first_name), m.id) as people
      from people m
      join person_cells pc on pc.n = m.n
      group by m.department_id
    ),
    -- The headcount's figures per department and day, the highest minimum of the rules
    -- without a skill, and whether any rule falls short.
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
        from private.cover_grid(
          case when p_department is null then null else array[p_department] end, p_from, p_to) c
        group by c.department_id, c.day
      ) g
      where g.scheduled is not null
      group by g.department_id
    )
    select json_build_object(
      'days', (select json_agg(d.day order by d.day) from days d),
      'departments', coalesce((
        select json_agg(json_build_object(
            'id', dp.id, 'name', dp.name, 'people', r.people,
            'cover', coalesce(c.cover, '[]'::json))
          order by lower(dp.name), dp.id)
        from department_rows r
        join public.departments dp on dp.id = r.department_id
        left join cover c on c.department_id = r.department_id
      ), '[]'::json)
    )
  );
end
$$;
