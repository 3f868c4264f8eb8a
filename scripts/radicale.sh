#!/usr/bin/env bash
# Starts Radicale, a CalDAV server, on 127.0.0.1:5232 for the CalDAV driver's tests: its own config, htpasswd file
# (plain passwords: test users only) and filesystem storage in a folder under /tmp, owner-only rights so one user
# cannot read another's calendars. Idempotent: when a server already answers on the port, it does nothing. Stop it
# with `scripts/radicale.sh stop`; `scripts/radicale.sh reset` also empties its storage.
set -euo pipefail

PORT="${RADICALE_PORT:-5232}"
DIR="${RADICALE_DIR:-/tmp/switchboard-radicale}"
CONF="$DIR/config"
USERS="$DIR/users"
PIDFILE="$DIR/radicale.pid"
LOG="$DIR/radicale.log"
URL="http://127.0.0.1:$PORT/"

stop() {
  if [ -f "$PIDFILE" ]; then kill "$(cat "$PIDFILE")" 2>/dev/null || true; rm -f "$PIDFILE"; fi
}

case "${1:-start}" in
  stop) stop; exit 0 ;;
  reset) stop; rm -rf "$DIR/collections"; exit 0 ;;
esac

if ! command -v radicale >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq radicale >/dev/null
  # The package's own service (remote_user auth, TLS) is not the one we want.
  service radicale stop >/dev/null 2>&1 || true
fi

# Any HTTP answer (Radicale says 401 to an anonymous request) means a server is up.
answers() { [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 1 "$URL" 2>/dev/null || true)" != 000 ]; }

# Test processes that start it at once take turns: the second finds the first's server answering.
answers && { echo "radicale: already listening on $URL"; exit 0; }
mkdir -p "$DIR"
exec 9>"$DIR/start.lock"
flock 9

if answers; then
  echo "radicale: already listening on $URL"
  exit 0
fi

mkdir -p "$DIR/collections"
cat >"$USERS" <<USERS_EOF
alice:alice-app-password
bob:bob-app-password
USERS_EOF
# A pool of users, so each test of the linked calendars owns a whole account (discovery lists every calendar of one).
for i in $(seq 1 2000); do echo "user$i:password-$i"; done >>"$USERS"
cat >"$CONF" <<CONF_EOF
[server]
hosts = 127.0.0.1:$PORT

[auth]
type = htpasswd
htpasswd_filename = $USERS
htpasswd_encryption = plain
# No pause after a wrong password: the tests try one on purpose.
delay = 0

[rights]
type = owner_only

[storage]
filesystem_folder = $DIR/collections

[logging]
level = warning
CONF_EOF

rm -f "$PIDFILE"
# The server must not inherit the start lock (fd 9), or every later start would wait on it for ever.
nohup radicale --config "$CONF" >>"$LOG" 2>&1 </dev/null 9>&- &
echo $! >"$PIDFILE"

for _ in $(seq 1 100); do
  answers && { echo "radicale: CalDAV on $URL (users alice, bob; storage $DIR/collections)"; exit 0; }
  sleep 0.1
done
echo "radicale: did not start; see $LOG" >&2
exit 1
