-- Schedules the pending-approvals digest, the outbox delivery and the daily clean-up on a
-- Supabase project with pg_cron + pg_net.
-- Not a migration: run it in the SQL editor after deploying the function, with your project's
-- values in place of the <...> placeholders. Running it again updates the secrets and the jobs
-- (cron.schedule replaces a job of the same name).
--
-- 1. Deploy the function and give it a secret that only the schedule knows:
--      supabase secrets set DIGEST_SECRET=<a long random string>
--      supabase functions deploy pending-approvals-digest --no-verify-jwt
--    The function answers 503 while DIGEST_SECRET is unset and 401 to any other caller.
--    It reads SUPABASE_DB_URL, JWT_SECRET, APP_URL and SMTP_URL like the api function, queues
--    one mail per active global admin, then delivers due mail from the outbox.
--
-- 2. Enable the extensions (Dashboard > Database > Extensions, or):
create extension if not exists pg_cron with schema pg_catalog;
create extension if not exists pg_net with schema extensions;

-- 3. Keep the project URL and the secret in Vault, not in the cron command (created, or
--    updated when this script runs again).
create or replace function pg_temp.keep_secret(p_name text, p_value text) returns void
language plpgsql as $$
declare
  existing uuid := (select id from vault.secrets where name = p_name);
begin
  if existing is null then
    perform vault.create_secret(p_value, p_name);
  else
    perform vault.update_secret(existing, p_value);
  end if;
end
$$;
select pg_temp.keep_secret('project_url', 'https://<project-ref>.supabase.co');
select pg_temp.keep_secret('digest_secret', '<the same DIGEST_SECRET>');

-- 4. Weekdays at 08:00 Europe/London. pg_cron runs in UTC, and 08:00 in London is 08:00 UTC
--    in winter and 07:00 UTC in summer, so the job calls at both; the function acts only on the
--    call made when it is 08:00 in London ({"londonHour": 8}) and answers {"skipped": true}
--    to the other.
select cron.schedule(
  'pending-approvals-digest',
  '0 7,8 * * 1-5',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
      || '/functions/v1/pending-approvals-digest',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (
        select decrypted_secret from vault.decrypted_secrets where name = 'digest_secret')
    ),
    body := '{"londonHour": 8}'::jsonb,
    timeout_milliseconds := 10000
  );
  $$
);

-- 5. Mail the requesters their decisions (and password reset links) within a minute: on
--    Supabase no sender runs between calls, so a second job asks the same function only to
--    deliver what the outbox holds. Skip it if the api function delivers mail itself.
select cron.schedule(
  'deliver-outbox',
  '* * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
      || '/functions/v1/pending-approvals-digest',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (
        select decrypted_secret from vault.decrypted_secrets where name = 'digest_secret')
    ),
    body := '{"deliverOnly": true}'::jsonb,
    timeout_milliseconds := 10000
  );
  $$
);

-- 6. The daily clean-up at 03:30 (UTC here; the local server runs it at 03:30 London): stale
--    sign-in attempts, sessions ended over 7 days ago, used or expired reset links, mail
--    delivered over 30 days ago. Each run appends the counts to the audit log
--    (action 'clean_up'). It runs in the database itself: no function call.
select cron.schedule('daily-clean-up', '30 3 * * *', 'select private.clean_up()');

-- 7. The daily erasure of health data at 03:45 (issue 18): the reasons, return-to-work notes
--    and fit-note details of sickness logs that ended longer ago than Settings keeps them
--    (6 years unless changed). Each run appends the number of logs to the audit log (action
--    'erase_health_data'), never a text. It runs in the database itself.
select cron.schedule('erase-health-data', '45 3 * * *',
  $$select private.erase_health_data((now() at time zone 'Europe/London')::date)$$);

-- Check it: the jobs, their recent runs, and the function's answers.
--   select jobid, jobname, schedule from cron.job;
--   select status, return_message, start_time from cron.job_run_details order by start_time desc limit 5;
--   select status_code, content from net._http_response order by created desc limit 5;
--
-- Change the time: unschedule it and schedule it again with both UTC hours and the London
-- hour, e.g. every day at 09:00 London is '0 8,9 * * *' with {"londonHour": 9}.
--   select cron.unschedule('pending-approvals-digest');
-- Remove the mail delivery job:
--   select cron.unschedule('deliver-outbox');
-- See what the clean-up removed:
--   select at, after from public.audit_log where action = 'clean_up' order by at desc limit 7;
