#!/usr/bin/env bash
# Runs the Playwright end-to-end tests (tests/e2e/specs) in Debian's chromium.
#
#   tools/run-e2e.sh [--db sqlite|mariadb] [--build beta|nightly | --core PATH] [--no-demo] [--keep]
#                    [playwright args...]
#
# --core PATH runs them on another WordPress (a release folder or archive, see site.sh).
# With WP_BASE_URL set, tests run against that site (log in admin / password). Otherwise a fresh
# site is started with tools/wp-runtime/site.sh on a free port (dir /tmp/sightline-e2e-XXXXXX)
# and stopped and removed at the end (--keep leaves it running and prints how to stop it); its debug
# log must then hold no PHP or database error of ours (tests/e2e/debug-log-check.php);
# failure traces and screenshots then go to test-results/e2e-PORT/.
# Examples:  tools/run-e2e.sh   |   tools/run-e2e.sh --db mariadb -g "Plugins screen"
#            WP_BASE_URL=http://127.0.0.1:8888 tools/run-e2e.sh --headed
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SLR_TAG=e2e
# shellcheck source=wp-runtime/lib.sh
. "$ROOT/tools/wp-runtime/lib.sh"

DB=sqlite BUILD=beta CORE_SPEC= DEMO=(--no-demo) KEEP=0
ARGS=()
while [ $# -gt 0 ]; do
	case "$1" in
		--db) DB=$2; shift 2 ;;
		--db=*) DB=${1#*=}; shift ;;
		--build) BUILD=$2; shift 2 ;;
		--build=*) BUILD=${1#*=}; shift ;;
		--core) CORE_SPEC=$2; shift 2 ;;
		--core=*) CORE_SPEC=${1#*=}; shift ;;
		--no-demo) DEMO=(--no-demo); shift ;;
		--demo) DEMO=(); shift ;;
		--keep) KEEP=1; shift ;;
		-h|--help) sed -n '2,13p' "$0"; exit 0 ;;
		*) ARGS+=("$1"); shift ;;
	esac
done

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
slr_ensure_apt chromium fonts-liberation
slr_ensure_node_modules
[ -x "$ROOT/node_modules/.bin/playwright" ] || slr_die "node_modules/.bin/playwright is missing: is @playwright/test in package.json devDependencies?"

SITE_DIR=
cleanup() {
	local rc=$?
	if [ -n "$SITE_DIR" ]; then
		if [ "$KEEP" = 1 ]; then
			echo "[e2e] site left running: $WP_BASE_URL (stop: tools/wp-runtime/stop.sh --dir $SITE_DIR)"
		else
			"$ROOT/tools/wp-runtime/stop.sh" --dir "$SITE_DIR" >/dev/null 2>&1 || true
			if [ "$rc" = 0 ]; then rm -rf "$SITE_DIR"; else echo "[e2e] site logs kept in $SITE_DIR/logs"; fi
		fi
	fi
	exit $rc
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if [ -z "${WP_BASE_URL:-}" ]; then
	SITE_DIR=$(mktemp -d /tmp/sightline-e2e-XXXXXX)
	# Below Linux's ephemeral range (32768 and up), where outgoing connections take their local ports.
	PORT=$(slr_free_port $(( 20000 + RANDOM % 12000 )))
	MYSQL=()
	[ "$DB" = mariadb ] && MYSQL=(--mysql-port "$(slr_free_port $(( 12000 + RANDOM % 8000 )))")
	slr_log "starting a $DB site on 127.0.0.1:$PORT in $SITE_DIR"
	CORE=(--build "$BUILD")
	[ -n "$CORE_SPEC" ] && CORE=(--core "$CORE_SPEC")
	"$ROOT/tools/wp-runtime/site.sh" --db "$DB" "${CORE[@]}" --port "$PORT" --dir "$SITE_DIR" "${DEMO[@]+"${DEMO[@]}"}" "${MYSQL[@]+"${MYSQL[@]}"}" --quiet
	# The e2e site's own settings (tests/e2e/site: the AI rate limit's window in seconds, not a minute).
	cp "$ROOT/tests/e2e/site/sightline-e2e.php" "$SITE_DIR/wordpress/wp-content/mu-plugins/"
	export WP_BASE_URL="http://127.0.0.1:$PORT"
	export STORAGE_STATE_PATH="$SITE_DIR/storage-state.json"
	# Several runs may share this working tree: each writes its traces/screenshots to its own dir.
	export PLAYWRIGHT_OUTPUT_DIR=${PLAYWRIGHT_OUTPUT_DIR:-$ROOT/test-results/e2e-$PORT}
	export PLAYWRIGHT_HTML_REPORT_DIR=${PLAYWRIGHT_HTML_REPORT_DIR:-$ROOT/playwright-report/e2e-$PORT}
fi
slr_log "Playwright $("$ROOT/node_modules/.bin/playwright" --version | awk '{print $2}'), $(chromium --version 2>/dev/null | head -1), site $WP_BASE_URL"

cd "$ROOT"
set +e
"$ROOT/node_modules/.bin/playwright" test "${ARGS[@]+"${ARGS[@]}"}"
rc=$?
# A warning or a failed query of ours fails no click, so the site's debug log is read as well.
if [ -n "$SITE_DIR" ]; then
	php "$ROOT/tests/e2e/debug-log-check.php" "$SITE_DIR/logs/wp-debug.log" "$ROOT" || { [ "$rc" = 0 ] && rc=1; }
fi
set -e
exit $rc
