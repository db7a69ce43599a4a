#!/usr/bin/env bash
# Evaluates a large corpus in parts, in parallel, and merges the parts' reports into the report of
# the whole (route-eval eval --merge): the same report as one run, but for the latency timings.
#
# usage: Scripts/shard-eval.sh [-n PARTS] [-j JOBS] [--keep DIR] --corpus FILE
#          [--format F] [--max-failures N] [--min-accuracy R] [--min-exact R] [--max-false-accept R]
#          -- ROUTING-OPTIONS...
#
#   -n PARTS      parts to split the corpus into (default: the number of cores)
#   -j JOBS       parts evaluated at once (default: PARTS)
#   --keep DIR    keep the parts and their JSON reports in DIR (default: a temporary folder)
#   --corpus FILE the corpus; a conversation file (control lines, contexts) cannot be split
#   --format, --max-failures and the gates apply to the merged report; the options after `--`
#   (--apps, --project, --now, --exact, --min-confidence, --tie-break) to each part's evaluation.
#
# Each part is a run of whole lines; it is evaluated with --origin FILE:LINE, so failures and bad
# lines are named as in the whole corpus. Parts run with GNU parallel when it is installed, else
# with xargs -P. ROUTE_EVAL names the route-eval to run (default: route-eval on the PATH, else
# .build/release/route-eval). The exit status is the merge's (0, 1 below a gate, 3 nothing to
# check), or a part's when a part fails (65 a bad line, 66 no corpus…).
set -euo pipefail

parts=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
jobs=""
keep=""
corpus=""
merge_options=()
while [ $# -gt 0 ]; do
  case "$1" in
    -n) parts=$2; shift 2 ;;
    -j) jobs=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    --corpus) corpus=$2; shift 2 ;;
    --format | --max-failures | --min-accuracy | --min-exact | --max-false-accept)
      merge_options+=("$1" "$2"); shift 2 ;;
    --) shift; break ;;
    *) echo "error: unknown option '$1' (routing options go after '--')" >&2; exit 64 ;;
  esac
done
routing_options=("$@")
[ -n "$corpus" ] || { echo "error: missing '--corpus FILE'" >&2; exit 64; }
[ -f "$corpus" ] || { echo "error: no such file '$corpus'" >&2; exit 66; }
[[ "$parts" =~ ^[1-9][0-9]*$ ]] || { echo "error: -n takes a number of parts (1 or more)" >&2; exit 64; }
jobs=${jobs:-$parts}

if [ -z "${ROUTE_EVAL:-}" ]; then
  if command -v route-eval > /dev/null; then ROUTE_EVAL=route-eval; else ROUTE_EVAL="$(dirname "$0")/../.build/release/route-eval"; fi
fi

if [ -n "$keep" ]; then
  work=$keep
  mkdir -p "$work"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi

# Each part's failures bound is the merged report's, so the merge lists what one run would.
max_failures=""
for ((i = 0; i < ${#merge_options[@]}; i += 2)); do
  [ "${merge_options[i]}" = "--max-failures" ] && max_failures=${merge_options[i + 1]}
done
if [ -z "$max_failures" ]; then
  format=text
  for ((i = 0; i < ${#merge_options[@]}; i += 2)); do
    [ "${merge_options[i]}" = "--format" ] && format=${merge_options[i + 1]}
  done
  case "$format" in text | markdown) max_failures=50 ;; *) max_failures=1000 ;; esac
fi

# Split into runs of whole lines; the list holds each part's name and first line. A part of only
# blank and comment lines (which eval skips) is left out of the list: evaluated alone it would be
# an empty corpus (exit 3), though the whole corpus is not.
lines=$(wc -l < "$corpus")
[ -n "$(tail -c 1 "$corpus")" ] && lines=$((lines + 1))
size=$(((lines + parts - 1) / parts))
[ "$size" -gt 0 ] || size=1
rm -f "$work/parts.tsv" "$work"/part-*.status
LC_ALL=C awk -v size="$size" -v dir="$work" '
  function list() { if (out != "" && text) print out "\t" first > (dir "/parts.tsv") }
  (NR - 1) % size == 0 { list(); if (out != "") close(out); out = sprintf("%s/part-%05d.jsonl", dir, (NR - 1) / size); first = NR; text = 0 }
  { print > out }
  !text && (length($0) > 1048576 || ($0 ~ /[^ \t\r]/ && substr($0, 1, 2) != "//")) { text = 1 }
  END { list() }
' "$corpus"
# No part to evaluate (an empty corpus, or only blank and comment lines): the one run says so.
[ -s "$work/parts.tsv" ] || exec "$ROUTE_EVAL" eval "${routing_options[@]}" --corpus "$corpus" "${merge_options[@]}"

# One part: its JSON report next to it; a missed gate cannot happen (the gates are the merge's).
export ROUTE_EVAL corpus max_failures
export ROUTING_OPTIONS="${routing_options[*]@Q}"
run_part() {
  local part=$1 first=$2
  eval "set -- $ROUTING_OPTIONS"
  local status=0
  "$ROUTE_EVAL" eval "$@" --corpus "$part" --origin "$corpus:$first" --format json \
    --max-failures "$max_failures" > "${part%.jsonl}.json" || status=$?
  [ "$status" -eq 0 ] || echo "$status" > "${part%.jsonl}.status"
  return "$status"
}
export -f run_part
if command -v parallel > /dev/null && parallel --version 2>/dev/null | grep -q "GNU parallel"; then
  parallel --will-cite --halt now,fail=1 -j "$jobs" --colsep '\t' run_part {1} {2} :::: "$work/parts.tsv"
else
  # xargs stops at a part that exits 255 and then exits 124 itself: exit with the part's status.
  tr '\t' '\n' < "$work/parts.tsv" | xargs -d '\n' -n 2 -P "$jobs" bash -c 'run_part "$1" "$2" || exit 255' _ || {
    while IFS=$'\t' read -r part _; do
      [ -f "${part%.jsonl}.status" ] && exit "$(cat "${part%.jsonl}.status")"
    done < "$work/parts.tsv"
    exit 1
  }
fi

reports=()
while IFS=$'\t' read -r part _; do reports+=("${part%.jsonl}.json"); done < "$work/parts.tsv"
"$ROUTE_EVAL" eval --merge "${reports[@]}" "${merge_options[@]}"
