#!/usr/bin/env bash
# Migration throughput: seeds 10,000 posts with Yoast SEO data on a fresh offline site, then measures
#   1. the UI path: the engine's one-request-per-item REST calls over HTTP (setup + N posts), and
#   2. the CLI path: the batch loop of `wp sightline migrate` over every post, with peak memory at each
#      quarter (it must stay flat as the item count grows).
#
#   bench/migration-bench.sh [--port 8851] [--dir /tmp/sl-migrate-bench] [--posts 10000] [--ui-items 500] [--keep]
#
# Targets (issue 7): UI path >= 25 items/s, CLI path >= 1,000 items/s, memory flat.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PORT=8851 DIR=/tmp/sl-migrate-bench POSTS=10000 UI_ITEMS=500 KEEP=0
while [ $# -gt 0 ]; do
	case "$1" in
		--port) PORT=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--posts) POSTS=$2; shift 2 ;;
		--ui-items) UI_ITEMS=$2; shift 2 ;;
		--keep) KEEP=1; shift ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
WP="php $ROOT/tools/wp-runtime/wp.php --dir $DIR"
cleanup() { [ "$KEEP" = 1 ] || bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true; }
trap cleanup EXIT

rm -rf "$DIR"
bash "$ROOT/tools/wp-runtime/site.sh" --port "$PORT" --dir "$DIR" --no-demo --quiet --workers 1 >/dev/null
mkdir -p "$DIR/wordpress/wp-content/mu-plugins"
cp "$ROOT/bench/lib/migration-bench-auth.php" "$DIR/wordpress/wp-content/mu-plugins/sightline-migration-bench-auth.php"
echo "seeded posts: $($WP eval-file "$ROOT/bench/lib/migration-seed.php" "$POSTS")"
APP_PASSWORD=$($WP eval 'echo WP_Application_Passwords::create_new_application_password( 1, array( "name" => "bench" ) )[0];')

echo "Sightline SEO migration from Yoast SEO: WordPress $($WP version), SQLite, PHP $(php -r 'echo PHP_VERSION;'), $(nproc) cores"
php "$ROOT/bench/lib/migration-rest-client.php" "http://127.0.0.1:$PORT" admin "$APP_PASSWORD" "$UI_ITEMS"
# The CLI path re-migrates every post (the first UI_ITEMS again: idempotent writes).
$WP eval-file "$ROOT/bench/lib/migration-batch.php" 200
