#!/usr/bin/env bash
# Sightline SEO development site: a real WordPress with the plugin from this repository active,
# on PHP's built-in server bound to 127.0.0.1, offline (no internet needed, only Debian's apt and
# the npm registry the first time).
#
#   tools/wp-runtime/site.sh [--db sqlite|mariadb] [--port 8888] [--dir /tmp/sightline-wp]
#                            [--build beta|nightly | --core PATH] [--no-demo] [--quiet] [--mysql-port N]
#                            [--workers 4] [--no-plugin]
#
#   --db       sqlite (default: a file in DIR/sqlite, no server) or mariadb (tools/wp-runtime/mariadb.sh,
#              datadir in DIR/mysql, port --mysql-port or the first free one from 3306)
#   --build    beta = WordPress 6.6-RC3 (default), nightly = 6.7-alpha-58716
#   --core     another WordPress: a release folder (holding wp-settings.php, e.g. /opt/wordpress/7.1.0)
#              or a release archive (.zip/.tar.gz); see the README's "WordPress under test"
#   --no-demo  no demo content (posts with categories/tags, pages About and Contact, a featured image)
#   --quiet    print only the summary
#   --no-plugin  a site without the plugin (not linked, not active): for installing a built zip
#
# Re-running it on an existing DIR keeps the site and its database and restarts the server
# (a different --db or --build re-creates the site). Stop with tools/wp-runtime/stop.sh --dir DIR.
# Login: admin / password. Logs: DIR/logs (php-server.log, wp-debug.log).
# Environment: SIGHTLINE_CACHE (download cache, default ~/.cache/sightline-seo).
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
SLR_TAG=site
# shellcheck source=lib.sh
. "$HERE/lib.sh"

DB=sqlite PORT=8888 DIR=/tmp/sightline-wp BUILD=beta CORE_SPEC= DEMO=1 WORKERS=4 MYSQL_PORT= PLUGIN=1
while [ $# -gt 0 ]; do
	case "$1" in
		--db) DB=$2; shift 2 ;;
		--db=*) DB=${1#*=}; shift ;;
		--port) PORT=$2; shift 2 ;;
		--port=*) PORT=${1#*=}; shift ;;
		--dir) DIR=$2; shift 2 ;;
		--dir=*) DIR=${1#*=}; shift ;;
		--build) BUILD=$2; shift 2 ;;
		--build=*) BUILD=${1#*=}; shift ;;
		--core) CORE_SPEC=$2; shift 2 ;;
		--core=*) CORE_SPEC=${1#*=}; shift ;;
		--mysql-port) MYSQL_PORT=$2; shift 2 ;;
		--mysql-port=*) MYSQL_PORT=${1#*=}; shift ;;
		--workers) WORKERS=$2; shift 2 ;;
		--no-demo) DEMO=0; shift ;;
		--no-plugin) PLUGIN=0; shift ;;
		--quiet|-q) SLR_QUIET=1; shift ;;
		-h|--help) sed -n '2,23p' "$0"; exit 0 ;;
		*) slr_die "unknown option $1 (see --help)" ;;
	esac
done
case "$DB" in sqlite|mariadb) ;; *) slr_die "--db must be sqlite or mariadb" ;; esac
slr_build_ok "$BUILD" || slr_die "--build must be beta or nightly (or 6.5, 6.4, 6.3, 6.2)"
# The site's core, by what it is: a build name, or "core:<absolute path>" of a release folder/archive.
if [ -n "$CORE_SPEC" ]; then
	[ -e "$CORE_SPEC" ] || slr_die "--core $CORE_SPEC: no such folder or archive"
	CORE_SPEC=$(cd "$(dirname "$CORE_SPEC")" && pwd -P)/$(basename "$CORE_SPEC")
	BUILD=core:$CORE_SPEC
fi
[[ "$PORT" =~ ^[0-9]+$ ]] || slr_die "--port must be a number"
mkdir -p "$DIR"
DIR=$(cd "$DIR" && pwd)
WP=$DIR/wordpress RUN=$DIR/run LOGS=$DIR/logs
URL="http://127.0.0.1:$PORT"
mkdir -p "$RUN" "$LOGS"
SLR_SITE_CMD=(php "$HERE/wp.php" --dir "$DIR")

# ------------------------------------------------------------------ 1. packages and plugin build
slr_ensure_php
slr_ensure_composer_packages   # the stemming library the plugin loads from vendor/
[ "$DB" = mariadb ] && slr_ensure_apt "${SLR_MARIADB_PKGS[@]}"
slr_log "PHP $(php -r 'echo PHP_VERSION;') ready"
BUILD_OK=1
slr_ensure_plugin_build || BUILD_OK=0
[ -f "$SLR_REPO_ROOT/plugin.php" ] || slr_die "$SLR_REPO_ROOT/plugin.php is missing: nothing to activate"

# ------------------------------------------------------------------ 2. stop our previous server
slr_stop_php_server "$DIR" >/dev/null || true   # the site's MariaDB, if any, keeps running
if slr_port_busy "$PORT"; then slr_die "127.0.0.1:$PORT is taken by another process: pass --port N"; fi

# ------------------------------------------------------------------ 3. WordPress tree
STATE=$DIR/site.env
OLD_DB= OLD_BUILD= OLD_MYSQL_PORT=
if [ -f "$STATE" ]; then
	OLD_DB=$(sed -n 's/^DB=//p' "$STATE")
	OLD_BUILD=$(sed -n 's/^BUILD=//p' "$STATE")
	OLD_MYSQL_PORT=$(sed -n 's/^MYSQL_PORT=//p' "$STATE")
fi
if [ -n "$CORE_SPEC" ]; then CORE=$(slr_core_from "$CORE_SPEC"); else CORE=$(slr_core_tree "$BUILD"); fi
if [ ! -f "$WP/wp-settings.php" ] || [ "$OLD_DB" != "$DB" ] || [ "$OLD_BUILD" != "$BUILD" ]; then
	[ -d "$WP" ] && slr_log "re-creating the site in $DIR (db $OLD_DB -> $DB, build $OLD_BUILD -> $BUILD)"
	[ -f "$RUN/mariadb.pid" ] && "$HERE/mariadb.sh" stop --dir "$DIR" --quiet
	rm -rf "$WP" "$DIR/sqlite" "$DIR/mysql" "$STATE" "$STATE.installed"
	# Core files are hard links into the cache (fast, no extra disk; WordPress never writes to
	# them here: updates are off); wp-content is a real copy. Plain copy across filesystems.
	mkdir -p "$WP"
	if ! cp -al "$CORE/." "$WP/" 2>/dev/null; then rm -rf "$WP"; cp -a "$CORE" "$WP"; fi
	rm -rf "$WP/wp-content"
	cp -a "$CORE/wp-content" "$WP/wp-content"
	rm -f "$WP/.complete"
	FRESH=1
else
	FRESH=0
fi
slr_install_sqlite_dropin "$WP/wp-content"
mkdir -p "$WP/wp-content/mu-plugins" "$WP/wp-content/uploads"
cp "$HERE/offline-mu-plugin.php" "$WP/wp-content/mu-plugins/sightline-offline.php"
if [ "$PLUGIN" = 1 ]; then ln -sfn "$SLR_REPO_ROOT" "$WP/wp-content/plugins/sightline-seo"
elif [ -L "$WP/wp-content/plugins/sightline-seo" ]; then rm "$WP/wp-content/plugins/sightline-seo"; fi
WP_VERSION=$(slr_wp_version "$WP")
slr_log "WordPress $WP_VERSION in $WP"

# ------------------------------------------------------------------ 4. database
DB_HOST=127.0.0.1:3306
if [ "$DB" = mariadb ]; then
	if [ -z "$MYSQL_PORT" ]; then
		if [ -n "$OLD_MYSQL_PORT" ] && { [ -f "$RUN/mariadb.pid" ] || ! slr_port_busy "$OLD_MYSQL_PORT"; }; then MYSQL_PORT=$OLD_MYSQL_PORT
		else MYSQL_PORT=$(slr_free_port 3306); fi
	fi
	running_port=$(cat "$RUN/mariadb.port" 2>/dev/null || true)
	if [ -n "$running_port" ] && [ "$running_port" != "$MYSQL_PORT" ]; then
		"$HERE/mariadb.sh" stop --dir "$DIR" --quiet
	fi
	"$HERE/mariadb.sh" start --port "$MYSQL_PORT" --dir "$DIR" $( [ "$SLR_QUIET" = 1 ] && echo --quiet ) >/dev/null
	DB_HOST=127.0.0.1:$MYSQL_PORT
	mariadb -h127.0.0.1 -P"$MYSQL_PORT" -uwp -pwp -e 'CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci'
	ENGINE=mysql
else
	mkdir -p "$DIR/sqlite"   # outside the document root: php -S ignores .htaccess
	ENGINE=sqlite
fi
printf 'DB=%s\nBUILD=%s\nMYSQL_PORT=%s\nPORT=%s\nWP_VERSION=%s\n' "$DB" "$BUILD" "$MYSQL_PORT" "$PORT" "$WP_VERSION" >"$STATE"

# ------------------------------------------------------------------ 5. wp-config.php
if [ ! -f "$DIR/salts.php" ]; then
	php -r 'echo "<?php\n"; foreach (["AUTH_KEY","SECURE_AUTH_KEY","LOGGED_IN_KEY","NONCE_KEY","AUTH_SALT","SECURE_AUTH_SALT","LOGGED_IN_SALT","NONCE_SALT"] as $k) { echo "define( \x27$k\x27, \x27", bin2hex(random_bytes(32)), "\x27 );\n"; }' >"$DIR/salts.php"
fi
cat >"$WP/wp-config.php" <<PHP
<?php
// Written by tools/wp-runtime/site.sh (re-written on every run: edit the script, not this file).
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'wp' );
define( 'DB_HOST', '$DB_HOST' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'DB_ENGINE', '$ENGINE' );
define( 'DB_DIR', '$DIR/sqlite/' );
define( 'DB_FILE', 'wordpress.sqlite' );
require '$DIR/salts.php';
\$table_prefix = 'wp_';
define( 'WP_HOME', '$URL' );
define( 'WP_SITEURL', '$URL' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$LOGS/wp-debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
// No internet here: outgoing HTTP fails at once instead of waiting for timeouts (127.0.0.1 and
// localhost stay reachable), no updates, no cron spawning over HTTP.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISABLE_WP_CRON', true );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP

# ------------------------------------------------------------------ 6. install, plugin, demo
run_wp() { # runs wp.php with a time limit; prints its output only on failure (or when not quiet)
	local out rc=0
	out=$(timeout 180 "${SLR_SITE_CMD[@]}" "$@" 2>&1) || rc=$?
	if [ "$rc" != 0 ]; then
		printf '%s\n' "$out" | tail -40 >&2
		[ "$rc" = 124 ] && echo "(timed out after 180 s)" >&2
		return "$rc"
	fi
	[ -z "$out" ] || slr_log "$out"
}
INSTALLED=0
if grep -qx 'INSTALLED=1' "$STATE.installed" 2>/dev/null; then
	if [ "$DB" = sqlite ]; then [ -s "$DIR/sqlite/wordpress.sqlite" ] && INSTALLED=1
	else mariadb -h127.0.0.1 -P"$MYSQL_PORT" -uwp -pwp -N -e "SHOW TABLES LIKE 'wp_options'" wordpress 2>/dev/null | grep -q wp_options && INSTALLED=1
	fi
fi
ACTIVE=0 HAS_DEMO=0
if [ "$INSTALLED" = 1 ]; then
	# Existing site: one WordPress boot tells what is there (and flushes the rewrite rules, so
	# rules the plugin added since the last run work).
	status=$(timeout 180 "${SLR_SITE_CMD[@]}" status 2>&1) || { printf '%s\n' "$status" | tail -40 >&2; slr_die "WordPress in $DIR does not load (error above): the plugin may be broken; fix it or remove $DIR"; }
	[[ "$status" == *"active=1"* ]] && ACTIVE=1
	[[ "$status" == *"demo=1"* ]] && HAS_DEMO=1
	slr_log "existing site: $status"
else
	rm -f "$STATE.installed"
	run_wp install --url="$URL" --title="Sightline Demo" --admin_user=admin --admin_password=password --admin_email=admin@example.org \
		|| slr_die "installing WordPress failed (see above; logs in $LOGS)"
fi
if [ "$PLUGIN" = 1 ] && [ "$ACTIVE" = 0 ]; then
	if ! run_wp plugin activate sightline-seo/plugin.php; then
		slr_die "activating sightline-seo/plugin.php failed: the plugin code is broken or incomplete (error above). Fix it and re-run site.sh."
	fi
fi
# After an activation: a new process, so the plugin's init-time rewrite rules are in (demo flushes too).
if [ "$DEMO" = 1 ] && [ "$HAS_DEMO" = 0 ]; then run_wp demo || slr_die "creating demo content failed"
elif [ "$ACTIVE" = 0 ]; then run_wp rewrite flush || slr_die "flushing rewrite rules failed"; fi
echo INSTALLED=1 >"$STATE.installed"

# ------------------------------------------------------------------ 7. web server
: >"$LOGS/php-server.log"
PHP_CLI_SERVER_WORKERS=$WORKERS setsid php -d memory_limit=512M -d max_execution_time=120 \
	-d upload_max_filesize=64M -d post_max_size=64M \
	-d opcache.enable=1 -d opcache.validate_timestamps=1 -d opcache.revalidate_freq=0 \
	-S "127.0.0.1:$PORT" -t "$WP" "$HERE/router.php" </dev/null >>"$LOGS/php-server.log" 2>&1 &
echo $! >"$RUN/php-server.pid"
code=000
for _ in $(seq 1 150); do
	kill -0 "$(cat "$RUN/php-server.pid")" 2>/dev/null || break
	code=$(curl -s -o /dev/null -m 10 -w '%{http_code}' "$URL/wp-login.php" || true)
	[ "$code" = 200 ] && break
	sleep 0.2
done
if [ "$code" != 200 ]; then
	tail -20 "$LOGS/php-server.log" >&2
	slr_die "the PHP server on $URL did not answer (HTTP $code); log $LOGS/php-server.log"
fi
slr_log "PHP built-in server on $URL (pid $(cat "$RUN/php-server.pid"), $WORKERS workers)"

DBDESC=SQLite
[ "$DB" = mariadb ] && DBDESC="MariaDB on 127.0.0.1:$MYSQL_PORT"
[ "$BUILD_OK" = 1 ] || echo "WARNING: npm run build failed, the plugin's scripts may be missing (see above)" >&2
cat <<EOF
Sightline SEO dev site ready in $(slr_elapsed)s: WordPress $WP_VERSION, $DBDESC, dir $DIR
  Site:   $URL/
  Admin:  $URL/wp-admin/
  Login:  admin / password
  Logs:   $LOGS (php-server.log, wp-debug.log)
  Stop:   $HERE/stop.sh --dir $DIR
EOF
