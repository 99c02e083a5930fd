-- Sickness logs and their health data. Sickness reasons are health data: they live in their own
-- table that only a global admin can read or write, so a sickness user never receives one and
-- saving a log as a sickness user can never clear one. Sick days are counted by
-- private.user_sick_days_of (30_working_patterns.sql); the Bradford factor is 72_bradford.sql's.
--
-- * public.sickness_follow_ups: per sickness log, for global admins only (like the reason): the
--   return-to-work interview (not needed, due, done: by whom and on which day, and a note) and
--   the fit note (the day it was received, and its details). A log without a row has no
--   interview due and no fit note received. A log longer than 7 calendar days needs a fit note
--   until one is received (private.fit_note_needed).
-- * The notes are health data: an audit row of a follow-up keeps them as "[withheld]", as it
--   keeps a sickness reason (private.audit_log_complete, 90_audit_log.sql).
-- * public.sickness_settings: how many years health data is kept after a log ends (default 6).
--   private.erase_health_data(today), run daily with the clean-up, erases the reasons, the
--   return-to-work notes and the fit-note details of logs that ended longer ago, withholds any
--   reason an audit row still holds, and audits only that it ran and how many logs it erased.
-- * private.sick_days_by_month(year, today): the year's sick days per month, January first, as
--   the sickness summary counts them: each user's logs merged (a day two logs cover counts
--   once), open logs up to today, working days by the user's pattern or the spec's Monday to
--   Thursday, no public holiday of their nation (private.user_sick_days_of). The months add up
--   to the summary's totals. It runs as the caller: the summary's RLS applies. The
--   administrator's overview keeps its own count (65_overview.sql): read through this function
--   it took 187 ms on the bench data against its budget of 100.

-- tables
create table public.sickness_logs (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id),
  sick_from_date date not null,
  sick_to_date date,
  created_at timestamptz not null default now(),
  created_by uuid references public.users (id),
  constraint sickness_logs_dates_check check (sick_to_date is null or sick_to_date >= sick_from_date)
);

create table public.sickness_log_reasons (
  log_id bigint primary key references public.sickness_logs (id) on delete cascade,
  reason text not null
);

create table public.sickness_follow_ups (
  log_id bigint primary key references public.sickness_logs (id) on delete cascade,
  rtw_status text not null default 'not_needed'
    check (rtw_status in ('not_needed', 'due', 'done')),
  rtw_done_by uuid references public.users (id),
  rtw_done_on date,
  rtw_note text check (length(rtw_note) <= 2000),
  fit_note_received_on date,
  fit_note_details text check (length(fit_note_details) <= 2000),
  constraint sickness_follow_ups_done_check
    check (rtw_status = 'done' or (rtw_done_by is null and rtw_done_on is null)),
  constraint sickness_follow_ups_fit_note_check
    check (fit_note_received_on is not null or fit_note_details is null)
);

create table public.sickness_settings (
  id boolean primary key default true check (id),
  retention_years integer not null default 6 check (retention_years between 1 and 50)
);

-- comments
comment on table public.sickness_logs is 'Who was off sick and when; the reason is kept apart.';
comment on column public.sickness_logs.sick_to_date is 'Last sick day, or null while the user is still off.';
comment on table public.sickness_log_reasons is 'Health data: readable and writable by global admins only.';
comment on table public.sickness_follow_ups is 'Return-to-work interviews and fit notes of sickness logs: health data, global admins only.';
comment on table public.sickness_settings is 'How long health data is kept: one row.';

-- indexes
create index sickness_logs_user_id_idx on public.sickness_logs (user_id);
create index sickness_logs_from_idx on public.sickness_logs (sick_from_date desc, id desc);
create index sickness_logs_period_idx on public.sickness_logs
  using gist (daterange(sick_from_date, coalesce(sick_to_date, sick_from_date), '[]'));
-- the logs overlapping a year, open logs included (a null end is an unbounded range), for the
-- sickness summary at company scale (bench: 10,000 logs)
create index sickness_logs_open_range_idx on public.sickness_logs
  using gist (daterange(sick_from_date, sick_to_date, '[]'));
create index sickness_log_reasons_trgm_idx on public.sickness_log_reasons
  using gin (reason extensions.gin_trgm_ops);
-- the overview's follow-ups due: the logs a fit note may be missing for (over 7 days, or open),
-- and the return-to-work interviews due
create index sickness_logs_fit_note_idx on public.sickness_logs (sick_from_date)
  where sick_to_date is null or sick_to_date - sick_from_date >= 7;
create index sickness_follow_ups_rtw_due_idx on public.sickness_follow_ups (log_id)
  where rtw_status = 'due';
-- deleting or looking up a user finds the logs that name them as author
create index sickness_logs_created_by_idx on public.sickness_logs (created_by);
create index sickness_follow_ups_rtw_done_by_idx on public.sickness_follow_ups (rtw_done_by);

-- functions
-- A log needs a fit note when it is longer than 7 calendar days (an open one up to p_today).
create function private.fit_note_needed(p_from date, p_to date, p_today date) returns boolean
language sql immutable parallel safe set search_path = ''
as $$
  select coalesce(p_to, p_today) - p_from + 1 > 7
$$;

-- The health data in an audit row's copy of a row, kept as "[withheld]".
create function private.withhold_health_data(p_row jsonb) returns jsonb
language sql immutable set search_path = ''
as $$
  select p_row || coalesce((
    select jsonb_object_agg(k.key, '[withheld]')
    from pg_catalog.jsonb_each(p_row) k
    where k.key in ('reason', 'rtw_note', 'fit_note_details') and k.value <> 'null'::jsonb
  ), '{}'::jsonb)
$$;

-- Erases the health data of logs that ended more than the retention period before p_today:
-- their reasons, return-to-work notes and fit-note details. Audits the run and the number of
-- logs, never a text. Answers that number.
create function private.erase_health_data(p_today date) returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  cutoff date := p_today - make_interval(years => (
    select s.retention_years from public.sickness_settings s));
  erased integer;
begin
  perform set_config('leave.actor', 'system:retention', true);
  with expired as (
    select l.id from public.sickness_logs l
    where l.sick_to_date < cutoff and (
      exists (select 1 from public.sickness_log_reasons r where r.log_id = l.id)
      or exists (select 1 from public.sickness_follow_ups f where f.log_id = l.id
        and (f.rtw_note is not null or f.fit_note_details is not null)))
  ),
  reasons as (
    delete from public.sickness_log_reasons r using expired e where r.log_id = e.id
  ),
  notes as (
    update public.sickness_follow_ups f set rtw_note = null, fit_note_details = null
    from expired e where f.log_id = e.id
  )
  select count(*) into erased from expired;
  perform private.withhold_logged_reasons();
  insert into public.audit_log (actor_id, action, entity, entity_id, before, after)
  values (null, 'erase_health_data', 'maintenance', null, null,
    jsonb_build_object('logs', erased, 'ended_before', cutoff));
  return erased;
end
$$;
comment on function private.erase_health_data(date) is
  'Daily: erases reasons, return-to-work notes and fit-note details of logs past retention; audits the count.';

create function private.sick_days_by_month(p_year integer, p_today date) returns integer[]
language sql stable set search_path = ''
as $$
  with b as (select make_date(p_year, 1, 1) as first_day, make_date(p_year, 12, 31) as last_day),
  spans as (
    select l.user_id, greatest(l.sick_from_date, b.first_day) as from_day,
      least(coalesce(l.sick_to_date, p_today), b.last_day) as to_day
    from public.sickness_logs l cross join b
    where daterange(l.sick_from_date, l.sick_to_date, '[]')
      && daterange(b.first_day, b.last_day, '[]')
  ),
  -- Each user's sick days merged into disjoint ranges, each cut at the months' ends.
  parts as (
    select m.user_id, extract(month from g)::integer as month,
      greatest(lower(r), g::date) as from_day,
      least(upper(r) - 1, (g + interval '1 month - 1 day')::date) as to_day
    from (
      select s.user_id, range_agg(daterange(s.from_day, s.to_day, '[]')) as days
      from spans s where s.from_day <= s.to_day group by s.user_id
    ) m
    cross join lateral unnest(m.days) r
    cross join lateral pg_catalog.generate_series(
      date_trunc('month', lower(r)), upper(r) - 1, interval '1 month') g
  ),
  months as (
    select p.month, sum(d.days)::integer as days
    from parts p cross join lateral private.user_sick_days_of(p.user_id, p.from_day, p.to_day) d
    group by p.month
  )
  select array_agg(coalesce(m.days, 0) order by g.month)
  from pg_catalog.generate_series(1, 12) g(month)
  left join months m on m.month = g.month
$$;
comment on function private.sick_days_by_month(integer, date)
  is 'Sick days per month of a year (January first), as the sickness summary counts them.';

-- RLS
alter table public.sickness_logs enable row level security;
alter table public.sickness_log_reasons enable row level security;
alter table public.sickness_follow_ups enable row level security;
alter table public.sickness_settings enable row level security;

-- policies
-- SELECT(sickness_logs): a global admin or sickness user reads the logs
create policy sickness_logs_select_staff on public.sickness_logs for select to authenticated
  using ((select private.app_role()) in ('global_admin', 'sickness_user'));
-- INSERT(sickness_logs): a global admin or sickness user creates logs
create policy sickness_logs_insert_staff on public.sickness_logs for insert to authenticated
  with check ((select private.app_role()) in ('global_admin', 'sickness_user'));
-- UPDATE(sickness_logs): a global admin or sickness user edits logs
create policy sickness_logs_update_staff on public.sickness_logs for update to authenticated
  using ((select private.app_role()) in ('global_admin', 'sickness_user'))
  with check ((select private.app_role()) in ('global_admin', 'sickness_user'));
-- DELETE(sickness_logs): a global admin or sickness user deletes logs
create policy sickness_logs_delete_staff on public.sickness_logs for delete to authenticated
  using ((select private.app_role()) in ('global_admin', 'sickness_user'));

-- SELECT(sickness_log_reasons): only a global admin reads reasons
create policy sickness_log_reasons_select_admin on public.sickness_log_reasons for select
  to authenticated using ((select private.app_role()) = 'global_admin');
-- INSERT(sickness_log_reasons): only a global admin writes reasons
create policy sickness_log_reasons_insert_admin on public.sickness_log_reasons for insert
  to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(sickness_log_reasons): only a global admin edits reasons
create policy sickness_log_reasons_update_admin on public.sickness_log_reasons for update
  to authenticated using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(sickness_log_reasons): only a global admin removes reasons
create policy sickness_log_reasons_delete_admin on public.sickness_log_reasons for delete
  to authenticated using ((select private.app_role()) = 'global_admin');

-- SELECT(sickness_follow_ups): only a global admin reads follow-ups
create policy sickness_follow_ups_select_admin on public.sickness_follow_ups for select
  to authenticated using ((select private.app_role()) = 'global_admin');
-- INSERT(sickness_follow_ups): only a global admin records follow-ups
create policy sickness_follow_ups_insert_admin on public.sickness_follow_ups for insert
  to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(sickness_follow_ups): only a global admin changes follow-ups
create policy sickness_follow_ups_update_admin on public.sickness_follow_ups for update
  to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(sickness_follow_ups): nobody directly; they go with their log

-- SELECT(sickness_settings): a global admin reads the retention period
create policy sickness_settings_select_admin on public.sickness_settings for select
  to authenticated using ((select private.app_role()) = 'global_admin');
-- UPDATE(sickness_settings): a global admin changes it; INSERT, DELETE: nobody (one row)
create policy sickness_settings_update_admin on public.sickness_settings for update
  to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');

-- grants
revoke all on public.sickness_logs, public.sickness_log_reasons, public.sickness_follow_ups,
  public.sickness_settings from anon, authenticated;
grant select, insert, update, delete on public.sickness_logs, public.sickness_log_reasons
  to leave_user;
grant select, insert, update on public.sickness_follow_ups to leave_user;
grant select, update on public.sickness_settings to leave_user;
-- kept from before the Data API was closed (00_roles_and_schemas.sql)
revoke all on function private.fit_note_needed(date, date, date) from public;
revoke all on function private.withhold_health_data(jsonb) from public;
revoke all on function private.erase_health_data(date) from public;
grant execute on function private.fit_note_needed(date, date, date) to authenticated, service_role;
grant execute on function private.withhold_health_data(jsonb) to authenticated, service_role;
revoke all on function private.sick_days_by_month(integer, date) from public;
grant execute on function private.sick_days_by_month(integer, date)
  to authenticated, service_role;
