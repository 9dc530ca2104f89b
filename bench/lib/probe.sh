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

# bench_production_server DIR PORT: replaces the PHP server site.sh started for the site in DIR with
# one PHP worker under PHP's production OPcache settings (what sites run), and waits for it to answer.
bench_production_server() {
	local dir=$1 port=$2 pid_file=$1/run/php-server.pid root
	root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
	local pid
	pid=$(cat "$pid_file")
	if tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "-S 127.0.0.1:$port"; then
		kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid"
		for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
	fi
	PHP_CLI_SERVER_WORKERS=1 setsid php -d memory_limit=512M -d max_execution_time=120 \
		-d opcache.enable=1 -d opcache.validate_timestamps=1 -d opcache.revalidate_freq=2 \
		-S "127.0.0.1:$port" -t "$dir/wordpress" "$root/tools/wp-runtime/router.php" </dev/null >>"$dir/logs/php-server.log" 2>&1 &
	echo $! >"$pid_file"
	for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$port/wp-login.php" && break; sleep 0.2; done
}
