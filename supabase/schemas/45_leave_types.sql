-- Leave types (issue 33): the kinds of leave a company records, each with its rules. The
-- built-in "Holiday" (id 1) is the spec's holiday request exactly: it takes hours from the
-- allowance, needs approval, allows half days and anyone may file it. Every request is of a type,
-- and a request that names none is a Holiday, so while Holiday is the only active type every
-- route, figure and screen is the spec's.
--
-- * Ready-made types (kind 'unpaid', 'compassionate', ...) come inactive with UK defaults
--   (docs/decisions.md, "Leave types"); an administrator turns them on, edits or retires them,
--   never deletes them. Types an administrator creates have no kind; one never used may be
--   deleted, one in use only retired (it keeps its requests).
-- * The colour's contrast with the app's text is checked by the API (shared/leave-types.ts);
--   the table keeps it a #rrggbb colour.
-- * The rows hold no secret: every signed-in user reads the active ones (a form will offer them);
--   what a colleague learns of another person's request is the routes' business.

-- tables
create table public.leave_types (
  id bigint generated always as identity primary key,
  kind text unique check (kind ~ '^[a-z_]{1,30}$'),
  name text not null check (length(btrim(name)) between 1 and 60),
  colour text not null check (colour ~ '^#[0-9a-f]{6}$'),
  deducts_allowance boolean not null default false,
  allowance_hours numeric
    check (allowance_hours is null or (allowance_hours > 0 and allowance_hours <= 5000
      and allowance_hours * 4 = trunc(allowance_hours * 4))),
  needs_approval boolean not null default true,
  colleagues_see_name boolean not null default true,
  counts_as_away boolean not null default true,
  half_days boolean not null default true,
  note_required boolean not null default false,
  filed_by text not null default 'employee' check (filed_by in ('employee', 'admin')),
  active boolean not null default true,
  constraint leave_types_one_allowance
    check (not (deducts_allowance and allowance_hours is not null)),
  constraint leave_types_holiday_is_built_in check (coalesce(kind = 'holiday', false) = (id = 1)),
  constraint leave_types_holiday_rules check (kind is distinct from 'holiday' or (
    active and deducts_allowance and allowance_hours is null and needs_approval
    and colleagues_see_name and counts_as_away and half_days and not note_required
    and filed_by = 'employee'))
);

-- comments
comment on table public.leave_types is
  'Kinds of leave and their rules; id 1 is the built-in Holiday, the spec''s holiday request.';
comment on column public.leave_types.kind is
  'Which built-in or ready-made type this is (holiday, unpaid, ...); null for one an administrator created.';
comment on column public.leave_types.colour is
  'Its colour (#rrggbb), a background the app''s text stays readable on (4.5:1).';
comment on column public.leave_types.deducts_allowance is
  'Whether its requests take hours from the holiday allowance.';
comment on column public.leave_types.allowance_hours is
  'Its own yearly allowance in hours; null: no allowance of its own (unlimited).';
comment on column public.leave_types.needs_approval is
  'Whether a request of it waits for an administrator; otherwise it is approved on filing.';
comment on column public.leave_types.colleagues_see_name is
  'Whether colleagues see its name; otherwise they see only "Away".';
comment on column public.leave_types.counts_as_away is 'Whether a person on it is away for cover.';
comment on column public.leave_types.filed_by is
  'employee: anyone files it for themself; admin: only an administrator, for someone.';
comment on column public.leave_types.active is 'Whether it can be filed; a retired type keeps its requests.';

-- indexes
create unique index leave_types_name_key on public.leave_types (lower(name));

-- every request is of a type; one that names none is the built-in Holiday (id 1)
alter table public.holiday_requests
  add column leave_type_id bigint not null default 1
    constraint holiday_requests_leave_type_id_fkey references public.leave_types (id);
comment on column public.holiday_requests.leave_type_id is
  'The request''s leave type; 1, the built-in Holiday, unless it names another.';
create index holiday_requests_leave_type_idx on public.holiday_requests (leave_type_id);
-- the overview's hours per department and per leave type this year, from this index alone
create index holiday_requests_year_hours_idx on public.holiday_requests (start_date)
  include (user_id, requested_hours, leave_type_id) where status in ('accepted', 'cancel_requested');
-- what the person filing it wrote, when the type asks for a note or they chose to add one
alter table public.holiday_requests
  add column note text
    constraint holiday_requests_note_check check (note is null or length(btrim(note)) between 1 and 500);
comment on column public.holiday_requests.note is
  'What the person filing it wrote (a type may require it); null for none.';

-- functions
-- Keeps what a type is: a kind never changes, a built-in or ready-made type is never deleted
-- (it is turned off instead), nor a type that requests name (it is retired instead).
-- LV409 with the words the API answers.
create function private.leave_types_guard() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.kind is distinct from old.kind then
      raise exception 'A leave type''s kind cannot change' using errcode = 'LV409';
    end if;
    return new;
  end if;
  if old.kind = 'holiday' then
    raise exception '% is built in and cannot be deleted', old.name using errcode = 'LV409';
  end if;
  if old.kind is not null then
    raise exception '% is ready-made and cannot be deleted: turn it off instead', old.name
      using errcode = 'LV409';
  end if;
  if exists (select 1 from public.holiday_requests r where r.leave_type_id = old.id) then
    raise exception '% has requests and cannot be deleted: retire it instead', old.name
      using errcode = 'LV409';
  end if;
  return old;
end
$$;

-- The rules of filing a request of a type other than Holiday that need nothing counted, raised
-- with the words the API answers (shared/leave-types.ts leaveTypeRefusals), naming the field:
-- an unknown or inactive type (LV400), a type only an administrator files filed for oneself
-- (p_own, LV403), a half day of a type without half days, no note for a type that needs one
-- (LV400). Answers the type. The guard trigger calls it on every insert of such a type, and
-- private.create_own_holiday_request before anything else so these refusals come first.
create function private.check_leave_type_filing(
  p_type bigint, p_own boolean, p_start date, p_end date, p_start_type public.day_type,
  p_end_type public.day_type, p_note text
) returns public.leave_types
language plpgsql stable security definer set search_path = ''
as $$
declare
  t public.leave_types;
begin
  select * into t from public.leave_types lt where lt.id = p_type;
  if t.id is null then
    raise exception 'leaveTypeId: no leave type has this id' using errcode = 'LV400';
  end if;
  if not t.active then
    raise exception 'leaveTypeId: % is not active and cannot be filed', t.name
      using errcode = 'LV400';
  end if;
  if p_own and t.filed_by = 'admin' then
    raise exception 'leaveTypeId: % is filed by an administrator', t.name using errcode = 'LV403';
  end if;
  if not t.half_days then
    -- a one-day request is its start type (private.request_period)
    if p_start_type <> 'full' then
      raise exception 'startDayType: % cannot be taken in half days', t.name
        using errcode = 'LV400';
    end if;
    if p_end > p_start and p_end_type <> 'full' then
      raise exception 'endDayType: % cannot be taken in half days', t.name
        using errcode = 'LV400';
    end if;
  end if;
  if t.note_required and p_note is null then
    raise exception 'note: % needs a note', t.name using errcode = 'LV400';
  end if;
  return t;
end
$$;
comment on function private.check_leave_type_filing(
  bigint, boolean, date, date, public.day_type, public.day_type, text
) is 'Refuses a request its type''s rules forbid (active, who files it, half days, a note); answers the type.';

-- A request's leave type as the lists show it (issue 33): {id, name, colour}, read as the owner
-- so that a person's own request of a type since retired (which they can no longer read) still
-- names it. The lists ask it only for a type other than Holiday.
create function private.leave_type_label(p_type bigint) returns json
language sql stable security definer set search_path = ''
as $$
  select json_build_object('id', t.id, 'name', t.name, 'colour', t.colour)
  from public.leave_types t where t.id = p_type
$$;
comment on function private.leave_type_label(bigint)
  is 'A leave type''s id, name and colour, for the request lists.';

-- triggers
create trigger leave_types_guard before update or delete on public.leave_types
  for each row execute function private.leave_types_guard();

-- RLS
alter table public.leave_types enable row level security;

-- policies
-- SELECT(leave_types): a signed-in user reads the active types, a global admin every type
create policy leave_types_select_signed_in on public.leave_types
  for select to authenticated
  using ((select private.app_role()) = 'global_admin'
    or (active and (select private.app_role()) is not null));
-- INSERT(leave_types): a global admin creates a type
create policy leave_types_insert_admin on public.leave_types
  for insert to authenticated with check ((select private.app_role()) = 'global_admin');
-- UPDATE(leave_types): a global admin edits, retires and turns types on
create policy leave_types_update_admin on public.leave_types
  for update to authenticated
  using ((select private.app_role()) = 'global_admin')
  with check ((select private.app_role()) = 'global_admin');
-- DELETE(leave_types): a global admin deletes a type never used (the guard trigger)
create policy leave_types_delete_admin on public.leave_types
  for delete to authenticated using ((select private.app_role()) = 'global_admin');

-- grants
revoke all on public.leave_types from anon, authenticated;
grant select, insert, update, delete on public.leave_types to leave_user;
revoke all on function private.leave_types_guard() from public;
revoke all on function private.check_leave_type_filing(
  bigint, boolean, date, date, public.day_type, public.day_type, text
) from public;
grant execute on function private.check_leave_type_filing(
  bigint, boolean, date, date, public.day_type, public.day_type, text
) to authenticated, service_role;
revoke all on function private.leave_type_label(bigint) from public;
grant execute on function private.leave_type_label(bigint) to authenticated, service_role;
