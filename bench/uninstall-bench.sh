#!/usr/bin/env bash
# Uninstall with "delete data" at scale (issue 32): on a throwaway MariaDB site, for each size asked,
# every post of N gets the two score keys Sightline SEO stores for every scored post (rows written by
# multi-row INSERTs), then Sightline's uninstall runs in process; its time and the PHP memory it adds are
# printed beside the same rows deleted the way WordPress's delete_metadata( …, delete_all ) does it (what
# uninstall used before: every id read into PHP, one statement), and beside `wp sightline delete-data
# --yes` run through real WP-CLI (the same removal from the command line: its wall time, the peak PHP
# memory of the whole WP-CLI process, and a non-interactive run without --yes, which must refuse).
#
#   bench/uninstall-bench.sh [--core PATH] [--sizes 100000,1000000] [--dir /tmp/sl-uninstall-bench]
#                            [--port 8841] [--mysql-port N] [--command-only] [--keep]
#
# --command-only measures `wp sightline delete-data` alone (the uninstall and delete_metadata figures
# are in bench/README.md).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CORE=/opt/wordpress/7.1.0 SIZES=100000,1000000 DIR=/tmp/sl-uninstall-bench KEEP=0 PORT= MYSQL_PORT= WAYS="sightline delete_metadata"
while [ $# -gt 0 ]; do
	case "$1" in
		--core) CORE=$2; shift 2 ;;
		--sizes) SIZES=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--port) PORT=$2; shift 2 ;;
		--mysql-port) MYSQL_PORT=$2; shift 2 ;;
		--command-only) WAYS=; shift ;;
		--keep) KEEP=1; shift ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
# shellcheck source=../tools/wp-runtime/lib.sh
. "$ROOT/tools/wp-runtime/lib.sh"
CORE_ARGS=()
if [ -f "$CORE/wp-settings.php" ]; then CORE_ARGS=(--core "$CORE"); else echo "no WordPress at $CORE: WordPress 6.6-RC3 from the npm registry runs instead"; fi
[ -n "$PORT" ] || PORT=$(slr_free_port 8841)
[ -n "$MYSQL_PORT" ] || MYSQL_PORT=$(slr_free_port $((PORT + 1)))
WP="php -d memory_limit=2G $ROOT/tools/wp-runtime/wp.php --dir $DIR"
cleanup() { [ "$KEEP" = 1 ] || bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true; }
trap cleanup EXIT
bash "$ROOT/tools/wp-runtime/site.sh" --db mariadb --port "$PORT" --mysql-port "$MYSQL_PORT" --dir "$DIR" --no-demo --quiet "${CORE_ARGS[@]}" >/dev/null

printf '%-10s %-34s %10s %14s\n' rows way ms 'PHP memory +MB'
WPCLI="bash $ROOT/tools/wp-runtime/wp --dir $DIR"
COUNT_SQL="SELECT COUNT(*) FROM wp_postmeta WHERE meta_key IN ('_sightline_seo_score','_sightline_readability_score')"
for size in ${SIZES//,/ }; do
	for way in $WAYS; do
		SIZE=$size WAY=$way $WP eval-file "$ROOT/bench/lib/uninstall-measure.php"
	done
	SIZE=$size WAY=seed $WP eval-file "$ROOT/bench/lib/uninstall-measure.php"
	refused=$($WPCLI sightline delete-data </dev/null 2>&1 | grep -c 'Nothing was deleted' || true)
	started=$(date +%s%N)
	out=$($WPCLI sightline delete-data --yes --require="$ROOT/bench/lib/peak-memory.php" 2>&1)
	ms=$(( ($(date +%s%N) - started) / 1000000 ))
	left=$($WP eval "global \$wpdb; echo (int) \$wpdb->get_var( \"$COUNT_SQL\" );")
	printf '%-10s %-34s %10s %14s  (%s progress lines; without --yes, non-interactive: %s; rows left: %s)\n' "$(sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<<$((2 * size)))" 'wp sightline delete-data --yes' "$ms" "$(sed -n 's/^peak PHP memory: \([0-9.]*\) MB/\1 peak/p' <<<"$out")" "$(grep -c 'rows deleted' <<<"$out")" "$([ "$refused" = 1 ] && echo refused || echo 'DID NOT REFUSE')" "$left"
done
