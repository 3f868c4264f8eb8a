#!/usr/bin/env bash
# A streaming replica (hot standby) of the PostgreSQL on 127.0.0.1:5432, on 127.0.0.1:5433, made the way a
# production replica is: pg_basebackup -R into a cluster of its own, which then follows the primary's WAL. The
# replica-read tests (server/http/replica-reads.test.ts) start it; `stop` stops it. Idempotent: when a replica
# already answers on the port, `start` does nothing. PostgreSQL refuses to run as root: it runs as `postgres`.
set -euo pipefail

PRIMARY_PORT="${REPLICA_PRIMARY_PORT:-5432}"
PORT="${REPLICA_PORT:-5433}"
DIR="${REPLICA_DIR:-/tmp/switchboard-replica}"
DATA="$DIR/data"
RUN_AS=postgres
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
PRIMARY="postgres://postgres@127.0.0.1:$PRIMARY_PORT/postgres"

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then su "$RUN_AS" -s /bin/sh -c "$1"; else sh -c "$1"; fi
}

case "${1:-start}" in
  stop)
    [ -f "$DATA/postmaster.pid" ] && as_owner "$BIN/pg_ctl -D $DATA -m fast -w stop" >/dev/null 2>&1 || true
    exit 0 ;;
  start) ;;
  *) echo "usage: scripts/replica.sh [start|stop]" >&2; exit 2 ;;
esac

if pg_isready -h 127.0.0.1 -p "$PORT" -q 2>/dev/null; then
  echo "replica: already answering on 127.0.0.1:$PORT"
  exit 0
fi

# The primary must let a replication connection in from this machine (Debian's default file has no such line
# for trust-authenticated hosts).
HBA="$(psql "$PRIMARY" -Atc 'show hba_file')"
if ! grep -Eq '^host[[:space:]]+replication[[:space:]]' "$HBA"; then
  echo "host replication all 127.0.0.1/32 trust" >>"$HBA"
  psql "$PRIMARY" -qAtc 'select pg_reload_conf()' >/dev/null
fi

mkdir -p "$DIR"
chown "$RUN_AS" "$DIR" 2>/dev/null || true
rm -rf "$DATA"
as_owner "$BIN/pg_basebackup -h 127.0.0.1 -p $PRIMARY_PORT -U postgres -D $DATA -R -X stream -c fast"
# Debian keeps a cluster's configuration outside its data folder: the replica gets its own (a standby needs at
# least the primary's max_connections).
as_owner "cat >$DATA/postgresql.conf <<CONF
port = $PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$DIR'
hot_standby = on
max_connections = $(psql "$PRIMARY" -Atc 'show max_connections')
shared_buffers = 32MB
fsync = off
CONF
printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' >$DATA/pg_hba.conf"
as_owner "$BIN/pg_ctl -D $DATA -l $DIR/replica.log -w -t 60 start" >/dev/null
echo "replica: streaming from 127.0.0.1:$PRIMARY_PORT on 127.0.0.1:$PORT (data $DATA)"
