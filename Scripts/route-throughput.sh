#!/usr/bin/env bash
# Lines per second of `route-eval route` next to the floor program `route-floor echo`, same input, same run.
#
# usage: Scripts/route-throughput.sh [--lines N] [--passes N] [--apps DIR] [--input FILE] [--baseline ROUTE_EVAL]
#                                    [--no-build]
#
# The input is Corpora/samples/utterances.txt and the utterances of Corpora/eval/apps.jsonl, repeated
# to N lines (default 200,000). Both programs read it from a file and write to /dev/null, flushing
# after every line. Each pass times both, one after the other; the fastest pass of each counts.
# `route` is also timed on an empty input (loading and compiling the apps), and its lines/s are
# given with that start-up time left out too. --input routes that file's lines (repeated to N) instead;
# --baseline also times another build of route-eval in each pass, to compare two builds under the same
# load. Prints a table, then one JSON line.
set -euo pipefail
cd "$(dirname "$0")/.."

lines=200000
passes=3
apps=Corpora/apps
build=1
input_file=
baseline=
while [ $# -gt 0 ]; do
  case "$1" in
    --lines) lines=$2; shift 2 ;;
    --passes) passes=$2; shift 2 ;;
    --apps) apps=$2; shift 2 ;;
    --input) input_file=$2; shift 2 ;;
    --baseline) baseline=$2; shift 2 ;;
    --no-build) build=0; shift ;;
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "route-throughput: unknown argument $1" >&2; exit 64 ;;
  esac
done

if [ "$build" = 1 ]; then
  swift build -c release --product route-eval >&2
  swift build -c release --product route-floor >&2
fi
bin=$(swift build -c release --show-bin-path)
route_eval="$bin/route-eval"
floor="$bin/route-floor"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
base="$work/base.txt"
if [ -n "$input_file" ]; then
  cat "$input_file" > "$base"
else
  cat Corpora/samples/utterances.txt > "$base"
  sed -n 's/.*"utterance": *"\([^"]*\)".*/\1/p' Corpora/eval/apps.jsonl >> "$base"
fi
input="$work/input.txt"
base_lines=$(grep -c '' "$base")
: > "$input"
for _ in $(seq 1 $(( (lines + base_lines - 1) / base_lines ))); do cat "$base" >> "$input"; done
head -n "$lines" "$input" > "$work/trimmed.txt"
mv "$work/trimmed.txt" "$input"

now="2026-11-30T09:00:00-08:00"
# Seconds one command takes, its input from $1, the rest its arguments.
seconds() {
  local file=$1
  shift
  local start=$EPOCHREALTIME
  "$@" < "$file" > /dev/null
  local end=$EPOCHREALTIME
  python3 -c "print(f'{$end - $start:.6f}')"
}
min() { python3 -c "import sys; print(min(float(x) for x in sys.argv[1:]))" "$@"; }

route_times=()
floor_times=()
startup_times=()
baseline_times=()
for _ in $(seq 1 "$passes"); do
  if [ -n "$baseline" ]; then
    baseline_times+=("$(seconds "$input" "$baseline" route --apps "$apps" --now "$now")")
  fi
  route_times+=("$(seconds "$input" "$route_eval" route --apps "$apps" --now "$now")")
  floor_times+=("$(seconds "$input" "$floor" echo)")
  startup_times+=("$(seconds /dev/null "$route_eval" route --apps "$apps" --now "$now")")
done
route_s=$(min "${route_times[@]}")
floor_s=$(min "${floor_times[@]}")
startup_s=$(min "${startup_times[@]}")
baseline_s=0
if [ -n "$baseline" ]; then baseline_s=$(min "${baseline_times[@]}"); fi

python3 - "$lines" "$route_s" "$floor_s" "$startup_s" "$apps" "$passes" "$baseline_s" <<'PY'
import json, sys
lines = int(sys.argv[1]); route, floor, startup = map(float, sys.argv[2:5]); apps = sys.argv[5]
baseline = float(sys.argv[7])
routing = max(route - startup, 1e-9)
figures = {
    "kind": "route-throughput", "apps": apps, "lines": lines, "passes": int(sys.argv[6]),
    "routeSeconds": round(route, 3), "startupSeconds": round(startup, 3), "floorSeconds": round(floor, 3),
    "routeLinesPerSecond": round(lines / route), "routeLinesPerSecondAfterStartup": round(lines / routing),
    "floorLinesPerSecond": round(lines / floor),
    "routeOverFloor": round(route / floor, 2), "routeAfterStartupOverFloor": round(routing / floor, 2),
}
if baseline:
    figures.update({
        "baselineSeconds": round(baseline, 3), "baselineLinesPerSecond": round(lines / baseline),
        "baselineOverFloor": round(baseline / floor, 2), "baselineOverRoute": round(baseline / route, 2),
    })
print(f"{lines:,} lines, fastest of {figures['passes']} passes")
print(f"  route        {route:8.3f} s  {figures['routeLinesPerSecond']:>10,} lines/s")
print(f"  (start-up    {startup:8.3f} s; without it {figures['routeLinesPerSecondAfterStartup']:>10,} lines/s)")
print(f"  route-floor  {floor:8.3f} s  {figures['floorLinesPerSecond']:>10,} lines/s")
if baseline:
    print(f"  baseline     {baseline:8.3f} s  {figures['baselineLinesPerSecond']:>10,} lines/s")
print(f"  route ÷ floor {figures['routeOverFloor']}× ({figures['routeAfterStartupOverFloor']}× without start-up)")
if baseline:
    print(f"  baseline ÷ floor {figures['baselineOverFloor']}×; baseline ÷ route {figures['baselineOverRoute']}×")
print(json.dumps(figures))
PY
