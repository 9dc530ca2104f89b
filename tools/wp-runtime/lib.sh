#!/usr/bin/env bash
# Shared helpers for the offline WordPress runtime (site.sh, mariadb.sh, run-phpunit.sh,
# run-e2e.sh, test-all.sh and the PHPUnit bootstrap). Source it, or run it as a command:
#
#   bash tools/wp-runtime/lib.sh core-path [beta|nightly]   ensure the cached WordPress tree, print its path
#   bash tools/wp-runtime/lib.sh core-from SPEC             a build name or a release folder/archive: its tree's path
#   bash tools/wp-runtime/lib.sh releases                   the WordPress release folders/archives found (see below)
#   bash tools/wp-runtime/lib.sh sqlite-dropin WP_CONTENT   install the SQLite drop-in into a wp-content dir
#   bash tools/wp-runtime/lib.sh ensure-php                  install the Debian PHP packages if missing
#   bash tools/wp-runtime/lib.sh free-port [FROM]            print a free 127.0.0.1 port
#
# Where WordPress comes from (no wordpress.org here): npm @wp-playground/wordpress-builds@0.9.19
# has, per version, a zip of the PHP files (whitespace-stripped) and the static files;
# merged they are the release minus akismet and the non-default themes.
#   beta    = 6.6-RC3 (default)        nightly = 6.7-alpha-58716 (newest in any reachable registry)
# Any other release: `--core PATH` (site.sh, run-phpunit.sh, run-e2e.sh) takes a release folder (the
# tree holding wp-settings.php, e.g. an export of johnpbloch/wordpress-core's tag 7.1.0) or a release
# archive (.zip / .tar.gz, such as wordpress-7.1.zip), extracted once into the cache. test-all.sh runs the
# suites on 6.6-RC3 and on every release found in ${SIGHTLINE_WP_RELEASES:-/opt/wordpress}/<version>.
# The SQLite drop-in (sqlite-database-integration 3.0.2) comes from npm @wp-playground/cli@3.1.56.
# Downloads are cached in ${SIGHTLINE_CACHE:-$HOME/.cache/sightline-seo} and shared by all sites.

SLR_LIB_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
SLR_REPO_ROOT=$(cd "$SLR_LIB_DIR/../.." && pwd)
SLR_CACHE=${SIGHTLINE_CACHE:-$HOME/.cache/sightline-seo}
SLR_WPB_VERSION=0.9.19   # @wp-playground/wordpress-builds
SLR_CLI_VERSION=3.1.56   # @wp-playground/cli (only its bundled sqlite-database-integration.zip is used)
SLR_TAG=${SLR_TAG:-wp-runtime}
SLR_T0=${SLR_T0:-$(date +%s%N)}
SLR_QUIET=${SLR_QUIET:-0}
SLR_PHP_PKGS=(php8.2-cli php8.2-sqlite3 php8.2-mysql php8.2-xml php8.2-mbstring php8.2-curl php8.2-gd
	php8.2-zip php8.2-intl php8.2-bcmath unzip curl ca-certificates util-linux)
SLR_MARIADB_PKGS=(mariadb-server mariadb-client)

slr_elapsed() { echo $(( ($(date +%s%N) - SLR_T0) / 100000000 )) | sed 's/\(.\)$/.\1/;s/^\./0./'; }
slr_log() { [ "$SLR_QUIET" = 1 ] || printf '[%s %6ss] %s\n' "$SLR_TAG" "$(slr_elapsed)" "$*" >&2; }
slr_warn() { printf '[%s] WARNING: %s\n' "$SLR_TAG" "$*" >&2; }
slr_die() { printf '[%s] ERROR: %s\n' "$SLR_TAG" "$*" >&2; exit 1; }

# Runs "$@" while holding an exclusive lock on $SLR_CACHE/.lock (several sites/test runs may
# fill the cache at the same time).
slr_locked() {
	mkdir -p "$SLR_CACHE"
	(
		flock -w 900 9 || slr_die "timed out waiting for the cache lock $SLR_CACHE/.lock"
		"$@"
	) 9>"$SLR_CACHE/.lock"
}

# slr_ensure_apt PKG...: installs the Debian packages that are missing.
slr_ensure_apt() {
	local missing=() p installed
	installed=$(dpkg-query -W -f='${Package} ${Status}\n' "$@" 2>/dev/null || true)
	for p in "$@"; do
		grep -qx "$p install ok installed" <<<"$installed" || missing+=("$p")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	[ "$(id -u)" = 0 ] || slr_die "missing Debian packages (${missing[*]}); run as root or: sudo apt-get install ${missing[*]}"
	local log; log=$(mktemp /tmp/sightline-apt.XXXXXX.log)
	# apt-get update once if a package has no install candidate (fresh machine, empty lists).
	for p in "${missing[@]}"; do
		if ! apt-cache policy "$p" 2>/dev/null | grep -q 'Candidate: [0-9]'; then
			slr_log "apt-get update"
			apt-get -o DPkg::Lock::Timeout=600 -o Acquire::Retries=3 update -q >"$log" 2>&1 || { tail -20 "$log" >&2; slr_die "apt-get update failed"; }
			break
		fi
	done
	slr_log "apt-get install ${missing[*]}"
	DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends "${missing[@]}" >"$log" 2>&1 \
		|| { tail -20 "$log" >&2; slr_die "apt-get install ${missing[*]} failed (log $log)"; }
	rm -f "$log"
}
slr_ensure_php() { slr_ensure_apt "${SLR_PHP_PKGS[@]}"; }

# slr_npm_tarball NAME@VERSION FILE: prints the path of the cached `npm pack` tarball.
_slr_npm_fetch() {
	local spec=$1 file=$2 dir=$SLR_CACHE/npm
	[ -s "$dir/$file" ] && return 0
	mkdir -p "$dir"
	local tmp; tmp=$(mktemp -d "$dir/.pack.XXXXXX")
	slr_log "npm pack $spec"
	(cd "$tmp" && npm pack "$spec" --silent >/dev/null 2>"$tmp/err") || { cat "$tmp/err" >&2; rm -rf "$tmp"; slr_die "npm pack $spec failed"; }
	mv "$tmp/$file" "$dir/$file"
	rm -rf "$tmp"
}
slr_npm_tarball() {
	[ -s "$SLR_CACHE/npm/$2" ] || slr_locked _slr_npm_fetch "$1" "$2" || exit 1
	echo "$SLR_CACHE/npm/$2"
}

slr_build_ok() { case "$1" in beta|nightly|6.5|6.4|6.3|6.2) return 0 ;; *) return 1 ;; esac; }

# slr_core_tree BUILD: prints the path of a complete, pristine WordPress tree for BUILD
# (cached; never modify it: sites copy it, the PHPUnit harness uses it read-only).
_slr_core_extract() {
	local build=$1 dest=$2 tgz=$3
	[ -f "$dest/.complete" ] && return 0
	slr_log "assembling WordPress ($build) in $dest"
	local tmp; tmp=$(mktemp -d "$SLR_CACHE/.core.XXXXXX")
	tar xzf "$tgz" -C "$tmp" "package/src/wordpress/wp-$build.zip" "package/public/wp-$build" \
		|| { rm -rf "$tmp"; slr_die "cannot extract wp-$build from $tgz"; }
	mkdir -p "$tmp/tree"
	unzip -q "$tmp/package/src/wordpress/wp-$build.zip" -d "$tmp/tree"
	cp -rn "$tmp/package/public/wp-$build/." "$tmp/tree/"
	local missing=0 f
	while read -r f; do [ -e "$tmp/tree/$f" ] || missing=$((missing + 1)); done <"$tmp/tree/wordpress-remote-asset-paths"
	[ "$missing" -eq 0 ] || { rm -rf "$tmp"; slr_die "$missing static assets missing from wp-$build"; }
	rm -f "$tmp/tree/wordpress-remote-asset-paths" "$tmp/tree/wp-config.php"
	rm -rf "$tmp/tree/wp-content/database"   # Playground's pre-built SQLite database (not used)
	touch "$tmp/tree/.complete"
	rm -rf "$dest"
	mkdir -p "$(dirname "$dest")"
	mv "$tmp/tree" "$dest"
	rm -rf "$tmp"
}
slr_core_tree() {
	local build=${1:-beta}
	slr_build_ok "$build" || slr_die "unknown build '$build' (beta|nightly|6.5|6.4|6.3|6.2)"
	local dest=$SLR_CACHE/wordpress/wpb-$SLR_WPB_VERSION-$build
	if [ ! -f "$dest/.complete" ]; then
		local tgz; tgz=$(slr_npm_tarball "@wp-playground/wordpress-builds@$SLR_WPB_VERSION" "wp-playground-wordpress-builds-$SLR_WPB_VERSION.tgz") || exit 1
		slr_locked _slr_core_extract "$build" "$dest" "$tgz" || exit 1
	fi
	echo "$dest"
}

# slr_core_from SPEC: prints the path of a WordPress tree for SPEC: a build name (see slr_core_tree),
# a release folder (holding wp-settings.php; used as it is, read-only) or a release archive (.zip,
# .tar.gz, .tgz; extracted once into $SLR_CACHE/wordpress/archive-<sha1>, its wordpress/ folder if any).
_slr_archive_extract() {
	local archive=$1 dest=$2
	[ -f "$dest/.complete" ] && return 0
	local tmp; tmp=$(mktemp -d "$SLR_CACHE/.archive.XXXXXX")
	case "$archive" in
		*.zip) unzip -q "$archive" -d "$tmp/x" || { rm -rf "$tmp"; slr_die "cannot unzip $archive"; } ;;
		*) mkdir -p "$tmp/x" && tar xzf "$archive" -C "$tmp/x" || { rm -rf "$tmp"; slr_die "cannot extract $archive"; } ;;
	esac
	local root; root=$(dirname "$(find "$tmp/x" -maxdepth 3 -name wp-settings.php -print -quit)")
	[ -f "$root/wp-settings.php" ] || { rm -rf "$tmp"; slr_die "$archive holds no WordPress (no wp-settings.php)"; }
	touch "$root/.complete"
	rm -rf "$dest"; mkdir -p "$(dirname "$dest")"
	mv "$root" "$dest"
	rm -rf "$tmp"
}
slr_core_from() {
	local spec=${1:-beta}
	if slr_build_ok "$spec"; then slr_core_tree "$spec"; return; fi
	[ -e "$spec" ] || slr_die "no WordPress at '$spec': give a build name (beta|nightly), a release folder or a release archive"
	if [ -d "$spec" ]; then
		[ -f "$spec/wp-settings.php" ] && [ -f "$spec/wp-includes/version.php" ] \
			|| slr_die "$spec is not a WordPress release folder (no wp-settings.php / wp-includes/version.php)"
		(cd "$spec" && pwd -P)
		return
	fi
	case "$spec" in *.zip|*.tar.gz|*.tgz) ;; *) slr_die "$spec: a release archive must be .zip, .tar.gz or .tgz" ;; esac
	local sum; sum=$(sha1sum "$spec" | cut -c1-16)
	local dest=$SLR_CACHE/wordpress/archive-$sum
	[ -f "$dest/.complete" ] || slr_locked _slr_archive_extract "$(cd "$(dirname "$spec")" && pwd -P)/$(basename "$spec")" "$dest" || exit 1
	echo "$dest"
}

# slr_releases: the WordPress releases to test besides the built-in 6.6-RC3, one path a line: each folder
# holding wp-settings.php and each .zip/.tar.gz/.tgz archive directly in ${SIGHTLINE_WP_RELEASES:-/opt/wordpress}.
slr_releases() {
	local dir=${SIGHTLINE_WP_RELEASES:-/opt/wordpress} f
	[ -d "$dir" ] || return 0
	for f in "$dir"/*; do
		if [ -d "$f" ] && [ -f "$f/wp-settings.php" ]; then echo "$f"
		elif [ -f "$f" ]; then case "$f" in *.zip|*.tar.gz|*.tgz) echo "$f" ;; esac
		fi
	done
}

slr_wp_version() { sed -n "s/^.*\$wp_version *= *'\([^']*\)'.*$/\1/p" "$1/wp-includes/version.php" | head -1; }

# slr_sqlite_plugin: prints the path of the cached, extracted sqlite-database-integration plugin.
_slr_sqlite_extract() {
	local dest=$1 tgz=$2
	[ -f "$dest/load.php" ] && return 0
	local tmp; tmp=$(mktemp -d "$SLR_CACHE/.sqlite.XXXXXX")
	tar xzf "$tgz" -C "$tmp" package/sqlite-database-integration.zip
	unzip -q "$tmp/package/sqlite-database-integration.zip" -d "$tmp/x"
	rm -rf "$dest"
	mv "$tmp/x"/* "$dest"
	rm -rf "$tmp"
}
slr_sqlite_plugin() {
	local dest=$SLR_CACHE/sqlite-database-integration-cli-$SLR_CLI_VERSION
	if [ ! -f "$dest/load.php" ]; then
		local tgz; tgz=$(slr_npm_tarball "@wp-playground/cli@$SLR_CLI_VERSION" "wp-playground-cli-$SLR_CLI_VERSION.tgz") || exit 1
		slr_locked _slr_sqlite_extract "$dest" "$tgz" || exit 1
	fi
	echo "$dest"
}

# slr_install_sqlite_dropin WP_CONTENT_DIR: copies the SQLite plugin into WP_CONTENT_DIR/plugins and
# writes WP_CONTENT_DIR/db.php, which loads the drop-in only when DB_ENGINE is 'sqlite' (otherwise
# WordPress's own wpdb talks to MariaDB): one tree serves both engines.
slr_install_sqlite_dropin() {
	local wpc=$1 src sq
	src=$(slr_sqlite_plugin) || exit 1
	sq=$wpc/plugins/sqlite-database-integration
	if [ ! -f "$sq/db-dropin.php" ]; then
		mkdir -p "$wpc/plugins"
		rm -rf "$sq"
		cp -r "$src" "$sq"
		sed -e "s#{SQLITE_IMPLEMENTATION_FOLDER_PATH}#$sq#" -e "s#{SQLITE_PLUGIN}#sqlite-database-integration/load.php#" \
			"$sq/db.copy" >"$sq/db-dropin.php"
	fi
	cat >"$wpc/db.php" <<-'PHP'
		<?php
		// Written by tools/wp-runtime: the SQLite drop-in is used only when DB_ENGINE is 'sqlite'
		// (wp-config.php or the PHPUnit bootstrap); otherwise WordPress's own wpdb talks to MariaDB.
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			require_once __DIR__ . '/plugins/sqlite-database-integration/db-dropin.php';
		}
	PHP
}

# slr_stop_php_server DIR: stops the PHP built-in server that site.sh started for DIR (pid file
# DIR/run/php-server.pid). It was started with setsid, so its pid leads a process group holding the
# PHP_CLI_SERVER_WORKERS children: that group is ended, after checking the pid is still that server.
slr_stop_php_server() {
	local pidfile=$1/run/php-server.pid pid
	[ -f "$pidfile" ] || return 1
	pid=$(cat "$pidfile")
	rm -f "$pidfile"
	if kill -0 "$pid" 2>/dev/null && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "-S 127.0.0.1:"; then
		kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null
		for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
		kill -0 "$pid" 2>/dev/null && kill -KILL -- "-$pid" 2>/dev/null
		echo "$pid"
		return 0
	fi
	return 1
}

# slr_port_busy PORT: something answers there (a server listens).
slr_port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
# slr_port_held PORT: a socket of this machine holds PORT as its own end in a state other than
# TIME_WAIT (an outgoing connection's local port, say): nothing answers there, yet a server cannot
# listen there either (an e2e site failed to start on such a port beside another run).
slr_port_held() {
	awk -v port="$(printf '%04X' "$1")" 'FNR > 1 { split($2, addr, ":"); if (addr[2] == port && $4 != "06") { found = 1; exit } } END { exit !found }' /proc/net/tcp /proc/net/tcp6 2>/dev/null
}
slr_free_port() {
	local p=${1:-8800} end=$(( ${1:-8800} + 500 ))
	while [ "$p" -lt "$end" ]; do
		slr_port_busy "$p" || slr_port_held "$p" || { echo "$p"; return 0; }
		p=$((p + 1))
	done
	slr_die "no free port from ${1:-8800}"
}

# slr_ensure_node_modules: `npm ci` when node_modules is missing or older than package-lock.json.
slr_ensure_node_modules() {
	local root=$SLR_REPO_ROOT
	# A node_modules that links to another checkout's install (git worktrees sharing one) is that
	# checkout's to keep: `npm ci` here would empty the other tree through the link.
	if [ -L "$root/node_modules" ]; then
		[ -d "$root/node_modules/" ] || slr_die "node_modules links to a missing folder ($(readlink "$root/node_modules"))"
		return 0
	fi
	if [ ! -d "$root/node_modules" ] || { [ -f "$root/package-lock.json" ] && [ "$root/package-lock.json" -nt "$root/node_modules/.package-lock.json" ]; }; then
		local log; log=$(mktemp /tmp/sightline-npm.XXXXXX.log)
		if [ -f "$root/package-lock.json" ]; then
			slr_log "npm ci (in $root)"
			if ! (cd "$root" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error) >"$log" 2>&1; then
				if grep -q 'can only install packages when your package.json and package-lock.json' "$log"; then
					# npm 11 rejects a lock file that lacks other platforms' optional packages
					# (e.g. @unrs/resolver-binding-*); install from it without rewriting it.
					grep -m3 'Missing:' "$log" >&2 || true
					slr_warn "npm ci refused package-lock.json (out of sync, see above): falling back to npm install --no-save (the lock file is not changed; regenerate it with npm install to fix)"
					(cd "$root" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-save --no-audit --no-fund --loglevel=error) || slr_die "npm install failed"
				else
					tail -30 "$log" >&2
					slr_die "npm ci failed (log $log)"
				fi
			fi
		else
			slr_log "npm install (in $root; no package-lock.json)"
			(cd "$root" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --loglevel=error) || slr_die "npm install failed"
		fi
		rm -f "$log"
	fi
}

# slr_ensure_composer_packages: `composer install` when vendor/ is missing or older than composer.json.
# vendor/ holds the development tools (PHPCS, PHPStan) and the stemming library the plugin loads
# (teamtnt/tntsearch, packed into the release zip); it is never committed.
slr_ensure_composer_packages() {
	local root=$SLR_REPO_ROOT
	if [ -f "$root/vendor/composer/installed.json" ] && [ "$root/vendor/composer/installed.json" -nt "$root/composer.json" ]; then
		return 0
	fi
	command -v composer >/dev/null 2>&1 || slr_ensure_apt composer
	slr_log "composer install (into $root/vendor)"
	(cd "$root" && COMPOSER_NO_INTERACTION=1 composer install --no-progress --no-interaction --quiet) || slr_die "composer install failed"
}

# slr_ensure_plugin_build: runs `npm run build` when build/admin.asset.php is missing.
# Returns non-zero (after printing why) if the build fails.
slr_ensure_plugin_build() {
	local root=$SLR_REPO_ROOT
	[ -f "$root/build/admin.asset.php" ] && return 0
	slr_ensure_node_modules
	local log; log=$(mktemp /tmp/sightline-build.XXXXXX.log)
	slr_log "npm run build (build/admin.asset.php missing)"
	if ! (cd "$root" && npm run build) >"$log" 2>&1; then
		tail -30 "$log" >&2
		slr_warn "npm run build failed (full log: $log)"
		return 1
	fi
	[ -f "$root/build/admin.asset.php" ] || slr_warn "npm run build succeeded but build/admin.asset.php is still missing"
	rm -f "$log"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
	set -euo pipefail
	SLR_QUIET=${SLR_QUIET:-1}
	case "${1:-}" in
		core-path) SLR_QUIET=1 slr_core_tree "${2:-beta}" ;;
		core-from) SLR_QUIET=1 slr_core_from "${2:-beta}" ;;
		releases) slr_releases ;;
		sqlite-dropin) [ -n "${2:-}" ] || slr_die "usage: lib.sh sqlite-dropin WP_CONTENT_DIR"; slr_install_sqlite_dropin "$2" ;;
		ensure-php) slr_ensure_php ;;
		free-port) slr_free_port "${2:-8800}" ;;
		*) sed -n '2,11p' "$0"; exit 2 ;;
	esac
fi
