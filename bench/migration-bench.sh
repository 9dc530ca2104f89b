#!/usr/bin/env bash
# Migration throughput: seeds 10,000 posts with Yoast SEO data on a fresh offline site, then measures
#   1. the bare WordPress REST round trip on the same server (an authenticated no-op route), the floor
#      any one-request-per-item path stands on,
#   2. the UI path: the engine's one-request-per-item REST calls over HTTP (setup + N posts), and
#   3. the CLI path: the batch loop of `wp sightline migrate` (Migrator::migrate_batch) over every post,
#      with peak memory at each quarter (it must stay flat as the item count grows), then the same loop
#      again on the migrated site (an idempotent re-run: it should write nothing), and
#   4. redirect migration with 10,000 rules stored: server time per record, one per request vs batches
#      of 50 (bench/lib/redirect-migration-bench.php).
#
#   bench/migration-bench.sh [--db sqlite|mariadb] [--port 8851] [--mysql-port 8852]
#                            [--dir /tmp/sl-migrate-bench] [--posts 10000] [--ui-items 500] [--keep]
#
# Targets (issue 7): UI path >= 25 items/s, CLI path >= 1,000 items/s, memory flat.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DB=sqlite PORT=8851 MYSQL_PORT=8852 DIR=/tmp/sl-migrate-bench POSTS=10000 UI_ITEMS=500 KEEP=0
while [ $# -gt 0 ]; do
	case "$1" in
		--db) DB=$2; shift 2 ;;
		--port) PORT=$2; shift 2 ;;
		--mysql-port) MYSQL_PORT=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--posts) POSTS=$2; shift 2 ;;
		--ui-items) UI_ITEMS=$2; shift 2 ;;
		--keep) KEEP=1; shift ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
case "$DB" in sqlite|mariadb) ;; *) echo "--db must be sqlite or mariadb" >&2; exit 2 ;; esac
WP="php $ROOT/tools/wp-runtime/wp.php --dir $DIR"
cleanup() { [ "$KEEP" = 1 ] || bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true; }
trap cleanup EXIT

# A MariaDB left running by an earlier --keep run of this dir is stopped before its files go.
bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true
rm -rf "$DIR"
DB_ARGS=(--db "$DB")
[ "$DB" = mariadb ] && DB_ARGS+=(--mysql-port "$MYSQL_PORT")
bash "$ROOT/tools/wp-runtime/site.sh" "${DB_ARGS[@]}" --port "$PORT" --dir "$DIR" --no-demo --quiet --workers 1 >/dev/null
mkdir -p "$DIR/wordpress/wp-content/mu-plugins"
cp "$ROOT/bench/lib/migration-bench-auth.php" "$DIR/wordpress/wp-content/mu-plugins/sightline-migration-bench-auth.php"
echo "seeded posts: $($WP eval-file "$ROOT/bench/lib/migration-seed.php" "$POSTS")"
APP_PASSWORD=$($WP eval 'echo WP_Application_Passwords::create_new_application_password( 1, array( "name" => "bench" ) )[0];')

DB_LABEL=SQLite
[ "$DB" = mariadb ] && DB_LABEL="MariaDB $(mariadb --version | sed -n 's/.*Distrib \([0-9.]*\).*/\1/p;s/.*from \([0-9.]*\)-MariaDB.*/\1/p' | head -1)"
echo "Sightline SEO migration from Yoast SEO: WordPress $($WP version), database $DB_LABEL, PHP $(php -r 'echo PHP_VERSION;'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
php "$ROOT/bench/lib/migration-rest-client.php" "http://127.0.0.1:$PORT" admin "$APP_PASSWORD" "$UI_ITEMS"
# The CLI path migrates every post (the first UI_ITEMS again: identical values are not rewritten),
# then runs once more over the migrated site with --force semantics (everything identical).
$WP eval-file "$ROOT/bench/lib/migration-batch.php" 200
# Redirects: Rank Math records migrated one per request vs the settings app's batches, 10,000 rules stored.
$WP eval-file "$ROOT/bench/lib/redirect-migration-bench.php" 10000 200 50
echo "database: $DB_LABEL"
