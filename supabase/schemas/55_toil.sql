-- Time off in lieu (issue 33): extra hours an employee worked, logged by them (or by an
-- administrator for them) and approved by an administrator, become that person's TOIL balance;
-- requests of the type of kind 'toil' (45_leave_types.sql) spend it.
--
-- * An entry starts pending; an administrator approves or denies it, never their own (the guard
--   trigger, as holiday_requests' keeps an owner from deciding). An administrator's entry for
--   someone else may be approved as it is logged; their own stays pending for another
--   administrator. A decided entry stays decided: it is history, never deleted.
-- * The balance (private.toil_balance) spends the approved hours first in, first out: each live
--   TOIL request, in date order, takes from the oldest lot still unspent and unexpired on its
--   start date (a lot worked on or before it). A lot expires company_settings.toil_expiry_months
--   after the day it was worked (null: never). The balance on a day is the lots worked by then,
--   unexpired on it, less what requests took; it never goes below 0. What no lot covered is
--   counted apart (private.toil_ledger's `uncovered`), for filing to refuse a request that would
--   leave any. shared/toil.ts states the same rule, held equal by
--   supabase/tests/toil-agree.test.ts.

-- tables
create table public.toil_entries (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id),
  worked_on date not null,
  hours numeric not null
    check (hours > 0 and hours <= 24 and hours * 4 = trunc(hours * 4)),
  note text check (note is null or length(note) between 1 and 500),
  status text not null default 'pending' check (status in ('pending', 'approved', 'denied')),
  deny_reason text check (deny_reason is null or length(btrim(deny_reason)) between 1 and 500),
  created_by uuid references public.users (id),
  created_at timestamptz not null default now(),
  decided_by uuid references public.users (id),
  decided_at timestamptz,
  constraint toil_entries_decided_check check ((status = 'pending') = (decided_at is null)),
  constraint toil_entries_reason_only_denied check (status = 'denied' or deny_reason is null)
);

-- How long an approved lot of TOIL lasts: null, for ever; else 1 to 36 months after the day
-- it was worked. The administrator's setting (Settings, Leave types), audited with the row.
alter table public.company_settings
  add column toil_expiry_months integer
    constraint company_settings_toil_expiry_months_check
    check (toil_expiry_months is null or toil_expiry_months between 1 and 36);
comment on column public.company_settings.toil_expiry_months is
  'Months an approved lot of time off in lieu lasts after the day worked; null: it never expires.';

-- comments
comment on table public.toil_entries is
  'Extra hours worked (time off in lieu) and their decisions; approved ones make the TOIL balance.';
comment on column public.toil_entries.worked_on is 'The day the extra hours were worked.';
comment on column public.toil_entries.hours is 'Extra hours worked that day, in quarter hours (at most 24).';
comment on column public.toil_entries.status is 'pending, approved (counts in the balance) or denied.';
comment on column public.toil_entries.deny_reason is 'Why an administrator denied it, if they said.';

-- indexes
-- a person's entries and their balance's lots
create index toil_entries_user_idx on public.toil_entries (user_id, worked_on);
-- the administrator's lists: newest first, of every status or one
create index toil_entries_created_at_idx on public.toil_entries (created_at desc, id desc);
create index toil_entries_status_idx on public.toil_entries (status, created_at desc, id desc);
-- deleting or looking up a user finds the rows that name them as author or decider
create index toil_entries_created_by_idx on public.toil_entries (created_by);
create index toil_entries_decided_by_idx on public.toil_entries (decided_by);

-- functions
-- The state machine. Errors carry SQLSTATE LV403/LV409 and the words the API answers.
create function private.toil_entries_guard() returns trigger
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
    new.created_by := coalesce(caller, new.created_by);
    new.created_at := now();
    if new.user_id is distinct from caller and not is_admin then
      raise exception 'You can only log time off in lieu for yourself' using errcode = 'LV403';
    end if;
    if new.status = 'pending' then
      if new.decided_by is not null or new.decided_at is not null or new.deny_reason is not null
      then
        raise exception 'A pending entry has no decision' using errcode = 'LV403';
      end if;
      return new;
    end if;
    -- Logged as decided: only an administrator, for someone else.
    if not is_admin or new.user_id = caller then
      raise exception 'Nobody approves their own time off in lieu' using errcode = 'LV403';
    end if;
    new.decided_by := coalesce(caller, new.decided_by);
    new.decided_at := now();
    return new;
  end if;

  -- UPDATE: who, when, what was worked never change; a pending entry is decided once.
  if (new.user_id, new.worked_on, new.hours, new.note, new.created_by, new.created_at)
    is distinct from (old.user_id, old.worked_on, old.hours, old.note, old.created_by,
      old.created_at) then
    raise exception 'What a time off in lieu entry records cannot be changed'
      using errcode = 'LV409';
  end if;
  if not is_admin then
    raise exception 'Only an administrator decides time off in lieu' using errcode = 'LV403';
  end if;
  if old.status <> 'pending' then
    raise exception 'This entry has already been %', old.status using errcode = 'LV409';
  end if;
  if new.status = 'pending' then
    raise exception 'A pending entry can only be approved or denied' using errcode = 'LV409';
  end if;
  if caller is not null and old.user_id = caller then
    raise exception 'Nobody approves their own time off in lieu' using errcode = 'LV403';
  end if;
  new.decided_by := coalesce(caller, new.decided_by);
  new.decided_at := now();
  return new;
end
$$;
comment on function private.toil_entries_guard() is
  'The state machine of toil_entries: pending, then approved or denied once, never by its owner.';

-- The person's TOIL ledger on p_day, in hours: `balance`, the approved lots worked by p_day and
-- unexpired on it, less what live TOIL requests took from them first in, first out (the file's
-- header), never below 0; and `uncovered`, the hours of live TOIL requests no lot covered. A
-- TOIL request is within the balance when, filed, it leaves nothing uncovered: the check that
-- filing one makes (an earlier request takes older lots first, so it may leave a later one short),
-- by the ledger with the request to be filed as one more spend (p_extra_start, p_extra_hours).
create function private.toil_ledger(
  p_user uuid, p_day date, p_extra_start date default null, p_extra_hours numeric default 0,
  out balance numeric, out uncovered numeric
)
language plpgsql stable set search_path = ''
as $$
declare
  months integer := (select s.toil_expiry_months from public.company_settings s);
  lot_day date[];
  lot_left numeric[];
  spend record;
  wanted numeric;
  taken numeric;
  i integer;
begin
  balance := 0;
  uncovered := 0;
  select coalesce(array_agg(e.worked_on order by e.worked_on, e.id), '{}'),
    coalesce(array_agg(e.hours order by e.worked_on, e.id), '{}')
  into lot_day, lot_left
  from public.toil_entries e
  where e.user_id = p_user and e.status = 'approved';
  for spend in
    select x.start_date, x.requested_hours
    from (
      select r.start_date, r.requested_hours, r.id
      from public.holiday_requests r
      join public.leave_types t on t.id = r.leave_type_id and t.kind = 'toil'
      where r.user_id = p_user and r.status = any (private.live_request_statuses())
      union all
      -- the request about to be filed: the newest, after any of the same day
      select p_extra_start, p_extra_hours, null where p_extra_start is not null
    ) x
    order by x.start_date, x.id nulls last
  loop
    wanted := spend.requested_hours;
    for i in 1 .. cardinality(lot_day) loop
      exit when wanted <= 0;
      continue when lot_left[i] <= 0 or lot_day[i] > spend.start_date
        or (months is not null
          and spend.start_date >= (lot_day[i] + make_interval(months => months))::date);
      taken := least(wanted, lot_left[i]);
      lot_left[i] := lot_left[i] - taken;
      wanted := wanted - taken;
    end loop;
    uncovered := uncovered + wanted;
  end loop;
  for i in 1 .. cardinality(lot_day) loop
    if lot_day[i] <= p_day
      and (months is null or p_day < (lot_day[i] + make_interval(months => months))::date) then
      balance := balance + lot_left[i];
    end if;
  end loop;
  balance := greatest(balance, 0);
end
$$;
comment on function private.toil_ledger(uuid, date, date, numeric) is
  'Time off in lieu on a day: the balance (approved, unexpired, less live TOIL requests, FIFO) and the hours of TOIL requests left uncovered.';

-- The person's TOIL balance on p_day, in hours (private.toil_ledger's balance).
create function private.toil_balance(p_user uuid, p_day date) returns numeric
language sql stable set search_path = ''
as $$
  select l.balance from private.toil_ledger(p_user, p_day) l
$$;
comment on function private.toil_balance(uuid, date) is
  'Hours of time off in lieu left on a day: approved, unexpired, less live TOIL requests (FIFO).';

-- triggers
create trigger toil_entries_guard before insert or update on public.toil_entries
  for each row execute function private.toil_entries_guard();

-- RLS
alter table public.toil_entries enable row level security;

-- policies: one permissive policy per role and action (Supabase linter 0006)
-- SELECT(toil_entries): a user reads their own entries, a global admin every entry
create policy toil_entries_select_own_or_admin on public.toil_entries
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.app_role()) = 'global_admin');
-- INSERT(toil_entries): an active user logs their own (pending: the guard), a global admin
-- anyone's
create policy toil_entries_insert_own_or_admin on public.toil_entries
  for insert to authenticated
  with check (
    (user_id = (select auth.uid()) and (select private.app_role()) is not null)
    or (select private.app_role()) = 'global_admin'
  );
-- UPDATE(toil_entries): a global admin decides (never their own: the guard)
create policy toil_entries_update_admin on public.toil_entries
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(toil_entries): nobody; a decision keeps the history

-- grants
revoke all on public.toil_entries from anon, authenticated;
grant select, insert, update on public.toil_entries to leave_user;
revoke all on function private.toil_entries_guard() from public;
revoke all on function private.toil_ledger(uuid, date, date, numeric) from public;
revoke all on function private.toil_balance(uuid, date) from public;
grant execute on function private.toil_ledger(uuid, date, date, numeric) to authenticated, service_role;
grant execute on function private.toil_balance(uuid, date) to authenticated, service_role;
