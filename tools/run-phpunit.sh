#!/usr/bin/env bash
# Runs the PHP integration tests (phpunit.xml.dist, tests/php) with Debian's phpunit 9.6.
#
#   tools/run-phpunit.sh [--db sqlite|mariadb] [--build beta|nightly | --core PATH] [--multisite] [phpunit args...]
#
# sqlite (default): nothing to start. mariadb: uses the MariaDB at SIGHTLINE_TEST_DB_HOST
# (default 127.0.0.1:3306) when one answers there as wp/wp; otherwise starts one with
# tools/wp-runtime/mariadb.sh (datadir under /tmp/sightline-mariadb-PORT) and stops it at the end.
# --core PATH: another WordPress, a release folder (holding wp-settings.php) or archive (.zip/.tar.gz).
# --multisite (or SIGHTLINE_TEST_MULTISITE=1): a subdirectory multisite network with the plugin
# network-activated, as core's WP_TESTS_MULTISITE; only the multisite group runs unless you pass
# --group/--filter yourself (the rest of the suite is written for a single site).
# Database: SIGHTLINE_TEST_DB_NAME (default sightline_test). Scratch dir: SIGHTLINE_TEST_DIR
# (default: a temp dir per run). Examples:
#   tools/run-phpunit.sh --filter HarnessTest
#   SIGHTLINE_TEST_DB_NAME=sightline_test_$USER tools/run-phpunit.sh --db mariadb
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SLR_TAG=phpunit
# shellcheck source=wp-runtime/lib.sh
. "$ROOT/tools/wp-runtime/lib.sh"

DB=${SIGHTLINE_TEST_DB:-sqlite}
CORE_SPEC=
ARGS=()
while [ $# -gt 0 ]; do
	case "$1" in
		--db) DB=$2; shift 2 ;;
		--db=*) DB=${1#*=}; shift ;;
		--build) export SIGHTLINE_TEST_BUILD=$2; shift 2 ;;
		--build=*) export SIGHTLINE_TEST_BUILD=${1#*=}; shift ;;
		--core) CORE_SPEC=$2; shift 2 ;;
		--core=*) CORE_SPEC=${1#*=}; shift ;;
		--multisite) export SIGHTLINE_TEST_MULTISITE=1; shift ;;
		-h|--help) sed -n '2,16p' "$0"; exit 0 ;;
		*) ARGS+=("$1"); shift ;;
	esac
done
case "$DB" in sqlite|mariadb) ;; *) slr_die "--db must be sqlite or mariadb" ;; esac

slr_ensure_php
slr_ensure_composer_packages   # the stemming library the plugin loads from vendor/
if [ -n "$CORE_SPEC" ]; then
	SIGHTLINE_TEST_WP_CORE=$(slr_core_from "$CORE_SPEC") || exit 1
	export SIGHTLINE_TEST_WP_CORE
fi
command -v phpunit >/dev/null 2>&1 || slr_ensure_apt phpunit

STARTED_DIR=
cleanup() {
	if [ -n "$STARTED_DIR" ]; then
		"$ROOT/tools/wp-runtime/mariadb.sh" stop --dir "$STARTED_DIR" --quiet || true
	fi
}
trap cleanup EXIT

if [ "$DB" = mariadb ]; then
	slr_ensure_apt "${SLR_MARIADB_PKGS[@]}"
	HOSTPORT=${SIGHTLINE_TEST_DB_HOST:-127.0.0.1:3306}
	H=${HOSTPORT%%:*} P=${HOSTPORT##*:}
	[ "$P" = "$HOSTPORT" ] && P=3306
	if mariadb -h"$H" -P"$P" -u"${SIGHTLINE_TEST_DB_USER:-wp}" -p"${SIGHTLINE_TEST_DB_PASSWORD:-wp}" -e 'SELECT 1' >/dev/null 2>&1; then
		slr_log "using the MariaDB already running at $H:$P"
	elif slr_port_busy "$P"; then
		slr_die "$H:$P is taken but does not accept wp/wp: set SIGHTLINE_TEST_DB_HOST (and _USER/_PASSWORD) or free the port"
	else
		STARTED_DIR=/tmp/sightline-mariadb-$P
		"$ROOT/tools/wp-runtime/mariadb.sh" start --port "$P" --dir "$STARTED_DIR" >/dev/null
		# Another run may have started it at the same moment: only stop it if the pid file is ours.
	fi
	export SIGHTLINE_TEST_DB_HOST="$H:$P"
fi
export SIGHTLINE_TEST_DB=$DB

if [ "${SIGHTLINE_TEST_MULTISITE:-}" = 1 ]; then
	case " ${ARGS[*]+"${ARGS[*]}"} " in
		*" --group "*|*" --group="*|*" --filter "*|*" --filter="*) ;;
		*) ARGS=(--group multisite "${ARGS[@]+"${ARGS[@]}"}") ;;
	esac
fi

cd "$ROOT"
set +e
phpunit -c "$ROOT/phpunit.xml.dist" "${ARGS[@]+"${ARGS[@]}"}"
rc=$?
set -e
exit $rc
