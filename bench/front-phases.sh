#!/usr/bin/env bash
# Where a page view's added time lands, phase by phase, without a profiler: on a site bench/front-bench.sh
# left in place (--keep), installs bench/lib/phase-probe.php, requests URL in interleaved rounds plugin
# off / on (/ The SEO Framework when the site has it) and prints, per phase of the request (plugins
# loading, init, the main query, the template, wp_head, …), the median of the per-round differences.
# A profiler sees our functions; this also sees WordPress's work because of them and what a file costs
# to load, which is how the page-view bundle was found (bench/README.md, "Fifth pass").
#
#   bench/front-phases.sh --dir /tmp/sl-front-bench-7.1.0 --url http://127.0.0.1:8861/some-post/ [--rounds 200]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DIR= URL= ROUNDS=200
while [ $# -gt 0 ]; do
	case "$1" in
		--dir) DIR=$2; shift 2 ;;
		--url) URL=$2; shift 2 ;;
		--rounds) ROUNDS=$2; shift 2 ;;
		*) echo "unknown option $1" >&2; exit 2 ;;
	esac
done
[ -f "$DIR/site.env" ] && [ -n "$URL" ] || { echo "usage: $0 --dir SITE_DIR --url URL [--rounds N]" >&2; exit 2; }
CONTENT=$DIR/wordpress/wp-content
MU=$CONTENT/mu-plugins/sightline-bench-phases.php
trap 'rm -f "$MU" "$CONTENT"/phases-*.jsonl' EXIT
cp "$ROOT/bench/lib/phase-probe.php" "$MU"
SIDES="off on"
[ -e "$CONTENT/plugins/autodescription" ] && SIDES="off on tsf"
get() { curl -s -o /dev/null -H "X-Sightline-Bench: $2" ${3:+-H "X-Sightline-Phases: 1"} "$1"; }
for _ in $(seq 10); do for side in $SIDES; do get "$URL" "$side"; done; done
rm -f "$CONTENT"/phases-*.jsonl
for _ in $(seq "$ROUNDS"); do for side in $SIDES; do get "$URL" "$side" 1; done; done
echo "== $URL, $ROUNDS rounds ($SIDES)"
# shellcheck disable=SC2086
php "$ROOT/bench/lib/phase-medians.php" "$CONTENT" $SIDES
