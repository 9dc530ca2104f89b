#!/usr/bin/env bash
# The block editor with Sightline SEO's content analysis beside Yoast SEO's (issue 29): one post of
# 10,000 words opened in Debian's Chromium on WordPress (7.1 by default), round after round, once with
# neither plugin, once with Sightline SEO and once with Yoast SEO, the sides' order rotating. Prints, per
# side: the time the editor takes to open (cold and warm cache) and what the plugin adds to it, the
# gzipped script loaded before any SEO panel is opened, the main thread's work per keystroke while
# typing with the analysis open, and the time from the last keystroke to the analysis's new result;
# then whether issue 29's targets are met. bench/lib/editor-measure.mjs says how each is measured.
#
#   bench/editor-bench.sh [--core PATH] [--yoast PATH] [--runs N] [--words N] [--keys N]
#                         [--port 8851] [--dir DIR] [--keep] [--smoke]
#
#   --core   a WordPress release folder (default /opt/wordpress/7.1.0)
#   --yoast  Yoast SEO as released (a folder holding wp-seo.php, its autoloader generated): the
#            reference side; without it the bench says so and runs the other sides
#   --runs   rounds (default 10); --words the post's length (default 10000); --keys keystrokes (60)
#   --smoke  a quick check of the bench itself: 2,000 words, 2 rounds, 20 keys
#
# The site is tools/wp-runtime/site.sh's (SQLite, one PHP worker with PHP's production OPcache
# settings), created afresh; the sides are chosen per request by the header bench/lib/editor-probe.php
# reads. Raw figures: DIR/editor-bench.tsv; a screenshot of a side that failed goes to DIR/shots.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=lib/probe.sh
. "$ROOT/bench/lib/probe.sh"
CORE=/opt/wordpress/7.1.0 YOAST= RUNS=10 WORDS=10000 KEYS=60 PORT=8851 DIR= KEEP=0
while [ $# -gt 0 ]; do
	case "$1" in
		--core) CORE=$2; shift 2 ;;
		--yoast) YOAST=$2; shift 2 ;;
		--runs) RUNS=$2; shift 2 ;;
		--words) WORDS=$2; shift 2 ;;
		--keys) KEYS=$2; shift 2 ;;
		--port) PORT=$2; shift 2 ;;
		--dir) DIR=$2; shift 2 ;;
		--keep) KEEP=1; shift ;;
		--smoke) WORDS=2000 RUNS=2 KEYS=20; shift ;;
		-h|--help) sed -n '2,21p' "$0"; exit 0 ;;
		*) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
	esac
done
[ -f "$CORE/wp-settings.php" ] || { echo "--core $CORE: not a WordPress release folder" >&2; exit 2; }
SIDES=off,sightline,yoast
if [ -z "$YOAST" ]; then
	echo "No --yoast given: Yoast SEO (github.com/Yoast-dist/wordpress-seo, a release tag exported, then" >&2
	echo "'composer dump-autoload --no-dev' in it) is not measured; the other sides are." >&2
	SIDES=off,sightline
elif [ ! -f "$YOAST/wp-seo.php" ] || [ ! -f "$YOAST/vendor/autoload.php" ]; then
	echo "--yoast $YOAST: no wp-seo.php with vendor/autoload.php there (export a release tag, then run composer dump-autoload --no-dev in it)" >&2
	exit 2
fi
DIR=${DIR:-/tmp/sl-editor-bench-$(basename "$CORE")}
WP="php $ROOT/tools/wp-runtime/wp.php --dir $DIR"
cleanup() { [ "$KEEP" = 1 ] || bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true; }
trap cleanup EXIT

# ------------------------------------------------------------------ the site, afresh
bash "$ROOT/tools/wp-runtime/stop.sh" --dir "$DIR" >/dev/null 2>&1 || true
rm -rf "$DIR"
bash "$ROOT/tools/wp-runtime/site.sh" --db sqlite --port "$PORT" --dir "$DIR" --core "$CORE" --no-demo --quiet --workers 1 >/dev/null
# A production site's settings: no debugging (WordPress and plugins skip their debug work). Each
# script its own file (no load-scripts.php concatenation, which groups core scripts differently when a
# plugin's are added): the bytes a side adds are then exactly its scripts'.
sed -i "s/define( 'WP_DEBUG', true );/define( 'WP_DEBUG', false );\ndefine( 'CONCATENATE_SCRIPTS', false );/; s/define( 'WP_ENVIRONMENT_TYPE', 'local' );/define( 'WP_ENVIRONMENT_TYPE', 'production' );/" "$DIR/wordpress/wp-config.php"
mkdir -p "$DIR/wordpress/wp-content/mu-plugins"
cp "$ROOT/bench/lib/editor-probe.php" "$DIR/wordpress/wp-content/mu-plugins/sightline-editor-probe.php"
if [ -n "$YOAST" ]; then
	ln -sfn "$(cd "$YOAST" && pwd)" "$DIR/wordpress/wp-content/plugins/wordpress-seo"
	$WP plugin activate wordpress-seo/wp-seo.php >/dev/null
	YOAST_VERSION=$(sed -n 's/^ \* Version: *//p' "$YOAST/wp-seo.php" | head -1)
fi
# The site's server, replaced by one with PHP's production OPcache settings and one worker (as the
# front-end benches).
bench_production_server "$DIR" "$PORT"

SEED=$($WP eval-file "$ROOT/bench/lib/editor-seed.php" "$WORDS")
POST=$(sed -n 's/^post=//p' <<<"$SEED")
[ -n "$POST" ] || { echo "the bench post was not made: $SEED" >&2; exit 1; }

echo
echo "Editor bench: WordPress $($WP version), Sightline SEO $(sed -n 's/^ \* Version: *//p' "$ROOT/plugin.php" | head -1), ${YOAST_VERSION:+Yoast SEO $YOAST_VERSION, }$(chromium --version 2>/dev/null | head -1)"
echo "one post of $(sed -n 's/^words=//p' <<<"$SEED") words (post $POST), $RUNS rounds, $KEYS keystrokes a round; load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
RAW=$DIR/editor-bench.tsv
: >"$RAW"
node "$ROOT/bench/lib/editor-measure.mjs" --url "http://127.0.0.1:$PORT" --post "$POST" --runs "$RUNS" \
	--keys "$KEYS" --sides "$SIDES" --out "$RAW" --shots "$DIR/shots"
echo
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
node "$ROOT/bench/lib/editor-stats.mjs" "$RAW"
