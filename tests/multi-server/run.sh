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
#   tests/multi-server/run.sh [--core PATH | --build beta] [--keep]
#
#   --core  the WordPress under test (a release folder or archive; default --build beta = 6.6-RC3)
#   --keep  leave the site, servers and Redis running at the end (prints where)
#
# Needs Debian's redis-server and php8.2-redis (installed when missing, as site.sh installs MariaDB).
set -euo pipefail
SLR_TAG=multi-server
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
RUNTIME=$HERE/../../tools/wp-runtime
# shellcheck source=../../tools/wp-runtime/lib.sh
. "$RUNTIME/lib.sh"

CORE_ARGS=() KEEP=0
while [ $# -gt 0 ]; do
	case "$1" in
		--core) CORE_ARGS=(--core "$2"); shift 2 ;;
		--core=*) CORE_ARGS=(--core "${1#*=}"); shift ;;
		--build) CORE_ARGS=(--build "$2"); shift 2 ;;
		--keep) KEEP=1; shift ;;
		-h|--help) sed -n '2,17p' "$0"; exit 0 ;;
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

redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
	--pidfile "$DIR/redis.pid" --logfile "$DIR/logs/redis.log" --dir "$DIR"
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

wp_eval() { php "$RUNTIME/wp.php" --dir "$DIR" eval "$1"; }
APP_PASSWORD=$(wp_eval 'echo WP_Application_Passwords::create_new_application_password( 1, array( "name" => "multi-server" ) )[0];')
[ -n "$APP_PASSWORD" ] || slr_die "could not create an application password"

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

	id=$(rest a POST /wp/v2/posts "{\"title\":\"$title\",\"status\":\"publish\",\"content\":\"<p>Written through server A.</p>\"}" | json_field id)
	[[ "$id" =~ ^[0-9]+$ ]] && pass "a post published with one REST call on A (id $id)" || { fail "publishing on A"; stop_servers; return; }
	link=$(wp_eval "echo get_permalink( $id );")
	link=${link#http://$HOST}

	body=$(post_sitemap b)
	[[ "$body" == *"$link"* ]] && pass "B lists it in its post sitemap on the next request" || fail "B lists $link in its post sitemap"
	body=$(get b "$link")
	[[ "$body" == *"<title>$title - Sightline Demo</title>"* ]] && pass "B prints its head" || fail "B prints the head of $link"

	rest a POST /sightline/v1/admin/global-settings '{"data":{"separator":"|"}}' >/dev/null
	body=$(get b "$link")
	[[ "$body" == *"<title>$title | Sightline Demo</title>"* ]] && pass "a setting saved on A applies on B" || fail "the separator saved on A applies on B: $(grep -o '<title>[^<]*' <<<"$body")"

	rest a POST "/wp/v2/posts/$id" '{"meta":{"_sightline_robots_noindex":"on"}}' >/dev/null
	body=$(post_sitemap b)
	[[ "$body" == *"<urlset"* && "$body" != *"$link"* ]] && pass "noindexed on A: gone from B's sitemap on the next request" || fail "noindexed on A, still in B's sitemap"
	body=$(get b "$link")
	grep -Eq "<meta name=[\"']robots[\"'] content=[\"'][^\"']*noindex" <<<"$body" && pass "B prints noindex" || fail "B prints noindex for $link"

	rest a POST /sightline/v1/admin/global-settings '{"data":{"separator":"-"}}' >/dev/null

	# A migration batch whose write fails leaves the shared cache equal to the database: B, whose
	# cache was warm, and a new process both see the post without the half-migrated title.
	id=$(wp_eval 'echo wp_insert_post( array( "post_title" => "Failing batch", "post_status" => "publish" ) );')
	wp_eval "update_post_meta( $id, '_yoast_wpseo_title', 'Yoast title of the failing batch' );"
	link=$(wp_eval "echo get_permalink( $id );")
	link=${link#http://$HOST}
	get b "$link" >/dev/null
	result=$(wp_eval "global \$wpdb; \$wpdb->suppress_errors( true );
		add_filter( 'query', static fn( \$q ) => is_string( \$q ) && str_starts_with( \$q, 'INSERT INTO ' . \$wpdb->postmeta ) && str_contains( \$q, Sightline\\Migration\\Migrator::MARK_KEY ) ? 'INSERT INTO no_such_table VALUES (1)' : \$q );
		\$m = Sightline\\Plugin::get( Sightline\\Migration\\Migrator::class );
		\$r = \$m->migrate_batch( \$m->source( 'wordpress-seo' ), 'post', array( $id ) );
		echo is_wp_error( \$r[ $id ] ) ? \$r[ $id ]->get_error_code() : 'written';")
	[ "$result" = sightline_migration_write_failed ] && pass "a migration batch failed on its write" || fail "the failing batch: $result"
	body=$(get b "$link")
	[[ "$body" == *"<title>Failing batch - Sightline Demo</title>"* ]] && pass "B serves the post as the database has it after the rollback" || fail "B after the rollback: $(grep -o '<title>[^<]*' <<<"$body")"
	[ -z "$(wp_eval "echo get_post_meta( $id, '_sightline_title', true );")" ] && pass "a new process reads no rolled-back field" || fail "a new process reads a rolled-back field"
	stop_servers
	if grep -hE 'PHP (Fatal|Warning|Parse|Notice|Deprecated)' "$DIR"/logs/server-*.log "$DIR/logs/wp-debug.log" 2>/dev/null | grep -v 'wp-content/object-cache.php' | head -5 | grep .; then
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

if [ "$FAILS" -gt 0 ]; then
	echo "multi-server: $FAILS check(s) failed (site $DIR, logs in $DIR/logs)"
	KEEP=1
	exit 1
fi
echo "multi-server: every check passed"
