#!/usr/bin/env bash
# Starts a throw-away PostgreSQL from Debian's packages on 127.0.0.1:${PGPORT:-55432} and
# prints the TEST_DATABASE_URL to use. Installs the package when it is missing (CI machines).
set -euo pipefail
PGPORT="${PGPORT:-55432}"
PGDATA_DIR="${PGDATA_DIR:-/tmp/clanhall-pg-$PGPORT}"

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "installing postgresql from Debian packages" >&2
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  else
    sudo apt-get update -qq >&2 && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  fi
fi
BIN="$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")"

# PostgreSQL refuses to run as root: run it as the postgres system user then.
run_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

if [ -f "$PGDATA_DIR/postmaster.pid" ] && run_pg "$BIN/pg_ctl -D $PGDATA_DIR status" >/dev/null 2>&1; then
  :
else
  rm -rf "$PGDATA_DIR"
  mkdir -p "$PGDATA_DIR"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$PGDATA_DIR"
  run_pg "$BIN/initdb -D $PGDATA_DIR -U clanhall --auth=trust -E UTF8 >/dev/null"
  run_pg "$BIN/pg_ctl -D $PGDATA_DIR -o '-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200' -l $PGDATA_DIR/log -w start >/dev/null"
  run_pg "$BIN/createdb -h 127.0.0.1 -p $PGPORT -U clanhall clanhall_test"
fi
echo "postgres://clanhall@127.0.0.1:$PGPORT/clanhall_test"
