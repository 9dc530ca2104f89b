#!/usr/bin/env bash
# Uninstall with "delete data" at scale (issue 32): on a throwaway MariaDB site, for each size asked,
# every post of N gets the two score keys Sightline SEO stores for every scored post (rows written by
# multi-row INSERTs), then Sightline's uninstall runs in process; its time and the PHP memory it adds are
# printed beside the same rows deleted the way WordPress's delete_metadata( …, delete_all ) does it (what
# uninstall used before: every id read into PHP, one statement).
#
#   bench/uninstall-bench.sh [--core PATH] [--sizes 100000,1000000] [--dir /tmp/sl-uninstall-bench] [--keep]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CORE=/opt/wordpress/7.1.0 SIZES=100000,1000000 DIR=/tmp/sl-uninstall-bench KEEP=0
while [ $# -gt 0 ]; do
	case "$1" in
		--core) CORE=$2; shift 2 ;;
		--sizes) SIZES=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--keep) KEEP=1; shift ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
# shellcheck source=../tools/wp-runtime/lib.sh
. "$ROOT/tools/wp-runtime/lib.sh"
CORE_ARGS=()
if [ -f "$CORE/wp-settings.php" ]; then CORE_ARGS=(--core "$CORE"); else echo "no WordPress at $CORE: WordPress 6.6-RC3 from the npm registry runs instead"; fi
PORT=$(slr_free_port 8841)
WP="php -d memory_limit=2G $ROOT/tools/wp-runtime/wp.php --dir $DIR"
cleanup() { [ "$KEEP" = 1 ] || bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true; }
trap cleanup EXIT
bash "$ROOT/tools/wp-runtime/site.sh" --db mariadb --port "$PORT" --mysql-port "$(slr_free_port $((PORT + 1)))" --dir "$DIR" --no-demo --quiet "${CORE_ARGS[@]}" >/dev/null

printf '%-10s %-34s %10s %14s\n' rows way ms 'PHP memory +MB'
for size in ${SIZES//,/ }; do
	for way in sightline delete_metadata; do
		SIZE=$size WAY=$way $WP eval-file "$ROOT/bench/lib/uninstall-measure.php"
	done
done
