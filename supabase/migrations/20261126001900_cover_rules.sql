-- Cover (issue 17): skills, minimum staffing per department and per skill, and who is present
-- on each day. With no rule configured nothing is checked and nothing is refused: the spec's
-- behaviour stands.
--
-- * A skill is a company-wide label ("Forklift"); users hold any number of them.
-- * A cover rule says: in this department, on each of its working days, at least `minimum`
--   people (holding `skill`, when it names one) are present. `warn` (the default) lets the
--   request go ahead and says what falls short; `block` refuses an employee's request, and an
--   administrator may go ahead with a reason (holiday_requests.cover_override_reason, audited).
-- * Present on a day: active members of the department for whom it is a working day (hours
--   under their pattern, bank holidays excepted), less what of them is away: an accepted,
--   pending or cancel-requested holiday covering the day (a half day counts half), or a
--   sickness log covering it (one with no end date is open). A department's working days are
--   those with anyone scheduled; a rule is not checked on the others.
-- * private.cover_grid is the one computation: the preview of a request, its approval, the
--   heat-map and the overview all read it.

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

alter table public.holiday_requests add column cover_override_reason text
  check (cover_override_reason is null or length(btrim(cover_override_reason)) between 1 and 1000);

-- comments
comment on table public.skills is 'Company-wide skills users hold, for cover rules by skill.';
comment on table public.user_skills is 'Which user holds which skill.';
comment on table public.cover_rules is 'Minimum people present per department (and skill) on working days.';
comment on column public.holiday_requests.cover_override_reason is
  'Why an administrator went ahead although a blocking cover rule fell short.';

-- indexes
create index user_skills_skill_idx on public.user_skills (skill_id);
create index cover_rules_skill_idx on public.cover_rules (skill_id);

-- functions
-- A user's hours on a day under the pattern in force (the company default without one); bank
-- holidays are the caller's to leave out.
create function private.user_day_hours(p_user uuid, p_day date) returns numeric
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select case when p.id is null then null
        else p.hours[1 + (((p_day - p.anchor) % cardinality(p.hours)) + cardinality(p.hours))
          % cardinality(p.hours)] end
     from public.user_working_patterns w
     left join public.working_patterns p on p.id = w.pattern_id
     where w.user_id = p_user and w.starts_on <= p_day
     order by w.starts_on desc limit 1),
    case when extract(isodow from p_day) <= 4 then 10 else 0 end)
$$;

-- Per department, rule and day of [p_from, p_to]: who is scheduled, away (approved or
-- cancel-requested; pending apart) and present, and what the rule needs. Rule null is the
-- department's headcount (every member), so a department without rules still has a row per day.
-- p_departments null: every department. Days nobody of the department works are left out.
create function private.cover_grid(p_departments bigint[], p_from date, p_to date)
returns table (
  department_id bigint, rule_id bigint, skill_id bigint, mode text, needed integer, day date,
  scheduled numeric, away numeric, pending numeric, present numeric
)
language sql stable security definer set search_path = ''
as $$
  with days as (
    select g::date as day from pg_catalog.generate_series(p_from, p_to, interval '1 day') g
    where not exists (select 1 from public.bank_holidays b where b.day = g::date)
  ),
  members as materialized (
    select u.id as user_id, u.department_id,
      exists (select 1 from public.user_working_patterns w
        where w.user_id = u.id and w.starts_on <= p_to) as patterned
    from public.users u
    where u.deactivated_at is null and u.department_id is not null
      and (p_departments is null or u.department_id = any (p_departments))
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
  -- The days a member on a pattern works; the others work Monday to Thursday.
  patterned_days as materialized (
    select m.user_id, d.day from members m cross join days d
    where m.patterned and private.user_day_hours(m.user_id, d.day) > 0
  ),
  -- Away member-days: holidays (a half day half; pending apart) and sickness, at most a day.
  away_parts as (
    select r.user_id, g::date as day,
      case
        when g::date = r.start_date and r.start_day_type <> 'full' then 0.5
        when g::date = r.end_date and r.end_date <> r.start_date and r.end_day_type <> 'full'
          then 0.5
        else 1
      end as part,
      r.status = 'pending' as is_pending
    from public.holiday_requests r
    join members m on m.user_id = r.user_id
    cross join lateral pg_catalog.generate_series(
      greatest(r.start_date, p_from), least(r.end_date, p_to), interval '1 day') g
    where daterange(r.start_date, r.end_date, '[]') && daterange(p_from, p_to, '[]')
      and r.status = any (private.live_request_statuses())
    union all
    select l.user_id, g::date, 1, false
    from public.sickness_logs l
    join members m on m.user_id = l.user_id
    cross join lateral pg_catalog.generate_series(
      greatest(l.sick_from_date, p_from), least(coalesce(l.sick_to_date, p_to), p_to),
      interval '1 day') g
    where daterange(l.sick_from_date, l.sick_to_date, '[]') && daterange(p_from, p_to, '[]')
  ),
  away as materialized (
    select a.user_id, a.day,
      least(coalesce(sum(a.part) filter (where not a.is_pending), 0), 1) as away,
      least(sum(a.part), 1)
        - least(coalesce(sum(a.part) filter (where not a.is_pending), 0), 1) as pending
    from away_parts a
    join members m on m.user_id = a.user_id
    join days d on d.day = a.day
    left join patterned_days p on p.user_id = a.user_id and p.day = a.day
    where case when m.patterned then p.user_id is not null
      else extract(isodow from a.day) <= 4 end
    group by a.user_id, a.day
  ),
  default_n as (
    select c.department_id, c.rule_key, count(*) as n from counted c where not c.patterned
    group by c.department_id, c.rule_key
  ),
  patterned_n as (
    select c.department_id, c.rule_key, p.day, count(*) as n
    from counted c join patterned_days p on p.user_id = c.user_id
    group by c.department_id, c.rule_key, p.day
  ),
  away_n as (
    select c.department_id, c.rule_key, a.day, sum(a.away) as away, sum(a.pending) as pending
    from counted c join away a on a.user_id = c.user_id
    group by c.department_id, c.rule_key, a.day
  ),
  cells as (
    select r.department_id, r.rule_id, r.skill_id, r.mode, r.minimum, d.day,
      (case when extract(isodow from d.day) <= 4 then coalesce(dn.n, 0) else 0 end
        + coalesce(pn.n, 0))::numeric as scheduled,
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
  where c.scheduled > 0
$$;

-- What a request does to cover, day by day, for the rules its user counts for: each rule and
-- working day of [p_start, p_end] where fewer than `needed` would be present, with who of the
-- rule's people are away that day (names only: never a reason or a type). p_new: the request is
-- not filed yet (a preview or a create), so its own part is taken off; otherwise it is live
-- already (an approval) and counted in the grid.
create function private.cover_shortfalls(
  p_user uuid, p_start date, p_end date, p_start_type public.day_type,
  p_end_type public.day_type, p_new boolean
)
returns table (
  day date, rule_id bigint, skill text, mode text, needed integer, present numeric,
  away_names text[]
)
language sql stable security definer set search_path = ''
as $$
  with me as (
    select u.id, u.department_id from public.users u
    where u.id = p_user and u.department_id is not null
      and exists (select 1 from public.cover_rules r where r.department_id = u.department_id)
  ),
  grid as (
    select g.* from me
    cross join lateral private.cover_grid(array[me.department_id], p_start, p_end) g
    where g.rule_id is not null and (g.skill_id is null or exists (
      select 1 from public.user_skills s where s.user_id = me.id and s.skill_id = g.skill_id))
  ),
  -- My part of each day (a half day half), on days I work.
  mine as (
    select g::date as day,
      case
        when g::date = p_start and p_start_type <> 'full' then 0.5
        when g::date = p_end and p_end <> p_start and p_end_type <> 'full' then 0.5
        else 1
      end as part
    from pg_catalog.generate_series(p_start, p_end, interval '1 day') g
    where p_new and private.user_day_hours(p_user, g::date) > 0
  )
  select c.day, c.rule_id, s.name, c.mode, c.needed,
    c.present - coalesce(m.part, 0),
    array(
      select distinct u.first_name || ' ' || u.last_name
      from public.users u
      where u.department_id = (select me.department_id from me) and u.id <> p_user
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
  left join mine m on m.day = c.day
  left join public.skills s on s.id = c.skill_id
  where c.present - coalesce(m.part, 0) < c.needed
  order by c.day, c.rule_id
$$;

-- triggers
create trigger skills_audit after insert or update or delete on public.skills
  for each row execute function private.audit_row();
create trigger user_skills_audit after insert or update or delete on public.user_skills
  for each row execute function private.audit_row();
create trigger cover_rules_audit after insert or update or delete on public.cover_rules
  for each row execute function private.audit_row();

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
revoke all on function private.user_day_hours(uuid, date) from public;
revoke all on function private.cover_grid(bigint[], date, date) from public;
revoke all on function private.cover_shortfalls(
  uuid, date, date, public.day_type, public.day_type, boolean) from public;
grant execute on function private.user_day_hours(uuid, date) to authenticated, service_role;
grant execute on function private.cover_grid(bigint[], date, date) to authenticated, service_role;
grant execute on function private.cover_shortfalls(
  uuid, date, date, public.day_type, public.day_type, boolean) to authenticated, service_role;
