#!/usr/bin/env bash
# Sitemap benchmark on a throwaway site seeded with 10,000 then 100,000 posts (direct multi-row INSERTs).
# Prints the server time (in-process, median of 5) and peak PHP memory of the index and of one
# 1,000-URL page, cold (after invalidation) and warm.
#
#   bench/sitemap-bench.sh [--db mariadb|sqlite] [--dir /tmp/sl-sitemaps-bench] [--keep] [sizes...]
#
# The site lives in DIR (default /tmp/sl-sitemaps-bench, MariaDB on port 8822) and is removed at the
# end unless --keep.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DB=mariadb DIR=/tmp/sl-sitemaps-bench KEEP=0 SIZES=()
while [ $# -gt 0 ]; do
	case "$1" in
		--db) DB=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--keep) KEEP=1; shift ;;
		*) SIZES+=("$1"); shift ;;
	esac
done
cleanup() {
	if [ "$KEEP" = 0 ]; then
		bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true
		rm -rf "$DIR"
	fi
}
trap cleanup EXIT
bash "$ROOT/tools/wp-runtime/site.sh" --db "$DB" --port 8821 --mysql-port 8822 --dir "$DIR" --no-demo --quiet --workers 1 >/dev/null
php "$ROOT/tools/wp-runtime/wp.php" --dir "$DIR" rewrite flush >/dev/null
php -d memory_limit=512M "$ROOT/tools/wp-runtime/wp.php" --dir "$DIR" eval-file "$ROOT/bench/sitemap-bench.php" "${SIZES[@]}"
