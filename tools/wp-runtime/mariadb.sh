#!/usr/bin/env bash
# Debian's MariaDB as a plain process on 127.0.0.1 (no system service), for dev sites and tests.
#
#   tools/wp-runtime/mariadb.sh start [--port 3306] [--dir DIR]
#   tools/wp-runtime/mariadb.sh stop  [--dir DIR]
#   tools/wp-runtime/mariadb.sh status [--dir DIR]
#
# DIR (default /tmp/sightline-mariadb-PORT) holds mysql/ (datadir), run/ (socket, pid file) and
# logs/. "start" is idempotent: when the server of DIR already runs it only makes sure of the user.
# It creates the user wp / wp (on 127.0.0.1 and localhost) with ALL PRIVILEGES ON *.*, so any
# database can be created: mariadb -h127.0.0.1 -P3306 -uwp -pwp -e 'CREATE DATABASE x'.
# Prints "MARIADB_HOST=127.0.0.1:PORT" as its last line. SLR_MARIADB_ARGS adds server options (e.g. the
# binary log and server id of a replication primary: tests/multi-server/run.sh --replica).
set -euo pipefail
SLR_TAG=mariadb
# shellcheck source=lib.sh
. "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib.sh"

ACTION=${1:-}
[ $# -gt 0 ] && shift
PORT=3306
DIR=
while [ $# -gt 0 ]; do
	case "$1" in
		--port) PORT=$2; shift 2 ;;
		--port=*) PORT=${1#*=}; shift ;;
		--dir) DIR=$2; shift 2 ;;
		--dir=*) DIR=${1#*=}; shift ;;
		--quiet) SLR_QUIET=1; shift ;;
		-h|--help) sed -n '2,14p' "$0"; exit 0 ;;
		*) slr_die "unknown option $1" ;;
	esac
done
DIR=${DIR:-/tmp/sightline-mariadb-$PORT}
mkdir -p "$DIR"
DIR=$(cd "$DIR" && pwd)
RUN=$DIR/run
LOGS=$DIR/logs
# Each server's own temporary folder: a MariaDB that starts removes every `#sql*` file in its tmpdir,
# so servers sharing /tmp (the test stages start several side by side) deleted each other's
# temporary tables, and a fresh machine's `mariadb-install-db` failed with "Unknown table".
TMP=$DIR/tmp
DATADIR=$DIR/mysql
PIDFILE=$RUN/mariadb.pid
SOCK=$RUN/mysqld.sock

running() { [ -f "$PIDFILE" ] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null; }

case "$ACTION" in
	stop)
		if running; then
			pid=$(cat "$PIDFILE")
			kill -TERM "$pid" 2>/dev/null || true
			for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
			kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null
			slr_log "stopped MariaDB (pid $pid)"
		fi
		rm -f "$PIDFILE" "$RUN/mariadb.port"
		exit 0
		;;
	status)
		if running; then echo "running pid $(cat "$PIDFILE") port $(cat "$RUN/mariadb.port" 2>/dev/null)"; exit 0; fi
		echo "not running"; exit 1
		;;
	start) ;;
	*) sed -n '2,14p' "$0"; exit 2 ;;
esac

slr_ensure_apt "${SLR_MARIADB_PKGS[@]}"
mkdir -p "$RUN" "$LOGS" "$TMP"

if running; then
	oldport=$(cat "$RUN/mariadb.port" 2>/dev/null || echo "$PORT")
	if [ "$oldport" != "$PORT" ]; then
		slr_die "the MariaDB of $DIR already runs on port $oldport (pid $(cat "$PIDFILE")): stop it first or use --port $oldport"
	fi
	slr_log "MariaDB of $DIR already running (pid $(cat "$PIDFILE"), port $PORT)"
else
	rm -f "$PIDFILE" "$SOCK"
	if slr_port_busy "$PORT"; then
		slr_die "127.0.0.1:$PORT is already taken by another process (another MariaDB?): pass --port N"
	fi
	# Run as the mysql user when it can reach DIR, else as root (e.g. DIR under /root).
	MYUSER=()
	if [ "$(id -u)" = 0 ]; then
		if runuser -u mysql -- test -x "$DIR" 2>/dev/null && id mysql >/dev/null 2>&1; then
			chown -R mysql:mysql "$RUN" "$LOGS" "$TMP"
			[ -d "$DATADIR" ] && chown -R mysql:mysql "$DATADIR"
			MYUSER=(--user=mysql)
		else
			MYUSER=(--user=root)
		fi
	fi
	if [ ! -d "$DATADIR/mysql" ]; then
		rm -rf "$DATADIR"
		mkdir -p "$DATADIR"
		[ "${MYUSER[*]:-}" = --user=mysql ] && chown mysql:mysql "$DATADIR"
		slr_log "initialising $DATADIR"
		mariadb-install-db --no-defaults "${MYUSER[@]}" --datadir="$DATADIR" --tmpdir="$TMP" --skip-test-db \
			--auth-root-authentication-method=socket >"$LOGS/mariadb-install.log" 2>&1 \
			|| { tail -20 "$LOGS/mariadb-install.log" >&2; rm -rf "$DATADIR"; slr_die "mariadb-install-db failed (its half-made datadir removed, so the next start makes it again)"; }
	fi
	# shellcheck disable=SC2086 # SLR_MARIADB_ARGS is a list of options on purpose.
	setsid mariadbd --no-defaults "${MYUSER[@]}" --datadir="$DATADIR" --tmpdir="$TMP" --socket="$SOCK" \
		--pid-file="$RUN/mariadbd.pid" --port="$PORT" --bind-address=127.0.0.1 \
		--skip-name-resolve --innodb-buffer-pool-size=256M --innodb-flush-log-at-trx-commit=2 \
		--innodb-log-file-size=64M --max-connections=200 --character-set-server=utf8mb4 \
		--collation-server=utf8mb4_unicode_ci --log-error="$LOGS/mariadb.err" ${SLR_MARIADB_ARGS:-} \
		</dev/null >/dev/null 2>&1 &
	echo $! >"$PIDFILE"
	echo "$PORT" >"$RUN/mariadb.port"
	ok=0
	for _ in $(seq 1 150); do
		if ! kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then break; fi
		if [ -S "$SOCK" ] && mariadb-admin --socket="$SOCK" -uroot ping >/dev/null 2>&1; then ok=1; break; fi
		sleep 0.2
	done
	if [ "$ok" != 1 ]; then
		tail -20 "$LOGS/mariadb.err" >&2 || true
		rm -f "$PIDFILE"
		slr_die "MariaDB did not start (log $LOGS/mariadb.err)"
	fi
	slr_log "MariaDB $(mariadbd --version | awk '{print $3}') on 127.0.0.1:$PORT (pid $(cat "$PIDFILE"), datadir $DATADIR)"
fi

mariadb --socket="$SOCK" -uroot <<-SQL
	CREATE USER IF NOT EXISTS 'wp'@'127.0.0.1' IDENTIFIED BY 'wp';
	CREATE USER IF NOT EXISTS 'wp'@'localhost' IDENTIFIED BY 'wp';
	GRANT ALL PRIVILEGES ON *.* TO 'wp'@'127.0.0.1', 'wp'@'localhost';
	FLUSH PRIVILEGES;
SQL
echo "MARIADB_HOST=127.0.0.1:$PORT"
