-- Grants the declarative schema brought to light (issue 30): nothing uses them, so they go.
-- * The id sequences created before public's default privileges were closed still granted
--   everything to anon and authenticated. Their columns are identity columns, which take their
--   next value without a grant on the sequence, so no role needs one.
-- * The England & Wales forms of private.sick_days and private.request_hours were never revoked
--   from public, as every other private function is: authenticated and service_role keep their
--   own grants.

-- grants
revoke all on sequence public.departments_id_seq, public.holiday_requests_id_seq,
  public.sickness_logs_id_seq, public.appointment_logs_id_seq, public.audit_log_id_seq
  from anon, authenticated;
revoke all on function private.sick_days(date, date) from public;
revoke all on function private.request_hours(date, date, public.day_type, public.day_type)
  from public;
