#!/usr/bin/env bash
# A permalink change that moves N addresses whose old ones N stored rules point to: the background job
# (Moves_Job) repoints the N rules and creates N new ones as one change. Prints its wall time, queries
# and peak memory.
#
#   bench/redirects-repoint-bench.sh [--db sqlite|mariadb] [--port N (default: the first free from 8851)] [--dir /tmp/sl-repoint-bench-DB] [--rules 5000] [--keep]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DB=sqlite PORT= DIR= RULES=5000 KEEP=0
while [ $# -gt 0 ]; do
	case "$1" in
		--db) DB=$2; shift 2 ;;
		--port) PORT=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--rules) RULES=$2; shift 2 ;;
		--keep) KEEP=1; shift ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
# shellcheck source=../tools/wp-runtime/lib.sh
. "$ROOT/tools/wp-runtime/lib.sh"
if [ -z "$PORT" ]; then
	PORT=$(slr_free_port 8851)
	while slr_port_busy $(( PORT + 1 )); do PORT=$(slr_free_port $(( PORT + 2 ))); done
fi
DIR=${DIR:-/tmp/sl-repoint-bench-$DB}
WP="php $ROOT/tools/wp-runtime/wp.php --dir $DIR"
cleanup() { [ "$KEEP" = 1 ] || bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true; }
trap cleanup EXIT

bash "$ROOT/tools/wp-runtime/site.sh" --db "$DB" --port "$PORT" --mysql-port $(( PORT + 1 )) --dir "$DIR" --no-demo --quiet --workers 1 >/dev/null
$WP plugin activate sightline-seo/plugin.php >/dev/null
echo "Sightline SEO: repointing on a permalink change, WordPress $($WP version), $DB, PHP $(php -r 'echo PHP_VERSION;')"
$WP eval-file "$ROOT/bench/lib/redirects-repoint.php" "$RULES"
