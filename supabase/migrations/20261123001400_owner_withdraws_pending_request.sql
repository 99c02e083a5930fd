-- The owner withdraws a pending request (issue 15, item 14). A withdrawn request is kept, as
-- cancelled: it gives its hours and dates back like any cancelled request, leaves the pending
-- list, and the audit log records `pending->cancelled` with the owner as actor (decided_by is
-- the owner too, where an administrator's cancel names the administrator). Nothing is deleted,
-- the spec's statuses and labels stay as they are, and withdrawn requests still count towards
-- the 30-requests-an-hour limit. Only the guard trigger changes: it now lets the owner, and
-- only the owner (an administrator's own request included), move their own pending request to
-- cancelled; everything else it allowed and refused stays the same. Whether a holiday has
-- started is checked by the API on the app's clock (LEAVE_TODAY), not here on the database's.
-- The -30 h refusal also carries, as the error's detail, what the request needs and what its
-- year has left (shared/messages.ts requestNeedsHours), beside the spec's words.

-- functions
create or replace function private.holiday_requests_guard() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_role public.app_role := private.app_role();
  is_admin boolean := caller is null or caller_role = 'global_admin';
  hours_left integer;
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
    hours_left := private.vacation_balance(new.user_id, new.start_date);
    if hours_left - new.requested_hours < private.min_vacation_balance() then
      raise exception 'Insufficient vacation hours: You have less than -30 hours available.'
        using errcode = 'LV409',
          detail = format('This request needs %s hours; you have %s hours left.',
            new.requested_hours, hours_left);
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

-- comments
comment on function private.holiday_requests_guard() is
  'The state machine of holiday_requests: hours, the December window, the -30 h floor, who may move a request where (the owner withdraws a pending one or asks to cancel an approved one).';
