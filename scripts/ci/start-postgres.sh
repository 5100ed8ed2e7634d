#!/usr/bin/env bash
# Starts a throw-away PostgreSQL from Debian's packages on 127.0.0.1 (port $PGPORT, else 55432
# or the next free one) and prints the TEST_DATABASE_URL to use. Installs the package when it is
# missing (CI machines).
set -euo pipefail

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
cluster_running() { [ -f "$1/postmaster.pid" ] && run_pg "$BIN/pg_ctl -D $1 status" >/dev/null 2>&1; }
port_free() { node -e "const s=require('net').createServer();s.once('error',()=>process.exit(1));s.listen($1,'127.0.0.1',()=>s.close(()=>process.exit(0)))"; }

# Without PGPORT: 55432, or the next port whose cluster is ours or that nothing holds (a machine
# seen here had something unseen bound to 55432, and the start failed on it).
if [ -z "${PGPORT:-}" ]; then
  for candidate in $(seq 55432 55531); do
    if cluster_running "/tmp/clanhall-pg-$candidate" || port_free "$candidate"; then PGPORT="$candidate"; break; fi
  done
  [ -n "${PGPORT:-}" ] || { echo "no free port for PostgreSQL in 55432-55531" >&2; exit 1; }
fi
PGDATA_DIR="${PGDATA_DIR:-/tmp/clanhall-pg-$PGPORT}"

if ! cluster_running "$PGDATA_DIR"; then
  rm -rf "$PGDATA_DIR"
  mkdir -p "$PGDATA_DIR"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$PGDATA_DIR"
  run_pg "$BIN/initdb -D $PGDATA_DIR -U clanhall --auth=trust -E UTF8 >/dev/null"
  run_pg "$BIN/pg_ctl -D $PGDATA_DIR -o '-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200' -l $PGDATA_DIR/log -w start >/dev/null"
  run_pg "$BIN/createdb -h 127.0.0.1 -p $PGPORT -U clanhall clanhall_test"
fi
echo "postgres://clanhall@127.0.0.1:$PGPORT/clanhall_test"
