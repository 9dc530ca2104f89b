#!/usr/bin/env bash
# The one test command (npm test). Installs what is missing, then runs every stage in order and
# stops at the first failure:
#   1. types:check  generated TS types match includes/settings/*.json (skipped if not defined yet)
#   2. typecheck    tsc --noEmit
#   3. build        wp-scripts build (before lint, whose POT check reads the built scripts: built once)
#   4. lint         tools/lint.sh: PHPCS (WPCS + PHPCompatibilityWP), PHPStan, lint-js, lint-style, POT
#   5. test:js      Jest (wp-scripts test-unit-js --ci)
#   6. phpunit      tools/run-phpunit.sh --db mariadb, on each WordPress under test, side by side (each its
#                   own MariaDB: port 3306, 3307, ... unless SIGHTLINE_TEST_DB_HOST names a shared one)
#      phpunit-multisite  the same on a subdirectory multisite network, group multisite only (--multisite)
#   7. multi-server tests/multi-server/run.sh: two PHP servers, one MariaDB, one Redis object cache, on each
#                   WordPress under test but the newest, where replica runs the same scenarios and more:
#      replica      on a MariaDB primary and a replica 2 s behind, reads split by a drop-in
#                   (tests/multi-server/run.sh --replica: LudicrousDB when fetched, else tests/replica/db.php)
#   8. e2e          tools/run-e2e.sh (SQLite site on a free port), on each WordPress under test, side by side
#   9. bench        only with SIGHTLINE_BENCH=1 (bench/run.sh or npm run bench)
# WordPress under test: 6.6-RC3 (the oldest supported, built in) and every release folder or archive in
# ${SIGHTLINE_WP_RELEASES:-/opt/wordpress} (e.g. /opt/wordpress/7.1.0); the run says which it found.
# Their stages are named after the version (phpunit@6.6-RC3, e2e@7.1); --skip/--only take either the
# plain name (every version) or the versioned one.
# Options: --skip STAGE[,STAGE] (e.g. --skip e2e,bench), --only STAGE[,STAGE]. Exit code: the failing stage's.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SLR_TAG=test-all
# shellcheck source=wp-runtime/lib.sh
. "$ROOT/tools/wp-runtime/lib.sh"
cd "$ROOT"

SKIP=, ONLY=
while [ $# -gt 0 ]; do
	case "$1" in
		--skip) SKIP=",$2,"; shift 2 ;;
		--skip=*) SKIP=",${1#*=},"; shift ;;
		--only) ONLY=",$2,"; shift 2 ;;
		--only=*) ONLY=",${1#*=},"; shift ;;
		-h|--help) sed -n '2,21p' "$0"; exit 0 ;;
		*) slr_die "unknown option $1" ;;
	esac
done

T_ALL=$(date +%s)
SUMMARY=()
if [ -t 1 ]; then B=$'\e[1m' R=$'\e[31m' G=$'\e[32m' Y=$'\e[33m' N=$'\e[0m'; else B= R= G= Y= N=; fi
heading() { printf '\n%s==================== %s ====================%s\n' "$B" "$*" "$N"; }
# wanted NAME: a stage runs unless skipped, by its own name or by its name without "@version".
wanted() {
	local base=${1%%@*}
	[[ "$SKIP" != *",$1,"* && "$SKIP" != *",$base,"* ]] \
		&& { [ -z "$ONLY" ] || [[ "$ONLY" == *",$1,"* || "$ONLY" == *",$base,"* ]]; }
}
has_script() { node -e 'process.exit(require("./package.json").scripts?.[process.argv[1]] ? 0 : 1)' "$1"; }
print_summary() {
	printf '\n%sSummary (%ss in all)%s\n' "$B" "$(( $(date +%s) - T_ALL ))" "$N"
	for line in "${SUMMARY[@]+"${SUMMARY[@]}"}"; do printf '  %s\n' "$line"; done
	# CI keeps only the end of a run's output: what failed is repeated here, where it is kept.
	if [ -n "${FAILED_LINES:-}" ]; then printf '\n%sWhat failed%s\n%s\n' "$B" "$N" "$FAILED_LINES"; fi
}
# failed_lines NAME LOG: the lines of a failed stage's log that name what failed, at most 40: PHPUnit's
# failures and errors (not its skipped tests), Jest's and Playwright's failed tests, lint errors.
failed_lines() {
	local found
	found=$(awk '
		/^There (was|were) [0-9]+ (failure|error)s?:/ { on = 1 }
		/^There (was|were) [0-9]+ (skipped|incomplete|risky|warning)/ || /^FAILURES!/ || /^ERRORS!/ { on = 0 }
		on || /✕|●.*›|^ +[0-9]+\) \[|^ +[0-9]+:[0-9]+ +error|^FILE: |Fatal error|^ERROR/ { print }
	' "$2" 2>/dev/null | head -40) || true
	if [ -n "$found" ]; then FAILED_LINES+="-- $1:"$'\n'"$found"$'\n'; fi
}
stage() { # stage NAME COMMAND...
	local name=$1; shift
	if ! wanted "$name"; then SUMMARY+=("skip  $name (not selected)"); return 0; fi
	heading "$name: $*"
	local t0 rc=0 log; t0=$(date +%s); log=$(mktemp "/tmp/sightline-stage-XXXXXX")
	"$@" 2>&1 | tee "$log" || rc=$?
	[ "$rc" = 0 ] || failed_lines "$name" "$log"
	rm -f "$log"
	# STAGE_SECONDS: the time of a run that went beside another, when this stage only replays its log.
	local dt=${STAGE_SECONDS:-$(( $(date +%s) - t0 ))}
	if [ "$rc" != 0 ]; then
		SUMMARY+=("FAIL  $name (${dt}s, exit $rc)")
		printf '\n%s%sSTAGE FAILED: %s (exit %s after %ss): %s%s\n' "$B" "$R" "$name" "$rc" "$dt" "$*" "$N" >&2
		# Stages running side by side report every result before the run ends.
		if [ -n "${STAGE_KEEP_GOING:-}" ]; then return "$rc"; fi
		print_summary
		exit "$rc"
	fi
	SUMMARY+=("ok    $name (${dt}s)")
	printf '%s%s: ok (%ss)%s\n' "$G" "$name" "$dt" "$N"
}

heading "setup: packages and node_modules"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
slr_ensure_php
slr_ensure_apt phpunit "${SLR_MARIADB_PKGS[@]}" chromium fonts-liberation libxml2-utils
slr_ensure_node_modules
echo "PHP $(php -r 'echo PHP_VERSION;'), $(phpunit --version | head -1), node $(node --version), $(chromium --version 2>/dev/null | head -1)"

if has_script types:check; then
	stage types:check npm run --silent types:check
else
	SUMMARY+=("skip  types:check (no npm script yet)"); heading "types:check: skipped (package.json has no types:check script yet)"
fi
stage typecheck npm run --silent typecheck
stage build npm run --silent build
stage lint bash tools/lint.sh
stage test:js npm run --silent test:js -- --ci
# WordPress under test: the built-in 6.6-RC3, then each release found (label = its version).
CORES=(beta) LABELS=("$(slr_wp_version "$(slr_core_tree beta)")")
FOUND=() RELEASE_DIR=${SIGHTLINE_WP_RELEASES:-/opt/wordpress}
while IFS= read -r release; do
	[ -n "$release" ] || continue
	tree=$(slr_core_from "$release") || { SUMMARY+=("FAIL  WordPress at $release cannot be used"); print_summary; exit 1; }
	CORES+=("$release") LABELS+=("$(slr_wp_version "$tree")") FOUND+=("$(slr_wp_version "$tree") ($release)")
done < <(slr_releases)
heading "WordPress under test"
echo "  ${LABELS[0]} (built in: npm @wp-playground/wordpress-builds, the oldest version we support)"
if [ ${#FOUND[@]} -gt 0 ]; then
	printf '  %s\n' "${FOUND[@]}"
else
	echo "  NOT FOUND: no WordPress release folder or archive in $RELEASE_DIR, so only ${LABELS[0]} runs."
	echo "  To test the current release too, put one there (README, 'WordPress under test'): e.g. $RELEASE_DIR/7.1.0"
fi
SUMMARY+=("info  WordPress under test: ${LABELS[*]}$([ ${#FOUND[@]} -gt 0 ] || echo " (nothing found in $RELEASE_DIR)")")
core_args() { if [ "$1" = beta ]; then echo --build beta; else echo --core "$1"; fi; }
# side_by_side NAME FN: the stage NAME@version for every WordPress under test at once, FN INDEX running
# one. Each version has its own site, database server and port, and a run leaves a core idle while it
# waits on the database or the server: two together take far less than two in a row. The first streams
# its output; the others print theirs when they end. Every result is reported before a failure stops
# the run.
side_by_side() {
	local name=$1 fn=$2 logs i rc dt failed=0
	logs=$(mktemp -d "/tmp/sightline-$name-logs-XXXXXX")
	for i in "${!CORES[@]}"; do
		[ "$i" = 0 ] && continue
		wanted "$name@${LABELS[$i]}" || continue
		( t0=$(date +%s); rc=0; "$fn" "$i" >"$logs/$i.log" 2>&1 || rc=$?
		  echo "$rc $(( $(date +%s) - t0 ))" >"$logs/$i.rc" ) &
	done
	STAGE_KEEP_GOING=1 stage "$name@${LABELS[0]}" "$fn" 0 || failed=$?
	wait
	for i in "${!CORES[@]}"; do
		[ -f "$logs/$i.rc" ] || continue
		read -r rc dt <"$logs/$i.rc"
		# shellcheck disable=SC2016 # the log and result were written by the run above.
		STAGE_SECONDS=$dt STAGE_KEEP_GOING=1 stage "$name@${LABELS[$i]}" bash -c 'cat "$1"; echo "(ran beside $2, in $3 s)"; exit "$4"' _ "$logs/$i.log" "$name@${LABELS[0]}" "$dt" "$rc" || failed=$?
	done
	rm -rf "$logs"
	if [ "$failed" != 0 ]; then print_summary; exit "$failed"; fi
}
db_suffix() { echo "${LABELS[$1]}" | tr -c 'A-Za-z0-9_\n' '_'; }
# Each version's MariaDB on its own port (3306, 3307, ...) unless SIGHTLINE_TEST_DB_HOST names a shared
# server; run-phpunit.sh starts and stops the one on its port.
db_host() { echo "${SIGHTLINE_TEST_DB_HOST:-127.0.0.1:$(( 3306 + $1 ))}"; }
phpunit_of() {
	# shellcheck disable=SC2046 # core_args prints two words on purpose (paths here have no spaces)
	SIGHTLINE_TEST_DB_HOST=$(db_host "$1") SIGHTLINE_TEST_DB_NAME=sightline_test_$(db_suffix "$1") \
		bash tools/run-phpunit.sh --db mariadb $(core_args "${CORES[$1]}")
}
phpunit_multisite_of() {
	# shellcheck disable=SC2046
	SIGHTLINE_TEST_DB_HOST=$(db_host "$1") SIGHTLINE_TEST_DB_NAME=sightline_ms_$(db_suffix "$1") \
		bash tools/run-phpunit.sh --db mariadb --multisite --group multisite $(core_args "${CORES[$1]}")
}
# shellcheck disable=SC2046
e2e_of() { bash tools/run-e2e.sh $(core_args "${CORES[$1]}"); }
side_by_side phpunit phpunit_of
side_by_side phpunit-multisite phpunit_multisite_of
# The replica run holds the multi-server scenarios (it adds its own checks on top) and takes minutes
# (a second database server, filled from a dump): it runs once, on the newest WordPress under test.
NEWEST=$(( ${#CORES[@]} - 1 ))
for i in "${!CORES[@]}"; do
	if [ "$i" != "$NEWEST" ]; then
		# shellcheck disable=SC2046
		stage "multi-server@${LABELS[$i]}" bash tests/multi-server/run.sh $(core_args "${CORES[$i]}")
	else
		# shellcheck disable=SC2046
		stage "replica@${LABELS[$i]}" bash tests/multi-server/run.sh --replica --lag 2 $(core_args "${CORES[$i]}")
	fi
done
side_by_side e2e e2e_of
if [ "${SIGHTLINE_BENCH:-0}" = 1 ]; then
	if [ -x bench/run.sh ]; then stage bench bash bench/run.sh --smoke
	elif has_script bench; then stage bench npm run --silent bench -- --smoke
	else SUMMARY+=("skip  bench (no bench/run.sh or npm script)"); fi
fi
print_summary
printf '%s%sAll stages passed.%s\n' "$B" "$G" "$N"
