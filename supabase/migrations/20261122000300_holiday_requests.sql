-- Holiday requests: hours counted by the database itself, the overlap exclusion constraint,
-- and a guard trigger that is the state machine, so a caller with direct Data API access
-- still cannot approve their own request, book for someone else or change its hours.

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
-- Hours of a request (spec section 9), by arithmetic over the working days
-- (private.sick_days), so the guard trigger and the balance check cost the same for one day
-- and for a year: a request spanning centuries once held the only thread for seconds. Mon-Thu
-- working days 10 h, minus 5 h for a half first day and a half last day, bank holidays 0.
-- Mirrors shared/hours.ts.
create function private.request_hours(
  p_start date, p_end date, p_start_type public.day_type, p_end_type public.day_type
) returns integer
language sql stable set search_path = ''
as $$
  select case when p_end < p_start then 0 else
    10 * private.sick_days(p_start, p_end)
    - case when p_start_type <> 'full' and private.sick_days(p_start, p_start) = 1
        then 5 else 0 end
    - case when p_end <> p_start and p_end_type <> 'full' and private.sick_days(p_end, p_end) = 1
        then 5 else 0 end
  end
$$;
comment on function private.request_hours(date, date, public.day_type, public.day_type)
  is 'Vacation hours a request takes: Mon AM to Thu PM = 30. Arithmetic, any span.';

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
  requested_hours integer not null default 0 check (requested_hours >= 0),
  deny_reason text,
  cancel_reject_reason text,
  created_at timestamptz not null default now(),
  created_by uuid references public.users (id),
  decided_at timestamptz,
  decided_by uuid references public.users (id),
  period tsrange generated always as (
    private.request_period(start_date, end_date, start_day_type, end_day_type)
  ) stored,
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

-- indexes
create index holiday_requests_user_id_start_idx on public.holiday_requests (user_id, start_date);
create index holiday_requests_created_at_idx on public.holiday_requests (created_at desc, id desc);
create index holiday_requests_status_idx on public.holiday_requests (status, created_at)
  where status in ('pending', 'cancel_requested');
create index holiday_requests_planning_idx on public.holiday_requests
  using gist (daterange(start_date, end_date, '[]'))
  where status = any (private.live_request_statuses());
-- deleting or looking up a user finds the rows that name them as author or decider
create index holiday_requests_created_by_idx on public.holiday_requests (created_by);
create index holiday_requests_decided_by_idx on public.holiday_requests (decided_by);

-- Remaining hours of a user for the calendar year of p_day: the allowance minus every live
-- request starting in that year.
create function private.vacation_balance(p_user uuid, p_day date) returns integer
language sql stable security definer set search_path = ''
as $$
  select u.total_vacation_hours - coalesce((
    select sum(r.requested_hours) from public.holiday_requests r
    where r.user_id = p_user
      and r.status = any (private.live_request_statuses())
      and r.start_date >= date_trunc('year', p_day)::date
      and r.start_date < (date_trunc('year', p_day) + interval '1 year')::date
  ), 0)::integer
  from public.users u where u.id = p_user
$$;

-- The state machine. Errors carry SQLSTATE LV400/LV403/LV409 and the user-facing message.
-- An administrator's own holiday request is an employee's request: the 24-31 December window
-- and the -30 h floor (under the user-row lock) apply to every pending request a user files
-- for themself, admins included; an admin's booking for someone else is a decision.
create function private.holiday_requests_guard() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_role public.app_role := private.app_role();
  is_admin boolean := caller is null or caller_role = 'global_admin';
begin
  if caller is not null and caller_role is null then
    raise exception 'Your account is not active' using errcode = 'LV403';
  end if;

  if tg_op = 'INSERT' then
    new.requested_hours := private.request_hours(
      new.start_date, new.end_date, new.start_day_type, new.end_day_type);
    new.created_by := coalesce(caller, new.created_by);
    -- An admin's booking for someone (accepted at once) is a decision; an admin's own request
    -- (pending) is an employee's request like any other.
    if is_admin and (caller is null or new.user_id <> caller or new.status <> 'pending') then
      return new;
    end if;
    if new.user_id is distinct from caller then
      raise exception 'You can only request holidays for yourself' using errcode = 'LV403';
    end if;
    if new.status <> 'pending' or new.deny_reason is not null
      or new.cancel_reject_reason is not null or new.decided_by is not null then
      raise exception 'A new request starts pending' using errcode = 'LV403';
    end if;
    new.created_at := now();
    if to_char(new.start_date, 'MM-DD') between '12-24' and '12-31' then
      raise exception 'Start date cannot be between December 24th and 31st inclusive'
        using errcode = 'LV400';
    end if;
    if to_char(new.end_date, 'MM-DD') between '12-24' and '12-31' then
      raise exception 'End date cannot be between December 24th and 31st inclusive'
        using errcode = 'LV400';
    end if;
    -- Lock the user's row so concurrent requests are counted one after the other.
    perform 1 from public.users where id = new.user_id for update;
    if private.vacation_balance(new.user_id, new.start_date) - new.requested_hours
      < private.min_vacation_balance() then
      raise exception 'Insufficient vacation hours: You have less than -30 hours available.'
        using errcode = 'LV409';
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
  new.requested_hours := old.requested_hours;

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
grant execute on function private.request_hours(date, date, public.day_type, public.day_type)
  to authenticated, service_role;
revoke all on function private.vacation_balance(uuid, date) from public;
grant execute on function private.vacation_balance(uuid, date) to authenticated, service_role;
-- The two rules stay executable by every role (public): they are constants, and the overlap
-- constraint and the planning index name them, so any role that plans a query on or writes to
-- holiday_requests needs the right to execute them.
