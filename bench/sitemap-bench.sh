#!/usr/bin/env bash
# Sitemap benchmark on a throwaway site seeded with 10,000 then 100,000 posts (direct multi-row INSERTs).
# At each size it prints:
# - in process (median of 5, or SIGHTLINE_BENCH_RUNS): time and peak PHP memory of the index and of one
#   1,000-URL page, cold (after invalidation, after the background event, right after activation) and
#   warm, and of the activation itself;
# - over HTTP (the server's own time, read from the probe mu-plugin bench/lib/bench-probe.php, with
#   peak memory and included files): the same page warm (answered early from its stored copy, before
#   WordPress builds a page), cold after one of its posts changed, and cold after everything was
#   invalidated; then a post published by one REST call (application password) and whether the next
#   request of the last sitemap page lists it;
# - in process, the site-wide work that is not a sitemap at the same size (bench/lib/site-scale-measure.php):
#   the site checks, the 404 monitor's fold of 10,000 hits, `wp sightline redirect export` of 1,000 rules,
#   with the queries that name the posts tables;
# - in process, the saves an editor waits for (bench/lib/saves-measure.php): a post edited, renamed,
#   published and trashed, a category edited, a profile and our settings saved, with our queries' share;
# - in process, pages (bench/lib/pages-measure.php): a tenth of the posts made pages, then the block
#   editor's page data for a page and that page renamed;
# - in process, the dashboard's post score counts (bench/lib/score-counts-measure.php): the whole-site
#   query, a dashboard request past the inline limit, the background count's runs.
#
#   bench/sitemap-bench.sh [--db mariadb|sqlite] [--dir /tmp/sl-sitemaps-bench] [--runs 20] [--keep] [sizes...]
#
# The site lives in DIR (default /tmp/sl-sitemaps-bench, MariaDB on port 8822) and is removed at the
# end unless --keep.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DB=mariadb DIR=/tmp/sl-sitemaps-bench KEEP=0 SIZES=() RUNS=20
while [ $# -gt 0 ]; do
	case "$1" in
		--db) DB=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--keep) KEEP=1; shift ;;
		--runs) RUNS=$2; shift 2 ;;
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
WP="php $ROOT/tools/wp-runtime/wp.php --dir $DIR"
$WP rewrite flush >/dev/null
mkdir -p "$DIR/wordpress/wp-content/mu-plugins"
cp "$ROOT/bench/lib/bench-probe.php" "$DIR/wordpress/wp-content/mu-plugins/sightline-bench-probe.php"
cp "$ROOT/bench/lib/migration-bench-auth.php" "$DIR/wordpress/wp-content/mu-plugins/sightline-bench-auth.php"
# shellcheck source=lib/probe.sh
. "$ROOT/bench/lib/probe.sh"
BASE=http://127.0.0.1:8821
APP_PASSWORD=$($WP eval 'echo WP_Application_Passwords::create_new_application_password( 1, array( "name" => "sitemap-bench-" . time() ) )[0];')
[ ${#SIZES[@]} -gt 0 ] || SIZES=(10000 100000)

# HTTP_ROW LABEL PREPARE URL: $RUNS requests of URL (PREPARE, PHP code run before each one, or "");
# prints the medians of server ms, peak MB, included files and CPU ms.
http_row() {
	local label=$1 prepare=$2 url=$3 ms=() mb=() files=() cpu=() m q mem f w first c
	for _ in $(seq "$RUNS"); do
		[ -z "$prepare" ] || $WP eval "$prepare" >/dev/null
		read -r m q mem f w first c < <(bench_probe "$url" on)
		ms+=("$m"); mb+=("$(awk -v b="$mem" 'BEGIN{printf "%.1f", b/1048576}')"); files+=("$f"); cpu+=("$c")
	done
	printf "%-8s %-42s %10s %10s   (HTTP: %s files, %s ms CPU)\n" "$(php -r "echo number_format($POSTS);")" "$label" "$(printf '%s\n' "${ms[@]}" | bench_median)" "$(printf '%s\n' "${mb[@]}" | bench_median)" "$(printf '%s\n' "${files[@]}" | bench_median | cut -d. -f1)" "$(printf '%s\n' "${cpu[@]}" | bench_median)"
}

for POSTS in "${SIZES[@]}"; do
	php -d memory_limit=512M "$ROOT/tools/wp-runtime/wp.php" --dir "$DIR" eval-file "$ROOT/bench/sitemap-bench.php" "$POSTS"
	PAGES=$($WP eval 'echo count( Sightline\Plugin::get( Sightline\Sitemaps\Page_Boundaries::class )->get( "post-post" ) );')
	MIDDLE=$(( PAGES / 2 > 0 ? PAGES / 2 : 1 ))
	URL="$BASE/sitemap-post-post-$MIDDLE.xml"
	code=$(curl -s -o /dev/null -w '%{http_code}' "$URL")
	[ "$code" = 200 ] || { echo "$URL answered HTTP $code" >&2; exit 1; }
	http_row "page $MIDDLE, warm (early answer)" "" "$URL"
	http_row "page $MIDDLE, cold (a post on it edited)" 'Sightline\Plugin::get( Sightline\Sitemaps\State::class )->bump_pages( "post-post", array( '"$MIDDLE"' ) );' "$URL"
	http_row "page $MIDDLE, cold (everything invalidated)" 'Sightline\Plugin::get( Sightline\Sitemaps\State::class )->bump_all();' "$URL"
	# One REST call publishes a post; the next request of the last page must list it.
	curl -s "$BASE/sitemap-post-post-$PAGES.xml" >/dev/null # warm copy of the last page before the change
	link=$(curl -s -u "admin:$APP_PASSWORD" -H 'Content-Type: application/json' -d '{"title":"Published by the sitemap bench","status":"publish"}' "$BASE/wp-json/wp/v2/posts" | php -r '$p = json_decode( stream_get_contents( STDIN ), true ); echo $p["link"] ?? "";')
	[ -n "$link" ] || { echo "publishing over REST failed" >&2; exit 1; }
	PAGES=$($WP eval 'echo count( Sightline\Plugin::get( Sightline\Sitemaps\Page_Boundaries::class )->get( "post-post" ) );')
	if curl -s "$BASE/sitemap-post-post-$PAGES.xml" | grep -qF "<loc>$link</loc>"; then
		echo "$(php -r "echo number_format($POSTS);")    a post published by one REST call is listed on the next request: yes ($link on page $PAGES)"
	else
		echo "$(php -r "echo number_format($POSTS);")    a post published by one REST call is listed on the next request: NO ($link not on page $PAGES)"
	fi
	# The site-wide work that is not a sitemap, at the same size: site checks, the 404 fold, an export.
	$WP eval-file "$ROOT/bench/lib/site-scale-measure.php" "$POSTS"
	# The saves an editor waits for, with the share of our queries in them.
	$WP eval-file "$ROOT/bench/lib/saves-measure.php" "$POSTS"
	# The dashboard's post score counts: on request before, in the background past the inline limit.
	$WP eval-file "$ROOT/bench/lib/score-counts-measure.php" "$POSTS"
	# Pages: a tenth of the posts made pages (last, as it changes the site), the editor and a rename.
	$WP eval-file "$ROOT/bench/lib/pages-measure.php" "$POSTS"
done
