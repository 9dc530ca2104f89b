#!/usr/bin/env bash
# Every static check of the plugin (the `lint` stage of tools/test-all.sh, or npm run lint).
#   bash tools/lint.sh                run them all, report every failure, exit non-zero if any failed
#   bash tools/lint.sh phpcs phpstan  run only the named checks
# Checks:
#   phpcs       WordPress Coding Standards + PHPCompatibilityWP (PHP 8.1+) on plugin.php, uninstall.php,
#               includes/ (phpcs.xml.dist); zero errors and warnings
#   phpstan     PHPStan level 6 with the WordPress 7.1 stubs (phpstan.neon.dist); no baseline
#   lint-js     wp-scripts lint-js on src/
#   lint-style  wp-scripts lint-style on src/
#   pot         languages/sightline-seo.pot holds every string of the PHP and the built JS (builds first if
#               build/ is missing or older than src/; regenerate with npm run i18n:pot)
#   readme      readme.txt parses as a WordPress.org readme; Stable tag = plugin.php Version (tools/lint/readme-check.php)
# The Composer dev tools (vendor/, not committed) are installed first when missing.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SLR_TAG=lint
# shellcheck source=wp-runtime/lib.sh
. "$ROOT/tools/wp-runtime/lib.sh"
cd "$ROOT"

ALL=(phpcs phpstan lint-js lint-style pot readme)
CHECKS=("$@")
[ ${#CHECKS[@]} -gt 0 ] || CHECKS=("${ALL[@]}")

needs_composer=0
for c in "${CHECKS[@]}"; do
	case "$c" in
		phpcs|phpstan) needs_composer=1 ;;
		lint-js|lint-style|pot|readme) ;;
		-h|--help) sed -n '2,15p' "$0"; exit 0 ;;
		*) slr_die "unknown check $c (known: ${ALL[*]})" ;;
	esac
done

[ "$needs_composer" = 0 ] || { slr_ensure_php; slr_ensure_composer_packages; }

ensure_build() {
	# The POT holds the strings of the built JS: build when there is none, or src/ changed since.
	if [ ! -f build/admin.js ] || [ -n "$(find src block.json -newer build/admin.js -print -quit)" ]; then
		slr_log "npm run build (the pot check reads build/*.js)"
		npm run --silent build >/dev/null
	fi
}

FAILED=()
run() { # run NAME COMMAND...
	local name=$1; shift
	printf '\n--- %s: %s\n' "$name" "$*"
	if "$@"; then printf -- '--- %s: ok\n' "$name"; else FAILED+=("$name"); printf -- '--- %s: FAILED\n' "$name" >&2; fi
}
for c in "${CHECKS[@]}"; do
	case "$c" in
		phpcs) mkdir -p .cache && run phpcs vendor/bin/phpcs -q ;; # phpcs.xml.dist caches results in .cache/ (gitignored, absent in a fresh clone)
		phpstan) run phpstan vendor/bin/phpstan analyse --no-progress --memory-limit=1G ;;
		lint-js) run lint-js npx --no-install wp-scripts lint-js src ;;
		lint-style) run lint-style npx --no-install wp-scripts lint-style 'src/**/*.{css,scss}' ;;
		pot) ensure_build; run pot node tools/i18n/make-pot.mjs --check ;;
		readme) run readme php tools/lint/readme-check.php ;;
	esac
done

if [ ${#FAILED[@]} -gt 0 ]; then
	printf '\nlint: %s of %s checks failed: %s\n' "${#FAILED[@]}" "${#CHECKS[@]}" "${FAILED[*]}" >&2
	exit 1
fi
printf '\nlint: all %s checks passed (%s)\n' "${#CHECKS[@]}" "${CHECKS[*]}"
