-- Where an administrator lands (issue 31, item 10): the screen a global administrator lands on
-- after signing in, the spec's Manage Users unless an administrator picks the Overview. Audited
-- with the company's other settings by company_settings_audit.
-- supabase/schemas/50_allowance_policies.sql holds the same definition.

alter table public.company_settings
  add column admin_landing text not null default 'users'
    constraint company_settings_admin_landing_check check (admin_landing in ('users', 'overview'));

comment on column public.company_settings.admin_landing is
  'Where a global administrator lands after signing in: users (the spec''s Manage Users) or overview.';
