#!/usr/bin/env bash
# Many web servers, one site: two PHP servers (A and B) run the same WordPress with the plugin, share
# one MariaDB and one Redis object cache (tests/multi-server/object-cache.php, our own drop-in), and
# each keeps its own uploads folder, as web servers behind a load balancer do. Requests go to either
# server with the site's own Host header (what the balancer forwards). Then, through A only:
#   a post is published with one REST call, its SEO fields are changed, a setting is saved;
# and B, on the very next request, must list the post in its sitemap (and drop it once noindexed) and
# print its head with the new setting, although B had its own copy of that sitemap from before; and a
# migration batch whose write fails leaves the shared cache equal to the database.
# The same scenario runs a second time without the object cache, where each server keeps sitemap
# copies in its own uploads folder: nothing on one server's disk may change what the other serves.
#
# With --replica the database is a MariaDB primary and a replica fed by MariaDB's own replication,
# held --lag seconds behind (MASTER_DELAY), behind a drop-in that sends reads to the replica:
# LudicrousDB from $SIGHTLINE_LUDICROUSDB (default /opt/plugins/ludicrousdb, never committed) when it is
# there, else our own tests/replica/db.php. The replica's user may only SELECT, so a write sent there
# fails loudly. What a promise reads right after another request's write must hold at once (sitemaps,
# settings shown, locks, rate limits, migration marks); a page view may lag by the replica's delay.
#
#   tests/multi-server/run.sh [--core PATH | --build beta] [--replica [--lag 1]] [--keep]
#
#   --core     the WordPress under test (a release folder or archive; default --build beta = 6.6-RC3)
#   --replica  a primary and a lagging replica (above); --lag seconds of delay (default 1)
#   --keep     leave the site, servers and Redis running at the end (prints where)
#
# Needs Debian's redis-server and php8.2-redis (installed when missing, as site.sh installs MariaDB).
set -euo pipefail
SLR_TAG=multi-server
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
RUNTIME=$HERE/../../tools/wp-runtime
# shellcheck source=../../tools/wp-runtime/lib.sh
. "$RUNTIME/lib.sh"

CORE_ARGS=() KEEP=0 REPLICA=0 LAG=1
while [ $# -gt 0 ]; do
	case "$1" in
		--core) CORE_ARGS=(--core "$2"); shift 2 ;;
		--core=*) CORE_ARGS=(--core "${1#*=}"); shift ;;
		--build) CORE_ARGS=(--build "$2"); shift 2 ;;
		--keep) KEEP=1; shift ;;
		--replica) REPLICA=1; shift ;;
		--lag) LAG=$2; shift 2 ;;
		-h|--help) sed -n '2,25p' "$0"; exit 0 ;;
		*) slr_die "unknown argument $1" ;;
	esac
done

slr_ensure_apt redis-server php8.2-redis
php -r 'exit( extension_loaded( "redis" ) ? 0 : 1 );' || slr_die "the PHP CLI has no redis extension after installing php8.2-redis"

DIR=$(mktemp -d /tmp/sightline-multi-server-XXXXXX)
PORT_A=$(slr_free_port 8700)
PORT_B=$(slr_free_port $((PORT_A + 1)))
REDIS_PORT=$(slr_free_port 6390)
HOST=127.0.0.1:$PORT_A
SERVER_PIDS=()

cleanup() {
	local rc=$?
	for pid in "${SERVER_PIDS[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true; done
	if [ "$KEEP" = 1 ]; then
		echo "kept: site $DIR, Redis on 127.0.0.1:$REDIS_PORT (servers stopped)"
	else
		[ -f "$DIR/redis.pid" ] && kill "$(cat "$DIR/redis.pid")" 2>/dev/null || true
		[ -d "$DIR/replica" ] && "$RUNTIME/mariadb.sh" stop --dir "$DIR/replica" >/dev/null 2>&1 || true
		"$RUNTIME/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true
		rm -rf "$DIR"
	fi
	exit "$rc"
}
trap cleanup EXIT

# ------------------------------------------------------------------ the site, Redis, two servers
slr_log "site in $DIR (MariaDB, demo content)"
"$RUNTIME/site.sh" --db mariadb --dir "$DIR" --port "$PORT_A" --quiet "${CORE_ARGS[@]}" >/dev/null
slr_stop_php_server "$DIR" >/dev/null || true
WP=$DIR/wordpress

# ------------------------------------------------------------------ the replica (--replica)
if [ "$REPLICA" = 1 ]; then
	PRIMARY_PORT=$(cat "$DIR/run/mariadb.port")
	REPLICA_PORT=$(slr_free_port $((PRIMARY_PORT + 46)))
	slr_log "primary MariaDB on 127.0.0.1:$PRIMARY_PORT (binary log), replica on 127.0.0.1:$REPLICA_PORT, $LAG s behind"
	"$RUNTIME/mariadb.sh" stop --dir "$DIR" --quiet >/dev/null
	SLR_MARIADB_ARGS="--log-bin=primary-bin --server-id=1 --binlog-format=ROW" \
		"$RUNTIME/mariadb.sh" start --port "$PRIMARY_PORT" --dir "$DIR" --quiet >/dev/null
	SLR_MARIADB_ARGS="--server-id=2 --relay-log=replica-relay" \
		"$RUNTIME/mariadb.sh" start --port "$REPLICA_PORT" --dir "$DIR/replica" --quiet >/dev/null
	replica_sql() { mariadb --socket="$DIR/replica/run/mysqld.sock" -uroot "$@"; }
	primary_sql() { mariadb -h127.0.0.1 -P"$PRIMARY_PORT" -uwp -pwp -N "$@"; }
	# The site's user may only read on the replica: a write of ours sent there fails and is logged.
	replica_sql -e "REVOKE ALL PRIVILEGES, GRANT OPTION FROM 'wp'@'127.0.0.1', 'wp'@'localhost';
		GRANT SELECT ON *.* TO 'wp'@'127.0.0.1', 'wp'@'localhost';
		CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=$PRIMARY_PORT, MASTER_USER='wp', MASTER_PASSWORD='wp', MASTER_DELAY=$LAG;"
	# The copy and the binary log position it was taken at, then replication from there.
	mariadb-dump -h127.0.0.1 -P"$PRIMARY_PORT" -uwp -pwp --single-transaction --master-data=1 --databases wordpress | replica_sql
	replica_sql -e 'START SLAVE;'
	sed -i "/define( 'DB_HOST'/a define( 'SIGHTLINE_DB_REPLICA_HOST', '127.0.0.1:$REPLICA_PORT' );" "$WP/wp-config.php"
	LUDICROUSDB=${SIGHTLINE_LUDICROUSDB:-/opt/plugins/ludicrousdb}
	if [ -f "$LUDICROUSDB/ludicrousdb/drop-ins/db.php" ]; then
		DROP_IN="LudicrousDB ($LUDICROUSDB)"
		rm -rf "$WP/wp-content/plugins/ludicrousdb"
		cp -r "$LUDICROUSDB" "$WP/wp-content/plugins/ludicrousdb"
		cp "$LUDICROUSDB/ludicrousdb/drop-ins/db.php" "$WP/wp-content/db.php"
		cat >"$WP/db-config.php" <<-PHP
			<?php
			// Written by tests/multi-server/run.sh --replica: writes to the primary, reads to the replica.
			\$wpdb->save_queries = false;
			// LudicrousDB stops with an empty message when either is empty (DB_COLLATE is '' by default).
			\$wpdb->charset = 'utf8mb4';
			\$wpdb->collate = 'utf8mb4_unicode_ci';
			\$wpdb->add_database( array( 'host' => DB_HOST, 'user' => DB_USER, 'password' => DB_PASSWORD, 'name' => DB_NAME, 'write' => 1, 'read' => 0 ) );
			\$wpdb->add_database( array( 'host' => SIGHTLINE_DB_REPLICA_HOST, 'user' => DB_USER, 'password' => DB_PASSWORD, 'name' => DB_NAME, 'write' => 0, 'read' => 1 ) );
		PHP
	else
		DROP_IN="tests/replica/db.php (our own)"
		echo "LudicrousDB is ABSENT ($LUDICROUSDB/ludicrousdb/drop-ins/db.php not found): reads split by our own tests/replica/db.php"
		cp "$HERE/../replica/db.php" "$WP/wp-content/db.php"
	fi
	slr_log "database drop-in: $DROP_IN"
fi

redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
	--pidfile "$DIR/redis.pid" --logfile "$DIR/logs/redis.log" --dir "$DIR" </dev/null >/dev/null 2>&1
for _ in $(seq 1 50); do slr_port_busy "$REDIS_PORT" && break; sleep 0.1; done
export SIGHTLINE_REDIS=127.0.0.1:$REDIS_PORT

# Each server's own uploads folder (its disk): what the site stores there is per server.
cat >"$WP/wp-content/mu-plugins/sightline-multi-server.php" <<'PHP'
<?php
// Written by tests/multi-server/run.sh: this server's own uploads folder (SIGHTLINE_SERVER = a|b).
$sightline_server = getenv( 'SIGHTLINE_SERVER' );
if ( $sightline_server ) {
	add_filter(
		'upload_dir',
		static function ( $dirs ) use ( $sightline_server ) {
			foreach ( array( 'path', 'basedir' ) as $key ) {
				$dirs[ $key ] = str_replace( '/wp-content/uploads', '/wp-content/uploads-' . $sightline_server, $dirs[ $key ] );
			}
			return $dirs;
		}
	);
}
PHP

start_server() { # name port
	SIGHTLINE_SERVER=$1 PHP_CLI_SERVER_WORKERS=2 setsid php -d memory_limit=512M \
		-d opcache.enable=1 -d opcache.validate_timestamps=1 -d opcache.revalidate_freq=0 \
		-S "127.0.0.1:$2" -t "$WP" "$RUNTIME/router.php" </dev/null >>"$DIR/logs/server-$1.log" 2>&1 &
	SERVER_PIDS+=($!)
	for _ in $(seq 1 100); do
		[ "$(curl -s -o /dev/null -m 5 -w '%{http_code}' -H "Host: $HOST" "http://127.0.0.1:$2/wp-login.php" || true)" = 200 ] && return 0
		sleep 0.2
	done
	tail -20 "$DIR/logs/server-$1.log" >&2
	slr_die "server $1 on 127.0.0.1:$2 did not answer"
}
stop_servers() {
	for pid in "${SERVER_PIDS[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true; done
	for pid in "${SERVER_PIDS[@]}"; do for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done; done
	SERVER_PIDS=()
}

# As a request would: with --replica, its reads go to the lagging replica.
wp_run() { php "$RUNTIME/wp.php" --dir "$DIR" eval "$1"; }
# The scenario's own look at the site: with --replica it reads the primary (what was written).
wp_eval() {
	if [ "$REPLICA" = 1 ]; then
		wp_run "if ( method_exists( \$GLOBALS['wpdb'], 'send_reads_to_primaries' ) ) { \$GLOBALS['wpdb']->send_reads_to_primaries(); } elseif ( method_exists( \$GLOBALS['wpdb'], 'send_reads_to_masters' ) ) { \$GLOBALS['wpdb']->send_reads_to_masters(); } $1"
	else
		wp_run "$1"
	fi
}
APP_PASSWORD=$(wp_eval 'echo WP_Application_Passwords::create_new_application_password( 1, array( "name" => "multi-server" ) )[0];')
[ -n "$APP_PASSWORD" ] || slr_die "could not create an application password"
if [ "$REPLICA" = 1 ]; then
	sleep $((LAG + 1)) # WordPress itself checks the password on the replica: let it arrive there.
	REPLICA_SELECTS=$(replica_sql -N -e "SHOW GLOBAL STATUS LIKE 'Com_select'" | awk '{print $2}')
fi

# ------------------------------------------------------------------ requests
FAILS=0
pass() { printf '  ok    %s\n' "$*"; }
fail() { printf '  FAIL  %s\n' "$*"; FAILS=$((FAILS + 1)); }
get() { # server path -> body (the site's Host, as a load balancer forwards it)
	local port=$PORT_A
	[ "$1" = b ] && port=$PORT_B
	curl -s -m 30 -H "Host: $HOST" "http://127.0.0.1:$port$2"
}
rest() { # server method route json -> body
	local port=$PORT_A
	[ "$1" = b ] && port=$PORT_B
	curl -s -m 30 -X "$2" -H "Host: $HOST" -H 'Content-Type: application/json' -u "admin:$APP_PASSWORD" \
		--data "$4" "http://127.0.0.1:$port/wp-json$3"
}
post_sitemap() { # server -> the first post sitemap page of that server's index, fetched
	local loc
	loc=$(get "$1" /sitemap_index.xml | grep -o '<loc>[^<]*sitemap-post-post-1\.xml</loc>' | head -1 | sed 's/<[^>]*>//g')
	[ -n "$loc" ] || { echo "NO-POST-SITEMAP"; return; }
	get "$1" "${loc#http://$HOST}"
}
# What a page view prints may lag behind a write by the replica's delay (page views read the replica):
# with --replica a page check is asked again for up to the delay and two seconds; else once.
# A page view of content the replica does not hold yet is not asked at all: WordPress would cache
# its "not found" under the shared object cache's fresh keys (A's write already moved them on), and
# serve that until the next write. That is WordPress's own reads, not a promise of ours; what we
# promise on the very next request (the sitemaps, the settings screen) is asked at once.
replica_catches_up() { if [ "$REPLICA" = 1 ]; then sleep $((LAG + 1)); fi; }
settles() {
	local tries=1
	[ "$REPLICA" = 1 ] && tries=$(( (LAG + 2) * 4 ))
	for _ in $(seq 1 "$tries"); do
		"$@" && return 0
		[ "$tries" = 1 ] || sleep 0.25
	done
	return 1
}
page_has() { [[ "$(get "$1" "$2")" == *"$3"* ]]; } # server path text
page_matches() { grep -Eq "$3" <<<"$(get "$1" "$2")"; } # server path regex
json_field() { php -r '$d = json_decode( stream_get_contents( STDIN ), true ); echo is_array( $d ) ? ( $d[ $argv[1] ] ?? "" ) : "";' "$1"; }

scenario() { # label
	local label=$1 stamp title id link body
	stamp=$(date +%s%N)
	title="Published on A $stamp"
	echo "$label"
	start_server a "$PORT_A"
	start_server b "$PORT_B"

	# B builds and keeps its copy of the post sitemap and of the head before anything changes.
	body=$(post_sitemap b)
	[[ "$body" == *"<urlset"* ]] && pass "B serves the post sitemap" || fail "B serves the post sitemap: ${body:0:200}"
	post_sitemap b >/dev/null

	# The address from the answer itself: B is asked at once, well within the replica's delay.
	body=$(rest a POST /wp/v2/posts "{\"title\":\"$title\",\"status\":\"publish\",\"content\":\"<p>Written through server A.</p>\"}")
	id=$(json_field id <<<"$body")
	[[ "$id" =~ ^[0-9]+$ ]] && pass "a post published with one REST call on A (id $id)" || { fail "publishing on A"; stop_servers; return; }
	link=$(json_field link <<<"$body")
	link=${link#http://$HOST}

	body=$(post_sitemap b)
	[[ "$body" == *"$link"* ]] && pass "B lists it in its post sitemap on the next request" || fail "B lists $link in its post sitemap"
	replica_catches_up
	settles page_has b "$link" "<title>$title - Sightline Demo</title>" && pass "B prints its head" || fail "B prints the head of $link"

	rest a POST /sightline/v1/admin/global-settings '{"data":{"separator":"|"}}' >/dev/null
	body=$(curl -s -m 30 -H "Host: $HOST" -u "admin:$APP_PASSWORD" "http://127.0.0.1:$PORT_B/wp-json/sightline/v1/admin/global-settings" | json_field separator)
	[ "$body" = "|" ] && pass "the settings screen on B shows the setting saved on A at once" || fail "the settings screen on B shows separator '$body' after '|' was saved on A"
	settles page_has b "$link" "<title>$title | Sightline Demo</title>" && pass "a setting saved on A applies on B" || fail "the separator saved on A applies on B: $(get b "$link" | grep -o '<title>[^<]*')"

	rest a POST "/wp/v2/posts/$id" '{"meta":{"_sightline_robots_noindex":"on"}}' >/dev/null
	body=$(post_sitemap b)
	[[ "$body" == *"<urlset"* && "$body" != *"$link"* ]] && pass "noindexed on A: gone from B's sitemap on the next request" || fail "noindexed on A, still in B's sitemap"
	settles page_matches b "$link" "<meta name=[\"']robots[\"'] content=[\"'][^\"']*noindex" && pass "B prints noindex" || fail "B prints noindex for $link"

	rest a POST /sightline/v1/admin/global-settings '{"data":{"separator":"-"}}' >/dev/null

	# A migration batch whose write fails leaves the shared cache equal to the database: B, whose
	# cache was warm, and a new process both see the post without the half-migrated title.
	id=$(wp_eval 'echo wp_insert_post( array( "post_title" => "Failing batch", "post_status" => "publish" ) );')
	wp_eval "update_post_meta( $id, '_yoast_wpseo_title', 'Yoast title of the failing batch' );"
	link=$(wp_eval "echo get_permalink( $id );")
	link=${link#http://$HOST}
	replica_catches_up
	get b "$link" >/dev/null
	result=$(wp_eval "global \$wpdb; \$wpdb->suppress_errors( true );
		add_filter( 'query', static fn( \$q ) => is_string( \$q ) && str_starts_with( \$q, 'INSERT INTO ' . \$wpdb->postmeta ) && str_contains( \$q, Sightline\\Migration\\Migrator::MARK_KEY ) ? 'INSERT INTO no_such_table VALUES (1)' : \$q );
		\$m = Sightline\\Plugin::get( Sightline\\Migration\\Migrator::class );
		\$r = \$m->migrate_batch( \$m->source( 'wordpress-seo' ), 'post', array( $id ) );
		echo is_wp_error( \$r[ $id ] ) ? \$r[ $id ]->get_error_code() : 'written';")
	[ "$result" = sightline_migration_write_failed ] && pass "a migration batch failed on its write" || fail "the failing batch: $result"
	settles page_has b "$link" "<title>Failing batch - Sightline Demo</title>" && pass "B serves the post as the database has it after the rollback" || fail "B after the rollback: $(get b "$link" | grep -o '<title>[^<]*')"
	[ -z "$(wp_eval "echo get_post_meta( $id, '_sightline_title', true );")" ] && pass "a new process reads no rolled-back field" || fail "a new process reads a rolled-back field"
	stop_servers
	if grep -hE 'PHP (Fatal|Warning|Parse|Notice|Deprecated)|WordPress database error' "$DIR"/logs/server-*.log "$DIR/logs/wp-debug.log" 2>/dev/null | grep -v 'wp-content/object-cache.php' | head -5 | grep .; then
		fail "PHP errors in the servers' logs (above)"
	fi
}

cp "$HERE/object-cache.php" "$WP/wp-content/object-cache.php"
wp_eval 'wp_cache_flush();'
scenario "with one Redis object cache shared by both servers:"
[ "$(wp_eval 'echo wp_using_ext_object_cache() ? 1 : 0;')" = 1 ] && pass "the object cache was the Redis drop-in" || fail "the Redis drop-in was not in use"

rm "$WP/wp-content/object-cache.php"
scenario "without an object cache (sitemap copies in each server's own uploads folder):"
[ -n "$(find "$WP/wp-content/uploads-b" -path '*sightline*' -type f 2>/dev/null | head -1)" ] && pass "B kept its copies on its own disk" || fail "B kept no copy on its own disk (the scenario did not test what it says)"

if [ "$REPLICA" = 1 ]; then
	echo "with the replica $LAG s behind (drop-in: $DROP_IN):"
	selects=$(( $(replica_sql -N -e "SHOW GLOBAL STATUS LIKE 'Com_select'" | awk '{print $2}') - REPLICA_SELECTS ))
	[ "$selects" -gt 100 ] && pass "the replica answered the reads ($selects SELECTs)" || fail "the replica answered only $selects SELECTs: the drop-in did not split reads"
	status=$(replica_sql -e 'SHOW SLAVE STATUS\G')
	grep -q "SQL_Delay: $LAG\$" <<<"$status" && grep -q 'Slave_SQL_Running: Yes' <<<"$status" && grep -q 'Last_SQL_Errno: 0' <<<"$status" \
		&& pass "replication ran all along, $LAG s behind, without an error" || fail "replication: $(grep -E 'SQL_Delay|Running:|Last_SQL_Error' <<<"$status" | tr -s ' ' | tr '\n' ';')"

	# A named lock taken by a request is held on the primary, where every other request looks for it.
	name=$(wp_eval 'echo Sightline\Db\Lock::name( "replica_check" );')
	wp_run 'Sightline\Db\Lock::acquire( "replica_check", 0 ); sleep( 3 );' &
	holder=$! held=
	for _ in $(seq 1 40); do
		held=$(primary_sql -e "SELECT IS_USED_LOCK('$name')")
		[ -n "$held" ] && [ "$held" != NULL ] && break
		sleep 0.1
	done
	[ -n "$held" ] && [ "$held" != NULL ] && pass "a lock a request takes is held on the primary" || fail "a lock a request takes is not on the primary (it went to the replica)"
	wait "$holder" || true

	# The AI rate limit counts on the primary: the 4th request in a window of 3 is refused at once.
	limits=
	for _ in 1 2 3 4; do
		limits+=$(wp_run 'add_filter( "sightline_ai_rate_limit", static fn() => array( "requests" => 3, "seconds" => 3600 ) ); echo is_wp_error( Sightline\Ai\Rate_Limit::take( 1 ) ) ? "refused " : "ok ";')
	done
	[ "$limits" = "ok ok ok refused " ] && pass "the AI rate limit counts on the primary (ok ok ok refused)" || fail "the AI rate limit under the replica: $limits"

	# A migration resumed a moment after a run that wrote: the second run, a new process asked within
	# the replica's delay, skips every item the first marked (the batch reads the marks on the primary,
	# under its lock) and writes no field twice. It first looks on the replica itself, so the check
	# says when the replica had caught up already and would have proven nothing.
	ids=$(wp_eval 'for ( $i = 0, $ids = array(); $i < 3; $i++ ) { $id = wp_insert_post( array( "post_title" => "Resumed $i", "post_status" => "publish" ) ); update_post_meta( $id, "_yoast_wpseo_title", "Yoast title $i" ); $ids[] = $id; } echo implode( ",", $ids );')
	replica_catches_up
	migrate="\$m = Sightline\\Plugin::get( Sightline\\Migration\\Migrator::class ); \$r = \$m->migrate_batch( \$m->source( 'wordpress-seo' ), 'post', array( $ids ), false, true );"
	marks="\$GLOBALS['wpdb']->get_var( \"SELECT COUNT(*) FROM {\$GLOBALS['wpdb']->postmeta} WHERE meta_key = '\" . Sightline\\Migration\\Migrator::MARK_KEY . \"' AND post_id IN ( $ids )\" )"
	first=$(wp_run "$migrate echo count( array_filter( \$r, 'is_array' ) );")
	second=$(wp_run "\$seen = $marks; $migrate echo \$seen, ':', count( array_filter( \$r, 'is_null' ) );")
	fields=$(wp_eval "global \$wpdb; echo \$wpdb->get_var( \"SELECT COUNT(*) FROM {\$wpdb->postmeta} WHERE meta_key = '_sightline_title' AND post_id IN ( $ids )\" );")
	if [ "$first" = 3 ] && [ "$second" = "0:3" ] && [ "$fields" = 3 ]; then
		pass "a migration resumed within the delay skips the 3 items the run before wrote (the replica had none of its marks yet)"
	elif [ "${second%%:*}" != 0 ]; then
		fail "the migration resume check proves nothing: the replica already held ${second%%:*} of the first run's marks"
	else
		fail "a migration resumed within the delay: first run wrote $first of 3, the second skipped ${second#*:} of 3, $fields title rows (expected 3, 0:3, 3)"
	fi
	grep -h 'WordPress database error' "$DIR"/logs/*.log 2>/dev/null | head -3 | grep . && fail "database errors in the logs (above): a write went to the read-only replica?"
fi

if [ "$FAILS" -gt 0 ]; then
	echo "multi-server: $FAILS check(s) failed (site $DIR, logs in $DIR/logs)"
	KEEP=1
	exit 1
fi
echo "multi-server: every check passed"
