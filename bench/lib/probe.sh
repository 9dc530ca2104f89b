# Shared by the front-end benches (sourced): one request to a bench site whose probe mu-plugin
# (bench/lib/bench-probe.php) is installed, and a median.

# bench_probe URL SIDE: one GET with `X-Sightline-Bench: SIDE` (off, on or tsf); prints
# "ms queries memory files writes first-write cpu-ms" read from the probe's comment, or fails naming the URL.
bench_probe() {
	local line
	line=$(curl -s -H "X-Sightline-Bench: $2" "$1" | grep -o 'bench-probe ms=[^>]*' | tail -1)
	[ -n "$line" ] || { echo "no probe comment on $1 (side $2)" >&2; return 1; }
	sed 's/.*ms=\([0-9.]*\) queries=\([0-9]*\)\( memory=\([0-9]*\) files=\([0-9]*\) writes=\([0-9]*\) first-write=\([^ ]*\) cpu=\([0-9.]*\)\)\{0,1\}.*/\1 \2 \4 \5 \6 \7 \8/' <<<"$line"
}

# bench_median: the median of the numbers on stdin, two decimals.
bench_median() { sort -g | awk '{a[NR]=$1} END {m=(NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2; printf "%.2f", m}'; }

# bench_probe_full URL SIDE: as bench_probe, plus two more fields: whether the page-view bundle was
# included (0/1) and the OPcache the server runs with (the probe's `opcache=` text); `-` for each from
# an older probe. A third argument is one more request header ("Name: value"), e.g. the site chosen
# by bench/multilingual-bench.sh.
bench_probe_full() {
	local line re='ms=([0-9.]+) queries=([0-9]+) memory=([0-9]+) files=([0-9]+) writes=([0-9]+) first-write=([^ ]+) cpu=([0-9.]+)( bundle=([0-9]+) opcache=([^ ]+))?'
	line=$(curl -s -H "X-Sightline-Bench: $2" ${3:+-H "$3"} "$1" | grep -o 'bench-probe ms=[^>]*' | tail -1)
	[[ "$line" =~ $re ]] || { echo "no probe comment on $1 (side $2)" >&2; return 1; }
	local m=("${BASH_REMATCH[@]}")
	echo "${m[1]} ${m[2]} ${m[3]} ${m[4]} ${m[5]} ${m[6]} ${m[7]} ${m[9]:--} ${m[10]:--}"
}
