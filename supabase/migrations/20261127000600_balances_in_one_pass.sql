-- Every user's balance in one statement while pro-rata or carry-over is on.
--
-- private.balance_breakdown walked one user's years in PL/pgSQL, two queries a year, and
-- Manage Users called it once per user: 986 ms for the bench's 2,000 users. The rule is the
-- same; private.balance_breakdowns now computes it for a set of users at once:
--
-- * The live requests are summed once, per user and year: all hours, those starting by that
--   year's carry-over expiry, approved ones and pending ones.
-- * The carry-over chain is a recursive query over the years, all users in step: from the year
--   before a user's first request or override (never before the year they start) to the year
--   asked about. Each year, an administrator's override replaces what came in; the year's
--   allowance plus it, less the year's requests and what of it lapsed unused, goes on, never
--   above the cap nor below the -30 h floor.
-- * The pro-rata allowance (private.year_allowance) is asked for only in a year a user starts
--   or leaves while pro-rata is on; in any other year it is their total_vacation_hours.
--
-- private.balance_breakdown(user, day) is this function for one user, so there is one rule.
--
-- One answer changes, a defect of the old walk: it began the chain the year before a user's
-- first request of any year, so someone whose only booking was after the year asked about
-- carried nothing into it. The chain now begins before the first request or override up to
-- that year; a year without either ends on its allowance as the rule says. On the bench's
-- 2,001 users, under five combinations of the settings and seven days, every other row is
-- the old function's.
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
  -- A user's live hours in a year; the chain needs the years before the target's only while
  -- carrying.
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
  -- (a year with neither ends on its allowance, whatever came into it), never before they start.
  firsts as (
    select u.id as user_id, greatest(extract(year from u.start_date)::integer, m.y - 1) as y
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
  -- Each year of the chain before the target, with what the chain needs of it: the allowance
  -- (pro-rata's only in a year the user starts or leaves), an override, the live hours and those
  -- by the expiry.
  years as materialized (
    select f.user_id, g.y, o.hours as override, coalesce(h.live, 0) as live,
      coalesce(h.by_expiry, 0) as by_expiry,
      case when s.pro_rata and (u.start_date > make_date(g.y, 1, 1)
          or coalesce(u.end_date < make_date(g.y, 12, 31), false))
        then (select a.allowance from private.year_allowance(u.id, g.y) a)
        else u.total_vacation_hours::numeric end as allowance
    from firsts f cross join s
    join u on u.id = f.user_id
    cross join lateral pg_catalog.generate_series(f.y, s.target - 1) g(y)
    left join hours h on h.user_id = f.user_id and h.y = g.y
    left join overrides o on o.user_id = f.user_id and o.year = g.y
  ),
  -- What comes into each year before an override, from 0 in the first: the year's allowance
  -- plus what it started with, less its live hours and what of the carried hours lapsed unused,
  -- within the cap and the -30 h floor.
  chain (user_id, y, carry) as (
    select f.user_id, f.y, 0::numeric from firsts f
    union all
    select c.user_id, c.y + 1, case when n.carry >= 0 then least(n.carry, s.cap)
        else greatest(n.carry, private.min_vacation_balance()) end
    from chain c
    join years yr on yr.user_id = c.user_id and yr.y = c.y
    cross join s
    cross join lateral (select coalesce(yr.override, c.carry) as carry) i
    cross join lateral (
      select yr.allowance + i.carry - yr.live
        - case when i.carry > 0 then greatest(i.carry - yr.by_expiry, 0) else 0 end as carry
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
create or replace function private.balance_breakdown(p_user uuid, p_day date)
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

revoke all on function private.balance_breakdowns(date, uuid[]) from public;
grant execute on function private.balance_breakdowns(date, uuid[]) to authenticated, service_role;
