#!/usr/bin/env bash
# Starts a transaction-mode PgBouncer on 127.0.0.1:6432 in front of the PostgreSQL on 127.0.0.1:5432, the way
# hosted poolers (Neon, Supabase, RDS Proxy) sit in front of production databases. Every database name is
# forwarded (`*`), so the test harness's per-file copies are reachable through it. Idempotent: when a pooler
# already answers on the port, it does nothing. Stop it with `scripts/pgbouncer.sh stop`.
set -euo pipefail

PORT="${PGBOUNCER_PORT:-6432}"
UPSTREAM_HOST="${PGBOUNCER_UPSTREAM_HOST:-127.0.0.1}"
UPSTREAM_PORT="${PGBOUNCER_UPSTREAM_PORT:-5432}"
DIR="${PGBOUNCER_DIR:-/tmp/switchboard-pgbouncer}"
CONF="$DIR/pgbouncer.ini"
PIDFILE="$DIR/pgbouncer.pid"
RUN_AS=postgres

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then su "$RUN_AS" -s /bin/sh -c "$1"; else sh -c "$1"; fi
}

if [ "${1:-start}" = stop ]; then
  if [ -f "$PIDFILE" ]; then kill "$(cat "$PIDFILE")" 2>/dev/null || true; fi
  exit 0
fi

if ! command -v pgbouncer >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null
  # The package's own service (md5 auth on the same port) is not the one we want.
  service pgbouncer stop >/dev/null 2>&1 || true
fi

if pg_isready -h 127.0.0.1 -p "$PORT" -q 2>/dev/null; then
  echo "pgbouncer: already listening on 127.0.0.1:$PORT"
  exit 0
fi

mkdir -p "$DIR"
cat >"$CONF" <<EOF
[databases]
* = host=$UPSTREAM_HOST port=$UPSTREAM_PORT user=postgres

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $PORT
unix_socket_dir =
auth_type = any
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
ignore_startup_parameters = extra_float_digits,options
logfile = $DIR/pgbouncer.log
pidfile = $PIDFILE
EOF
# PgBouncer refuses to run as root: its folder and config belong to the user it runs as.
if [ "$(id -u)" -eq 0 ]; then chown -R "$RUN_AS" "$DIR"; fi
rm -f "$PIDFILE"
as_owner "pgbouncer -d $CONF"

for _ in $(seq 1 50); do
  pg_isready -h 127.0.0.1 -p "$PORT" -q 2>/dev/null && { echo "pgbouncer: transaction mode on 127.0.0.1:$PORT -> $UPSTREAM_HOST:$UPSTREAM_PORT"; exit 0; }
  sleep 0.1
done
echo "pgbouncer: did not start; see $DIR/pgbouncer.log" >&2
exit 1
