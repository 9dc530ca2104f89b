#!/usr/bin/env bash
# Front-end cost of the head output: seeds a site (1,000 posts, 20 authors, 50 categories + 50 tags,
# 100 images), then measures the median server time and the database queries of a singular page, a
# category archive and the home page, with Sightline SEO active and deactivated, side by side.
#
#   bench/head-bench.sh [--port 8811] [--dir /tmp/sl-head-bench] [--runs 40] [--keep]
#
# Server time is WordPress's own timer (from wp-settings to the end of output), read from a comment an
# mu-plugin (bench/lib/bench-probe.php) appends; requests go one at a time after warm-up requests.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PORT=8811 DIR=/tmp/sl-head-bench RUNS=40 KEEP=0
while [ $# -gt 0 ]; do
	case "$1" in
		--port) PORT=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--runs) RUNS=$2; shift 2 ;;
		--keep) KEEP=1; shift ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
WP="php $ROOT/tools/wp-runtime/wp.php --dir $DIR"
cleanup() { [ "$KEEP" = 1 ] || bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true; }
trap cleanup EXIT

bash "$ROOT/tools/wp-runtime/site.sh" --port "$PORT" --dir "$DIR" --no-demo --quiet --workers 1 >/dev/null
mkdir -p "$DIR/wordpress/wp-content/mu-plugins"
cp "$ROOT/bench/lib/bench-probe.php" "$DIR/wordpress/wp-content/mu-plugins/sightline-bench-probe.php"
$WP eval-file "$ROOT/bench/lib/seed-site.php" 1000 20 50 100
BASE="http://127.0.0.1:$PORT"
POST_URL=$($WP eval 'echo get_permalink( get_posts( array( "numberposts" => 1, "offset" => 500 ) )[0] );')
CAT_URL=$($WP eval 'echo get_term_link( get_term_by( "name", "Bench Category 7", "category" ) );')
declare -A URLS=( [singular]="$POST_URL" [archive]="$CAT_URL" [home]="$BASE/" )

# Prints "median_ms queries" for a URL.
measure() {
	local url=$1 i times=() queries=0 line
	# Warm every worker of the PHP server (opcache, caches) before timing.
	for i in $(seq 20); do curl -s -o /dev/null "$url"; done
	for i in $(seq "$RUNS"); do
		line=$(curl -s "$url" | grep -o 'bench-probe ms=[0-9.]* queries=[0-9]*' | tail -1)
		[ -n "$line" ] || { echo "no probe comment on $url" >&2; exit 1; }
		times+=("$(sed 's/.*ms=\([0-9.]*\).*/\1/' <<<"$line")")
		queries=$(sed 's/.*queries=\([0-9]*\).*/\1/' <<<"$line")
	done
	printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {m=(NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2; printf "%.2f", m}'
	echo " $queries"
}

# Off and on alternate over several rounds and the lower median of each side is kept, so a burst of
# load from elsewhere during one phase does not pass for the plugin's cost.
declare -A ON OFF
lower() { awk -v a="$1" -v b="$2" 'BEGIN { split(a, x, " "); split(b, y, " "); if (a == "" || y[1] + 0 < x[1] + 0) print b; else print a }'; }
for round in 1 2 3; do
	$WP plugin deactivate sightline-seo/plugin.php >/dev/null
	for page in singular archive home; do OFF[$page]=$(lower "${OFF[$page]:-}" "$(measure "${URLS[$page]}")"); done
	$WP plugin activate sightline-seo/plugin.php >/dev/null
	for page in singular archive home; do ON[$page]=$(lower "${ON[$page]:-}" "$(measure "${URLS[$page]}")"); done
done

echo
echo "Sightline SEO head output: $RUNS requests per page after warm-up, WordPress $($WP version), SQLite, PHP $(php -r 'echo PHP_VERSION;')"
printf '%-10s %14s %14s %10s %10s %10s %10s\n' page "ms (off)" "ms (on)" "added ms" "q (off)" "q (on)" "added q"
for page in singular archive home; do
	read -r off_ms off_q <<<"${OFF[$page]}"
	read -r on_ms on_q <<<"${ON[$page]}"
	printf '%-10s %14s %14s %10s %10s %10s %10s\n' "$page" "$off_ms" "$on_ms" "$(awk -v a="$on_ms" -v b="$off_ms" 'BEGIN{printf "%+.2f", a-b}')" "$off_q" "$on_q" "$(( on_q - off_q ))"
done
