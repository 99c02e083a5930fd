-- Rotas with a per-person offset (issue 31, item 12): crew A and crew B on one 4 on / 4 off
-- pattern. A user's pattern entry may start its cycle some days after the pattern's anchor
-- (offset_days, 0 by default, under the longest cycle of 56 days; the API holds it under the
-- pattern's own cycle). Every count of a user's hours honours it: user_pattern_segments answers
-- the effective anchor (anchor + offset), which the hours of a request, the working days, the
-- cover grid and the overview read; user_day_hours shifts by it, and so do the wallchart's own
-- stretches (20261128001700_wallchart_by_spans.sql, which redefines the wallchart once). With
-- every offset 0 every figure is what it was. supabase/schemas/30_working_patterns.sql holds the
-- same definitions.

alter table public.user_working_patterns
  add column offset_days integer not null default 0,
  add constraint user_working_patterns_offset_days_check check (
    offset_days >= 0 and offset_days < 56 and (pattern_id is not null or offset_days = 0)
  );

comment on column public.user_working_patterns.offset_days is 'Days the user''s cycle starts after the pattern''s anchor (crew B of a rota).';

-- The stretches of [p_from, p_to] under one pattern for a user, the company default filled in:
-- (first day, last day, anchor, hours). One row for a user with no history. The anchor is the
-- effective one: the pattern's, plus the entry's offset.
create or replace function private.user_pattern_segments(p_user uuid, p_from date, p_to date)
returns table (first_day date, last_day date, anchor date, hours numeric[])
language sql stable security definer set search_path = ''
as $$
  select greatest(x.from_day, p_from), least(x.to_day, p_to),
    coalesce(p.anchor, date '1970-01-05') + x.offset_days,
    coalesce(p.hours, '{10,10,10,10,0,0,0}'::numeric[])
  from (
    select w.starts_on as from_day,
      coalesce(lead(w.starts_on) over (order by w.starts_on) - 1, 'infinity'::date) as to_day,
      w.pattern_id, w.offset_days
    from public.user_working_patterns w where w.user_id = p_user
    union all
    select '-infinity'::date, coalesce(
      (select min(w.starts_on) from public.user_working_patterns w where w.user_id = p_user),
      'infinity'::date + 1) - 1, null, 0
  ) x
  left join public.working_patterns p on p.id = x.pattern_id
  where greatest(x.from_day, p_from) <= least(x.to_day, p_to)
$$;

-- A user's hours on a day under the pattern in force (the company default without one), their
-- offset honoured; bank holidays are the caller's to leave out.
create or replace function private.user_day_hours(p_user uuid, p_day date) returns numeric
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select case when p.id is null then null
        else p.hours[1 + (((p_day - p.anchor - w.offset_days) % cardinality(p.hours))
          + cardinality(p.hours)) % cardinality(p.hours)] end
     from public.user_working_patterns w
     left join public.working_patterns p on p.id = w.pattern_id
     where w.user_id = p_user and w.starts_on <= p_day
     order by w.starts_on desc limit 1),
    case when extract(isodow from p_day) <= 4 then 10 else 0 end)
$$;
