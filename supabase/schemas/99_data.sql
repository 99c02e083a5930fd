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
