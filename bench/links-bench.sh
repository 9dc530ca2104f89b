#!/usr/bin/env bash
# The internal-link suggestions and the "already another post's focus keyphrase" lookup at scale
# (issues 29 and 32): on a throwaway site (MariaDB, WordPress 7.1 by default), for each size asked,
# the database is emptied, WordPress installed, Sightline SEO activated and N published posts of made-up
# but varied text seeded by multi-row INSERTs, three in ten with a focus keyphrase (bench/lib/links-seed.php).
# Then, in process (bench/lib/links-measure.php):
#
#   the link index built by its real background job, batch after batch of its cron hook: time, queries
#   and peak memory per batch, rows, bytes of the table's data and index, bytes per post;
#   GET links/suggestions for 50 posts spread over the site, as the administrator: median and 95th
#   percentile, queries per lookup, the ranking query alone and its EXPLAIN;
#   GET keyphrase/uses for 50 posts with a focus keyphrase, the same way, and its EXPLAIN.
#
# After seeding, ANALYZE TABLE: the statistics a site that grew to that size has (right after bulk
# INSERTs MariaDB's describe the empty tables). One table of every size's figures at the end.
#
#   bench/links-bench.sh [--core PATH] [--posts N[,N…]] [--samples 50] [--smoke] [--dir DIR] [--keep]
#                        [--port P] [--mysql-port P] [--yoast PATH]
#
#   --core     a WordPress release folder (default /opt/wordpress/7.1.0)
#   --posts    published posts, one size or several separated by commas (default 100000)
#   --samples  posts looked up for each route (default 50)
#   --smoke    a quick check of the bench itself: 500 posts, 10 samples
#   --port, --mysql-port  the ports to use (default: the first free from 8851)
#   --yoast    Yoast SEO as released (a folder holding wp-seo.php and vendor/autoload.php; never
#              committed): at each size up to 100,000, after the figures above, the database bytes a
#              post added by Sightline SEO (its meta, its tables, the scores' backfill run) beside those
#              of Yoast SEO once its indexing is complete, on the same site (bench/lib/links-bytes.php)
#
# Environment: LINKS_BENCH_SCORE_LIMIT=N scores only N posts in the bytes measure (the others given
# their rows a post); LINKS_BENCH_YOAST_SECONDS=S stops Yoast's post-link indexing after S seconds (its
# link table scaled to every post). At 100,000 posts the full runs take over an hour here.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CORE=/opt/wordpress/7.1.0 SIZES=100000 SAMPLES=50 DIR=/tmp/sl-links-bench KEEP=0 PORT= MYSQL_PORT= YOAST=
while [ $# -gt 0 ]; do
	case "$1" in
		--core) CORE=$2; shift 2 ;;
		--posts) SIZES=$2; shift 2 ;;
		--samples) SAMPLES=$2; shift 2 ;;
		--smoke) SIZES=500 SAMPLES=10; shift ;;
		--dir) DIR=$2; shift 2 ;;
		--keep) KEEP=1; shift ;;
		--port) PORT=$2; shift 2 ;;
		--mysql-port) MYSQL_PORT=$2; shift 2 ;;
		--yoast) YOAST=$2; shift 2 ;;
		-h|--help) sed -n '2,32p' "$0"; exit 0 ;;
		*) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
	esac
done
[ -f "$CORE/wp-settings.php" ] || { echo "--core $CORE: not a WordPress release folder" >&2; exit 2; }
# shellcheck source=../tools/wp-runtime/lib.sh
. "$ROOT/tools/wp-runtime/lib.sh"
PORT=${PORT:-$(slr_free_port 8851)}
MYSQL_PORT=${MYSQL_PORT:-$(slr_free_port $(( PORT + 1 )))}
if [ -z "$YOAST" ]; then
	echo "No --yoast given: Yoast SEO's bytes a post are not measured (export a release of github.com/Yoast-dist/wordpress-seo and pass its folder)." >&2
elif [ ! -f "$YOAST/wp-seo.php" ] || [ ! -f "$YOAST/vendor/autoload.php" ]; then
	echo "--yoast $YOAST: no wp-seo.php with vendor/autoload.php there: Yoast SEO's bytes a post are not measured." >&2
	YOAST=
fi
cleanup() {
	if [ "$KEEP" = 0 ]; then
		bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true
		rm -rf "$DIR"
	fi
}
trap cleanup EXIT
bash "$ROOT/tools/wp-runtime/site.sh" --db mariadb --core "$CORE" --port "$PORT" --mysql-port "$MYSQL_PORT" --dir "$DIR" --no-demo --quiet --workers 1 >/dev/null
SQL=(mariadb -h127.0.0.1 -P"$(sed -n 's/^MYSQL_PORT=//p' "$DIR/site.env")" -uwp -pwp)
WP="php -d memory_limit=512M $ROOT/tools/wp-runtime/wp.php --dir $DIR"

echo "Links bench: WordPress $($WP version), $(mariadbd --version | awk '{print $3}'), PHP $(php -r 'echo PHP_VERSION;'), in process, no persistent object cache"
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
SUMMARY=()
BYTES=()
if [ -n "$YOAST" ]; then
	ln -sfn "$(cd "$YOAST" && pwd)" "$DIR/wordpress/wp-content/plugins/wordpress-seo"
	echo "Yoast SEO $(sed -n 's/^ \* Version: *//p' "$YOAST/wp-seo.php" | head -1)"
fi
for posts in ${SIZES//,/ }; do
	echo
	echo "=== $posts posts"
	"${SQL[@]}" -e 'DROP DATABASE wordpress; CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci'
	$WP install --url="http://127.0.0.1:$PORT" --title="Bench Site" --admin_user=admin --admin_password=password --admin_email=admin@example.org >/dev/null
	$WP plugin activate sightline-seo/plugin.php >/dev/null
	$WP eval-file "$ROOT/bench/lib/links-seed.php" "$posts"
	t=$(date +%s)
	"${SQL[@]}" wordpress -e "ANALYZE TABLE wp_posts, wp_postmeta, wp_options, wp_sightline_keyphrases" >/dev/null
	echo "ANALYZE TABLE in $(( $(date +%s) - t )) s"
	out=$($WP eval-file "$ROOT/bench/lib/links-measure.php" "$SAMPLES")
	grep -v '^summary' <<<"$out"
	SUMMARY+=("$(grep '^summary' <<<"$out")")
	if [ -n "$YOAST" ] && [ "$posts" -le 100000 ]; then
		out=$($WP eval-file "$ROOT/bench/lib/links-bytes.php" sightline)
		grep -v '^bytes' <<<"$out"
		$WP plugin activate wordpress-seo/wp-seo.php >/dev/null
		out2=$($WP eval-file "$ROOT/bench/lib/links-bytes.php" yoast)
		grep -v '^bytes' <<<"$out2"
		$WP plugin deactivate wordpress-seo/wp-seo.php >/dev/null
		BYTES+=("$(grep '^bytes' <<<"$out")" "$(grep '^bytes' <<<"$out2")")
	fi
done
echo
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| published posts | index job | a batch (median) | queries a batch | peak memory a batch | rows | bytes a post | suggestions median / p95 | queries | ranking query | keyphrase uses median / p95 | queries |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
for line in "${SUMMARY[@]}"; do
	IFS=$'\t' read -r _ n job bms bq mem rows bpp sm sp sq rank km kp kq <<<"$line"
	printf '| %s | %s s | %s ms | %s | %s MiB | %s | %s | %s / %s ms | %s | %s ms | %s / %s ms | %s |\n' \
		"$n" "$job" "$bms" "$bq" "$mem" "$rows" "$bpp" "$sm" "$sp" "$sq" "$rank" "$km" "$kp" "$kq"
done
if [ "${#BYTES[@]}" -gt 0 ]; then
	echo
	echo "| published posts | plugin | its tables: rows, data + index | its post meta: rows, bytes (at the table's bytes a row) | bytes a post |"
	echo "|---|---|---|---|---|"
	for line in "${BYTES[@]}"; do
		IFS=$'\t' read -r _ n who trows tbytes mrows mbytes bpp <<<"$line"
		printf '| %s | %s | %s, %s MiB | %s, %s MiB | %s |\n' "$n" "$who" "$trows" "$tbytes" "$mrows" "$mbytes" "$bpp"
	done
fi
