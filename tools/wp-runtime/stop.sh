#!/usr/bin/env bash
# Stops what tools/wp-runtime/site.sh (and mariadb.sh) started for a site dir, by the PIDs they
# recorded there; nothing else is touched. Usage: stop.sh [--dir /tmp/sightline-wp]
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
DIR=/tmp/sightline-wp
while [ $# -gt 0 ]; do
	case "$1" in
		--dir) DIR=$2; shift 2 ;;
		--dir=*) DIR=${1#*=}; shift ;;
		-h|--help) sed -n '2,3p' "$0"; exit 0 ;;
		*) echo "stop.sh: unknown option $1" >&2; exit 2 ;;
	esac
done
RUN=$DIR/run
stopped=0
# The PHP server was started with setsid, so its pid leads a process group that holds the
# PHP_CLI_SERVER_WORKERS children: end that group, checking first that the pid is still ours.
if [ -f "$RUN/php-server.pid" ]; then
	pid=$(cat "$RUN/php-server.pid")
	if kill -0 "$pid" 2>/dev/null && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "-S 127.0.0.1:"; then
		kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null
		for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
		kill -0 "$pid" 2>/dev/null && kill -KILL -- "-$pid" 2>/dev/null
		echo "stopped PHP server (pid $pid) of $DIR"
		stopped=1
	fi
	rm -f "$RUN/php-server.pid"
fi
if [ -f "$RUN/mariadb.pid" ]; then
	"$HERE/mariadb.sh" stop --dir "$DIR" && echo "stopped MariaDB of $DIR"
	stopped=1
fi
[ "$stopped" = 1 ] || echo "nothing running for $DIR"
exit 0
