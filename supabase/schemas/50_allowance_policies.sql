-- Allowance policies: pro-rata, carry-over and the booking window, and the balance built on them
-- (working patterns are 30_working_patterns.sql's).
--
-- With nothing configured (no user has a pattern, pro-rata off, carry-over cap 0, the window
-- 24-31 December) every figure is the spec's: a request's hours come from private.request_hours,
-- the balance is the yearly allowance minus the year's live requests, and the sickness days are
-- Mon-Thu days. Each rule below takes its fast path then.
--
-- * Pro-rata (company_settings.pro_rata): the allowance of the year a user starts (and the year
--   they leave, users.end_date) is scaled by their working days employed in that year over the
--   year's working days, both by their pattern, rounded to the nearest half hour.
-- * Carry-over (company_settings.carry_over_max_hours > 0): what is left at the end of a year,
--   never more than the cap, becomes the next year's carried hours, usable until the expiry
--   (month and day); requests starting by the expiry use carried hours first, and what of them
--   is unused then lapses. A negative end (down to the -30 h floor) is carried as a debt and
--   never lapses. The chain is computed from the data each time (private.balance_breakdown):
--   there is no year-end job to miss. An administrator may set a year's carried hours instead
--   (public.carried_hours, with a reason; audited), which the chain then continues from.
-- * The booking window (company_settings.booking_window_*): the days an employee may not book
--   for themself are the spec's 24 to 31 December until an administrator moves the window (it
--   may run over the new year, e.g. 20 December to 3 January, for a company that closes then) or
--   turns it off (a company that works through Christmas). Administrators' bookings for someone
--   are never held. private.in_booking_window and private.booking_window_message state it for
--   the guard trigger, in the spec's words, as shared/booking-window.ts does for the API and the
--   web app.
-- * company_settings.show_sickness_as_away: whether sickness logs show in department and company
--   calendar feeds (80_calendar_feeds.sql).
-- * company_settings.admin_landing: the screen a global administrator lands on after signing in,
--   the spec's Manage Users ('users') unless an administrator picks the Overview ('overview').

-- tables
create table public.company_settings (
  id boolean primary key default true check (id),
  pro_rata boolean not null default false,
  carry_over_max_hours numeric not null default 0
    check (carry_over_max_hours between 0 and 1000 and carry_over_max_hours * 4 = trunc(carry_over_max_hours * 4)),
  carry_over_expiry_month integer not null default 3 check (carry_over_expiry_month between 1 and 12),
  carry_over_expiry_day integer not null default 31,
  show_sickness_as_away boolean not null default false,
  booking_window_on boolean not null default true,
  booking_window_from text not null default '12-24'
    constraint company_settings_booking_window_from_check
    check (booking_window_from ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
      and to_date('2000-' || booking_window_from, 'YYYY-MM-DD') is not null
      and to_char(to_date('2000-' || booking_window_from, 'YYYY-MM-DD'), 'MM-DD')
        = booking_window_from),
  booking_window_to text not null default '12-31'
    constraint company_settings_booking_window_to_check
    check (booking_window_to ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
      and to_char(to_date('2000-' || booking_window_to, 'YYYY-MM-DD'), 'MM-DD')
        = booking_window_to),
  admin_landing text not null default 'users'
    constraint company_settings_admin_landing_check check (admin_landing in ('users', 'overview')),
  constraint company_settings_expiry_check check (
    carry_over_expiry_day between 1 and extract(day from
      make_date(2001, carry_over_expiry_month, 1) + interval '1 month' - interval '1 day')
  )
);

create table public.carried_hours (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id),
  year integer not null check (year between 1900 and 2999),
  hours numeric not null check (hours between -30 and 1000 and hours * 4 = trunc(hours * 4)),
  reason text not null check (length(btrim(reason)) between 1 and 500),
  constraint carried_hours_once unique (user_id, year)
);

-- comments
comment on table public.company_settings is 'The company''s allowance policies: one row, the spec''s defaults.';
comment on column public.company_settings.carry_over_max_hours is 'Most hours carried into the next year; 0 turns carry-over off.';
comment on column public.company_settings.show_sickness_as_away is
  'Sickness logs show in department and company feeds as "Away" (never a reason) when on.';
comment on column public.company_settings.admin_landing is
  'Where a global administrator lands after signing in: users (the spec''s Manage Users) or overview.';
comment on column public.company_settings.booking_window_on is
  'Whether employees are refused their own requests starting or ending in the booking window.';
comment on column public.company_settings.booking_window_from is
  'First day (MM-DD) of the window; after booking_window_to, the window runs over the new year.';
comment on table public.carried_hours is 'An administrator''s carried hours for a user''s year, with the reason.';

-- functions
-- Whether pro-rata or carry-over is on: the balance takes its slow path only then.
create function private.allowance_policies_on() returns boolean
language sql stable security definer set search_path = ''
as $$
  select s.pro_rata or s.carry_over_max_hours > 0 from public.company_settings s
$$;

-- A user's allowance in a year: total_vacation_hours, scaled under pro-rata in the year they
-- start or leave by working days employed over the year's working days (their patterns), to the
-- nearest half hour; nothing in a year they are not employed at all.
create function private.year_allowance(p_user uuid, p_year integer)
returns table (allowance numeric, pro_rata boolean)
language sql stable security definer set search_path = ''
as $$
  with y as (select make_date(p_year, 1, 1) as first_day, make_date(p_year, 12, 31) as last_day)
  select case
      when not scaled then u.total_vacation_hours::numeric
      when u.start_date > y.last_day or coalesce(u.end_date < y.first_day, false) then 0
      else coalesce(
        round(u.total_vacation_hours
          * private.user_working_days(u.id, greatest(u.start_date, y.first_day),
              least(coalesce(u.end_date, y.last_day), y.last_day))
          / nullif(private.user_working_days(u.id, y.first_day, y.last_day), 0)::numeric * 2) / 2,
        u.total_vacation_hours)
    end,
    scaled
  from public.users u, public.company_settings s, y,
    lateral (select s.pro_rata
      and (u.start_date > y.first_day or coalesce(u.end_date < y.last_day, false))
      as scaled) p
  where u.id = p_user
$$;

-- Every user's balance in one statement: the year of p_day as of p_day for each of p_users.
--
-- * The live requests are summed once, per user and year: all hours, those starting by that
--   year's carry-over expiry, approved ones and pending ones.
-- * The carry-over chain is a recursive query over the years, all users in step: from the year
--   before a user's first request or override (never before the year they start) to the year
--   asked about. Each year, an administrator's override replaces what came in; the year's
--   allowance plus it, less the year's requests and what of it lapsed unused, goes on, never
--   above the cap nor below the -30 h floor.
-- * The chain steps through the years that hold something and jumps across the rest, so its
--   cost follows a user's data, not the year asked about (GET /vacation-days?year=2999). A year
--   is worked out on its own when something in it can change what goes on: the chain's first, a
--   year with a live request or an override, and while pro-rata is on the year the user leaves.
--   Between two such years (and from the last to the target) every year is idle: no hours, no
--   override, and one allowance A >= 0 (the full one before the leaving year, 0 after it while
--   pro-rata is on).
-- * An idle year takes what came in, c (already within the -30 h floor and the cap), to A if
--   c > 0 (nothing is booked by the expiry, so all of c lapses), else to c + A; then within the
--   cap and the floor. So n idle years in a row end on min(A, cap) once c + (n - 1)A > 0, and on
--   c + nA within the cap and the floor before that: a debt climbs back by A a year, and the
--   first year that ends above 0 ends on at most the cap. The pro-rata allowance is asked for
--   once per run of idle years (private.year_allowance), and only in a year a user starts or
--   leaves while pro-rata is on; in any other year it is their total_vacation_hours.
create function private.balance_breakdowns(p_day date, p_users uuid[])
returns table (
  user_id uuid, year integer, configured boolean, full_allowance numeric, allowance numeric,
  pro_rata boolean, carried numeric, override_hours numeric, override_reason text,
  carry_expires date, lapsed numeric, used numeric, pending numeric, remaining numeric
)
language sql stable security definer set search_path = ''
as $$
  with recursive
  s as (
    select c.pro_rata, c.carry_over_max_hours as cap, c.carry_over_expiry_month as month,
      c.carry_over_expiry_day as day, c.carry_over_max_hours > 0 as carrying,
      extract(year from p_day)::integer as target
    from public.company_settings c
  ),
  u as (
    select u.id, u.total_vacation_hours, u.start_date, u.end_date
    from public.users u where u.id = any (p_users)
  ),
  -- A user's live hours in a year of the types that take from the allowance (issue 33); the
  -- chain needs the years before the target's only while carrying.
  hours as (
    select r.user_id, extract(year from r.start_date)::integer as y,
      sum(r.requested_hours) as live,
      coalesce(sum(r.requested_hours) filter (where s.carrying and r.start_date
        <= make_date(extract(year from r.start_date)::integer, s.month, s.day)), 0) as by_expiry,
      coalesce(sum(r.requested_hours) filter (where r.status <> 'pending'), 0) as used,
      coalesce(sum(r.requested_hours) filter (where r.status = 'pending'), 0) as pending
    from public.holiday_requests r cross join s
    where r.user_id = any (p_users)
      and r.status = any (private.live_request_statuses())
      and r.leave_type_id = any (array(select t.id from public.leave_types t where t.deducts_allowance))
      and r.start_date < make_date(s.target + 1, 1, 1)
      and (s.carrying or r.start_date >= make_date(s.target, 1, 1))
    group by r.user_id, 2
  ),
  overrides as (
    select c.user_id, c.year, c.hours, c.reason
    from public.carried_hours c cross join s
    where s.carrying and c.user_id = any (p_users) and c.year <= s.target
  ),
  -- The first year whose end can matter: the year before a user's first request or override
  -- (a year with neither ends on its allowance, whatever came into it), never before they start;
  -- with what the allowance needs of the user.
  firsts as (
    select u.id as user_id, greatest(extract(year from u.start_date)::integer, m.y - 1) as y,
      u.total_vacation_hours, u.start_date, u.end_date
    from u cross join s
    left join (
      select a.user_id, min(a.y) as y from (
        select h.user_id, h.y from hours h
        union all
        select o.user_id, o.year from overrides o
      ) a group by a.user_id
    ) m on m.user_id = u.id
    where s.carrying
  ),
  -- The years before the target the chain works out one at a time, with what is in them: its
  -- first, each with a request or an override, and while pro-rata is on the year the user
  -- leaves (the allowance is theirs in full before it and 0 after it; the year they start is
  -- never after the first). Each with the next of them, or the target after the last. What
  -- is in them comes along in the union: joined on afterwards, it was planned as nested loops
  -- (the planner cannot tell how many users come in) and took five times as long.
  steps as (
    select f.user_id, f.total_vacation_hours, f.start_date, f.end_date, k.y,
      coalesce(lead(k.y) over (partition by f.user_id order by k.y), s.target) as next_y,
      k.override, k.live, k.by_expiry
    from (
      select m.user_id, m.y, max(m.override) as override, coalesce(max(m.live), 0) as live,
        coalesce(max(m.by_expiry), 0) as by_expiry
      from (
        select f.user_id, f.y, null::numeric as override, null::numeric as live,
          null::numeric as by_expiry
        from firsts f
        union all
        select h.user_id, h.y, null, h.live, h.by_expiry from hours h
        union all
        select o.user_id, o.year, o.hours, null, null from overrides o
        union all
        select f.user_id, extract(year from f.end_date)::integer, null, null, null
        from firsts f cross join s
        where s.pro_rata and f.end_date is not null
      ) m
      group by m.user_id, m.y
    ) k
    join firsts f on f.user_id = k.user_id
    cross join s
    where k.y >= f.y and k.y < s.target
  ),
  -- What the chain goes through: each of those years, then the idle years up to the next (no
  -- request, no override, one allowance) as one span. Each with the allowance of its first
  -- year (pro-rata's only in a year the user starts or leaves, or after they left).
  spans as materialized (
    select st.user_id, g.y, g.years, g.idle, g.override, g.live, g.by_expiry,
      case when s.pro_rata and (st.start_date > make_date(g.y, 1, 1)
          or coalesce(st.end_date < make_date(g.y, 12, 31), false))
        then (select a.allowance from private.year_allowance(st.user_id, g.y) a)
        else st.total_vacation_hours::numeric end as allowance
    from steps st cross join s
    cross join lateral (values
      (st.y, 1, false, st.override, st.live, st.by_expiry),
      (st.y + 1, st.next_y - st.y - 1, true, null, 0, 0)
    ) g(y, years, idle, override, live, by_expiry)
    where g.years > 0
  ),
  -- What comes into each span before an override, from 0 in the first year: a year's
  -- allowance plus what it started with, less its live hours and what of the carried hours
  -- lapsed unused; a run of idle years in closed form (header), where A + c - c is A in the
  -- numeric scale the years one by one would give it; within the cap and the -30 h floor.
  chain (user_id, y, carry) as (
    select f.user_id, f.y, 0::numeric from firsts f
    union all
    select c.user_id, c.y + sp.years, case when n.carry >= 0 then least(n.carry, s.cap)
        else greatest(n.carry, private.min_vacation_balance()) end
    from chain c
    join spans sp on sp.user_id = c.user_id and sp.y = c.y
    cross join s
    cross join lateral (select coalesce(sp.override, c.carry) as carry) i
    cross join lateral (
      select case
        when sp.idle and c.carry + (sp.years - 1) * sp.allowance > 0
          then sp.allowance + c.carry - c.carry
        when sp.idle then c.carry + sp.years * sp.allowance
        else sp.allowance + i.carry - sp.live
          - case when i.carry > 0 then greatest(i.carry - sp.by_expiry, 0) else 0 end
      end as carry
    ) n
  )
  select u.id, s.target, s.pro_rata or s.carrying or exists (
      select 1 from public.user_working_patterns w
      where w.user_id = u.id and w.starts_on <= make_date(s.target, 12, 31)),
    u.total_vacation_hours::numeric, ya.allowance, ya.pro_rata, b.carried, o.hours, o.reason,
    b.expires, b.lapsed, coalesce(h.used, 0), coalesce(h.pending, 0),
    ya.allowance + b.carried - b.lapsed - coalesce(h.used, 0) - coalesce(h.pending, 0)
  from u cross join s
  left join hours h on h.user_id = u.id and h.y = s.target
  left join overrides o on o.user_id = u.id and o.year = s.target
  left join chain c on c.user_id = u.id and c.y = s.target
  cross join lateral (
    select s.pro_rata and (u.start_date > make_date(s.target, 1, 1)
      or coalesce(u.end_date < make_date(s.target, 12, 31), false)) as pro_rata
  ) sc
  cross join lateral (
    select case when sc.pro_rata
      then (select a.allowance from private.year_allowance(u.id, s.target) a)
      else u.total_vacation_hours::numeric end as allowance,
      sc.pro_rata
  ) ya
  cross join lateral (
    select k.carried, k.expires,
      case when k.carried > 0 and p_day > k.expires
        then greatest(k.carried - coalesce(h.by_expiry, 0), 0) else 0 end as lapsed
    from (select case when s.carrying then coalesce(o.hours, c.carry, 0) else 0 end as carried,
        case when s.carrying then make_date(s.target, s.month, s.day) end as expires) k
  ) b
$$;
comment on function private.balance_breakdowns(date, uuid[])
  is 'The year of p_day as of p_day for each of p_users: allowance, carried, lapsed, used, pending, remaining.';

-- One user's year: the set-based rule for a set of one.
create function private.balance_breakdown(p_user uuid, p_day date)
returns table (
  year integer, configured boolean, full_allowance numeric, allowance numeric, pro_rata boolean,
  carried numeric, override_hours numeric, override_reason text, carry_expires date,
  lapsed numeric, used numeric, pending numeric, remaining numeric
)
language sql stable security definer set search_path = ''
as $$
  select b.year, b.configured, b.full_allowance, b.allowance, b.pro_rata, b.carried,
    b.override_hours, b.override_reason, b.carry_expires, b.lapsed, b.used, b.pending,
    b.remaining
  from private.balance_breakdowns(p_day, array[p_user]) b
$$;

-- Remaining hours of a user for the year of p_day (as of p_day). The spec's rule while no
-- policy is on; the breakdown's remaining otherwise. A JSON number for the API (float8).
-- Only the types that take from the holiday allowance count (issue 33), retired ones included:
-- read as the owner, one array a statement (10x, 2,000 users: 41 ms as before; a security
-- definer function returning it instead cost 70 ms).
create function private.vacation_balance(p_user uuid, p_day date) returns double precision
language sql stable security definer set search_path = ''
as $$
  select case when private.allowance_policies_on()
    then (select b.remaining from private.balance_breakdown(p_user, p_day) b)
    else u.total_vacation_hours - coalesce((
      select sum(r.requested_hours) from public.holiday_requests r
      where r.user_id = p_user
        and r.status = any (private.live_request_statuses())
        and r.leave_type_id = any (array(select t.id from public.leave_types t where t.deducts_allowance))
        and r.start_date >= date_trunc('year', p_day)::date
        and r.start_date < (date_trunc('year', p_day) + interval '1 year')::date
    ), 0)
  end::double precision
  from public.users u where u.id = p_user
$$;
comment on function private.vacation_balance(uuid, date)
  is 'Remaining hours in the year of p_day: allowance (+ carried) minus the year''s live requests.';

-- Whether a day falls in the company's booking window (both ends included).
create function private.in_booking_window(p_day date) returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((
    select s.booking_window_on and case
      when s.booking_window_from <= s.booking_window_to
        then to_char(p_day, 'MM-DD') between s.booking_window_from and s.booking_window_to
      else to_char(p_day, 'MM-DD') >= s.booking_window_from
        or to_char(p_day, 'MM-DD') <= s.booking_window_to end
    from public.company_settings s), false)
$$;
comment on function private.in_booking_window(date)
  is 'Whether a day is in the booking window employees may not book (24-31 December by default).';

-- The refusal of a start or end in the window: 'Start date cannot be between December 24th and
-- 31st inclusive'; a window over the new year names both months.
create function private.booking_window_message(p_end text) returns text
language sql stable security definer set search_path = ''
as $$
  select format('%s date cannot be between %s and %s inclusive', p_end,
    to_char(f, 'FMMonth FMDDth'),
    case when extract(month from f) = extract(month from t) and f <= t
      then to_char(t, 'FMDDth') else to_char(t, 'FMMonth FMDDth') end)
  from public.company_settings s
  cross join lateral (select to_date('2000-' || s.booking_window_from, 'YYYY-MM-DD') as f,
    to_date('2000-' || s.booking_window_to, 'YYYY-MM-DD') as t) d
$$;
comment on function private.booking_window_message(text)
  is 'The refusal of a request end in the booking window, in the spec''s words.';

-- RLS
alter table public.company_settings enable row level security;
alter table public.carried_hours enable row level security;

-- policies
-- SELECT(company_settings): every signed-in user reads the policies
create policy company_settings_select_signed_in on public.company_settings
  for select to authenticated using ((select private.app_role()) is not null);
-- UPDATE(company_settings): a global admin changes them; INSERT, DELETE: nobody (one row)
create policy company_settings_update_admin on public.company_settings
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');

-- SELECT(carried_hours): a user reads their own, a global admin every one
create policy carried_hours_select_own_or_admin on public.carried_hours
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.app_role()) = 'global_admin');
-- INSERT(carried_hours): a global admin sets carried hours
create policy carried_hours_insert_admin on public.carried_hours
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(carried_hours): a global admin changes them
create policy carried_hours_update_admin on public.carried_hours
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(carried_hours): a global admin removes them (the chain's figure returns)
create policy carried_hours_delete_admin on public.carried_hours
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- grants
revoke all on public.company_settings, public.carried_hours from anon, authenticated;
grant select, update on public.company_settings to leave_user;
grant select, insert, update, delete on public.carried_hours to leave_user;
revoke all on function private.allowance_policies_on() from public;
revoke all on function private.year_allowance(uuid, integer) from public;
revoke all on function private.balance_breakdowns(date, uuid[]) from public;
revoke all on function private.balance_breakdown(uuid, date) from public;
revoke all on function private.vacation_balance(uuid, date) from public;
revoke all on function private.in_booking_window(date) from public;
revoke all on function private.booking_window_message(text) from public;
grant execute on function private.allowance_policies_on() to authenticated, service_role;
grant execute on function private.year_allowance(uuid, integer) to authenticated, service_role;
grant execute on function private.balance_breakdowns(date, uuid[]) to authenticated, service_role;
grant execute on function private.balance_breakdown(uuid, date) to authenticated, service_role;
grant execute on function private.vacation_balance(uuid, date) to authenticated, service_role;
grant execute on function private.in_booking_window(date) to authenticated, service_role;
grant execute on function private.booking_window_message(text) to authenticated, service_role;
