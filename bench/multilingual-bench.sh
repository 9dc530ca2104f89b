#!/usr/bin/env bash
# What Sightline SEO's alternates (hreflang, og:locale:alternate, canonical per language) cost on a
# multilingual site, beside what the plugin costs on a plain site of the same size, in one run
# (issue 30). WordPress (7.1 by default) on MariaDB, one PHP server with one worker and PHP's
# production OPcache settings, two sites in one database told apart by their table prefix:
#
#   polylang  Polylang (SIGHTLINE_POLYLANG_DIR, or --polylang) in three languages (English the
#             default at /, French at /fr/, German at /de/), N posts per language linked as N
#             translation groups, ten translated categories;
#   plain     no Polylang, 3 × N posts in one language, ten categories.
#
# Pages: the French post in the middle of the site, the French seventh category and the French home
# page (on the plain site: the post in the middle, the seventh category, the home page). Each round
# makes, page by page, the four requests "site × Sightline off/on" with the order rotating round by
# round, so every side sees the same machine load; "off" on the Polylang site is Polylang alone.
# Prints, per site and page, queries off→on, the paired median of added server time with its 95%
# interval (sign test) and the same for CPU time (bench/lib/front-stats.php), and issue 15's targets.
#
#   bench/multilingual-bench.sh [--core PATH] [--polylang PATH] [--posts N] [--runs N] [--smoke]
#                               [--port 8871] [--dir DIR] [--keep]
#
#   --core      a WordPress release folder (default /opt/wordpress/7.1.0)
#   --polylang  the Polylang plugin folder (default $SIGHTLINE_POLYLANG_DIR, else /opt/plugins/polylang)
#   --posts     posts per language on the Polylang site (default 10000; the plain site has 3 × N)
#   --runs      timed rounds (default 60; 10 warm-up rounds before them)
#   --smoke     a quick check of the bench itself: 100 posts per language, 6 rounds, 2 warm-up
#
# Sides are chosen per request by headers: the probe mu-plugin's `X-Sightline-Bench: off|on`
# (bench/lib/bench-probe.php drops Sightline SEO from the active plugins for "off") and
# `X-Sightline-Bench-Site: plain`, which the bench's wp-config.php reads to pick the plain site's
# table prefix. The sites are seeded afresh on each run (seconds per 10,000 posts); the raw figures
# are kept in DIR/multilingual-bench.tsv.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=lib/probe.sh
. "$ROOT/bench/lib/probe.sh"
CORE=/opt/wordpress/7.1.0 POLYLANG=${SIGHTLINE_POLYLANG_DIR:-/opt/plugins/polylang}
POSTS=10000 RUNS=60 WARM=10 PORT=8871 DIR= KEEP=0
while [ $# -gt 0 ]; do
	case "$1" in
		--core) CORE=$2; shift 2 ;;
		--polylang) POLYLANG=$2; shift 2 ;;
		--posts) POSTS=$2; shift 2 ;;
		--runs) RUNS=$2; shift 2 ;;
		--smoke) POSTS=100 RUNS=6 WARM=2; shift ;;
		--port) PORT=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--keep) KEEP=1; shift ;;
		-h|--help) sed -n '2,32p' "$0"; exit 0 ;;
		*) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
	esac
done
[ -f "$POLYLANG/polylang.php" ] || { echo "--polylang $POLYLANG: no polylang.php there (give the folder of Polylang as released)" >&2; exit 2; }
[ -f "$CORE/wp-settings.php" ] || { echo "--core $CORE: not a WordPress release folder" >&2; exit 2; }
DIR=${DIR:-/tmp/sl-multilingual-bench-$(basename "$CORE")}
WP="php $ROOT/tools/wp-runtime/wp.php --dir $DIR"
cleanup() { [ "$KEEP" = 1 ] || bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true; }
trap cleanup EXIT

# ------------------------------------------------------------------ the site, two table prefixes
bash "$ROOT/tools/wp-runtime/site.sh" --db mariadb --port "$PORT" --mysql-port $(( PORT + 1 )) --dir "$DIR" \
	--core "$CORE" --no-demo --quiet --workers 1 >/dev/null
MYSQL_PORT=$(sed -n 's/^MYSQL_PORT=//p' "$DIR/site.env")
SQL=(mariadb -h127.0.0.1 -P"$MYSQL_PORT" -uwp -pwp)
CONFIG=$DIR/wordpress/wp-config.php
# The plain site's requests (header) and WP-CLI calls (environment) read the plain_ tables.
# shellcheck disable=SC2016
sed -i "s/^\\\$table_prefix = 'wp_';\$/\$table_prefix = getenv( 'SIGHTLINE_BENCH_PREFIX' ) ?: ( 'plain' === ( \$_SERVER['HTTP_X_SIGHTLINE_BENCH_SITE'] ?? '' ) ? 'plain_' : 'wp_' );/" "$CONFIG"
grep -q HTTP_X_SIGHTLINE_BENCH_SITE "$CONFIG" || { echo "could not set the table prefix switch in $CONFIG" >&2; exit 1; }
PLUGINS=$DIR/wordpress/wp-content/plugins
ln -sfn "$(cd "$POLYLANG" && pwd)" "$PLUGINS/polylang"
mkdir -p "$DIR/wordpress/wp-content/mu-plugins"
cp "$ROOT/bench/lib/bench-probe.php" "$DIR/wordpress/wp-content/mu-plugins/sightline-bench-probe.php"

# The server site.sh started is replaced by one with PHP's production OPcache settings (as
# front-bench.sh's default), one worker.
bench_production_server "$DIR" "$PORT"

# ------------------------------------------------------------------ seeding, both sites afresh
start=$(date +%s)
"${SQL[@]}" -e 'DROP DATABASE wordpress; CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci'
declare -A URLS=()
for site in polylang plain; do
	prefix=$( [ "$site" = plain ] && echo plain_ || echo wp_ )
	export SIGHTLINE_BENCH_PREFIX=$prefix
	$WP install --url="http://127.0.0.1:$PORT" --title="Bench Site" --admin_user=admin --admin_password=password --admin_email=admin@example.org >/dev/null
	if [ "$site" = polylang ]; then
		$WP plugin activate polylang/polylang.php >/dev/null
		php "$ROOT/bench/lib/multilingual-seed.php" "$DIR/wordpress" languages
	fi
	while IFS='=' read -r name url; do
		URLS[$site/$name]=$url
	done < <(php "$ROOT/bench/lib/multilingual-seed.php" "$DIR/wordpress" "$site" "$POSTS" | grep -E '^(post|category|home)=')
	$WP plugin activate sightline-seo/plugin.php >/dev/null
	$WP rewrite flush >/dev/null
done
unset SIGHTLINE_BENCH_PREFIX
echo "seeded in $(( $(date +%s) - start )) s"
WP_VERSION=$($WP version)
PLL_VERSION=$(sed -n 's/^ \* Version: *//p' "$POLYLANG/polylang.php" | head -1)

# ------------------------------------------------------------------ rounds
RAW=$DIR/multilingual-bench.tsv
: >"$RAW"
site_header() { [ "$1" = plain ] && echo "X-Sightline-Bench-Site: plain" || echo "X-Sightline-Bench-Site: polylang"; }
for key in "${!URLS[@]}"; do
	site=${key%/*}
	code=$(curl -s -o /dev/null -w '%{http_code}' -H "$(site_header "$site")" "${URLS[$key]}")
	[ "$code" = 200 ] || { echo "$key: ${URLS[$key]} answered HTTP $code" >&2; exit 1; }
done
# Each Polylang page must carry Sightline's alternates when on (else the bench measures nothing).
for page in post category home; do
	html=$(curl -s -H "X-Sightline-Bench: on" -H "$(site_header polylang)" "${URLS[polylang/$page]}")
	[ "$(grep -c 'hreflang=' <<<"$html")" -ge 2 ] || { echo "polylang/$page: no hreflang links in ${URLS[polylang/$page]}" >&2; exit 1; }
done
echo
echo "Multilingual bench: WordPress $WP_VERSION, Polylang $PLL_VERSION, MariaDB, PHP $(php -r 'echo PHP_VERSION;'), production OPcache, one PHP worker"
echo "polylang site: $POSTS posts per language (en, fr, de), $(( 3 * POSTS )) in all; plain site: $(( 3 * POSTS )) posts, no Polylang"
echo "$WARM warm-up + $RUNS timed rounds; load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
for page in post category home; do echo "  $page: ${URLS[polylang/$page]}  |  ${URLS[plain/$page]}"; done
SIDES=(polylang/off polylang/on plain/off plain/on)
for page in post category home; do
	for (( round = -WARM; round < RUNS; round++ )); do
		for (( i = 0; i < 4; i++ )); do
			pair=${SIDES[$(( (i + round + WARM) % 4 ))]}
			site=${pair%/*} side=${pair#*/}
			read -r ms q mem files writes _ cpu _ _ < <(bench_probe_full "${URLS[$site/$page]}" "$side" "$(site_header "$site")")
			printf '%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n' "$site" "$page" "$round" "$side" "$ms" "$q" "$mem" "$files" "$writes" "$cpu" >>"$RAW"
		done
	done
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "(state = site: polylang = Polylang alone (off) against Polylang + Sightline SEO (on); plain = plugin off against on)"
php "$ROOT/bench/lib/front-stats.php" "$RAW"
echo "Raw figures: $RAW"
