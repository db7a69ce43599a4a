#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer and runs each for SECONDS (default 60).
#
# usage: Scripts/fuzz.sh [SECONDS] [TARGET ...]
#        Scripts/fuzz.sh --pending [TARGET ...]
#        Scripts/fuzz.sh --list
#
# Targets default to all (--list names them). Each run starts from the target's corpus folder,
# kept between runs (.build-fuzz/corpus/TARGET, or FUZZ_CORPUS/TARGET), the seeds made from
# Corpora (.build-fuzz/seeds/TARGET, made anew each run) and the regression inputs in
# Fuzz/regressions/TARGET, with the dictionary in Fuzz/dictionaries. An input that crashes,
# breaks an invariant, runs longer than FUZZ_TIMEOUT seconds (default 5) or needs more than
# FUZZ_RSS_MB megabytes (default 2048) is a finding: it is saved in .build-fuzz/findings/TARGET/,
# the log in .build-fuzz/logs/TARGET.log, and the script exits 1 after running every target.
# FUZZ_JOBS=N (default 1) runs N fuzzing processes per target, sharing its corpus.
#
# --pending replays the inputs of Fuzz/pending/TARGET (known to be too slow, not yet fixed) one
# by one and says which still fail; it exits 1 if any does.
#
# Replay a finding without the sanitizers: swift build --product route-fuzz &&
#   ROUTE_FUZZ_TARGET=TARGET .build/debug/route-fuzz FILE
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=60
pending=false
list=false
targets=()
for argument in "$@"; do
  case "$argument" in
    -h | --help)
      awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"
      exit 0
      ;;
    --pending) pending=true ;;
    --list) list=true ;;
    -*)
      echo "error: unknown option '$argument'" >&2
      exit 64
      ;;
    *)
      if [[ "$argument" =~ ^[0-9]+$ ]] && [ ${#targets[@]} -eq 0 ] && [ "$pending" = false ]; then
        seconds="$argument"
      else
        targets+=("$argument")
      fi
      ;;
  esac
done
timeout_seconds="${FUZZ_TIMEOUT:-5}"
rss_mb="${FUZZ_RSS_MB:-2048}"
jobs="${FUZZ_JOBS:-1}"
out=.build-fuzz
corpus_root="${FUZZ_CORPUS:-$out/corpus}"

mkdir -p "$out"
binary="$out/release/route-fuzz"
build() {
  echo "fuzz: building route-fuzz with libFuzzer and AddressSanitizer in $out" >&2
  # The link warns about every sanitizer symbol it cannot export; those lines are left out.
  # swiftc keeps only the last of several -sanitize= flags, and SwiftPM passes its --sanitize list in no fixed
  # order, so the build got either coverage or AddressSanitizer, never both; -sanitize=fuzzer,address as one
  # flag, after SwiftPM's, gives both.
  if ! swift build -c release --product route-fuzz --build-path "$out" --sanitize=fuzzer --sanitize=address \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DROUTE_FUZZ > "$out/build.log" 2>&1; then
    grep -v "Cannot export local symbol" "$out/build.log" | tail -40 >&2
    echo "error: the fuzz build failed (log: $out/build.log)" >&2
    exit 1
  fi
  grep -v "Cannot export local symbol" "$out/build.log" | tail -1 >&2
}
# The coverage counters libFuzzer finds in the binary (tens of thousands when every module is instrumented).
counters() {
  : > "$out/empty-input"
  ROUTE_FUZZ_TARGET=json ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no "$binary" -runs=1 "$out/empty-input" 2>&1 \
    | sed -n 's/.*Loaded [0-9]* modules *(\([0-9]*\) inline 8-bit counters).*/\1/p' | head -1
}
build
# Both instrumentations must be in: coverage (libFuzzer's counters) and AddressSanitizer.
count=$(counters)
[ -n "$count" ] && [ "$count" -ge 10000 ] || { echo "error: the fuzz build has no coverage counters" >&2; exit 1; }
checks=$(nm "$out/x86_64-unknown-linux-gnu/release/PhraseText.build/Normalizer.swift.o" | grep -c " U __asan_" || true)
if [ "${checks:-0}" -eq 0 ]; then
  echo "error: the fuzz build has no AddressSanitizer checks" >&2
  exit 1
fi

# The targets' names, -max_len and dictionaries, from the binary.
declare -A max_len dictionary
all=()
while read -r name length dict; do
  all+=("$name")
  max_len[$name]=$length
  dictionary[$name]=$dict
done < <(ROUTE_FUZZ_INFO=1 ASAN_OPTIONS=detect_leaks=0 "$binary")
if [ "$list" = true ]; then
  printf '%s\n' "${all[@]}"
  exit 0
fi
[ ${#targets[@]} -gt 0 ] || targets=("${all[@]}")
for target in "${targets[@]}"; do
  [ -n "${max_len[$target]:-}" ] || { echo "error: unknown target '$target'; targets: ${all[*]}" >&2; exit 64; }
done

export SWIFT_BACKTRACE=enable=no  # libFuzzer reports crashes itself
# Leaks are not looked for: Swift keeps enum cases in the spare bits of pointers, so LeakSanitizer takes objects that
# globals hold for leaked.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"

if [ "$pending" = true ]; then
  failed=0
  replayed=0
  for target in "${targets[@]}"; do
    [ -d "Fuzz/pending/$target" ] || continue
    for input in "Fuzz/pending/$target"/*; do
      replayed=$((replayed + 1))
      start=$(date +%s%N)
      if ROUTE_FUZZ_TARGET="$target" "$binary" -timeout="$timeout_seconds" -rss_limit_mb="$rss_mb" \
        "$input" > "$out/pending.log" 2>&1; then
        printf 'ok     %6d ms  %s\n' "$((($(date +%s%N) - start) / 1000000))" "$input"
      else
        failed=$((failed + 1))
        reason=$(grep -o -m1 -E 'ERROR: libFuzzer: [a-z-]+|ERROR: AddressSanitizer: [a-z-]+|Fatal error: .*' \
          "$out/pending.log" || echo "exit status $?")
        printf 'FAILS  %6d ms  %s  (%s)\n' "$((($(date +%s%N) - start) / 1000000))" "$input" "$reason"
      fi
    done
  done
  echo "fuzz: $replayed pending inputs replayed, $failed still fail"
  [ "$replayed" -gt 0 ] || { echo "error: no pending inputs for ${targets[*]}" >&2; exit 3; }
  [ "$failed" = 0 ]
  exit
fi

mkdir -p "$out/logs" "$out/seeds"
failures=()
printf '%-16s %10s %8s %7s %8s %8s  %s\n' target executions exec/s cover corpus "rss MB" result
for target in "${targets[@]}"; do
  seeds="$out/seeds/$target"
  corpus="$corpus_root/$target"
  findings="$out/findings/$target"
  log="$out/logs/$target.log"
  rm -rf "$seeds"
  mkdir -p "$corpus" "$findings"
  ROUTE_FUZZ_TARGET="$target" ROUTE_FUZZ_SEEDS="$seeds" ASAN_OPTIONS=detect_leaks=0 "$binary" > /dev/null
  inputs=("$corpus" "$seeds")
  [ -d "Fuzz/regressions/$target" ] && inputs+=("Fuzz/regressions/$target")
  options=(-max_total_time="$seconds" -timeout="$timeout_seconds" -rss_limit_mb="$rss_mb"
    -max_len="${max_len[$target]}" -dict="Fuzz/dictionaries/${dictionary[$target]}"
    -artifact_prefix="$findings/" -print_final_stats=1 -detect_leaks=0)
  [ "$jobs" -gt 1 ] && options+=(-fork="$jobs" -ignore_crashes=0)
  status=0
  ROUTE_FUZZ_TARGET="$target" "$binary" "${options[@]}" "${inputs[@]}" > "$log" 2>&1 || status=$?
  stat() { awk -v key="stat::$1:" '$1 == key { value = $2 } END { print value }' "$log"; }
  executions=$(stat number_of_executed_units)
  speed=$(stat average_exec_per_sec)
  rss=$(stat peak_rss_mb)
  cover=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || true)
  size=$(find "$corpus" -type f | wc -l)
  if [ "$status" = 0 ]; then
    result=ok
  else
    result=$(grep -o -m1 -E 'ERROR: libFuzzer: [a-z-]+|ERROR: AddressSanitizer: [a-z-]+|Fatal error: .*' "$log" \
      | sed 's/^ERROR: //' || true)
    result="FAILED (${result:-exit status $status})"
    failures+=("$target")
  fi
  printf '%-16s %10s %8s %7s %8s %8s  %s\n' "$target" "${executions:--}" "${speed:--}" "${cover:--}" "$size" "${rss:--}" \
    "$result"
done

if [ ${#failures[@]} -gt 0 ]; then
  for target in "${failures[@]}"; do
    echo "--- $target: $out/logs/$target.log" >&2
    pattern='ERROR|Fatal error|invariant broken|SUMMARY|Test unit written|^Base64:'
    if grep -q -E "$pattern" "$out/logs/$target.log"; then
      grep -E "$pattern" "$out/logs/$target.log" | head -30 >&2 || true
    else
      tail -20 "$out/logs/$target.log" >&2
    fi
    echo "findings saved in $out/findings/$target/:" >&2
    ls "$out/findings/$target" >&2
  done
  echo "error: fuzzing found problems in: ${failures[*]}" >&2
  exit 1
fi
echo "fuzz: ${#targets[@]} targets, ${seconds} s each, no findings"
