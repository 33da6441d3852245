#!/usr/bin/env bash
# Starts Debian's PostgreSQL and makes the test role and database (kino/kino, kino_test); safe to run twice.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -q "^$version main$"; then
  pg_createcluster "$version" main
fi
pg_ctlcluster "$version" main start 2>/dev/null || true
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 && break; sleep 1; done
as_postgres() { su postgres -c "psql -v ON_ERROR_STOP=1 -qtAc \"$1\""; }
[ "$(as_postgres "SELECT 1 FROM pg_roles WHERE rolname='kino'")" = 1 ] ||
  as_postgres "CREATE ROLE kino LOGIN PASSWORD 'kino' CREATEDB"
# The content tests drop their databases WITH (FORCE), which must also end an autovacuum worker busy in one.
as_postgres "GRANT pg_signal_backend TO kino"
[ "$(as_postgres "SELECT 1 FROM pg_database WHERE datname='kino_test'")" = 1 ] ||
  as_postgres "CREATE DATABASE kino_test OWNER kino"
echo "PostgreSQL $version ready: postgres://kino:kino@127.0.0.1:5432/kino_test"
