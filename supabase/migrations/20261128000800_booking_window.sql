-- The booking window (issue 29, point 5): the days an employee may not book for themself are
-- the spec's 24 to 31 December until an administrator moves the window (it may run over the new
-- year, e.g. 20 December to 3 January, for a company that closes then) or turns it off (a
-- company that works through Christmas). Administrators' bookings for someone were never held.
--
-- company_settings keeps the window; private.in_booking_window and
-- private.booking_window_message state it for the guard trigger, in the spec's words (the
-- default window gives "Start date cannot be between December 24th and 31st inclusive"), as
-- shared/booking-window.ts does for the API and the web app. The guard trigger is the one of
-- 20261126001800_allowance_policies.sql with its two literal checks replaced by these, and an
-- administrator's re-count of a request's hours (leave.recount set for the transaction) let
-- through: a request booked before a holiday was added or removed keeps its hours until then.

-- tables
alter table public.company_settings
  add column booking_window_on boolean not null default true,
  add column booking_window_from text not null default '12-24'
    constraint company_settings_booking_window_from_check
    check (booking_window_from ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
      and to_date('2000-' || booking_window_from, 'YYYY-MM-DD') is not null
      and to_char(to_date('2000-' || booking_window_from, 'YYYY-MM-DD'), 'MM-DD')
        = booking_window_from),
  add column booking_window_to text not null default '12-31'
    constraint company_settings_booking_window_to_check
    check (booking_window_to ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
      and to_char(to_date('2000-' || booking_window_to, 'YYYY-MM-DD'), 'MM-DD')
        = booking_window_to);

-- comments
comment on column public.company_settings.booking_window_on is
  'Whether employees are refused their own requests starting or ending in the booking window.';
comment on column public.company_settings.booking_window_from is
  'First day (MM-DD) of the window; after booking_window_to, the window runs over the new year.';

-- functions
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

create or replace function private.holiday_requests_guard() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_role public.app_role := private.app_role();
  is_admin boolean := caller is null or caller_role = 'global_admin';
  hours_left numeric;
begin
  if caller is not null and caller_role is null then
    raise exception 'Your account is not active' using errcode = 'LV403';
  end if;

  if tg_op = 'INSERT' then
    new.requested_hours := private.user_request_hours(
      new.user_id, new.start_date, new.end_date, new.start_day_type, new.end_day_type);
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
    if private.in_booking_window(new.start_date) then
      raise exception '%', private.booking_window_message('Start') using errcode = 'LV400';
    end if;
    if private.in_booking_window(new.end_date) then
      raise exception '%', private.booking_window_message('End') using errcode = 'LV400';
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

-- grants
revoke all on function private.in_booking_window(date) from public;
revoke all on function private.booking_window_message(text) from public;
grant execute on function private.in_booking_window(date) to authenticated, service_role;
grant execute on function private.booking_window_message(text) to authenticated, service_role;
