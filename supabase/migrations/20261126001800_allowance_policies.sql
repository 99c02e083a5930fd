-- Allowance policies (issue 16): working patterns in force, pro-rata, carry-over.
--
-- With nothing configured (no user has a pattern, pro-rata off, carry-over cap 0) every figure
-- is the spec's: a request's hours come from private.request_hours, the balance is the yearly
-- allowance minus the year's live requests, and the sickness days are Mon-Thu days. Each rule
-- below takes its fast path then.
--
-- * A named pattern (public.working_patterns) is a cycle of 1-8 weeks of hours per day from an
--   anchor Monday. A user's history (public.user_working_patterns) gives a pattern from a date;
--   the company default (the spec's Mon-Thu 10 h) applies before the first entry and where an
--   entry's pattern is null. A request's hours are the sum, day by day, under the pattern in
--   force that day (private.user_request_hours): a change applies to dates from its start, and
--   a request's hours are fixed when it is filed, so nothing of the past is rewritten.
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
--
-- requested_hours becomes numeric: a half day of a 7.25 h day is 3.625 h, kept exact. The API
-- reads it as a JSON number (::float8; multiples of 1/8 are exact in binary floating point).

-- tables
create table public.company_settings (
  id boolean primary key default true check (id),
  pro_rata boolean not null default false,
  carry_over_max_hours numeric not null default 0
    check (carry_over_max_hours between 0 and 1000 and carry_over_max_hours * 4 = trunc(carry_over_max_hours * 4)),
  carry_over_expiry_month integer not null default 3 check (carry_over_expiry_month between 1 and 12),
  carry_over_expiry_day integer not null default 31,
  constraint company_settings_expiry_check check (
    carry_over_expiry_day between 1 and extract(day from
      make_date(2001, carry_over_expiry_month, 1) + interval '1 month' - interval '1 day')
  )
);
insert into public.company_settings default values;

create table public.working_patterns (
  id bigint generated always as identity primary key,
  name text not null unique check (length(btrim(name)) between 1 and 100),
  anchor date not null check (extract(isodow from anchor) = 1),
  hours numeric[] not null check (
    cardinality(hours) between 7 and 56 and cardinality(hours) % 7 = 0
    and array_ndims(hours) = 1 and 0 <= all (hours) and 24 >= all (hours)
    and array_position(hours, null) is null
  )
);

create table public.user_working_patterns (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id),
  starts_on date not null,
  pattern_id bigint references public.working_patterns (id),
  constraint user_working_patterns_once unique (user_id, starts_on)
);

create table public.carried_hours (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id),
  year integer not null check (year between 1900 and 2999),
  hours numeric not null check (hours between -30 and 1000 and hours * 4 = trunc(hours * 4)),
  reason text not null check (length(btrim(reason)) between 1 and 500),
  constraint carried_hours_once unique (user_id, year)
);

alter table public.users add column end_date date;
alter table public.users add constraint users_end_date_check
  check (end_date is null or end_date >= start_date);

alter table public.holiday_requests alter column requested_hours type numeric;

-- comments
comment on table public.company_settings is 'The company''s allowance policies: one row, the spec''s defaults.';
comment on column public.company_settings.carry_over_max_hours is 'Most hours carried into the next year; 0 turns carry-over off.';
comment on table public.working_patterns is 'Named cycles of hours per day (1-8 weeks) from an anchor Monday.';
comment on table public.user_working_patterns is 'A user''s pattern from a date; null pattern is the company default.';
comment on table public.carried_hours is 'An administrator''s carried hours for a user''s year, with the reason.';
comment on column public.users.end_date is 'Last day of employment, for pro-rata; null for none.';

-- indexes
create index user_working_patterns_pattern_idx on public.user_working_patterns (pattern_id);

-- functions
-- Whether pro-rata or carry-over is on: the balance takes its slow path only then.
create function private.allowance_policies_on() returns boolean
language sql stable security definer set search_path = ''
as $$
  select s.pro_rata or s.carry_over_max_hours > 0 from public.company_settings s
$$;

-- The stretches of [p_from, p_to] under one pattern for a user, the company default filled in:
-- (first day, last day, anchor, hours). One row for a user with no history.
create function private.user_pattern_segments(p_user uuid, p_from date, p_to date)
returns table (first_day date, last_day date, anchor date, hours numeric[])
language sql stable security definer set search_path = ''
as $$
  select greatest(x.from_day, p_from), least(x.to_day, p_to),
    coalesce(p.anchor, date '1970-01-05'), coalesce(p.hours, '{10,10,10,10,0,0,0}'::numeric[])
  from (
    select w.starts_on as from_day,
      coalesce(lead(w.starts_on) over (order by w.starts_on) - 1, 'infinity'::date) as to_day,
      w.pattern_id
    from public.user_working_patterns w where w.user_id = p_user
    union all
    select '-infinity'::date, coalesce(
      (select min(w.starts_on) from public.user_working_patterns w where w.user_id = p_user),
      'infinity'::date + 1) - 1, null
  ) x
  left join public.working_patterns p on p.id = x.pattern_id
  where greatest(x.from_day, p_from) <= least(x.to_day, p_to)
$$;

-- Hours a request takes for a user: the spec's arithmetic while no pattern of theirs has begun
-- by the request's end, else each stretch under its pattern (private.pattern_request_hours),
-- the half-day types on the request's own first and last day. Mirrors shared/working-patterns.ts
-- userRequestHours.
create function private.user_request_hours(
  p_user uuid, p_start date, p_end date, p_start_type public.day_type, p_end_type public.day_type
) returns numeric
language sql stable security definer set search_path = ''
as $$
  select case
    when p_end < p_start then 0
    when not exists (
      select 1 from public.user_working_patterns w where w.user_id = p_user and w.starts_on <= p_end
    ) then private.request_hours(p_start, p_end, p_start_type, p_end_type)::numeric
    else (
      select coalesce(sum(private.pattern_request_hours(s.anchor, s.hours, s.first_day, s.last_day,
        case when s.first_day = p_start then p_start_type
          when s.first_day = p_end then p_end_type else 'full' end,
        case when s.last_day = p_end then p_end_type else 'full' end)), 0)
      from private.user_pattern_segments(p_user, p_start, p_end) s
    )
  end
$$;

-- Working days of a pattern in [p_from, p_to]: days with hours, bank holidays excepted.
create function private.pattern_working_days(
  p_anchor date, p_hours numeric[], p_from date, p_to date
) returns integer
language sql stable set search_path = ''
as $$
  select count(*)::integer
  from pg_catalog.generate_series(p_from, p_to, interval '1 day') g(s)
  where p_hours[1 + (((g.s::date - p_anchor) % cardinality(p_hours)) + cardinality(p_hours))
      % cardinality(p_hours)] > 0
    and not exists (select 1 from public.bank_holidays b where b.day = g.s::date)
$$;

-- A user's working days in [p_from, p_to] by their patterns (the spec's Mon-Thu without one).
create function private.user_working_days(p_user uuid, p_from date, p_to date) returns integer
language sql stable security definer set search_path = ''
as $$
  select case
    when p_to < p_from then 0
    when not exists (
      select 1 from public.user_working_patterns w where w.user_id = p_user and w.starts_on <= p_to
    ) then private.sick_days(p_from, p_to)
    else (
      select coalesce(sum(private.pattern_working_days(s.anchor, s.hours, s.first_day, s.last_day)), 0)::integer
      from private.user_pattern_segments(p_user, p_from, p_to) s
    )
  end
$$;

-- Sick days of a log: the inlinable form of user_working_days for the sickness lists, the
-- spec's arithmetic (private.sick_days_of) for a user without a pattern. No search_path, so the
-- planner inlines it (see private.sick_days_of).
create function private.user_sick_days_of(p_user uuid, p_from date, p_to date)
returns table (days integer)
language sql stable parallel safe
as $$
  select case
    when exists (
      select 1 from public.user_working_patterns w where w.user_id = p_user and w.starts_on <= p_to
    ) then private.user_working_days(p_user, p_from, p_to)
    else (select s.days from private.sick_days_of(p_from, p_to) s)
  end
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

-- A user's year as of p_day: allowance, carried (the chain from their first year with data),
-- lapsed (once p_day is past the expiry), used (approved, cancel requested), pending, remaining.
create function private.balance_breakdown(p_user uuid, p_day date)
returns table (
  year integer, configured boolean, full_allowance numeric, allowance numeric, pro_rata boolean,
  carried numeric, override_hours numeric, override_reason text, carry_expires date,
  lapsed numeric, used numeric, pending numeric, remaining numeric
)
language plpgsql stable security definer set search_path = ''
as $$
declare
  s public.company_settings;
  u public.users;
  target integer := extract(year from p_day)::integer;
  y integer;
  carry numeric := 0;
  y_allowance numeric;
  y_live numeric;
  y_window numeric;
  o public.carried_hours;
begin
  select * into s from public.company_settings;
  select * into u from public.users where id = p_user;
  if not found then
    return;
  end if;
  year := target;
  if s.carry_over_max_hours > 0 then
    carry_expires := make_date(target, s.carry_over_expiry_month, s.carry_over_expiry_day);
    -- The first year whose end can matter: the year before the first with a request or an
    -- override (a year with neither ends on its allowance, whatever came into it).
    y := greatest(extract(year from u.start_date)::integer, (
      select min(a.y) - 1 from (
        select extract(year from r.start_date)::integer as y from public.holiday_requests r
        where r.user_id = p_user and r.status = any (private.live_request_statuses())
        union all
        select c.year from public.carried_hours c where c.user_id = p_user
      ) a));
    while y < target loop
      carry := coalesce((select c.hours from public.carried_hours c
        where c.user_id = p_user and c.year = y), carry);
      select a.allowance into y_allowance from private.year_allowance(p_user, y) a;
      select coalesce(sum(r.requested_hours), 0),
        coalesce(sum(r.requested_hours) filter (where r.start_date
          <= make_date(y, s.carry_over_expiry_month, s.carry_over_expiry_day)), 0)
        into y_live, y_window
      from public.holiday_requests r
      where r.user_id = p_user and r.status = any (private.live_request_statuses())
        and r.start_date >= make_date(y, 1, 1) and r.start_date < make_date(y + 1, 1, 1);
      carry := y_allowance + carry - y_live
        - case when carry > 0 then greatest(carry - y_window, 0) else 0 end;
      carry := case when carry >= 0 then least(carry, s.carry_over_max_hours)
        else greatest(carry, private.min_vacation_balance()) end;
      y := y + 1;
    end loop;
    select * into o from public.carried_hours c where c.user_id = p_user and c.year = target;
    if found then
      carry := o.hours;
      override_hours := o.hours;
      override_reason := o.reason;
    end if;
  end if;
  carried := carry;
  full_allowance := u.total_vacation_hours;
  select a.allowance, a.pro_rata into allowance, pro_rata from private.year_allowance(p_user, target) a;
  select coalesce(sum(r.requested_hours) filter (where r.status <> 'pending'), 0),
    coalesce(sum(r.requested_hours) filter (where r.status = 'pending'), 0),
    coalesce(sum(r.requested_hours) filter (where r.start_date <= carry_expires), 0)
    into used, pending, y_window
  from public.holiday_requests r
  where r.user_id = p_user and r.status = any (private.live_request_statuses())
    and r.start_date >= make_date(target, 1, 1) and r.start_date < make_date(target + 1, 1, 1);
  lapsed := case when carry > 0 and p_day > carry_expires then greatest(carry - y_window, 0)
    else 0 end;
  remaining := allowance + carried - lapsed - used - pending;
  configured := s.pro_rata or s.carry_over_max_hours > 0 or exists (
    select 1 from public.user_working_patterns w
    where w.user_id = p_user and w.starts_on <= make_date(target, 12, 31));
  return next;
end
$$;

-- Remaining hours of a user for the year of p_day (as of p_day). The spec's rule while no
-- policy is on; the breakdown's remaining otherwise. A JSON number for the API (float8).
drop function private.vacation_balance(uuid, date);
create function private.vacation_balance(p_user uuid, p_day date) returns double precision
language sql stable security definer set search_path = ''
as $$
  select case when private.allowance_policies_on()
    then (select b.remaining from private.balance_breakdown(p_user, p_day) b)
    else u.total_vacation_hours - coalesce((
      select sum(r.requested_hours) from public.holiday_requests r
      where r.user_id = p_user
        and r.status = any (private.live_request_statuses())
        and r.start_date >= date_trunc('year', p_day)::date
        and r.start_date < (date_trunc('year', p_day) + interval '1 year')::date
    ), 0)
  end::double precision
  from public.users u where u.id = p_user
$$;
comment on function private.vacation_balance(uuid, date)
  is 'Remaining hours in the year of p_day: allowance (+ carried) minus the year''s live requests.';

-- The guard trigger counts hours by the user's patterns; everything else is as before.
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

-- The hours of a pattern (quarter hours): a check may not hold a subquery, so a function does.
create function private.is_quarter_hours(p_hours numeric[]) returns boolean
language sql immutable parallel safe set search_path = ''
as $$
  select coalesce(bool_and(h * 4 = trunc(h * 4)), true) from unnest(p_hours) h
$$;
alter table public.working_patterns add constraint working_patterns_quarter_hours_check
  check (private.is_quarter_hours(hours));

-- triggers
create trigger company_settings_audit after insert or update or delete on public.company_settings
  for each row execute function private.audit_row();
create trigger working_patterns_audit after insert or update or delete on public.working_patterns
  for each row execute function private.audit_row();
create trigger user_working_patterns_audit after insert or update or delete
  on public.user_working_patterns for each row execute function private.audit_row();
create trigger carried_hours_audit after insert or update or delete on public.carried_hours
  for each row execute function private.audit_row();

-- RLS
alter table public.company_settings enable row level security;
alter table public.working_patterns enable row level security;
alter table public.user_working_patterns enable row level security;
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

-- SELECT(working_patterns): every signed-in user (the sickness lists count days by them)
create policy working_patterns_select_signed_in on public.working_patterns
  for select to authenticated using ((select private.app_role()) is not null);
-- INSERT(working_patterns): a global admin defines patterns
create policy working_patterns_insert_admin on public.working_patterns
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(working_patterns): a global admin edits patterns
create policy working_patterns_update_admin on public.working_patterns
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(working_patterns): a global admin deletes a pattern nobody has
create policy working_patterns_delete_admin on public.working_patterns
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- SELECT(user_working_patterns): every signed-in user (the sickness lists count days by them)
create policy user_working_patterns_select_signed_in on public.user_working_patterns
  for select to authenticated using ((select private.app_role()) is not null);
-- INSERT(user_working_patterns): a global admin gives users patterns
create policy user_working_patterns_insert_admin on public.user_working_patterns
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(user_working_patterns): a global admin changes an entry
create policy user_working_patterns_update_admin on public.user_working_patterns
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(user_working_patterns): a global admin removes an entry
create policy user_working_patterns_delete_admin on public.user_working_patterns
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

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
revoke all on public.company_settings, public.working_patterns, public.user_working_patterns,
  public.carried_hours from anon, authenticated;
grant select, update on public.company_settings to leave_user;
grant select, insert, update, delete on public.working_patterns, public.user_working_patterns,
  public.carried_hours to leave_user;
revoke all on function private.allowance_policies_on() from public;
revoke all on function private.user_pattern_segments(uuid, date, date) from public;
revoke all on function private.user_request_hours(
  uuid, date, date, public.day_type, public.day_type) from public;
revoke all on function private.pattern_working_days(date, numeric[], date, date) from public;
revoke all on function private.user_working_days(uuid, date, date) from public;
revoke all on function private.user_sick_days_of(uuid, date, date) from public;
revoke all on function private.year_allowance(uuid, integer) from public;
revoke all on function private.balance_breakdown(uuid, date) from public;
revoke all on function private.vacation_balance(uuid, date) from public;
grant execute on function private.allowance_policies_on() to authenticated, service_role;
grant execute on function private.user_pattern_segments(uuid, date, date)
  to authenticated, service_role;
grant execute on function private.user_request_hours(
  uuid, date, date, public.day_type, public.day_type) to authenticated, service_role;
grant execute on function private.pattern_working_days(date, numeric[], date, date)
  to authenticated, service_role;
grant execute on function private.user_working_days(uuid, date, date)
  to authenticated, service_role;
grant execute on function private.user_sick_days_of(uuid, date, date)
  to authenticated, service_role;
grant execute on function private.year_allowance(uuid, integer) to authenticated, service_role;
grant execute on function private.balance_breakdown(uuid, date) to authenticated, service_role;
grant execute on function private.vacation_balance(uuid, date) to authenticated, service_role;
