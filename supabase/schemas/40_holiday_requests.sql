-- Holiday requests: hours counted by the database itself, the overlap exclusion constraint, a
-- guard trigger that is the state machine, so a caller with direct Data API access still cannot
-- approve their own request, book for someone else or change its hours, and the archive search
-- and planning readers.
--
-- Row-level security cannot use an index for a condition whose operator is not leakproof
-- (ilike, range &&, enum =), so under `authenticated` the archive search and the planning range
-- would scan every request; private.search_holiday_requests and private.find_planning_json run
-- the filtering as the owner, after checking the caller is a global admin, and hand back their
-- answer.

-- rules
-- The SQL home of two rules the TypeScript states too (shared/constants.ts
-- MIN_VACATION_BALANCE, shared/status.ts LIVE_REQUEST_STATUSES); supabase/tests/
-- rules-agree.test.ts holds each pair equal. Immutable SQL without `set search_path`, so the
-- planner inlines them into a constant: the constraint, the index and the queries that name
-- them are planned as if the literal were written there.

-- The lowest balance a request may leave: a user on -31 h is refused.
create function private.min_vacation_balance() returns integer
language sql immutable parallel safe
as $$
  select -30
$$;
comment on function private.min_vacation_balance() is 'The -30 h floor of a new request''s balance.';

-- The statuses that hold hours and block their dates: counted in the balance, clashing in the
-- overlap constraint, shown in planning. Denied and cancelled requests give both back.
create function private.live_request_statuses() returns public.request_status[]
language sql immutable parallel safe
as $$
  select '{pending,accepted,cancel_requested}'::public.request_status[]
$$;
comment on function private.live_request_statuses()
  is 'pending, accepted and cancel_requested: the requests that count and clash.';

-- functions the table needs
-- The time a request covers, for the overlap constraint: a morning is [00:00, 12:00) and an
-- afternoon [12:00, 24:00), so a morning and an afternoon of one day do not clash.
create function private.request_period(
  p_start date, p_end date, p_start_type public.day_type, p_end_type public.day_type
) returns tsrange
language sql immutable set search_path = ''
as $$
  select tsrange(
    p_start + case when p_start_type = 'afternoon' then interval '12 hours' else interval '0' end,
    p_end + case
      when (case when p_start = p_end then p_start_type else p_end_type end) = 'morning'
        then interval '12 hours'
      else interval '24 hours'
    end,
    '[)'
  )
$$;

-- tables
create table public.holiday_requests (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id),
  start_date date not null,
  end_date date not null,
  start_day_type public.day_type not null default 'full',
  end_day_type public.day_type not null default 'full',
  status public.request_status not null default 'pending',
  requested_hours numeric not null default 0 check (requested_hours >= 0),
  deny_reason text,
  cancel_reject_reason text,
  created_at timestamptz not null default now(),
  created_by uuid references public.users (id),
  decided_at timestamptz,
  decided_by uuid references public.users (id),
  period tsrange generated always as (
    private.request_period(start_date, end_date, start_day_type, end_day_type)
  ) stored,
  cover_override_reason text
    check (cover_override_reason is null or length(btrim(cover_override_reason)) between 1 and 1000),
  closure_id bigint references public.company_closures (id) on delete set null,
  constraint holiday_requests_dates_check check (end_date >= start_date),
  constraint holiday_requests_span_check check (end_date - start_date <= 366),
  constraint holiday_requests_deny_reason_check
    check (status <> 'rejected' or length(btrim(deny_reason)) > 0),
  constraint holiday_requests_no_overlap exclude using gist (user_id with =, period with &&)
    where (status = any (private.live_request_statuses()))
);

-- comments
comment on table public.holiday_requests is 'Holiday requests and their decisions; never deleted.';
comment on column public.holiday_requests.requested_hours is 'Computed by the database from dates, day types and bank holidays.';
comment on column public.holiday_requests.deny_reason is 'Why an administrator denied the request.';
comment on column public.holiday_requests.cancel_reject_reason is 'Why an administrator refused to cancel it; shown to the owner.';
comment on column public.holiday_requests.period is 'The time covered, for the no-overlap exclusion constraint.';
comment on column public.holiday_requests.cover_override_reason is
  'Why an administrator went ahead although a blocking cover rule fell short.';
comment on column public.holiday_requests.closure_id is
  'The company closure this request was booked for, if any.';

-- indexes
create index holiday_requests_user_id_start_idx on public.holiday_requests (user_id, start_date);
create index holiday_requests_created_at_idx on public.holiday_requests (created_at desc, id desc);
-- the pending list; the overview counts what waits from this index alone (its user_id)
create index holiday_requests_status_idx on public.holiday_requests (status, created_at)
  include (user_id) where status in ('pending', 'cancel_requested');
-- the overview's holiday hours per department this year: holiday_requests_year_hours_idx, in
-- 45_leave_types.sql since it carries the request's leave type too (issue 33)
create index holiday_requests_planning_idx on public.holiday_requests
  using gist (daterange(start_date, end_date, '[]'))
  where status = any (private.live_request_statuses());
-- deleting or looking up a user finds the rows that name them as author or decider; a booking
-- counts its author's requests of the last hour (the rate limit) from the newest only
create index holiday_requests_created_by_idx on public.holiday_requests (created_by, created_at);
create index holiday_requests_decided_by_idx on public.holiday_requests (decided_by);
-- the archive search finds a dd/MM/yyyy date as a start or an end date
create index holiday_requests_start_date_idx on public.holiday_requests (start_date);
create index holiday_requests_end_date_idx on public.holiday_requests (end_date);
create index holiday_requests_closure_idx on public.holiday_requests (closure_id);

-- functions
-- The state machine. Errors carry SQLSTATE LV400/LV403/LV409 and the user-facing message.
--
-- * An administrator's own holiday request is an employee's request: the booking window
--   (private.in_booking_window, 50_allowance_policies.sql) and the -30 h floor (under the
--   user-row lock) apply to every pending request a user files for themself, admins included;
--   an admin's booking for someone else is a decision. The -30 h refusal carries, as the error's
--   detail, what the request needs and what its year has left (shared/messages.ts
--   requestNeedsHours).
-- * A request's hours are counted by the user's patterns and nation when it is filed
--   (private.user_request_hours) and kept after, however the holidays change, until an
--   administrator re-counts them (leave.recount set for the transaction).
-- * The owner, and only the owner (an administrator's own request included), withdraws their
--   own pending request (it becomes cancelled, decided_by the owner) or asks to cancel an
--   approved one. Whether a holiday has started is checked by the API on the app's clock
--   (LEAVE_TODAY), not here on the database's.
create function private.holiday_requests_guard() returns trigger
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
comment on function private.holiday_requests_guard() is
  'The state machine of holiday_requests: hours, the December window, the -30 h floor, who may move a request where (the owner withdraws a pending one or asks to cancel an approved one).';

-- An employee's own request (POST /api/vacation-request), checked and filed in one statement:
-- a booking was seven round trips, and on PGlite a statement's planning and the SQL functions
-- it calls, planned again on every call, were most of its time (issue 32). PL/pgSQL with one
-- generic plan per statement keeps every plan for the session. Runs as the caller, so the
-- insert meets row-level security and the guard trigger as any other.
--
-- The API refuses in this order, giving each refusal's words from what is answered: the booking
-- window and a start before p_today (the API's clock) answer `window` alone; too many requests
-- filed in the last hour (p_per_hour) answers `recent`; a clash, no working hours, the -30 h
-- floor and a blocking cover rule short (the cover of the caller's department locked first,
-- private.lock_cover) answer `counted` (the clash, the hours, whether a pattern of the caller's
-- has begun, the balance after it) and the shortfalls. A request that passes is filed and
-- answered as the API shows it, with the shortfalls of warning rules. Its clash, hours and floor
-- are the exclusion constraint's and the guard trigger's (under the user's row lock): they are
-- counted here only when something refused it, for the refusal's words, not twice on every
-- booking. Shortfalls name who else is away only with p_with_names (an administrator).
--
-- Issue 33: p_leave_type (1, Holiday, for the spec's request) and p_note. A type's rules that
-- need nothing counted (private.check_leave_type_filing) refuse before anything else; its own
-- allowance is the guard's (under the user's lock), whose words are the refusal; a type that
-- does not take from the holiday allowance has no floor (balanceAfter null).
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

-- Ids of one archive page, newest first, each with the number of matching requests.
-- p_pattern is an ilike pattern matched against "first last" and the department name;
-- p_label_statuses are the statuses whose label matched the same search text; p_date (the
-- search text read as a dd/MM/yyyy date, or null) matches the start or the end date.
create function private.search_holiday_requests(
  p_status public.request_status,
  p_pattern text,
  p_label_statuses public.request_status[],
  p_date date,
  p_limit integer,
  p_offset integer,
  p_leave_type bigint
) returns table (id bigint, total bigint)
language plpgsql stable security definer set search_path = ''
-- a page: so the caller reads the rows by primary key rather than scanning them all
rows 20
as $$
declare
  v_filter text := 'true';
  v_users uuid[];
  v_total bigint;
begin
  if (select auth.uid()) is not null and private.app_role() is distinct from 'global_admin' then
    raise exception 'Only an administrator can search all holiday requests' using errcode = 'LV403';
  end if;
  if p_status is not null then
    v_filter := v_filter || ' and r.status = $1';
  end if;
  if p_pattern is not null then
    v_users := array(
      select u.id from public.users u
      where (u.first_name || ' ' || u.last_name) ilike p_pattern
      union
      select u.id from public.users u
      where u.department_id in (select d.id from public.departments d where d.name ilike p_pattern)
    );
    -- Only the alternatives that can match: an `or r.status = any('{}')` alone kept the
    -- planner from the user_id index, and the count read every request (PostgreSQL, 10x:
    -- 185 ms of a 207 ms page).
    v_filter := v_filter || ' and (r.user_id = any($2)' ||
      case when cardinality(p_label_statuses) > 0 then ' or r.status = any($3)' else '' end ||
      case when p_date is not null then ' or r.start_date = $4 or r.end_date = $4' else '' end ||
      ')';
  elsif p_date is not null then
    v_filter := v_filter || ' and (r.start_date = $4 or r.end_date = $4)';
  end if;
  -- One leave type (issue 33): a filter beside the others, null for every type.
  if p_leave_type is not null then
    v_filter := v_filter || ' and r.leave_type_id = $8';
  end if;
  -- Dynamic statements are planned for the actual filter, so an unfiltered page walks the
  -- created_at index and a search reads only the matching users' requests.
  execute 'select count(*) from public.holiday_requests r where ' || v_filter
    into v_total using p_status, v_users, coalesce(p_label_statuses, '{}'), p_date, null::bigint,
      null::integer, null::integer, p_leave_type;
  return query execute
    'select r.id, $5 from public.holiday_requests r where ' || v_filter ||
    ' order by r.created_at desc, r.id desc limit $6 offset $7'
    using p_status, v_users, coalesce(p_label_statuses, '{}'), p_date, v_total, p_limit,
      coalesce(p_offset, 0), p_leave_type;
end
$$;
comment on function private.search_holiday_requests(
  public.request_status, text, public.request_status[], date, integer, integer, bigint
) is 'Archive page ids, newest first, with the total; global admins only.';

-- Planning items: every live holiday of an active user overlapping [p_from, p_to], optionally
-- of one department (by id or by name, any case; 'No Department' selects users without one),
-- by start date, built as one JSON value in the database. PGlite decodes a result row by row
-- in JavaScript, and a plpgsql `return query` copies every row once more: together they were
-- half of a month's planning request (bench: 5.4 -> 3.9 ms for one department).
--
-- One department starts from that department's users and reads each user's requests through
-- (user_id, start_date), bounded below by the longest possible request
-- (holiday_requests_span_check: 366 days), instead of reading every live request of the range
-- first (PostgreSQL 15, bench: 3.9 -> 2.1 ms in the database). All departments, and users
-- with no department, find the month's live requests through the range index
-- (holiday_requests_planning_idx) first and then join their users. Both paths build the same
-- JSON items. The answer is the JSON's text (issue 32): the API passes it through, and a
-- json value of every department's items was parsed once more only to be checked.
create function private.find_planning_json(p_from date, p_to date, p_department text)
returns text
language plpgsql stable security definer set search_path = ''
as $$
declare
  -- One named department: its members' requests, each member's through their (user_id,
  -- start_date) index, whatever the size of the company (as a plain join, the plan cached for
  -- the parameters read every request of the window company-wide by the date indexes: 567 rows
  -- at 1x for this one's 58). Otherwise every request of the window by the date range.
  v_one boolean := p_department is not null and lower(p_department) <> 'no department';
begin
  if (select auth.uid()) is not null and private.app_role() is distinct from 'global_admin' then
    raise exception 'Only an administrator can see the holiday planning' using errcode = 'LV403';
  end if;
  return (
    with every_live as materialized (
      select r.id, r.user_id, r.start_date, r.end_date, r.start_day_type, r.end_day_type,
        r.status, r.requested_hours, r.leave_type_id
      from public.holiday_requests r
      where not v_one
        and daterange(r.start_date, r.end_date, '[]') && daterange(p_from, p_to, '[]')
        and r.status = any (private.live_request_statuses())
    ),
    live as (
      select r.id, r.user_id, u.first_name, u.last_name, d.name as department, r.start_date,
        r.end_date, r.start_day_type, r.end_day_type, r.status, r.requested_hours,
        r.leave_type_id
      from public.departments d
      join public.users u on u.department_id = d.id and u.deactivated_at is null
      cross join lateral (
        select r.id, r.user_id, r.start_date, r.end_date, r.start_day_type, r.end_day_type,
          r.status, r.requested_hours, r.leave_type_id
        from public.holiday_requests r
        where r.user_id = u.id
          and r.start_date between p_from - 366 and p_to
          and r.end_date >= p_from
          and r.status = any (private.live_request_statuses())
        offset 0
      ) r
      where v_one and (d.id::text = p_department or lower(d.name) = lower(p_department))
      union all
      select r.id, r.user_id, u.first_name, u.last_name, d.name, r.start_date, r.end_date,
        r.start_day_type, r.end_day_type, r.status, r.requested_hours, r.leave_type_id
      from every_live r
      join public.users u on u.id = r.user_id and u.deactivated_at is null
      left join public.departments d on d.id = u.department_id
      where p_department is null or d.id is null
    )
    -- The items written as json_agg(json_build_object(...)) writes them, byte for byte (the
    -- spacing of both, a name's escapes by to_json, dates in ISO whatever the DateStyle), but
    -- as text: json_build_object's per-argument type lookups were half of the answer's time
    -- (10x, every department's month of 5,329 items: 30 -> 22 ms on PostgreSQL). Ids, uuids,
    -- the enums' labels and a type's #rrggbb colour need no escaping. A request of a leave type
    -- other than the built-in Holiday carries its type (issue 33); a Holiday's item is as
    -- before.
    select coalesce('[' || string_agg(pg_catalog.concat(
        '{"id" : ', r.id, ', "user_id" : "', r.user_id,
        '", "firstName" : ', pg_catalog.to_json(r.first_name),
        ', "lastName" : ', pg_catalog.to_json(r.last_name),
        ', "department" : ', pg_catalog.to_json(coalesce(r.department, 'No Department')),
        ', "start_date" : ', pg_catalog.to_json(r.start_date),
        ', "end_date" : ', pg_catalog.to_json(r.end_date),
        ', "start_day_type" : "', r.start_day_type, '", "end_day_type" : "', r.end_day_type,
        '", "status" : "', r.status,
        '", "requested_hours" : ', pg_catalog.to_json(r.requested_hours),
        case when t.id is not null then pg_catalog.concat(
          ', "leave_type" : {"id" : ', t.id, ', "name" : ', pg_catalog.to_json(t.name),
          ', "colour" : "', t.colour, '"}') end,
        '}'
      ), ', ' order by r.start_date, r.id) || ']', '[]')
    from live r
    left join public.leave_types t on t.id = r.leave_type_id and r.leave_type_id <> 1
  );
end
$$;
comment on function private.find_planning_json(date, date, text)
  is 'The planning items of a date range and department as one JSON array''s text; global admins only.';

-- triggers
create trigger holiday_requests_guard before insert or update on public.holiday_requests
  for each row execute function private.holiday_requests_guard();

-- RLS
alter table public.holiday_requests enable row level security;

-- policies: one permissive policy per role and action (Supabase linter 0006)
-- SELECT(holiday_requests): a user reads their own requests, a global admin every request
create policy holiday_requests_select_own_or_admin on public.holiday_requests
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.app_role()) = 'global_admin');
-- INSERT(holiday_requests): an active user requests holidays for themself, a global admin for
-- anyone
create policy holiday_requests_insert_own_or_admin on public.holiday_requests
  for insert to authenticated
  with check (
    (user_id = (select auth.uid()) and (select private.app_role()) is not null)
    or (select private.app_role()) = 'global_admin'
  );
-- UPDATE(holiday_requests): the owner asks to cancel (the guard trigger allows nothing else), a
-- global admin decides requests. Postgres ORs the USING and the WITH CHECK of permissive
-- policies separately: the owner's row must stay theirs, an admin's may be anyone's.
create policy holiday_requests_update_own_or_admin on public.holiday_requests
  for update to authenticated
  using (
    (user_id = (select auth.uid()) and (select private.app_role()) is not null)
    or (select private.app_role()) = 'global_admin'
  )
  with check (user_id = (select auth.uid()) or (select private.app_role()) = 'global_admin');
-- DELETE(holiday_requests): nobody; cancelling keeps the history

-- grants
revoke all on public.holiday_requests from anon, authenticated;
grant select, insert, update on public.holiday_requests to leave_user;
-- kept from before the Data API was closed (00_roles_and_schemas.sql)
revoke all on function private.search_holiday_requests(
  public.request_status, text, public.request_status[], date, integer, integer, bigint
) from public;
grant execute on function private.search_holiday_requests(
  public.request_status, text, public.request_status[], date, integer, integer, bigint
) to authenticated, service_role;
revoke all on function private.find_planning_json(date, date, text) from public;
grant execute on function private.find_planning_json(date, date, text)
  to authenticated, service_role;
revoke all on function private.create_own_holiday_request(
  date, date, public.day_type, public.day_type, date, integer, boolean, bigint, text
) from public;
grant execute on function private.create_own_holiday_request(
  date, date, public.day_type, public.day_type, date, integer, boolean, bigint, text
) to authenticated, service_role;
-- The two rules stay executable by every role (public): they are constants, and the overlap
-- constraint and the planning index name them, so any role that plans a query on or writes to
-- holiday_requests needs the right to execute them.
