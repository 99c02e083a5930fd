-- The Bradford factor (issue 18): S² × D over the 52 weeks ending on a day, S a user's spells
-- of sickness and D their working days off sick, with the company's trigger points.
--
-- * public.bradford_bands: the trigger points, from a score up, with a label. The company starts
--   with the ones UK HR commonly uses (51, 201, 401, 651), as shared/schemas/bradford.ts lists
--   them. Global admins change them; global admins and sickness users read them. Audited.
-- * private.bradford_scores(as_of, today): per user with any working day off sick in the 52
--   weeks to as_of, the spells, the days and the score. A spell is a sickness log clipped to the
--   52 weeks; a log that begins before the first working day after the spell so far ends (by
--   the user's pattern, or the spec's Monday to Thursday, and the bank holidays) joins it, so a
--   Thursday's log and the next Monday's are one spell, and so are logs either side of a bank
--   holiday. A spell's days are the working days from its first day to its last: none lies
--   between its logs. A spell of no working day (sick on a Saturday only) is no spell. An open
--   log counts up to today, or as_of if earlier. It reads the logs' dates only, never a reason,
--   and runs as the caller: RLS lets global admins and sickness users read the logs.

-- tables
create table public.bradford_bands (
  id bigint generated always as identity primary key,
  from_score integer not null unique check (from_score between 1 and 100000),
  label text not null check (length(btrim(label)) between 1 and 60)
);

-- comments
comment on table public.bradford_bands is 'Bradford factor trigger points: from a score up, a label.';

-- functions
create function private.bradford_scores(p_as_of date, p_today date)
returns table (user_id uuid, spells integer, days integer, score integer)
language sql stable
set search_path = ''
as $$
  with w as (
    select p_as_of - 363 as first_day, p_as_of as last_day, least(p_as_of, p_today) as open_to
  ),
  logs as (
    select l.user_id, greatest(l.sick_from_date, w.first_day) as from_day,
      least(coalesce(l.sick_to_date, w.open_to), w.last_day) as to_day
    from public.sickness_logs l cross join w
    where daterange(l.sick_from_date, l.sick_to_date, '[]')
      && daterange(w.first_day, w.last_day, '[]')
  ),
  -- Each log with the last day of the logs before it (by first day).
  ordered as (
    select g.user_id, g.from_day, g.to_day,
      max(g.to_day) over (partition by g.user_id order by g.from_day, g.to_day
        rows between unbounded preceding and 1 preceding) as before_to
    from logs g
    where g.from_day <= g.to_day
  ),
  -- 1 where a log begins a spell: the first, or one with a working day before it since the
  -- logs before it ended.
  marked as (
    select o.user_id, o.from_day, o.to_day,
      case
        when o.before_to is null then 1
        when o.from_day <= o.before_to + 1 then 0
        when (select d.days from private.user_sick_days_of(o.user_id, o.before_to + 1,
          o.from_day - 1) d) = 0 then 0
        else 1
      end as begins
    from ordered o
  ),
  spells as (
    select x.user_id, min(x.from_day) as from_day, max(x.to_day) as to_day
    from (
      select m.user_id, m.from_day, m.to_day,
        sum(m.begins) over (partition by m.user_id order by m.from_day, m.to_day) as spell
      from marked m
    ) x
    group by x.user_id, x.spell
  ),
  counted as (
    select s.user_id, d.days
    from spells s cross join lateral private.user_sick_days_of(s.user_id, s.from_day, s.to_day) d
    where d.days > 0
  )
  select c.user_id, count(*)::integer, sum(c.days)::integer,
    (count(*) * count(*) * sum(c.days))::integer
  from counted c
  group by c.user_id
$$;
comment on function private.bradford_scores(date, date)
  is 'Bradford factor per user over the 52 weeks to p_as_of: spells, working days, S² × D.';

-- triggers
create trigger bradford_bands_audit after insert or update or delete on public.bradford_bands
  for each row execute function private.audit_row();

-- RLS
alter table public.bradford_bands enable row level security;

-- policies
-- SELECT(bradford_bands): a global admin or sickness user reads the trigger points
create policy bradford_bands_select_staff on public.bradford_bands
  for select to authenticated
  using ((select private.app_role()) in ('global_admin', 'sickness_user'));
-- INSERT(bradford_bands): a global admin sets trigger points
create policy bradford_bands_insert_admin on public.bradford_bands
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(bradford_bands): a global admin changes trigger points
create policy bradford_bands_update_admin on public.bradford_bands
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(bradford_bands): a global admin removes trigger points
create policy bradford_bands_delete_admin on public.bradford_bands
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- grants
revoke all on public.bradford_bands from anon, authenticated;
grant select, insert, update, delete on public.bradford_bands to leave_user;
revoke all on function private.bradford_scores(date, date) from public;
grant execute on function private.bradford_scores(date, date) to authenticated, service_role;

-- data: the trigger points the company starts with (shared/schemas/bradford.ts)
insert into public.bradford_bands (from_score, label) values
  (51, 'Informal review'), (201, 'First formal review'), (401, 'Second formal review'),
  (651, 'Final review');
