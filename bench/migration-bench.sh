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
#   bench/migration-bench.sh --cli-only [--sizes 10000,100000,1000000] [--core PATH] [--batch 200]
#                            [--no-force-run] [--port …] [--mysql-port …] [--dir …] [--keep]
#
# --cli-only (issue 32) measures the CLI path alone at each size, on a fresh MariaDB site per size
# seeded by INSERT … SELECT from MariaDB's sequence engine (a million posts and 4.3 million meta rows in
# minutes) and ANALYZE TABLE after it (the statistics a site that grew to that size has): a run killed
# (SIGKILL) half way, inside a batch's transaction, the run that resumes it (items/s, peak memory at each quarter,
# database writes), a repeated run (every item skipped: it should write nothing), a --force run (every
# item mapped again: identical values, it should write nothing) and a check that no field was stored twice;
# before the runs and after them, the count of the posts (bench/lib/migration-count-measure.php).
#
# Targets (issue 7): UI path >= 25 items/s, CLI path >= 1,000 items/s, memory flat.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DB=sqlite PORT=8851 MYSQL_PORT=8852 DIR=/tmp/sl-migrate-bench POSTS=10000 UI_ITEMS=500 KEEP=0
CLI_ONLY=0 SIZES=10000,100000,1000000 CORE= BATCH=200 FORCE_RUN=1
while [ $# -gt 0 ]; do
	case "$1" in
		--cli-only) CLI_ONLY=1; DB=mariadb; shift ;;
		--sizes) SIZES=$2; shift 2 ;;
		--core) CORE=$2; shift 2 ;;
		--batch) BATCH=$2; shift 2 ;;
		--no-force-run) FORCE_RUN=0; shift ;;
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
if [ "$CLI_ONLY" = 1 ]; then
	CORE_ARGS=()
	[ -n "$CORE" ] && CORE_ARGS=(--core "$CORE")
	SQL=(mariadb -h127.0.0.1 -P"$MYSQL_PORT" -uwp -pwp wordpress)
	WP="php -d memory_limit=512M $ROOT/tools/wp-runtime/wp.php --dir $DIR"
	MEASURE="$ROOT/bench/lib/migration-cli-measure.php"
	for size in ${SIZES//,/ }; do
		bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true
		rm -rf "$DIR"
		bash "$ROOT/tools/wp-runtime/site.sh" --db mariadb --mysql-port "$MYSQL_PORT" --port "$PORT" --dir "$DIR" --no-demo --quiet --workers 1 "${CORE_ARGS[@]}" >/dev/null
		started=$(date +%s)
		$WP eval-file "$ROOT/bench/lib/migration-seed.php" 0 >/dev/null # Yoast's options (and one post)
		BASE=$("${SQL[@]}" -N -e "SELECT COALESCE(MAX(ID), 0) FROM wp_posts")
		for ((from = 1; from <= size; from += 50000)); do
			to=$((from + 49999 < size ? from + 49999 : size))
			"${SQL[@]}" -e "
				SET @base = $BASE;
				INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, post_type, to_ping, pinged, post_content_filtered)
				SELECT @base + seq, 1, NOW(), UTC_TIMESTAMP(), CONCAT('Body of bench post ', seq, '.'), CONCAT('Bench post ', seq), CONCAT('Excerpt ', seq, '.'), 'publish', CONCAT('bench-post-', seq), NOW(), UTC_TIMESTAMP(), 'post', '', '', ''
				FROM seq_${from}_to_${to};
				INSERT INTO wp_postmeta (post_id, meta_key, meta_value)
				SELECT @base + s.seq, k.meta_key, CASE k.n
					WHEN 1 THEN '%%title%% — deal %%sep%% %%sitename%%'
					WHEN 2 THEN CONCAT('Read about post ', s.seq, ' on %%sitename%%')
					WHEN 3 THEN 'OG %%title%%'
					WHEN 4 THEN CONCAT('keyword ', s.seq)
					ELSE '1' END
				FROM seq_${from}_to_${to} s
				JOIN (SELECT 1 AS n, '_yoast_wpseo_title' AS meta_key UNION ALL SELECT 2, '_yoast_wpseo_metadesc' UNION ALL SELECT 3, '_yoast_wpseo_opengraph-title' UNION ALL SELECT 4, '_yoast_wpseo_focuskw' UNION ALL SELECT 5, '_yoast_wpseo_meta-robots-noindex') k
					ON k.n < 5 OR s.seq % 3 = 0;"
		done
		"${SQL[@]}" -e "ANALYZE TABLE wp_posts, wp_postmeta, wp_options" >/dev/null
		echo
		echo "== $size posts: seeded in $(( $(date +%s) - started )) s: $("${SQL[@]}" -N -e "SELECT CONCAT(COUNT(*), ' posts, ') FROM wp_posts WHERE post_type = 'post'")$("${SQL[@]}" -N -e "SELECT CONCAT(COUNT(*), ' Yoast meta rows') FROM wp_postmeta WHERE meta_key LIKE '\\_yoast%'")"
		echo "WordPress $($WP version), MariaDB $(mariadb --version | sed -n 's/.*Distrib \([0-9.]*\).*/\1/p;s/.*from \([0-9.]*\)-MariaDB.*/\1/p' | head -1), PHP $(php -r 'echo PHP_VERSION;'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
		# The count of the posts with Yoast data (issue 32): the one query against the listing's and the command's.
		$WP eval-file "$ROOT/bench/lib/migration-count-measure.php" "count before the migration"
		# A run killed half way, inside a batch's transaction (SIGKILL, as an OOM kill or a lost session
		# would end it); the next run resumes.
		set +e
		$WP eval-file "$MEASURE" "first run, killed" "$BATCH" "kill-at=$((size / 2))"
		set -e
		echo "after the kill: $("${SQL[@]}" -N -e "SELECT COUNT(*) FROM wp_postmeta WHERE meta_key = '_sightline_migrated_from'") posts marked as migrated"
		$WP eval-file "$MEASURE" "resumed run" "$BATCH"
		$WP eval-file "$MEASURE" "repeated run" "$BATCH"
		[ "$FORCE_RUN" = 1 ] && $WP eval-file "$MEASURE" "--force run" "$BATCH" force
		$WP eval-file "$ROOT/bench/lib/migration-count-measure.php" "count with Sightline's rows"
		echo "fields stored twice (same post and key): $("${SQL[@]}" -N -e "SELECT COUNT(*) FROM (SELECT post_id, meta_key FROM wp_postmeta WHERE meta_key LIKE '\\_sightline%' GROUP BY post_id, meta_key HAVING COUNT(*) > 1) d"); Sightline meta rows: $("${SQL[@]}" -N -e "SELECT COUNT(*) FROM wp_postmeta WHERE meta_key LIKE '\\_sightline%'")"
	done
	exit 0
fi
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
