#!/usr/bin/env bash
# A second PostgreSQL 15 cluster on port 5433 prepared as Supabase prepares a project's database
# (supabase/tests/supabase-platform.sql): the superuser is supabase_admin, and `postgres`, which
# the tests connect as, is no superuser. Idempotent; run as root on a Debian machine with
# postgresql-15 (CI does). Prints the DATABASE_URL to run the API and RLS tests against.
set -euo pipefail
cd "$(dirname "$0")/.."
port=5433
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "15 supabase"; then
  pg_createcluster 15 supabase -p "$port" -- --username=supabase_admin --auth-local=trust \
    --auth-host=scram-sha-256 >/dev/null
fi
pg_ctlcluster 15 supabase start >/dev/null 2>&1 || true
for _ in $(seq 1 30); do pg_isready -q -h localhost -p "$port" && break; sleep 1; done
# template1 too, so each database the tests create starts as a project's database does.
for db in template1 postgres; do
  su postgres -c "PGOPTIONS='-c client_min_messages=warning' psql -q -h /var/run/postgresql -p $port -U supabase_admin -d $db -v ON_ERROR_STOP=1" \
    < supabase/tests/supabase-platform.sql >/dev/null
done
echo "postgres://postgres:postgres@localhost:$port/postgres"
