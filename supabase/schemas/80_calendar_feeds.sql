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
-- * private.calendar_feed: the one reader the feed route (which has no session) calls, in a
--   privileged transaction: the events of a live feed, or null for an unknown token, a token of
--   another kind, a deactivated owner, or an owner of a department or company feed who is no
--   longer a global admin.

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
-- The events of the live feed of `p_kind` whose token hashes to `p_token_hash`, overlapping
-- [p_from, p_to], as a JSON array of { uid, summary, startDate, endDate, startDayType,
-- endDayType } by start; null when there is no such live feed. An open sickness log lasts up
-- to p_today. A department or company feed reads names and dates only: never a request's type
-- or status, never a sickness reason.
create function private.calendar_feed(
  p_token_hash bytea, p_kind text, p_from date, p_to date, p_today date
) returns json
language sql stable security definer set search_path = ''
as $$
  with feed as (
    select f.kind, f.user_id, f.department_id, f.uid_key
    from public.calendar_feeds f
    join public.users u on u.id = f.user_id
    where f.token_hash = p_token_hash and f.kind = p_kind and u.deactivated_at is null
      and (f.kind = 'personal' or u.role = 'global_admin')
  ),
  people as (
    select u.id, u.first_name || ' ' || u.last_name || ' – Away' as summary, f.uid_key
    from feed f
    join public.users u on u.deactivated_at is null
      and (f.kind = 'company' or u.department_id = f.department_id)
    where f.kind <> 'personal'
  ),
  events as (
    select 'request-' || r.id as uid,
      case r.status
        when 'pending' then 'Holiday (pending)'
        when 'cancel_requested' then 'Holiday (cancellation requested)'
        else 'Holiday'
      end as summary,
      r.start_date, r.end_date, r.start_day_type::text, r.end_day_type::text
    from feed f
    join public.holiday_requests r on r.user_id = f.user_id
    where f.kind = 'personal' and r.status in ('pending', 'accepted', 'cancel_requested')
      and r.start_date <= p_to and r.end_date >= p_from
    union all
    select 'away-' || left(encode(extensions.hmac(
        convert_to('request-' || r.id, 'UTF8'), p.uid_key, 'sha256'), 'hex'), 32),
      p.summary, r.start_date, r.end_date, r.start_day_type::text, r.end_day_type::text
    from people p
    join public.holiday_requests r on r.user_id = p.id
    where r.status in ('accepted', 'cancel_requested')
      and r.start_date <= p_to and r.end_date >= p_from
    union all
    select 'away-' || left(encode(extensions.hmac(
        convert_to('log-' || l.id, 'UTF8'), p.uid_key, 'sha256'), 'hex'), 32),
      p.summary, l.sick_from_date, coalesce(l.sick_to_date, greatest(l.sick_from_date, p_today)),
      'full', 'full'
    from people p
    join public.sickness_logs l on l.user_id = p.id
    where (select s.show_sickness_as_away from public.company_settings s)
      and l.sick_from_date <= p_to
      and coalesce(l.sick_to_date, greatest(l.sick_from_date, p_today)) >= p_from
  )
  select case when exists (select 1 from feed) then coalesce(
    (select json_agg(json_build_object('uid', e.uid, 'summary', e.summary,
        'startDate', e.start_date, 'endDate', e.end_date, 'startDayType', e.start_day_type,
        'endDayType', e.end_day_type) order by e.start_date, e.summary, e.uid)
     from events e),
    '[]'::json) end
$$;
comment on function private.calendar_feed(bytea, text, date, date, date)
  is 'The events of a live calendar feed by its token''s hash; null when there is none.';

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
-- The API reads no hash and no key back: the feed route's reader is private.calendar_feed.
revoke all on public.calendar_feeds from anon, authenticated;
grant select (id, user_id, kind, department_id, created_at) on public.calendar_feeds to leave_user;
grant insert (user_id, kind, department_id, token_hash) on public.calendar_feeds to leave_user;
grant delete on public.calendar_feeds to leave_user;
revoke all on function private.calendar_feed(bytea, text, date, date, date)
  from public, anon, authenticated;
grant execute on function private.calendar_feed(bytea, text, date, date, date) to service_role;
