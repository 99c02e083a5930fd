-- Cover: skills, minimum staffing per department and per skill, and who is present on each
-- day. With no rule configured nothing is checked and nothing is refused: the spec's behaviour
-- stands.
--
-- * A skill is a company-wide label ("Forklift"); users hold any number of them.
-- * A cover rule says: in this department, on each of its working days, at least `minimum`
--   people (holding `skill`, when it names one) are present. `warn` (the default) lets the
--   request go ahead and says what falls short; `block` refuses an employee's request, and an
--   administrator may go ahead with a reason (holiday_requests.cover_override_reason, audited).
-- * Present on a day: active members of the department for whom it is a working day (hours
--   under their pattern, their nation's public holidays excepted), less what of them is away:
--   an accepted, pending or cancel-requested holiday covering the day (a half day counts half)
--   of a leave type that counts as away (issue 33; private.away_leave_types, 71_cover_days.sql),
--   or a sickness log covering it (one with no end date is open). A department's working days
--   are those with anyone scheduled; a rule is not checked on the others.
-- * private.cover_grid is the one computation: the preview of a request, its approval, the
--   heat-map and the overview (65_overview.sql) all read it. What plain members are away is
--   kept per department and day by triggers (private.cover_days, 71_cover_days.sql).
-- * The grid and the shortfalls are PL/pgSQL with one generic plan (plan_cache_mode): a SQL
--   function that cannot be inlined (these are security definers) is planned again on every
--   call, and planning the grid's query cost more than running it for a fortnight of one
--   department (the cover preview: 13 ms over HTTP on the bench data, 5 ms with the plan kept).
--   `#variable_conflict use_column` reads a name that is both a column and an output column as
--   the column.

-- tables
create table public.skills (
  id bigint generated always as identity primary key,
  name text not null unique check (length(btrim(name)) between 1 and 100)
);

create table public.user_skills (
  user_id uuid not null references public.users (id),
  skill_id bigint not null references public.skills (id) on delete cascade,
  primary key (user_id, skill_id)
);

create table public.cover_rules (
  id bigint generated always as identity primary key,
  department_id bigint not null references public.departments (id) on delete cascade,
  skill_id bigint references public.skills (id) on delete cascade,
  minimum integer not null check (minimum between 1 and 10000),
  mode text not null default 'warn' check (mode in ('warn', 'block')),
  constraint cover_rules_once unique nulls not distinct (department_id, skill_id)
);

-- comments
comment on table public.skills is 'Company-wide skills users hold, for cover rules by skill.';
comment on table public.user_skills is 'Which user holds which skill.';
comment on table public.cover_rules is 'Minimum people present per department (and skill) on working days.';

-- indexes
create index user_skills_skill_idx on public.user_skills (skill_id);
create index cover_rules_skill_idx on public.cover_rules (skill_id);

-- functions
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
create function private.cover_grid(p_departments bigint[], p_from date, p_to date)
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
create function private.cover_shortfalls(
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

-- RLS
alter table public.skills enable row level security;
alter table public.user_skills enable row level security;
alter table public.cover_rules enable row level security;

-- policies
-- SELECT(skills): every signed-in user reads the skill list
create policy skills_select_signed_in on public.skills
  for select to authenticated using ((select private.app_role()) is not null);
-- INSERT(skills): a global admin adds skills
create policy skills_insert_admin on public.skills
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(skills): a global admin renames skills
create policy skills_update_admin on public.skills
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(skills): a global admin removes skills (their rules and holders go with them)
create policy skills_delete_admin on public.skills
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- SELECT(user_skills): a user reads their own skills, a global admin everyone's
create policy user_skills_select_own_or_admin on public.user_skills
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.app_role()) = 'global_admin');
-- INSERT(user_skills): a global admin gives skills
create policy user_skills_insert_admin on public.user_skills
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- DELETE(user_skills): a global admin takes skills away; UPDATE: nobody (delete and insert)
create policy user_skills_delete_admin on public.user_skills
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- SELECT(cover_rules): a global admin reads the rules (checks read them as the owner)
create policy cover_rules_select_admin on public.cover_rules
  for select to authenticated using ((select private.app_role()) = 'global_admin');
-- INSERT(cover_rules): a global admin sets rules
create policy cover_rules_insert_admin on public.cover_rules
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(cover_rules): a global admin changes rules
create policy cover_rules_update_admin on public.cover_rules
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(cover_rules): a global admin removes rules
create policy cover_rules_delete_admin on public.cover_rules
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- grants
revoke all on public.skills, public.user_skills, public.cover_rules from anon, authenticated;
grant select, insert, update, delete on public.skills, public.cover_rules to leave_user;
grant select, insert, delete on public.user_skills to leave_user;
revoke all on function private.cover_grid(bigint[], date, date) from public;
revoke all on function private.cover_shortfalls(
  uuid[], date, date, public.day_type, public.day_type, boolean) from public;
grant execute on function private.cover_grid(bigint[], date, date) to authenticated, service_role;
grant execute on function private.cover_shortfalls(
  uuid[], date, date, public.day_type, public.day_type, boolean) to authenticated, service_role;
revoke all on function private.cover_shortfalls_json(
  uuid[], date, date, public.day_type, public.day_type, boolean, boolean) from public;
grant execute on function private.cover_shortfalls_json(
  uuid[], date, date, public.day_type, public.day_type, boolean, boolean)
  to authenticated, service_role;
revoke all on function private.lock_cover(uuid[]) from public;
grant execute on function private.lock_cover(uuid[]) to authenticated, service_role;
