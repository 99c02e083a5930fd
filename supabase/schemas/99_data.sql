-- The rows the migrations insert: the public holidays of every year, the one row of each settings
-- table, and the Bradford trigger points the company starts with. A database built from these
-- files then holds what a migrated one holds, audit rows included: the migrations inserted the
-- settings rows before the tables' audit triggers existed, and the public holidays with theirs
-- disabled, so only the trigger points were audited.
--
-- `supabase db diff` compares schemas, not rows: a change here needs its own migration, written
-- by hand.

-- public holidays: every year a request may touch, without an audit row per generated day
alter table public.public_holidays disable trigger public_holidays_audit;
insert into public.public_holidays (region, day, name)
select h.region, h.day, h.name
from pg_catalog.generate_series(1900, 2999) y
cross join lateral private.uk_public_holidays(y::integer) h;
alter table public.public_holidays enable trigger public_holidays_audit;

-- the allowance policies and the health-data retention: one row each, the spec's defaults
alter table public.company_settings disable trigger company_settings_audit;
insert into public.company_settings default values;
alter table public.company_settings enable trigger company_settings_audit;
alter table public.sickness_settings disable trigger sickness_settings_audit;
insert into public.sickness_settings default values;
alter table public.sickness_settings enable trigger sickness_settings_audit;

-- data: the trigger points the company starts with (shared/schemas/bradford.ts)
insert into public.bradford_bands (from_score, label) values
  (51, 'Informal review'), (201, 'First formal review'), (401, 'Second formal review'),
  (651, 'Final review');

-- the leave types (issue 33): the built-in Holiday (id 1, the spec's holiday request) and the
-- ready-made types, inactive, with UK defaults (docs/decisions.md, "Leave types"); like the
-- settings rows, without an audit row each
alter table public.leave_types disable trigger leave_types_audit;
insert into public.leave_types (kind, name, colour, deducts_allowance, allowance_hours,
  needs_approval, colleagues_see_name, counts_as_away, half_days, note_required, filed_by, active)
values
  ('holiday', 'Holiday', '#93c5fd', true, null, true, true, true, true, false, 'employee', true),
  ('unpaid', 'Unpaid leave', '#d4d4d8', false, null, true, false, true, true, false, 'employee',
    false),
  ('compassionate', 'Compassionate leave', '#c4b5fd', false, null, true, false, true, true,
    false, 'employee', false),
  ('jury_service', 'Jury service', '#fcd34d', false, null, true, true, true, false, true,
    'employee', false),
  ('maternity', 'Maternity', '#f9a8d4', false, null, false, true, true, false, false, 'admin',
    false),
  ('paternity', 'Paternity', '#7dd3fc', false, 80, true, true, true, false, false, 'employee',
    false),
  ('shared_parental', 'Shared parental', '#a5b4fc', false, null, false, true, true, false, false,
    'admin', false),
  ('adoption', 'Adoption', '#fdba74', false, null, false, true, true, false, false, 'admin',
    false),
  ('parental', 'Parental (unpaid)', '#5eead4', false, 160, true, true, true, false, false,
    'employee', false),
  ('dependants', 'Time off for dependants', '#fca5a5', false, null, false, false, true, true,
    false, 'employee', false),
  ('study', 'Study leave', '#bef264', false, null, true, true, true, true, true, 'employee',
    false),
  ('toil', 'Time off in lieu', '#86efac', false, null, true, true, true, true, false, 'employee',
    false);
alter table public.leave_types enable trigger leave_types_audit;
