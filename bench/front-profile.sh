#!/usr/bin/env bash
# Where a page view's time goes, by a real profiler: Xdebug's profiler (Debian's php8.2-xdebug, loaded
# only into this server, never enabled for other PHP processes) on a site bench/front-bench.sh left in
# place (--keep). Restarts that site's PHP server with the profiler on, requests URL with the plugin off
# and on (after warm-up), prints the top costs of each side (Sightline SEO's functions apart), then
# puts the plain server back.
#
#   bench/front-profile.sh --dir /tmp/sl-front-bench-7.1.0 --url http://127.0.0.1:8861/some-post/ [--requests 10]
#
# --sampler uses Excimer instead (Debian's php-excimer, loaded only into this server): a sampling
# profiler every 20 µs of wall-clock time (see excimer-sampler.php for why not CPU time), which leaves the calls at their real speed, so its shares are the
# real ones (Xdebug ranks costs but inflates call-heavy code 5 to 10 times). Give it more requests
# (e.g. --requests 300): each one holds about a hundred samples. --save DIR keeps the collapsed stacks
# (sampler-off.txt, sampler-on.txt, sampler-tsf.txt), e.g. for a flame graph.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=lib/probe.sh
. "$ROOT/bench/lib/probe.sh"
DIR= URL= REQUESTS=10 TOP=25 SAMPLER=0 SAVE=
while [ $# -gt 0 ]; do
	case "$1" in
		--dir) DIR=$2; shift 2 ;;
		--url) URL=$2; shift 2 ;;
		--requests) REQUESTS=$2; shift 2 ;;
		--top) TOP=$2; shift 2 ;;
		--sampler) SAMPLER=1; shift ;;
		--save) SAVE=$2; shift 2 ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
[ -f "$DIR/site.env" ] && [ -n "$URL" ] || { echo "usage: $0 --dir SITE_DIR --url URL [--requests N]" >&2; exit 2; }
PORT=$(sed -n 's/^PORT=//p' "$DIR/site.env")
OUT=$DIR/profile
PID_FILE=$DIR/run/php-server.pid

serve() { # serve [php -d options...]: the site's single PHP worker, as site.sh starts it
	[ -f "$PID_FILE" ] && kill -- "-$(cat "$PID_FILE")" 2>/dev/null || kill "$(cat "$PID_FILE")" 2>/dev/null || true
	sleep 0.5
	PHP_CLI_SERVER_WORKERS=1 setsid php -d memory_limit=512M -d opcache.enable=1 -d opcache.validate_timestamps=1 -d opcache.revalidate_freq=0 "$@" \
		-S "127.0.0.1:$PORT" -t "$DIR/wordpress" "$ROOT/tools/wp-runtime/router.php" </dev/null >>"$DIR/logs/php-server.log" 2>&1 &
	echo $! >"$PID_FILE"
	for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$PORT/wp-login.php" && return 0; sleep 0.2; done
	echo "the server did not start" >&2; exit 1
}
EXT_DIR=$(php -r 'echo ini_get("extension_dir");')
if [ "$SAMPLER" = 1 ]; then
	[ -f "$EXT_DIR/excimer.so" ] || { echo "no $EXT_DIR/excimer.so: apt-get install php-excimer, then phpdismod -v 8.2 -s ALL excimer (this script loads it itself)" >&2; exit 2; }
	MU=$DIR/wordpress/wp-content/mu-plugins/sightline-bench-sampler.php
	CONTENT=$DIR/wordpress/wp-content
	trap 'rm -f "$MU" "$CONTENT"/sampler-*.txt; serve' EXIT
	cp "$ROOT/bench/lib/excimer-sampler.php" "$MU"
	serve -d "extension=$EXT_DIR/excimer.so"
	sample() { curl -s -o /dev/null -H "X-Sightline-Bench: $2" -H "X-Sightline-Sample: ${3:-}" "$1"; }
	# The SEO Framework too when the site has it (front-bench.sh --tsf): its total is the reference.
	SIDES="off on"
	[ -e "$DIR/wordpress/wp-content/plugins/autodescription" ] && SIDES="off on tsf"
	for _ in $(seq 10); do for side in $SIDES; do sample "$URL" "$side"; done; done
	rm -f "$CONTENT"/sampler-*.txt
	# Interleaved, so every side shares the machine's moments.
	for _ in $(seq "$REQUESTS"); do for side in $SIDES; do sample "$URL" "$side" "$side"; done; done
	echo "== $URL, $REQUESTS requests per side (Excimer, wall-clock time sampled every 20 µs)"
	[ -z "$SAVE" ] || { mkdir -p "$SAVE" && cp "$CONTENT"/sampler-*.txt "$SAVE/"; }
	php "$ROOT/bench/lib/collapsed-top.php" "$ROOT" 20 "$REQUESTS" "$TOP" "$CONTENT/sampler-off.txt" "$CONTENT/sampler-on.txt" "$CONTENT/sampler-tsf.txt"
	exit 0
fi
XDEBUG=$EXT_DIR/xdebug.so
[ -f "$XDEBUG" ] || { echo "no $XDEBUG: apt-get install php8.2-xdebug, then phpdismod -v 8.2 -s ALL xdebug (this script loads it itself)" >&2; exit 2; }
trap 'serve' EXIT
rm -rf "$OUT"; mkdir -p "$OUT/off" "$OUT/on" "$OUT/warm"
serve -d "zend_extension=$XDEBUG" -d xdebug.mode=profile -d xdebug.start_with_request=yes \
	-d "xdebug.output_dir=$OUT/warm" -d 'xdebug.profiler_output_name=cachegrind.out.%u'
for _ in $(seq 5); do bench_probe "$URL" off >/dev/null; bench_probe "$URL" on >/dev/null; done
for side in off on; do
	# One server per side so each side's files land in its own folder.
	serve -d "zend_extension=$XDEBUG" -d xdebug.mode=profile -d xdebug.start_with_request=yes \
		-d "xdebug.output_dir=$OUT/$side" -d 'xdebug.profiler_output_name=cachegrind.out.%u'
	for _ in $(seq 3); do bench_probe "$URL" "$side" >/dev/null; done
	rm -f "$OUT/$side"/cachegrind.out.*
	for _ in $(seq "$REQUESTS"); do bench_probe "$URL" "$side" >/dev/null; done
	echo "== plugin $side: $URL"
	php "$ROOT/bench/lib/cachegrind-top.php" "$ROOT" "$TOP" "$OUT/$side"/cachegrind.out.*
	echo
done
rm -rf "$OUT/warm"
