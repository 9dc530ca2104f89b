#!/usr/bin/env bash
# Installs real WP-CLI from Composer into ${SIGHTLINE_CACHE:-~/.cache/sightline-seo}/wp-cli (once;
# not committed) and prints the path of its boot file. Used by tools/wp-runtime/wp.
#
#   tools/wp-runtime/wp-cli.sh            install if missing, print the boot file
#   tools/wp-runtime/wp-cli.sh --reinstall
#
# What the Composer mirror here has: wp-cli/wp-cli v2.4.1 (the framework: WP_CLI::add_command,
# help, cli, config parsing) and wp-cli/entity-command (post, term, user, option, comment, menu,
# site, taxonomy, post-type). It has no wp-cli-bundle, eval-command, extension-command (plugin),
# core-command, db-command, rewrite-command nor cache-command: wp-cli-commands.php (loaded by the
# wrapper with --require) adds eval, eval-file, plugin, rewrite, cache and core version.
# wp-cli/wp-cli 2.4.1 declares php ^7.0: it is resolved for PHP 7.4 (config.platform) and runs on
# PHP 8.2 with deprecation notices, which the wrapper hides.
set -euo pipefail
SLR_TAG=wp-cli
# shellcheck source=lib.sh
. "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib.sh"
DEST=$SLR_CACHE/wp-cli
BOOT=$DEST/vendor/wp-cli/wp-cli/php/boot-fs.php
[ "${1:-}" = --reinstall ] && rm -rf "$DEST"

_install() {
	[ -f "$BOOT" ] && return 0
	command -v composer >/dev/null 2>&1 || slr_ensure_apt composer
	slr_ensure_php
	local tmp; tmp=$(mktemp -d "$SLR_CACHE/.wp-cli.XXXXXX")
	cat >"$tmp/composer.json" <<-'JSON'
		{
			"name": "sightline/wp-cli-runtime",
			"description": "WP-CLI for the Sightline SEO dev tools (installed by tools/wp-runtime/wp-cli.sh)",
			"config": { "platform": { "php": "7.4.33", "ext-curl": "8.2" }, "lock": false, "allow-plugins": false },
			"require": { "wp-cli/wp-cli": "2.4.1", "wp-cli/entity-command": "2.0.7" }
		}
	JSON
	slr_log "composer install wp-cli/wp-cli 2.4.1 + wp-cli/entity-command 2.0.7 into $DEST"
	if ! (cd "$tmp" && COMPOSER_NO_INTERACTION=1 composer update --no-progress --no-dev --prefer-dist -q) >"$tmp/composer.log" 2>&1; then
		cat "$tmp/composer.log" >&2
		rm -rf "$tmp"
		slr_die "composer could not install WP-CLI (is the Packagist mirror reachable?)"
	fi
	rm -rf "$DEST"
	mv "$tmp" "$DEST"
}
[ -f "$BOOT" ] || slr_locked _install
[ -f "$BOOT" ] || exit 1
echo "$BOOT"
