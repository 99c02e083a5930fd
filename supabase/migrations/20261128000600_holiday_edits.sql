-- The administrator's public holidays (issue 29): a one-off holiday added for a nation (a royal
-- occasion), a listed one removed, and company closure days (a factory shutdown).
--
-- * public_holidays.kind tells the rules' days ('rule') from the administrator's ('added') and
--   from the days of a closure that has no working hours ('closure'). Removing a day deletes
--   its row; every change is audited by the table's trigger.
-- * A closure either has no working hours (its days join every nation's holidays, so nothing
--   is booked or counted on them) or counts as a holiday everyone takes: one accepted request per
--   active user the closure's days cost hours, who has no live request over them already; the
--   planning view, the feeds and each balance show it like any holiday. Deleting a closure
--   removes its days, or cancels its requests (their hours come back).
-- * Requests already booked keep the hours they were booked with when a holiday is added or
--   removed later (the guard trigger never changes requested_hours).

-- tables
create table public.company_closures (
  id bigint generated always as identity primary key,
  name text not null check (length(btrim(name)) between 1 and 100),
  start_date date not null,
  end_date date not null,
  counts_as text not null check (counts_as in ('holiday', 'no_hours')),
  created_at timestamptz not null default now(),
  constraint company_closures_span_check
    check (end_date >= start_date and end_date - start_date <= 366)
);
alter table public.public_holidays
  add column kind text not null default 'rule'
    constraint public_holidays_kind_check check (kind in ('rule', 'added', 'closure')),
  add column closure_id bigint references public.company_closures (id) on delete cascade;
alter table public.holiday_requests
  add column closure_id bigint references public.company_closures (id) on delete set null;

-- comments
comment on table public.company_closures is
  'Days the whole company closes: with no working hours, or as a holiday everyone takes.';
comment on column public.public_holidays.kind is
  'rule: computed; added: an administrator''s one-off day; closure: a company closure''s day.';
comment on column public.holiday_requests.closure_id is
  'The company closure this request was booked for, if any.';

-- indexes
create index public_holidays_closure_idx on public.public_holidays (closure_id);
create index holiday_requests_closure_idx on public.holiday_requests (closure_id);

-- triggers
create trigger company_closures_audit after insert or update or delete on public.company_closures
  for each row execute function private.audit_row();

-- RLS
alter table public.company_closures enable row level security;

-- policies
-- SELECT(company_closures): a global admin reads the closures
create policy company_closures_select_admin on public.company_closures
  for select to authenticated using ((select private.app_role()) = 'global_admin');
-- INSERT(company_closures): a global admin adds closures
create policy company_closures_insert_admin on public.company_closures
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- DELETE(company_closures): a global admin removes closures; UPDATE: nobody (remove and add)
create policy company_closures_delete_admin on public.company_closures
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- grants
revoke all on public.company_closures from anon, authenticated;
grant select, insert, delete on public.company_closures to leave_user;
