#!/usr/bin/env bash
# Front-end cost on the site users have: WordPress (6.6 by default, or a release folder such as
# /opt/wordpress/7.1.0), MariaDB, 10,000 posts, 300 tags, 500 images, 20 authors, the default block
# theme. For each state of the plugin (just activated with nothing saved; after the guided setup; after
# a migration from Yoast SEO; with the structured data flag and every node saved on) and each page
# (singular; typed, a post with a Recipe, an FAQ page and a VideoObject of its own in the schemas
# state; home, category, author, search), rounds of requests "plugin off / Sightline SEO / The SEO
# Framework" (the order rotating round by round), one request at a time to one PHP worker, under PHP's
# production OPcache settings unless --opcache says otherwise. Prints the
# paired median of added server time with its 95% interval (and the same for the CPU time the request
# used, which the other work on a shared machine moves far less), queries, peak memory, included files
# and database writes, and whether issue 15's targets are met.
#
#   bench/front-bench.sh [--core PATH] [--tsf PATH] [--posts N] [--runs N] [--smoke]
#                        [--states "fresh setup migration schemas"] [--pages "singular home ..."]
#                        [--port 8861] [--dir DIR] [--cache DIR] [--keep] [--object-cache]
#                        [--opcache production|file-cache|dev]
#
#   --core   a WordPress release folder (e.g. /opt/wordpress/7.1.0); default WordPress 6.6-RC3
#   --tsf    The SEO Framework 5.1.x as released (a folder holding autodescription.php), run as the
#            reference column; without it the bench says so and runs the rest
#   --posts  site size (default 10000; tags, images and authors scale down below 10,000 posts)
#   --runs   timed rounds per page and state (default 60; 10 warm-up rounds before them)
#   --smoke  a quick check of the bench itself: 300 posts, 2 states, 8 rounds
#   --cache  where the seeded database is kept between runs (default ~/.cache/sightline-seo/front-bench)
#   --object-cache  with a persistent object cache: a redis-server of the bench's own on a free port
#            (stopped at the end) and the tests' drop-in tests/multi-server/object-cache.php (Debian's
#            redis-server and php8.2-redis); the cache is emptied after each state's database restore
#   --opcache  the site's PHP server's OPcache: production (the default) = PHP's defaults
#            (opcache.enable=1, validate_timestamps=1, revalidate_freq=2), what sites run; file-cache =
#            the same plus opcache.file_cache=DIR/opcache-file-cache (emptied first); dev =
#            revalidate_freq=0, what site.sh starts for development. The probe reports the ini values the
#            server really runs with: they are printed, and the bench stops if they differ
#
# Server time is WordPress's own timer (from wp-settings.php to the end of output), read from the
# comment the probe mu-plugin (bench/lib/bench-probe.php) appends; the probe's header drops plugins from
# the active list per request, so the sides share whatever else the machine is doing. The raw
# figures are kept in DIR/front-bench.tsv (DIR/front-bench-MODE.tsv with --opcache MODE).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=lib/probe.sh
. "$ROOT/bench/lib/probe.sh"
CORE= TSF= POSTS=10000 RUNS=60 WARM=10 PORT=8861 DIR= KEEP=0 OBJECT_CACHE=0 OPCACHE=production FILE_CACHE=
STATES="fresh setup migration schemas" PAGES="singular typed home category author search"
CACHE=${SIGHTLINE_BENCH_CACHE:-$HOME/.cache/sightline-seo/front-bench}
while [ $# -gt 0 ]; do
	case "$1" in
		--core) CORE=$2; shift 2 ;;
		--tsf) TSF=$2; shift 2 ;;
		--posts) POSTS=$2; shift 2 ;;
		--runs) RUNS=$2; shift 2 ;;
		--smoke) POSTS=300 RUNS=8 WARM=3 STATES="fresh schemas"; shift ;;
		--states) STATES=$2; shift 2 ;;
		--pages) PAGES=$2; shift 2 ;;
		--port) PORT=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--cache) CACHE=$2; shift 2 ;;
		--keep) KEEP=1; shift ;;
		--object-cache) OBJECT_CACHE=1; shift ;;
		--opcache) OPCACHE=$2; shift 2 ;;
		-h|--help) sed -n '2,39p' "$0"; exit 0 ;;
		*) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
	esac
done
case "$OPCACHE" in ''|production|file-cache|dev) ;; *) echo "--opcache must be production, file-cache or dev" >&2; exit 2 ;; esac
TAGS=$(( POSTS >= 10000 ? 300 : (POSTS / 33 > 10 ? POSTS / 33 : 10) ))
IMAGES=$(( POSTS >= 10000 ? 500 : (POSTS / 20 > 10 ? POSTS / 20 : 10) ))
AUTHORS=$(( POSTS >= 1000 ? 20 : 5 ))
LABEL=$( [ -n "$CORE" ] && basename "$CORE" || echo 6.6 )
DIR=${DIR:-/tmp/sl-front-bench-$LABEL}
WP="php $ROOT/tools/wp-runtime/wp.php --dir $DIR"
REDIS_PID=
cleanup() {
	[ "$KEEP" = 1 ] || bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true
	if [ -n "$REDIS_PID" ]; then
		kill "$REDIS_PID" 2>/dev/null || true
		# Without its Redis the drop-in stops every request: a kept site goes back to no object cache.
		rm -f "$DIR/wordpress/wp-content/object-cache.php"
	fi
}
trap cleanup EXIT

# The persistent object cache: Redis first, so the site's PHP server (started by site.sh) and every
# WP-CLI call inherit its address.
rm -f "$DIR/wordpress/wp-content/object-cache.php"
if [ "$OBJECT_CACHE" = 1 ]; then
	command -v redis-server >/dev/null && php -r 'exit( extension_loaded( "redis" ) ? 0 : 1 );' \
		|| { echo "--object-cache needs redis-server and php8.2-redis (apt-get install redis-server php8.2-redis)" >&2; exit 2; }
	REDIS_PORT=$(bash "$ROOT/tools/wp-runtime/lib.sh" free-port 6390)
	mkdir -p "$DIR"
	redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
		--pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log" --dir "$DIR"
	for _ in $(seq 50); do [ -s "$DIR/redis.pid" ] && redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
	REDIS_PID=$(cat "$DIR/redis.pid")
	export SIGHTLINE_REDIS=127.0.0.1:$REDIS_PORT
fi

SIDES="off on"
if [ -n "$TSF" ]; then
	[ -f "$TSF/autodescription.php" ] || { echo "--tsf $TSF: no autodescription.php there (give the folder of The SEO Framework as released)" >&2; exit 2; }
	SIDES="$SIDES tsf"
	TSF_VERSION=$(sed -n 's/^ \* Version: *//p' "$TSF/autodescription.php" | head -1)
else
	echo "The SEO Framework: absent (no --tsf PATH given); its column is left out, the rest runs."
fi

# ------------------------------------------------------------------ site and seeded database
site_args=(--db mariadb --port "$PORT" --mysql-port $(( PORT + 1 )) --dir "$DIR" --no-demo --quiet --workers 1)
[ -n "$CORE" ] && site_args+=(--core "$CORE")
bash "$ROOT/tools/wp-runtime/site.sh" "${site_args[@]}" >/dev/null
MYSQL_PORT=$(sed -n 's/^MYSQL_PORT=//p' "$DIR/site.env")
# The OPcache asked for: the server site.sh started (its pid file, a process group of its own) is
# replaced by one started the same way with these ini settings.
OPCACHE_INI=(-d opcache.enable=1 -d opcache.validate_timestamps=1 -d opcache.revalidate_freq=0)
OPCACHE_WANT=enable:1,validate_timestamps:1,revalidate_freq:0,file_cache:-
if [ -n "$OPCACHE" ]; then
	case "$OPCACHE" in
		production)
			OPCACHE_INI=(-d opcache.enable=1 -d opcache.validate_timestamps=1 -d opcache.revalidate_freq=2)
			OPCACHE_WANT=enable:1,validate_timestamps:1,revalidate_freq:2,file_cache:- ;;
		file-cache)
			FILE_CACHE=$DIR/opcache-file-cache
			rm -rf "$FILE_CACHE" && mkdir -p "$FILE_CACHE"
			OPCACHE_INI=(-d opcache.enable=1 -d opcache.validate_timestamps=1 -d opcache.revalidate_freq=2 -d "opcache.file_cache=$FILE_CACHE")
			OPCACHE_WANT=enable:1,validate_timestamps:1,revalidate_freq:2,file_cache:$(php -r 'echo rawurlencode( $argv[1] );' "$FILE_CACHE") ;;
	esac
	PID_FILE=$DIR/run/php-server.pid
	pid=$(cat "$PID_FILE")
	if tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "-S 127.0.0.1:$PORT"; then
		kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid"
		for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
	fi
	PHP_CLI_SERVER_WORKERS=1 setsid php -d memory_limit=512M -d max_execution_time=120 \
		-d upload_max_filesize=64M -d post_max_size=64M "${OPCACHE_INI[@]}" \
		-S "127.0.0.1:$PORT" -t "$DIR/wordpress" "$ROOT/tools/wp-runtime/router.php" </dev/null >>"$DIR/logs/php-server.log" 2>&1 &
	echo $! >"$PID_FILE"
	for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$PORT/wp-login.php" && break; sleep 0.2; done
fi
SQL=(mariadb -h127.0.0.1 -P"$MYSQL_PORT" -uwp -pwp)
PLUGINS=$DIR/wordpress/wp-content/plugins
mkdir -p "$DIR/wordpress/wp-content/mu-plugins"
cp "$ROOT/bench/lib/bench-probe.php" "$DIR/wordpress/wp-content/mu-plugins/sightline-bench-probe.php"
if [ -n "$TSF" ]; then ln -sfn "$(cd "$TSF" && pwd)" "$PLUGINS/autodescription"; else rm -f "$PLUGINS/autodescription"; fi
WP_VERSION=$($WP version)
THEME=$($WP eval 'echo get_stylesheet();')

# The seeded database, without any plugin's trace, is dumped once per WordPress version, size and
# seed script, and restored before each state.
mkdir -p "$CACHE"
DUMP=$CACHE/seed-wp$WP_VERSION-$POSTS-$TAGS-$IMAGES-$AUTHORS-$(sha1sum "$ROOT/bench/lib/front-seed.php" | cut -c1-10).sql.gz
if [ ! -s "$DUMP" ]; then
	start=$(date +%s)
	"${SQL[@]}" -e 'DROP DATABASE wordpress; CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci'
	$WP install --url="http://127.0.0.1:$PORT" --title="Bench Site" --admin_user=admin --admin_password=password --admin_email=admin@example.org >/dev/null
	$WP eval-file "$ROOT/bench/lib/front-seed.php" "$POSTS" "$TAGS" "$IMAGES" "$AUTHORS"
	mariadb-dump -h127.0.0.1 -P"$MYSQL_PORT" -uwp -pwp --single-transaction --extended-insert wordpress | gzip -1 >"$DUMP.tmp"
	mv "$DUMP.tmp" "$DUMP"
	echo "seeded and cached in $(( $(date +%s) - start )) s: $DUMP"
fi
if [ "$OBJECT_CACHE" = 1 ]; then
	cp "$ROOT/tests/multi-server/object-cache.php" "$DIR/wordpress/wp-content/object-cache.php"
fi
# The restore writes past WordPress, so a persistent cache is emptied after it.
restore() {
	gunzip -c "$DUMP" | "${SQL[@]}" wordpress
	# Index statistics as a site of this size has them (InnoDB keeps them as tables grow); right after a
	# restore they describe an empty table, and at a million posts WordPress's own queries then take
	# seconds by plans no real site would get.
	"${SQL[@]}" wordpress -e "ANALYZE TABLE wp_posts, wp_postmeta, wp_terms, wp_term_taxonomy, wp_term_relationships, wp_options, wp_users, wp_usermeta" >/dev/null
	[ "$OBJECT_CACHE" = 1 ] && redis-cli -p "$REDIS_PORT" flushall >/dev/null
	return 0
}

# ------------------------------------------------------------------ rounds
RAW=$DIR/front-bench${OPCACHE:+-$OPCACHE}.tsv
: >"$RAW"
# What the server runs with, as the probe reads it in a request (ini values, OPcache on or not).
opcache_seen() { bench_probe_full "http://127.0.0.1:$PORT/" off | cut -d' ' -f9; }
SEEN=$(opcache_seen)
case "$SEEN" in
	"$OPCACHE_WANT",active:1,*) ;;
	*) echo "the PHP server runs with OPcache $SEEN, not $OPCACHE_WANT (active:1) as --opcache ${OPCACHE:-(none: dev)} asks" >&2; exit 1 ;;
esac
echo
echo "Front-end bench: WordPress $WP_VERSION, theme $THEME, MariaDB, PHP $(php -r 'echo PHP_VERSION;'), $POSTS posts, $TAGS tags, $IMAGES images, $AUTHORS authors, $( [ "$OBJECT_CACHE" = 1 ] && echo "persistent object cache (Redis on port $REDIS_PORT)" || echo "no persistent object cache" )"
echo "Sides per round: $SIDES${TSF:+ (The SEO Framework $TSF_VERSION)}; $WARM warm-up + $RUNS timed rounds per page and state; states: $STATES"
echo "OPcache ${OPCACHE:-dev, as site.sh starts it}: php ${OPCACHE_INI[*]}; the server reports $SEEN"
read -r -a SIDE_LIST <<<"$SIDES"
declare -A WROTE=()
for state in $STATES; do
	start=$(date +%s)
	restore
	$WP plugin activate sightline-seo/plugin.php >/dev/null
	[ -n "$TSF" ] && $WP plugin activate autodescription/autodescription.php >/dev/null
	$WP eval-file "$ROOT/bench/lib/front-state.php" "$state" >/dev/null
	$WP rewrite flush >/dev/null
	declare -A URLS=(
		[singular]=$($WP eval 'echo get_permalink( get_page_by_path( "bench-post-'$(( POSTS / 2 ))'", OBJECT, "post" ) );')
		# The next post: in the schemas state it has three types of its own (front-state.php).
		[typed]=$($WP eval 'echo get_permalink( get_page_by_path( "bench-post-'$(( POSTS / 2 + 1 ))'", OBJECT, "post" ) );')
		[home]="http://127.0.0.1:$PORT/"
		[category]=$($WP eval 'echo get_term_link( get_term_by( "name", "Bench Category 7", "category" ) );')
		[author]=$($WP eval 'echo get_author_posts_url( get_user_by( "login", "bench_author_3" )->ID );')
		[search]="http://127.0.0.1:$PORT/?s=crawling+sitemaps"
	)
	for page in $PAGES; do
		url=${URLS[$page]}
		code=$(curl -s -o /dev/null -w '%{http_code}' "$url")
		[ "$code" = 200 ] || { echo "$state/$page: $url answered HTTP $code" >&2; exit 1; }
		for (( round = -WARM; round < RUNS; round++ )); do
			n=${#SIDE_LIST[@]}
			for (( i = 0; i < n; i++ )); do
				side=${SIDE_LIST[$(( (i + round + WARM) % n ))]}
				read -r ms q mem files writes first cpu bundle ini < <(bench_probe_full "$url" "$side")
				if [ "$writes" != 0 ] && [ -z "${WROTE[$state/$page/$side]:-}" ]; then
					WROTE[$state/$page/$side]=1
					echo "$state/$page, side $side, round $round: $writes database write(s), the first: $(printf '%b' "${first//%/\\x}")" >&2
				fi
				printf '%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$state" "$page" "$round" "$side" "$ms" "$q" "$mem" "$files" "$writes" "$cpu" "$bundle" >>"$RAW"
			done
		done
	done
	echo "state $state measured in $(( $(date +%s) - start )) s"
done
echo
END_SEEN=$(opcache_seen)
if [ -n "${FILE_CACHE:-}" ]; then END_SEEN="$END_SEEN; the file cache $FILE_CACHE holds $(find "$FILE_CACHE" -type f -name '*.bin' | wc -l) compiled scripts"; fi
echo "OPcache at the end: $END_SEEN"
php "$ROOT/bench/lib/front-stats.php" "$RAW"
echo "Raw figures: $RAW"
