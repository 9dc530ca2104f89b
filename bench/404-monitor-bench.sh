#!/usr/bin/env bash
# Front-end cost of the 404 monitor: on a seeded site, the added time and queries of a 404 page view with
# the monitor on vs off (one log line appended per view), and of a page that exists (nothing recorded),
# side by side in one run; then how long the cron fold takes for the lines the run logged.
#
#   bench/404-monitor-bench.sh [--db sqlite|mariadb] [--port N (default: the first free from 8851)] [--dir /tmp/sl-404-bench-DB] [--runs 150] [--posts 1000] [--keep]
#
# Requests alternate "off" and "on" one by one on a single PHP worker after warm-up: "off" carries a
# header that makes the probe (bench/lib/404-monitor-probe.php) read the setting as off. Figures per request:
#   recorder µs  the recorder's own time (it checks is_404() and the setting, filters, appends one line);
#   ms           WordPress's own timer to the end of output (bench/lib/bench-probe.php);
#   q            database queries (the target: +0).
# Each 404 view asks for one of 50 missing addresses with a referrer, as a browser would.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DB=sqlite PORT= DIR= RUNS=150 POSTS=1000 KEEP=0
while [ $# -gt 0 ]; do
	case "$1" in
		--db) DB=$2; shift 2 ;;
		--port) PORT=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--runs) RUNS=$2; shift 2 ;;
		--posts) POSTS=$2; shift 2 ;;
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
DIR=${DIR:-/tmp/sl-404-bench-$DB}
WP="php $ROOT/tools/wp-runtime/wp.php --dir $DIR"
cleanup() { [ "$KEEP" = 1 ] || bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true; }
trap cleanup EXIT

bash "$ROOT/tools/wp-runtime/site.sh" --db "$DB" --port "$PORT" --mysql-port $(( PORT + 1 )) --dir "$DIR" --no-demo --quiet --workers 1 >/dev/null
mkdir -p "$DIR/wordpress/wp-content/mu-plugins"
cp "$ROOT/bench/lib/bench-probe.php" "$DIR/wordpress/wp-content/mu-plugins/sightline-bench-probe.php"
cp "$ROOT/bench/lib/404-monitor-probe.php" "$DIR/wordpress/wp-content/mu-plugins/sightline-404-monitor-probe.php"
$WP plugin activate sightline-seo/plugin.php >/dev/null
$WP eval-file "$ROOT/bench/lib/seed-site.php" "$POSTS" 20 50 100 >/dev/null
$WP eval '$s = Sightline\Plugin::get( Sightline\Settings\Settings::class )->update( array( "enable_404_monitor" => true ) ); if ( is_wp_error( $s ) ) { echo $s->get_error_message(); exit( 1 ); }'
$WP eval 'Sightline\Plugin::get( Sightline\Not_Found\Monitor::class )->clear();'
BASE="http://127.0.0.1:$PORT"
POST_PATH=$($WP eval 'echo wp_make_link_relative( get_permalink( get_posts( array( "numberposts" => 1, "offset" => 10 ) )[0] ) );')
UA='Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

# One request; prints "recorder_us ms queries".
probe() {
	local body us line
	body=$(curl -s -A "$UA" -e 'https://news.example/post' -H "X-Sightline-404-Monitor: $2" "$1")
	us=$(grep -o '404-monitor-probe us=[0-9.]*' <<<"$body" | tail -1 | sed 's/.*us=//')
	line=$(grep -o 'bench-probe ms=[0-9.]* queries=[0-9]*' <<<"$body" | tail -1)
	[ -n "$us" ] && [ -n "$line" ] || { echo "no probe comments on $1" >&2; exit 1; }
	echo "$us $(sed 's/.*ms=\([0-9.]*\) queries=\([0-9]*\).*/\1 \2/' <<<"$line")"
}

median() { sort -g | awk '{a[NR]=$1} END {m=(NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2; printf "%.2f", m}'; }

echo
echo "Sightline SEO 404 monitor: $POSTS posts, $RUNS requests per page and side (alternating), WordPress $($WP version), $DB, PHP $(php -r 'echo PHP_VERSION;')"
printf '%-9s %14s %14s %11s %10s %10s %10s %7s %7s %7s\n' page "recorder µs(-)" "recorder µs(+)" "added µs" "ms (-)" "ms (+)" "added ms" "q (-)" "q (+)" "added q"
for page in 404 singular; do
	off_us=() on_us=() off_ms=() on_ms=() off_q=0 on_q=0
	url() { if [ "$page" = 404 ]; then echo "$BASE/bench-missing-$(( $1 % 50 ))/"; else echo "$BASE$POST_PATH"; fi; }
	for i in $(seq 20); do probe "$(url "$i")" off >/dev/null; probe "$(url "$i")" on >/dev/null; done
	for i in $(seq "$RUNS"); do
		read -r us ms off_q < <(probe "$(url "$i")" off); off_us+=("$us"); off_ms+=("$ms")
		read -r us ms on_q < <(probe "$(url "$i")" on); on_us+=("$us"); on_ms+=("$ms")
	done
	a=$(printf '%s\n' "${off_us[@]}" | median); b=$(printf '%s\n' "${on_us[@]}" | median)
	c=$(printf '%s\n' "${off_ms[@]}" | median); d=$(printf '%s\n' "${on_ms[@]}" | median)
	printf '%-9s %14s %14s %11s %10s %10s %10s %7s %7s %7s\n' "$page" "$a" "$b" "$(awk -v x="$b" -v y="$a" 'BEGIN{printf "%+.1f", x-y}')" "$c" "$d" "$(awk -v x="$d" -v y="$c" 'BEGIN{printf "%+.2f", x-y}')" "$off_q" "$on_q" "$(( on_q - off_q ))"
done
echo
$WP eval '
	$log   = Sightline\Plugin::get( Sightline\Not_Found\Log::class );
	$lines = (int) exec( "wc -l < " . escapeshellarg( $log->dir() . "/404.log" ) );
	$start = microtime( true );
	Sightline\Plugin::get( Sightline\Not_Found\Monitor::class )->fold();
	$page  = Sightline\Plugin::get( Sightline\Not_Found\Monitor::class )->page( "", 1, 100 );
	printf( "cron fold: %d log lines into %d rows in %.1f ms; top row %s with %d hits\n", $lines, $page["total"], ( microtime( true ) - $start ) * 1000, $page["items"][0]["url"] ?? "-", $page["items"][0]["hits"] ?? 0 );
'
echo
echo "recorder µs: median time of the recorder itself ('-' = monitor off: it stops at the setting)."
echo "added µs/ms/q: monitor on minus off; the targets are +0 queries and no database write (a 404 appends one log line)."
