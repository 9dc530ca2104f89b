#!/usr/bin/env bash
# Front-end cost of the head output: seeds a site (1,000 posts, 20 authors, 50 categories + 50 tags,
# 100 images), then measures the median server time and the database queries of a singular page, a
# category archive and the home page, with Sightline SEO active and not loaded, side by side.
#
#   bench/head-bench.sh [--db sqlite|mariadb] [--port 8811] [--dir /tmp/sl-head-bench-DB] [--runs 150] [--keep]
#
# Server time is WordPress's own timer (from wp-settings to the end of output), read from a comment an
# mu-plugin (bench/lib/bench-probe.php) appends. Requests go one at a time to a single PHP worker, after
# warm-up requests, and alternate "off" and "on" request by request: "off" requests carry a header that
# makes the probe drop the plugin from the active plugins (WordPress then never loads it, exactly as if it
# were deactivated), so both sides share whatever else the machine is doing at that moment.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DB=sqlite PORT=8811 DIR= RUNS=150 KEEP=0
while [ $# -gt 0 ]; do
	case "$1" in
		--db) DB=$2; shift 2 ;;
		--port) PORT=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--runs) RUNS=$2; shift 2 ;;
		--keep) KEEP=1; shift ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
DIR=${DIR:-/tmp/sl-head-bench-$DB}
WP="php $ROOT/tools/wp-runtime/wp.php --dir $DIR"
cleanup() { [ "$KEEP" = 1 ] || bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true; }
trap cleanup EXIT

bash "$ROOT/tools/wp-runtime/site.sh" --db "$DB" --port "$PORT" --mysql-port $(( PORT + 1 )) --dir "$DIR" --no-demo --quiet --workers 1 >/dev/null
mkdir -p "$DIR/wordpress/wp-content/mu-plugins"
cp "$ROOT/bench/lib/bench-probe.php" "$DIR/wordpress/wp-content/mu-plugins/sightline-bench-probe.php"
$WP plugin activate sightline-seo/plugin.php >/dev/null
$WP eval-file "$ROOT/bench/lib/seed-site.php" 1000 20 50 100
BASE="http://127.0.0.1:$PORT"
POST_URL=$($WP eval 'echo get_permalink( get_posts( array( "numberposts" => 1, "offset" => 500 ) )[0] );')
CAT_URL=$($WP eval 'echo get_term_link( get_term_by( "name", "Bench Category 7", "category" ) );')
declare -A URLS=( [singular]="$POST_URL" [archive]="$CAT_URL" [home]="$BASE/" )

# shellcheck source=lib/probe.sh
. "$ROOT/bench/lib/probe.sh"
probe() { bench_probe "$1" "$2" | cut -d' ' -f1,2; }
median() { bench_median; }

echo
echo "Sightline SEO head output: $RUNS requests per page and side (alternating off/on) after warm-up, WordPress $($WP version), $DB, PHP $(php -r 'echo PHP_VERSION;')"
printf '%-10s %12s %12s %10s %12s %8s %8s %8s\n' page "ms (off)" "ms (on)" "added ms" "paired ms" "q (off)" "q (on)" "added q"
for page in singular archive home; do
	url=${URLS[$page]}
	# Warm both sides (OPcache, caches, the PHP worker) before timing.
	for i in $(seq 20); do probe "$url" off >/dev/null; probe "$url" on >/dev/null; done
	off_ms=() on_ms=() off_q=0 on_q=0
	for i in $(seq "$RUNS"); do
		read -r ms off_q < <(probe "$url" off); off_ms+=("$ms")
		read -r ms on_q < <(probe "$url" on); on_ms+=("$ms")
	done
	off=$(printf '%s\n' "${off_ms[@]}" | median)
	on=$(printf '%s\n' "${on_ms[@]}" | median)
	# The median of the per-pair differences: the same shift, less moved by drift in machine load.
	paired=$(paste <(printf '%s\n' "${on_ms[@]}") <(printf '%s\n' "${off_ms[@]}") | awk '{print $1 - $2}' | median)
	printf '%-10s %12s %12s %10s %12s %8s %8s %8s\n' "$page" "$off" "$on" "$(awk -v a="$on" -v b="$off" 'BEGIN{printf "%+.2f", a-b}')" "$(awk -v p="$paired" 'BEGIN{printf "%+.2f", p}')" "$off_q" "$on_q" "$(( on_q - off_q ))"
done
echo
echo "added ms = median(on) - median(off), the figure the target reads; paired ms = median of (on - off) per request pair."
