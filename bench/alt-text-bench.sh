#!/usr/bin/env bash
# Images without alt text at scale: on a throwaway site (MariaDB, WordPress 7.1 by default) seeded with
# 100,000 media library rows by SQL (bench/lib/alt-text-seed.php), the time and queries of
# GET /sightline/v1/ai/candidates/images (first and deep page, administrator and author, one post's
# images) and of the images_without_alt site check, then each media-library query's own time and its
# EXPLAIN (bench/lib/alt-text-measure.php).
#
#   bench/alt-text-bench.sh [--core /opt/wordpress/7.1.0] [--attachments 100000] [--runs 9] [--dir /tmp/sl-alt-text-bench] [--keep]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CORE=/opt/wordpress/7.1.0 COUNT=100000 RUNS=9 DIR=/tmp/sl-alt-text-bench KEEP=0
while [ $# -gt 0 ]; do
	case "$1" in
		--core) CORE=$2; shift 2 ;;
		--attachments) COUNT=$2; shift 2 ;;
		--runs) RUNS=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--keep) KEEP=1; shift ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
# shellcheck source=../tools/wp-runtime/lib.sh
. "$ROOT/tools/wp-runtime/lib.sh"
PORT=$(slr_free_port 8841)
MYSQL_PORT=$(slr_free_port $(( PORT + 1 )))
cleanup() {
	if [ "$KEEP" = 0 ]; then
		bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true
		rm -rf "$DIR"
	fi
}
trap cleanup EXIT
bash "$ROOT/tools/wp-runtime/site.sh" --db mariadb --core "$CORE" --port "$PORT" --mysql-port "$MYSQL_PORT" --dir "$DIR" --no-demo --quiet --workers 1 >/dev/null
WP="php -d memory_limit=512M $ROOT/tools/wp-runtime/wp.php --dir $DIR"
$WP plugin activate sightline-seo/plugin.php >/dev/null
$WP eval-file "$ROOT/bench/lib/alt-text-seed.php" "$COUNT"
$WP eval-file "$ROOT/bench/lib/alt-text-measure.php" "$RUNS"
