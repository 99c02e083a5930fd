-- A personal calendar feed names each request's leave type (issue 33): "Compassionate leave
-- (pending)" where it said "Holiday (pending)" for every request. A Holiday reads as before; a
-- department or company feed still reads "Firstname Lastname – Away" alone. Same signature,
-- so its grants stand.

-- The absences of feed `p_feed_id` overlapping [p_from, p_to], by start and summary: each with
-- its source ('request-<id>' or 'log-<id>'), summary, dates and day types. A personal feed's
-- UID is its source; the API keys a department or company feed's UIDs with the feed's key, so
-- they say nothing of what an absence is. An open sickness log lasts up to p_today. A personal
-- feed names each request's leave type ("Holiday", "Compassionate leave (pending)": the owner's
-- own); a department or company feed reads names and dates only: never a request's type or
-- status, never a sickness reason.
create or replace function private.calendar_feed_events(
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
