#!/usr/bin/env bash
# The tags' sitemap at scale (issue 32; "sitemap settings failing at 100k+ terms" is a complaint about a
# peer): on a throwaway MariaDB site seeded by bulk SQL with N tags and N published posts (each post in
# three tags; bench/lib/tag-sitemap-seed.php), for each size prints, in process, the index and a middle
# page of the tags' sitemap warm and cold after each kind of change (a post published into tags, a post
# edited, a tag renamed, an empty tag created, a tag's only post unpublished, everything invalidated,
# with and without the background event): median time, peak PHP memory and queries
# (bench/lib/tag-sitemap-measure.php). With --users N, the site also gets N users (the first 100 the posts'
# authors) and the authors' sitemap is measured after a post edited or published, a customer's profile
# saved and a new author's first post.
#
#   bench/tag-sitemap-bench.sh [--core PATH] [--dir /tmp/sl-tag-sitemap-bench] [--runs 3] [--users N] [--keep] [sizes...]
#
# Sizes default to 10000 100000. The site is removed at the end unless --keep.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CORE=/opt/wordpress/7.1.0 DIR=/tmp/sl-tag-sitemap-bench KEEP=0 RUNS=3 USERS=0 SIZES=()
while [ $# -gt 0 ]; do
	case "$1" in
		--core) CORE=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--runs) RUNS=$2; shift 2 ;;
		--users) USERS=$2; shift 2 ;;
		--keep) KEEP=1; shift ;;
		-*) echo "unknown option $1" >&2; exit 2 ;;
		*) SIZES+=("$1"); shift ;;
	esac
done
[ ${#SIZES[@]} -gt 0 ] || SIZES=(10000 100000)
# shellcheck source=../tools/wp-runtime/lib.sh
. "$ROOT/tools/wp-runtime/lib.sh"
CORE_ARGS=()
if [ -f "$CORE/wp-settings.php" ]; then CORE_ARGS=(--core "$CORE"); else echo "no WordPress at $CORE: WordPress 6.6-RC3 from the npm registry runs instead"; fi
PORT=$(slr_free_port 8891)
MYSQL_PORT=$(slr_free_port $((PORT + 1)))
cleanup() {
	if [ "$KEEP" = 0 ]; then
		bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true
		rm -rf "$DIR"
	fi
}
trap cleanup EXIT
bash "$ROOT/tools/wp-runtime/site.sh" --db mariadb --port "$PORT" --mysql-port "$MYSQL_PORT" --dir "$DIR" --no-demo --quiet --workers 1 "${CORE_ARGS[@]}" >/dev/null
WP="php -d memory_limit=1G $ROOT/tools/wp-runtime/wp.php --dir $DIR"
echo "Tag sitemap bench: WordPress $($WP eval 'echo get_bloginfo( "version" );'), $($WP eval 'global $wpdb; echo $wpdb->db_server_info();'), PHP $(php -r 'echo PHP_VERSION;'), no object cache, page size 1000"
for size in "${SIZES[@]}"; do
	TAGS=$size USERS=$USERS $WP eval-file "$ROOT/bench/lib/tag-sitemap-seed.php"
	RUNS=$RUNS USERS=$USERS $WP eval-file "$ROOT/bench/lib/tag-sitemap-measure.php"
done
