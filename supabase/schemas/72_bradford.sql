-- The Bradford factor: S² × D over the 52 weeks ending on a day, S a user's spells
-- of sickness and D their working days off sick, with the company's trigger points.
--
-- * public.bradford_bands: the trigger points, from a score up, with a label. The company starts
--   with the ones UK HR commonly uses (51, 201, 401, 651), as shared/schemas/bradford.ts lists
--   them. Global admins change them; global admins and sickness users read them. Audited.
-- * private.bradford_scores(as_of, today): per user with any working day off sick in the 52
--   weeks to as_of, the spells, the days and the score. A spell is a sickness log clipped to the
--   52 weeks; a log that begins before the first working day after the spell so far ends (by
--   the user's pattern, or the spec's Monday to Thursday, and their nation's public holidays)
--   joins it, so a Thursday's log and the next Monday's are one spell, and so are logs either
--   side of a bank holiday. A spell's days are the working days from its first day to its last:
--   none lies between its logs. A spell of no working day (sick on a Saturday only) is no spell.
--   An open log counts up to today, or as_of if earlier. It reads the logs' dates only, never a
--   reason, and runs as the caller: RLS lets global admins and sickness users read the logs.

-- tables
create table public.bradford_bands (
  id bigint generated always as identity primary key,
  from_score integer not null unique check (from_score between 1 and 100000),
  label text not null check (length(btrim(label)) between 1 and 60)
);

-- comments
comment on table public.bradford_bands is 'Bradford factor trigger points: from a score up, a label.';

-- functions
-- The scores counted in one pass (the bench: 52 weeks of 10,000 logs in 12.5 ms on PGlite):
--
-- * Each log becomes two numbers on its user's working days: the working days of the 52 weeks
--   before its first day, and those up to its last day. For a user without a working pattern
--   that is the spec's Monday-to-Thursday arithmetic (private.mon_thu_days_before) less the
--   Monday-to-Thursday bank holidays, read once into a sorted array and counted before a day by
--   width_bucket (counted from 1970, not the 52 weeks: only differences matter); for a user with
--   one, private.user_sick_days_of from the 52 weeks' first day.
-- * A log with no working day is dropped: it adds no day and, having none, cannot join two logs
--   that a working day lies between.
-- * Taken in order, a log begins a spell when its working days start past the furthest any
--   earlier log of the user reached (so no working day lies between it and them), and adds the
--   working days it reaches past that.
-- * A user of another nation than England & Wales, like a user on a working pattern, is counted
--   by their own days (private.user_sick_days_of).
create function private.bradford_scores(p_as_of date, p_today date)
returns table (user_id uuid, spells integer, days integer, score integer)
language sql stable
set search_path = ''
as $$
  with w as (
    select p_as_of - 363 as first_day, p_as_of as last_day, least(p_as_of, p_today) as open_to
  ),
  -- Materialized: read once, never again for each log (as a user, the planner put it inside
  -- the loop over the logs).
  hols as materialized (
    select coalesce(array_agg(b.day order by b.day), '{}') as days
    from public.bank_holidays b cross join w
    where b.day between w.first_day and w.last_day and extract(isodow from b.day) <= 4
  ),
  -- The users counted by their own days; with no pattern or nation set, none.
  alone_users as (
    select p.user_id from public.user_working_patterns p
    union
    select e.user_id from private.users_elsewhere() e
  ),
  -- Working days before a log's first day and up to its last: by arithmetic for every other
  -- user (issue 32: the test of each log against the two sets, and the two cases, cost a
  -- third of the scores at ten times the company); the users counted alone's logs read by
  -- their ids (index sickness_logs_user_id_idx). Materialized, so that each figure is worked
  -- out once, not again in the filter and the sort below.
  counted as materialized (
    select l.user_id,
      private.mon_thu_days_before(d.from_day) - width_bucket(d.from_day - 1, h.days)
        as before_from,
      private.mon_thu_days_before(d.to_day + 1) - width_bucket(d.to_day, h.days) as through_to
    from public.sickness_logs l cross join w cross join hols h
    cross join lateral (
      select greatest(l.sick_from_date, w.first_day) as from_day,
        least(coalesce(l.sick_to_date, w.open_to), w.last_day) as to_day
    ) d
    -- The 52 weeks' logs, an open one to no end, by plain date comparisons: under row-level
    -- security a range overlap (not leakproof) can use no index and built two ranges for each
    -- of the 100,000 logs.
    where l.sick_from_date <= w.last_day
      and (l.sick_to_date is null or l.sick_to_date >= w.first_day)
      and d.from_day <= d.to_day
      and l.user_id not in (select a.user_id from alone_users a)
    union all
    select l.user_id,
      (select x.days from private.user_sick_days_of(l.user_id, w.first_day, d.from_day - 1) x),
      (select x.days from private.user_sick_days_of(l.user_id, w.first_day, d.to_day) x)
    from alone_users a
    join public.sickness_logs l on l.user_id = a.user_id
    cross join w
    cross join lateral (
      select greatest(l.sick_from_date, w.first_day) as from_day,
        least(coalesce(l.sick_to_date, w.open_to), w.last_day) as to_day
    ) d
    where l.sick_from_date <= w.last_day
      and (l.sick_to_date is null or l.sick_to_date >= w.first_day)
      and d.from_day <= d.to_day
  ),
  -- Each log with a working day, with the furthest the user's logs before it reached.
  ordered as (
    select c.user_id, c.before_from, c.through_to,
      max(c.through_to) over (partition by c.user_id order by c.before_from, c.through_to
        rows between unbounded preceding and 1 preceding) as reached
    from counted c
    where c.through_to > c.before_from
  ),
  per_user as (
    select o.user_id,
      count(*) filter (where o.reached is null or o.before_from > o.reached)::integer as spells,
      sum(greatest(o.through_to - greatest(o.before_from, o.reached), 0))::integer as days
    from ordered o
    group by o.user_id
  )
  select p.user_id, p.spells, p.days, p.spells * p.spells * p.days
  from per_user p
$$;
comment on function private.bradford_scores(date, date)
  is 'Bradford factor per user over the 52 weeks to p_as_of: spells, working days, S² × D.';

-- RLS
alter table public.bradford_bands enable row level security;

-- policies
-- SELECT(bradford_bands): a global admin or sickness user reads the trigger points
create policy bradford_bands_select_staff on public.bradford_bands
  for select to authenticated
  using ((select private.app_role()) in ('global_admin', 'sickness_user'));
-- INSERT(bradford_bands): a global admin sets trigger points
create policy bradford_bands_insert_admin on public.bradford_bands
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(bradford_bands): a global admin changes trigger points
create policy bradford_bands_update_admin on public.bradford_bands
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(bradford_bands): a global admin removes trigger points
create policy bradford_bands_delete_admin on public.bradford_bands
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- grants
revoke all on public.bradford_bands from anon, authenticated;
grant select, insert, update, delete on public.bradford_bands to leave_user;
revoke all on function private.bradford_scores(date, date) from public;
grant execute on function private.bradford_scores(date, date) to authenticated, service_role;
