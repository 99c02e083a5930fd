-- An administrator's own holiday request is an employee's request: the guard now applies the
-- 24-31 December window and the -30 h floor (under the user-row lock) to every pending request
-- a user files for themself, admins included. Admin bookings for others are unchanged.

create or replace function private.holiday_requests_guard() returns trigger
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
    if private.vacation_balance(new.user_id, new.start_date) - new.requested_hours < -30 then
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
