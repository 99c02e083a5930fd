-- The Data API stays closed to what later migrations add. Supabase grants every table,
-- sequence and function the migrations' role creates in public to `anon` and `authenticated`
-- by default; each table above revokes that where it is created and grants `leave_user`
-- instead (20261122000100_foundation.sql says why). From here on the default itself is gone,
-- so a future migration's table is closed until it grants leave_user.

-- grants
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
