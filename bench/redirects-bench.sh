#!/usr/bin/env bash
# Front-end cost of redirects: on a seeded site (1,000 posts) with 10,000 rules (100 regular
# expressions, 100 prefixes, 9,800 exact paths), the added time and queries of page views no rule
# matches, with the rules vs the plugin without redirects, side by side in one run; then what a
# matching rule costs to answer.
#
#   bench/redirects-bench.sh [--db sqlite|mariadb] [--port N (default: the first free from 8831)] [--dir /tmp/sl-redirects-bench-DB] [--runs 150] [--rules 10000] [--keep]
#
# Requests alternate "without" and "with" one by one on a single PHP worker after warm-up: "without"
# carries a header that makes the probe (bench/lib/redirects-probe.php) report the plugin's redirect
# index as empty, exactly what a site without enabled rules has. Figures per request:
#   lookup µs  time inside the setup_theme callbacks where the lookup runs (the target: < 200 µs added);
#   ms         WordPress's own timer to the end of output (bench/lib/bench-probe.php);
#   q          database queries (the target: +0).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DB=sqlite PORT= DIR= RUNS=150 RULES=10000 KEEP=0
while [ $# -gt 0 ]; do
	case "$1" in
		--db) DB=$2; shift 2 ;;
		--port) PORT=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--runs) RUNS=$2; shift 2 ;;
		--rules) RULES=$2; shift 2 ;;
		--keep) KEEP=1; shift ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
# shellcheck source=../tools/wp-runtime/lib.sh
. "$ROOT/tools/wp-runtime/lib.sh"
if [ -z "$PORT" ]; then
	PORT=$(slr_free_port 8831)
	while slr_port_busy $(( PORT + 1 )); do PORT=$(slr_free_port $(( PORT + 2 ))); done
fi
DIR=${DIR:-/tmp/sl-redirects-bench-$DB}
WP="php $ROOT/tools/wp-runtime/wp.php --dir $DIR"
cleanup() { [ "$KEEP" = 1 ] || bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true; }
trap cleanup EXIT

bash "$ROOT/tools/wp-runtime/site.sh" --db "$DB" --port "$PORT" --mysql-port $(( PORT + 1 )) --dir "$DIR" --no-demo --quiet --workers 1 >/dev/null
mkdir -p "$DIR/wordpress/wp-content/mu-plugins"
cp "$ROOT/bench/lib/bench-probe.php" "$DIR/wordpress/wp-content/mu-plugins/sightline-bench-probe.php"
cp "$ROOT/bench/lib/redirects-probe.php" "$DIR/wordpress/wp-content/mu-plugins/sightline-redirects-probe.php"
$WP plugin activate sightline-seo/plugin.php >/dev/null
$WP eval-file "$ROOT/bench/lib/seed-site.php" 1000 20 50 100 >/dev/null
$WP eval-file "$ROOT/bench/lib/redirects-seed.php" "$RULES"
BASE="http://127.0.0.1:$PORT"
POST_PATH=$($WP eval 'echo wp_make_link_relative( get_permalink( get_posts( array( "numberposts" => 1, "offset" => 500 ) )[0] ) );')
declare -A URLS=( [singular]="$BASE$POST_PATH" [home]="$BASE/" [404]="$BASE/old-page-99999/" [regex-miss]="$BASE/legacy-50/x/y/" )
declare -A MATCHES=( [exact]="$BASE/old-page-5000/?utm=x" [prefix]="$BASE/old-section-150/deep/" [regex]="$BASE/legacy-77/2024/hello-world/" )

# One request; prints "lookup_us ms queries".
probe() {
	local body us line
	body=$(curl -s -H "X-Sightline-Redirects: $2" "$1")
	us=$(grep -o 'redirects-probe us=[0-9.]*' <<<"$body" | tail -1 | sed 's/.*us=//')
	line=$(grep -o 'bench-probe ms=[0-9.]* queries=[0-9]*' <<<"$body" | tail -1)
	[ -n "$us" ] || { echo "no redirects-probe comment on $1" >&2; exit 1; }
	if [ -n "$line" ]; then
		echo "$us $(sed 's/.*ms=\([0-9.]*\) queries=\([0-9]*\).*/\1 \2/' <<<"$line")"
	else
		echo "$us - -"
	fi
}

median() { sort -g | awk '{a[NR]=$1} END {m=(NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2; printf "%.2f", m}'; }

echo
echo "Sightline SEO redirects: $RULES rules (100 regex, 100 prefix), $RUNS requests per page and side (alternating), WordPress $($WP version), $DB, PHP $(php -r 'echo PHP_VERSION;')"
echo "Page views no rule matches: plugin without redirects vs with the rules"
printf '%-11s %13s %13s %11s %10s %10s %10s %7s %7s %7s\n' page "lookup µs(-)" "lookup µs(+)" "added µs" "ms (-)" "ms (+)" "added ms" "q (-)" "q (+)" "added q"
for page in singular home 404 regex-miss; do
	url=${URLS[$page]}
	for i in $(seq 20); do probe "$url" off >/dev/null; probe "$url" on >/dev/null; done
	off_us=() on_us=() off_ms=() on_ms=() off_q=0 on_q=0
	for i in $(seq "$RUNS"); do
		read -r us ms off_q < <(probe "$url" off); off_us+=("$us"); off_ms+=("$ms")
		read -r us ms on_q < <(probe "$url" on); on_us+=("$us"); on_ms+=("$ms")
	done
	a=$(printf '%s\n' "${off_us[@]}" | median); b=$(printf '%s\n' "${on_us[@]}" | median)
	c=$(printf '%s\n' "${off_ms[@]}" | median); d=$(printf '%s\n' "${on_ms[@]}" | median)
	printf '%-11s %13s %13s %11s %10s %10s %10s %7s %7s %7s\n' "$page" "$a" "$b" "$(awk -v x="$b" -v y="$a" 'BEGIN{printf "%+.1f", x-y}')" "$c" "$d" "$(awk -v x="$d" -v y="$c" 'BEGIN{printf "%+.2f", x-y}')" "$off_q" "$on_q" "$(( on_q - off_q ))"
done
echo
echo "Requests a rule answers (before the theme, init and the main query):"
printf '%-8s %12s %14s %10s %s\n' rule "lookup µs" "total ms" status location
for kind in exact prefix regex; do
	url=${MATCHES[$kind]}
	for i in $(seq 10); do probe "$url" on >/dev/null; done
	us=() total=()
	for i in $(seq "$RUNS"); do
		read -r u _ _ < <(probe "$url" on); us+=("$u")
		total+=("$(curl -s -o /dev/null -w '%{time_total}' "$url" | awk '{printf "%.3f", $1 * 1000}')")
	done
	head=$(curl -s -o /dev/null -D - "$url")
	printf '%-8s %12s %14s %10s %s\n' "$kind" "$(printf '%s\n' "${us[@]}" | median)" "$(printf '%s\n' "${total[@]}" | median)" "$(awk 'NR==1{print $2}' <<<"$head")" "$(grep -i '^location:' <<<"$head" | tr -d '\r' | cut -d' ' -f2)"
done
echo
echo "lookup µs: median time in the setup_theme callbacks of priority 0 (the redirect lookup; '-' = without redirects)."
echo "added µs/ms/q: with the rules minus without; the targets are < 200 µs and +0 queries."
