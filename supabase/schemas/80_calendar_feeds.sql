-- Calendar feeds: iCalendar links a calendar app subscribes to without signing in.
--
-- * public.calendar_feeds: a user's feeds. 'personal' holds the owner's own holidays;
--   'department' (of one department) and 'company' hold who of the active users is away, and
--   only a global admin creates them. The token is 32 random bytes shown once; only its SHA-256
--   is kept (token_hash). Revoking deletes the row (the audit log keeps that it existed).
-- * uid_key: a per-feed secret the event UIDs of a department or company feed are keyed with,
--   so a subscriber (who knows the token, and so its hash) cannot tell from a UID whether an
--   "Away" is a holiday or a sickness log.
-- * company_settings.show_sickness_as_away (50_allowance_policies.sql): off by default, sickness
--   logs are in no feed; on, they show exactly as holidays do ("Firstname Lastname – Away"),
--   never a reason.
-- * private.live_calendar_feed and private.calendar_feed_events: the readers the feed route
--   (which has no session) calls, in a privileged transaction: the live feed a token names
--   (none for an unknown token, a token of another kind, a deactivated owner, or an owner of a
--   department or company feed who is no longer a global admin), then its absences as rows.

-- tables
create table public.calendar_feeds (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id),
  kind text not null check (kind in ('personal', 'department', 'company')),
  department_id bigint references public.departments (id) on delete cascade,
  token_hash bytea not null unique check (length(token_hash) = 32),
  uid_key bytea not null default extensions.gen_random_bytes(16),
  created_at timestamptz not null default now(),
  constraint calendar_feeds_department_check
    check ((kind = 'department') = (department_id is not null))
);

-- comments
comment on table public.calendar_feeds is
  'Calendar (iCalendar) feeds: personal, or of a department or the company (global admins).';
comment on column public.calendar_feeds.token_hash is
  'SHA-256 of the feed''s token; the token itself is shown once and never stored.';
comment on column public.calendar_feeds.uid_key is
  'Keys the event UIDs of the feed, so they say nothing of what an absence is.';

-- indexes
create index calendar_feeds_user_idx on public.calendar_feeds (user_id);
create index calendar_feeds_department_idx on public.calendar_feeds (department_id);

-- functions
-- The live feed of `p_kind` whose token hashes to `p_token_hash`: its id and UID key; no row
-- for an unknown token, a token of another kind, a deactivated owner, or an owner of a
-- department or company feed who is no longer a global admin.
create function private.live_calendar_feed(p_token_hash bytea, p_kind text)
returns table (id bigint, uid_key bytea)
language sql stable security definer set search_path = ''
as $$
  select f.id, f.uid_key
  from public.calendar_feeds f
  join public.users u on u.id = f.user_id
  where f.token_hash = p_token_hash and f.kind = p_kind and u.deactivated_at is null
    and (f.kind = 'personal' or u.role = 'global_admin')
$$;
comment on function private.live_calendar_feed(bytea, text)
  is 'The id and UID key of a live calendar feed by its token''s hash; no row when there is none.';

-- The absences of feed `p_feed_id` overlapping [p_from, p_to], by start and summary: each with
-- its source ('request-<id>' or 'log-<id>'), summary, dates and day types. A personal feed's
-- UID is its source; the API keys a department or company feed's UIDs with the feed's key, so
-- they say nothing of what an absence is. An open sickness log lasts up to p_today. A personal
-- feed names each request's leave type ("Holiday", "Compassionate leave (pending)": the owner's
-- own); a department or company feed reads names and dates only: never a request's type or
-- status, never a sickness reason.
create function private.calendar_feed_events(
  p_feed_id bigint, p_from date, p_to date, p_today date
) returns table (
  source text, summary text, start_date date, end_date date, start_day_type text,
  end_day_type text
)
language sql stable security definer set search_path = ''
as $$
  with feed as (
    select f.kind, f.user_id, f.department_id from public.calendar_feeds f where f.id = p_feed_id
  ),
  people as (
    select u.id, u.first_name || ' ' || u.last_name || ' – Away' as summary
    from feed f
    join public.users u on u.deactivated_at is null
      and (f.kind = 'company' or u.department_id = f.department_id)
    where f.kind <> 'personal'
  ),
  events as (
    select 'request-' || r.id as source,
      t.name || case r.status
        when 'pending' then ' (pending)'
        when 'cancel_requested' then ' (cancellation requested)'
        else ''
      end as summary,
      r.start_date, r.end_date, r.start_day_type::text, r.end_day_type::text
    from feed f
    join public.holiday_requests r on r.user_id = f.user_id
    join public.leave_types t on t.id = r.leave_type_id
    where f.kind = 'personal' and r.status in ('pending', 'accepted', 'cancel_requested')
      and r.start_date <= p_to and r.end_date >= p_from
    union all
    select 'request-' || r.id, p.summary, r.start_date, r.end_date, r.start_day_type::text,
      r.end_day_type::text
    from people p
    join public.holiday_requests r on r.user_id = p.id
    where r.status in ('accepted', 'cancel_requested')
      and r.start_date <= p_to and r.end_date >= p_from
    union all
    select 'log-' || l.id, p.summary, l.sick_from_date,
      coalesce(l.sick_to_date, greatest(l.sick_from_date, p_today)), 'full', 'full'
    from people p
    join public.sickness_logs l on l.user_id = p.id
    where (select s.show_sickness_as_away from public.company_settings s)
      and l.sick_from_date <= p_to
      and coalesce(l.sick_to_date, greatest(l.sick_from_date, p_today)) >= p_from
  )
  select e.source, e.summary, e.start_date, e.end_date, e.start_day_type, e.end_day_type
  from events e
  order by e.start_date, e.summary, e.source
$$;
comment on function private.calendar_feed_events(bigint, date, date, date)
  is 'The absences of a calendar feed in a window, by start and summary.';

-- RLS
alter table public.calendar_feeds enable row level security;

-- policies
-- SELECT(calendar_feeds): a user reads their own feeds
create policy calendar_feeds_select_own on public.calendar_feeds
  for select to authenticated using (user_id = (select auth.uid()));
-- INSERT(calendar_feeds): a user creates their own personal feed; a global admin also
-- department and company feeds
create policy calendar_feeds_insert_own on public.calendar_feeds
  for insert to authenticated
  with check (user_id = (select auth.uid())
    and (kind = 'personal' or (select private.app_role()) = 'global_admin'));
-- DELETE(calendar_feeds): a user revokes their own feeds; UPDATE: nobody (a new feed instead)
create policy calendar_feeds_delete_own on public.calendar_feeds
  for delete to authenticated using (user_id = (select auth.uid()));

-- grants
-- leave_user reads no hash and no key back: the feed route reads a feed's key through
-- private.live_calendar_feed, in a privileged transaction.
revoke all on public.calendar_feeds from anon, authenticated;
grant select (id, user_id, kind, department_id, created_at) on public.calendar_feeds to leave_user;
grant insert (user_id, kind, department_id, token_hash) on public.calendar_feeds to leave_user;
grant delete on public.calendar_feeds to leave_user;
revoke all on function private.live_calendar_feed(bytea, text) from public, anon, authenticated;
grant execute on function private.live_calendar_feed(bytea, text) to service_role;
revoke all on function private.calendar_feed_events(bigint, date, date, date)
  from public, anon, authenticated;
grant execute on function private.calendar_feed_events(bigint, date, date, date) to service_role;
