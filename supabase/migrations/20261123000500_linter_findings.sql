-- Findings of the Supabase database linter (issue 13), checked by supabase/tests/linter.test.ts:
-- foreign keys without a covering index (0001), more than one permissive policy for one table,
-- role and action (0006) and a function whose search_path follows the caller's (0011). Who can
-- do what does not change: each merged policy is the OR of the policies it replaces, which is
-- how Postgres combined them (supabase/tests/rls.test.ts is the matrix).
--
-- Left as they are on purpose: private.mon_thu_days_before and private.sick_days_of. A SQL
-- function with its own search_path is never inlined, and these two are written to be inlined
-- into the per-row sickness queries (supabase/functions/api/data/sickness-logs.ts); with the
-- setting they cost 30 times (scalar) and over 100 times (lateral) more per row on PostgreSQL
-- 15. Their bodies name only pg_catalog operators and schema-qualified objects, and they run
-- with the caller's rights, so the caller's search_path can only change what the caller gets.

-- functions
-- Called three times per request by private.request_hours, never per row of a list.
alter function private.sick_days(date, date) set search_path = '';

-- indexes: deleting or looking up a user finds the rows that name them as author or decider
create index holiday_requests_created_by_idx on public.holiday_requests (created_by);
create index holiday_requests_decided_by_idx on public.holiday_requests (decided_by);
create index sickness_logs_created_by_idx on public.sickness_logs (created_by);
create index appointment_logs_created_by_idx on public.appointment_logs (created_by);

-- policies: one permissive policy per table, role and action
drop policy holiday_requests_select_own on public.holiday_requests;
drop policy holiday_requests_select_admin on public.holiday_requests;
drop policy holiday_requests_insert_own on public.holiday_requests;
drop policy holiday_requests_insert_admin on public.holiday_requests;
drop policy holiday_requests_update_own on public.holiday_requests;
drop policy holiday_requests_update_admin on public.holiday_requests;
drop policy users_select_own on public.users;
drop policy users_select_staff on public.users;

-- SELECT(holiday_requests): a user reads their own requests, a global admin every request
create policy holiday_requests_select_own_or_admin on public.holiday_requests
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.app_role()) = 'global_admin');
-- INSERT(holiday_requests): an active user requests holidays for themself, a global admin for
-- anyone
create policy holiday_requests_insert_own_or_admin on public.holiday_requests
  for insert to authenticated
  with check (
    (user_id = (select auth.uid()) and (select private.app_role()) is not null)
    or (select private.app_role()) = 'global_admin'
  );
-- UPDATE(holiday_requests): the owner asks to cancel (the guard trigger allows nothing else), a
-- global admin decides requests. Postgres ORs the USING and the WITH CHECK of permissive
-- policies separately, so these are the two old policies exactly.
create policy holiday_requests_update_own_or_admin on public.holiday_requests
  for update to authenticated
  using (
    (user_id = (select auth.uid()) and (select private.app_role()) is not null)
    or (select private.app_role()) = 'global_admin'
  )
  with check (user_id = (select auth.uid()) or (select private.app_role()) = 'global_admin');

-- SELECT(users): a user reads their own row, a global admin or sickness user every user
-- (pickers, logs)
create policy users_select_own_or_staff on public.users for select to authenticated
  using (
    id = (select auth.uid())
    or (select private.app_role()) in ('global_admin', 'sickness_user')
  );
