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
# shellcheck source=lib.sh
SLR_TAG=stop . "$HERE/lib.sh"
if pid=$(slr_stop_php_server "$DIR"); then
	echo "stopped PHP server (pid $pid) of $DIR"
	stopped=1
fi
if [ -f "$RUN/mariadb.pid" ]; then
	"$HERE/mariadb.sh" stop --dir "$DIR" && echo "stopped MariaDB of $DIR"
	stopped=1
fi
[ "$stopped" = 1 ] || echo "nothing running for $DIR"
exit 0
