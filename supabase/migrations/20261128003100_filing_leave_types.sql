-- Issue 33: filing a leave type. A request may name its type (leave_type_id) and carry a note
-- (holiday_requests.note). The type's rules are the database's, so a caller with direct Data
-- API access cannot get around them: private.check_leave_type_filing refuses an unknown or
-- inactive type, a type only an administrator files filed for oneself, a half day of a type
-- without half days and a missing required note; the guard trigger calls it on every insert of
-- a type other than Holiday, checks the type's own yearly allowance under the user's row lock,
-- files a type that needs no approval as approved, and meets the -30 h floor only for a type
-- that takes from the holiday allowance. The balance (private.balance_breakdowns,
-- private.vacation_balance) counts only those types, retired ones included (the functions read
-- leave_types as its owner; one array worked out once a statement), so with Holiday alone every
-- figure is what it was. private.create_own_holiday_request takes the type
-- and the note. The declarative definitions are supabase/schemas/40, 45 and 50.

alter table public.holiday_requests
  add column note text
    constraint holiday_requests_note_check check (note is null or length(btrim(note)) between 1 and 500);
comment on column public.holiday_requests.note is
  'What the person filing it wrote (a type may require it); null for none.';
-- The rules of filing a request of a type other than Holiday that need nothing counted, raised
-- with the words the API answers (shared/leave-types.ts leaveTypeRefusals), naming the field:
-- an unknown or inactive type (LV400), a type only an administrator files filed for oneself
-- (p_own, LV403), a half day of a type without half days, no note for a type that needs one
-- (LV400). Answers the type. The guard trigger calls it on every insert of such a type, and
-- private.create_own_holiday_request before anything else so these refusals come first.
create function private.check_leave_type_filing(
  p_type bigint, p_own boolean, p_start date, p_end date, p_start_type public.day_type,
  p_end_type public.day_type, p_note text
) returns public.leave_types
language plpgsql stable security definer set search_path = ''
as $$
declare
  t public.leave_types;
begin
  select * into t from public.leave_types lt where lt.id = p_type;
  if t.id is null then
    raise exception 'leaveTypeId: no leave type has this id' using errcode = 'LV400';
  end if;
  if not t.active then
    raise exception 'leaveTypeId: % is not active and cannot be filed', t.name
      using errcode = 'LV400';
  end if;
  if p_own and t.filed_by = 'admin' then
    raise exception 'leaveTypeId: % is filed by an administrator', t.name using errcode = 'LV403';
  end if;
  if not t.half_days then
    -- a one-day request is its start type (private.request_period)
    if p_start_type <> 'full' then
      raise exception 'startDayType: % cannot be taken in half days', t.name
        using errcode = 'LV400';
    end if;
    if p_end > p_start and p_end_type <> 'full' then
      raise exception 'endDayType: % cannot be taken in half days', t.name
        using errcode = 'LV400';
    end if;
  end if;
  if t.note_required and p_note is null then
    raise exception 'note: % needs a note', t.name using errcode = 'LV400';
  end if;
  return t;
end
$$;
comment on function private.check_leave_type_filing(
  bigint, boolean, date, date, public.day_type, public.day_type, text
) is 'Refuses a request its type''s rules forbid (active, who files it, half days, a note); answers the type.';

-- The guard trigger: a type's rules, its own allowance, approval on filing, the floor only for
-- a type that deducts.
create or replace function private.holiday_requests_guard() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_role public.app_role := private.app_role();
  is_admin boolean := caller is null or caller_role = 'global_admin';
  hours_left numeric;
  -- the request's type's rules (Holiday's unless it names another)
  type_name text;
  type_kind text;
  type_allowance numeric;
  toil_left numeric;
  toil_uncovered numeric;
  type_needs_approval boolean := true;
  type_deducts boolean := true;
  taken numeric;
begin
  if caller is not null and caller_role is null then
    raise exception 'Your account is not active' using errcode = 'LV403';
  end if;

  if tg_op = 'INSERT' then
    new.requested_hours := private.user_request_hours(
      new.user_id, new.start_date, new.end_date, new.start_day_type, new.end_day_type);
    new.created_by := coalesce(caller, new.created_by);
    -- A type other than Holiday (issue 33): its rules (45_leave_types.sql), for every booking
    -- a signed-in caller makes (the system's own writes, with no caller, are trusted as
    -- before); its own yearly allowance under the user's row lock, as the floor below, so
    -- concurrent requests are counted one after the other. Holiday (id 1) has none of these.
    if new.leave_type_id <> 1 and caller is not null then
      select t.name, t.kind, t.allowance_hours, t.needs_approval, t.deducts_allowance
      into type_name, type_kind, type_allowance, type_needs_approval, type_deducts
      from private.check_leave_type_filing(new.leave_type_id,
        caller is not null and new.user_id = caller, new.start_date, new.end_date,
        new.start_day_type, new.end_day_type, new.note) t;
      if type_allowance is not null then
        perform 1 from public.users where id = new.user_id for update;
        select coalesce(sum(r.requested_hours), 0) into taken
        from public.holiday_requests r
        where r.user_id = new.user_id and r.leave_type_id = new.leave_type_id
          and r.status = any (private.live_request_statuses())
          and r.start_date >= date_trunc('year', new.start_date)::date
          and r.start_date < (date_trunc('year', new.start_date) + interval '1 year')::date;
        if taken + new.requested_hours > type_allowance then
          raise exception '%: this request needs % h and % h are left this year',
            type_name, trim_scale(new.requested_hours),
            trim_scale(greatest(type_allowance - taken, 0))
            using errcode = 'LV409';
        end if;
      end if;
      -- Time off in lieu spends the person's TOIL balance (55_toil.sql), under the same lock:
      -- refused when, filed, it would leave more hours of their TOIL requests uncovered than
      -- before (an earlier request takes the older hours first).
      if type_kind = 'toil' then
        perform 1 from public.users where id = new.user_id for update;
        select l.balance, l.uncovered into toil_left, toil_uncovered
        from private.toil_ledger(new.user_id, new.start_date) l;
        if (select l.uncovered from private.toil_ledger(new.user_id, new.start_date,
            new.start_date, new.requested_hours) l) > toil_uncovered then
          raise exception '%: this request needs % h and % h are left', type_name,
            trim_scale(new.requested_hours), trim_scale(toil_left)
            using errcode = 'LV409';
        end if;
      end if;
    end if;
    -- An admin's booking for someone (accepted at once) is a decision; an admin's own request
    -- (pending) is an employee's request like any other.
    if is_admin and (caller is null or new.user_id <> caller or new.status <> 'pending') then
      return new;
    end if;
    if new.user_id is distinct from caller then
      raise exception 'You can only request holidays for yourself' using errcode = 'LV403';
    end if;
    -- ... or approved at once when its type needs no approval
    if new.status <> 'pending' and not (new.status = 'accepted'
        and not type_needs_approval)
      or new.deny_reason is not null
      or new.cancel_reject_reason is not null or new.decided_by is not null then
      raise exception 'A new request starts pending' using errcode = 'LV403';
    end if;
    new.created_at := now();
    if private.in_booking_window(new.start_date) then
      raise exception '%', private.booking_window_message('Start') using errcode = 'LV400';
    end if;
    if private.in_booking_window(new.end_date) then
      raise exception '%', private.booking_window_message('End') using errcode = 'LV400';
    end if;
    if not type_needs_approval then
      new.status := 'accepted';
      new.decided_at := now();
      new.decided_by := caller;
    end if;
    -- Only a request that takes from the holiday allowance meets its floor.
    if not type_deducts then
      return new;
    end if;
    -- Lock the user's row so concurrent requests are counted one after the other.
    perform 1 from public.users where id = new.user_id for update;
    hours_left := private.vacation_balance(new.user_id, new.start_date);
    if hours_left - new.requested_hours < private.min_vacation_balance() then
      raise exception 'Insufficient vacation hours: You have less than -30 hours available.'
        using errcode = 'LV409',
          detail = format('This request needs %s hours; you have %s hours left.',
            trim_scale(new.requested_hours), trim_scale(hours_left));
    end if;
    return new;
  end if;

  -- UPDATE: who, when and what a request covers never change.
  if (new.user_id, new.start_date, new.end_date, new.start_day_type, new.end_day_type,
      new.created_at, new.created_by)
    is distinct from (old.user_id, old.start_date, old.end_date, old.start_day_type,
      old.end_day_type, old.created_at, old.created_by) then
    raise exception 'A request''s owner and dates cannot be changed' using errcode = 'LV409';
  end if;
  -- An administrator's re-count (issue 29: a holiday added or removed after the booking) counts
  -- the request again by today's holidays; any other change keeps the hours it was booked with.
  if is_admin and caller is not null and current_setting('leave.recount', true) = 'on' then
    new.requested_hours := private.user_request_hours(
      new.user_id, new.start_date, new.end_date, new.start_day_type, new.end_day_type);
  else
    new.requested_hours := old.requested_hours;
  end if;

  -- Withdrawal: a pending request becomes cancelled by its owner alone (an administrator denies
  -- someone else's pending request instead), with nothing else of the row changed.
  if old.status = 'pending' and new.status = 'cancelled' then
    if caller is null or old.user_id <> caller
      or (new.deny_reason, new.cancel_reject_reason, new.decided_at, new.decided_by)
        is distinct from (old.deny_reason, old.cancel_reject_reason, old.decided_at, old.decided_by)
    then
      raise exception 'Only its owner can withdraw a pending request' using errcode = 'LV409';
    end if;
    new.decided_at := now();
    new.decided_by := caller;
    return new;
  end if;

  if not is_admin then
    if old.user_id <> caller or old.status <> 'accepted' or new.status <> 'cancel_requested'
      or (new.deny_reason, new.cancel_reject_reason, new.decided_at, new.decided_by)
        is distinct from (old.deny_reason, old.cancel_reject_reason, old.decided_at, old.decided_by)
    then
      raise exception 'Only an approved request can be cancelled by its owner' using errcode = 'LV409';
    end if;
    return new;
  end if;

  if new.status <> old.status and (old.status, new.status) not in (
    ('pending'::public.request_status, 'accepted'::public.request_status),
    ('pending', 'rejected'),
    ('accepted', 'cancelled'),
    ('accepted', 'cancel_requested'),
    ('cancel_requested', 'cancelled'),
    ('cancel_requested', 'accepted')
  ) then
    raise exception 'A request that is % cannot become %', old.status, new.status
      using errcode = 'LV409';
  end if;
  if new.status <> old.status then
    new.decided_at := now();
    new.decided_by := caller;
  end if;
  return new;
end
$$;

-- The balance counts only the types that take from the holiday allowance.
create or replace function private.balance_breakdowns(p_day date, p_users uuid[])
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

create or replace function private.vacation_balance(p_user uuid, p_day date) returns double precision
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

-- The caller's own request names its type and note.
drop function private.create_own_holiday_request(
  date, date, public.day_type, public.day_type, date, integer, boolean
);
create function private.create_own_holiday_request(
  p_start date, p_end date, p_start_type public.day_type, p_end_type public.day_type,
  p_today date, p_per_hour integer, p_with_names boolean, p_leave_type bigint, p_note text
) returns json
language plpgsql set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  caller uuid := (select auth.uid());
  booking_window json;
  recent record;
  counted record;
  shortfalls json;
  is_blocked boolean;
  created public.holiday_requests;
  refused_state text;
  refused_message text;
  refused_detail text;
  refused_constraint text;
  deducts boolean := true;
begin
  -- A type other than Holiday: its rules first (issue 33; the guard applies them again).
  if p_leave_type <> 1 then
    deducts := (private.check_leave_type_filing(p_leave_type, true, p_start, p_end,
      p_start_type, p_end_type, p_note)).deducts_allowance;
  end if;
  select json_build_object('on', s.booking_window_on, 'from', s.booking_window_from,
    'to', s.booking_window_to)
  into booking_window from public.company_settings s;
  if private.in_booking_window(p_start) or private.in_booking_window(p_end)
    or p_start < p_today then
    return json_build_object('window', booking_window);
  end if;

  select count(*)::integer as "lastHour",
    coalesce(ceil(extract(epoch from min(r.created_at) + interval '1 hour' - now())), 0)::integer
      as "retryAfter"
  into recent
  from public.holiday_requests r
  where r.created_by = caller and r.user_id = caller
    and r.created_at > now() - interval '1 hour';
  if recent."lastHour" >= p_per_hour then
    return json_build_object('window', booking_window, 'recent', row_to_json(recent));
  end if;

  -- A type that does not count as away takes no cover (issue 33): nothing to check or hold.
  if p_leave_type = 1 or p_leave_type = any (private.away_leave_types()) then
    perform private.lock_cover(array[caller]);
    shortfalls := private.cover_shortfalls_json(array[caller], p_start, p_end, p_start_type,
      p_end_type, true, p_with_names);
  else
    shortfalls := '[]'::json;
  end if;
  is_blocked := exists (
    select 1 from pg_catalog.json_array_elements(shortfalls) e where e ->> 'mode' = 'block');
  if not is_blocked then
    begin
      insert into public.holiday_requests (user_id, start_date, end_date, start_day_type,
        end_day_type, leave_type_id, note)
      values (caller, p_start, p_end, p_start_type, p_end_type, p_leave_type, p_note)
      returning * into created;
    exception when exclusion_violation or sqlstate 'LV409' then
      -- A type's own allowance spent: the guard's words are the refusal.
      if sqlstate = 'LV409'
        and sqlerrm <> 'Insufficient vacation hours: You have less than -30 hours available.'
      then
        raise;
      end if;
      -- A clash, or the guard's -30 h floor: counted below, and raised again should the count
      -- not show it (a request that clashed was withdrawn in between).
      get stacked diagnostics refused_state = returned_sqlstate,
        refused_message = message_text, refused_detail = pg_exception_detail,
        refused_constraint = constraint_name;
    end;
    if created.requested_hours > 0 then
      return json_build_object('window', booking_window, 'recent', row_to_json(recent),
        'shortfalls', shortfalls, 'request', json_build_object(
          'id', created.id, 'user_id', created.user_id, 'start_date', created.start_date,
          'end_date', created.end_date, 'start_day_type', created.start_day_type,
          'end_day_type', created.end_day_type, 'status', created.status,
          'requested_hours', created.requested_hours::float8,
          'deny_reason', created.deny_reason,
          'cancel_reject_reason', created.cancel_reject_reason,
          'created_at', to_char(created.created_at at time zone 'Europe/London',
            'YYYY-MM-DD HH24:MI:SS')));
    end if;
  end if;

  -- Refused: a clash, no hours, the floor or a blocking rule; what the API needs to say which.
  select exists (
      select 1 from public.holiday_requests r
      where r.user_id = caller and r.status = any (private.live_request_statuses())
        and r.period && private.request_period(p_start, p_end, p_start_type, p_end_type)
        and r.id is distinct from created.id
    ) as overlaps,
    h.hours,
    exists (
      select 1 from public.user_working_patterns w
      where w.user_id = caller and w.starts_on <= p_end
    ) as patterned,
    -- null for a type that does not take from the holiday allowance: no floor to meet
    case when deducts then private.vacation_balance(caller, p_start) - h.hours end
      as "balanceAfter"
  into counted
  from (
    select private.user_request_hours(caller, p_start, p_end, p_start_type, p_end_type)::float8
      as hours
  ) h;
  if refused_state is not null and not counted.overlaps and counted.hours > 0
    and coalesce(counted."balanceAfter" >= private.min_vacation_balance(), true) then
    raise exception using errcode = refused_state, message = refused_message,
      detail = coalesce(refused_detail, ''), constraint = coalesce(refused_constraint, '');
  end if;
  return json_build_object('window', booking_window, 'recent', row_to_json(recent),
    'counted', row_to_json(counted), 'shortfalls', shortfalls);
end
$$;
comment on function private.create_own_holiday_request(
  date, date, public.day_type, public.day_type, date, integer, boolean, bigint, text
) is 'The caller''s own holiday request, checked and filed in one statement; answers what refused it.';

-- grants
revoke all on function private.check_leave_type_filing(
  bigint, boolean, date, date, public.day_type, public.day_type, text
) from public;
grant execute on function private.check_leave_type_filing(
  bigint, boolean, date, date, public.day_type, public.day_type, text
) to authenticated, service_role;
revoke all on function private.create_own_holiday_request(
  date, date, public.day_type, public.day_type, date, integer, boolean, bigint, text
) from public;
grant execute on function private.create_own_holiday_request(
  date, date, public.day_type, public.day_type, date, integer, boolean, bigint, text
) to authenticated, service_role;
