#!/usr/bin/env bash
# Runs two builds of route-eval over the bundled corpora and shows every difference in what they print.
#
# usage: Scripts/compare-builds.sh OLD_ROUTE_EVAL NEW_ROUTE_EVAL
#
# For changes that must not change behaviour: every command, every format, every exit status.
# Timings (µs, seconds, the latency histogram's buckets) are masked, since they differ from run to run. Exit status 1 if anything differs.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ $# -ne 2 ] || [ ! -x "$1" ] || [ ! -x "$2" ]; then
  echo "usage: Scripts/compare-builds.sh OLD_ROUTE_EVAL NEW_ROUTE_EVAL" >&2
  exit 64
fi
old=$1
new=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now="2026-11-30T09:00:00-08:00"
utterances="$work/utterances.txt"
cat Corpora/samples/utterances.txt > "$utterances"
sed -n 's/.*"utterance": *"\([^"]*\)".*/\1/p' Corpora/eval/apps.jsonl >> "$utterances"
real_utterances="$work/real-utterances.txt"
sed -n 's/.*"utterance": *"\([^"]*\)".*/\1/p' Corpora/eval/real-apps.jsonl > "$real_utterances"
garbage="$work/garbage.txt"
printf '%s\n' '' '   ' '{' '{"utterance": 3}' '{"utterance": "log water", "now": "yesterday"}' \
  $'\x1b[31mlog\x1b[0m 12 oz of water in Water' 'log 99999999999999999999 ounces of water in Water' \
  'the 99999999999999999999 day after tomorrow' '日本語のテキスト' 'ｶﾞ' > "$garbage"
values_input="$work/values.txt"
printf '%s\n' 'twelve' '3.5' 'a dozen' 'twenty-first' '12 oz' '2 and a half cups' '1 hour 20 minutes' \
  'tomorrow at 3pm' 'next friday' 'the week after next' '三時' '明日の午後3時' 'yes' 'nope' 'eggs, milk and bread' \
  '99999999999999999999' '' 'garbage words' > "$values_input"
broken="$work/broken"
mkdir -p "$broken"
printf '%s\n' '{"app": "Broken", "intents": [{"id": "A", "phrases": ["log (water in {applicationName}"]},' \
  '  {"id": "B", "parameters": [{"name": "n", "type": "enum", "enum": "Nope"}], "phrases": ["set {n} {m}"]},' \
  '  {"id": "C", "phrases": []}, {"id": "A", "phrases": ["<rule> x"]}]}' > "$broken/broken.json"
printf '%s\n' '{"app": "Broken", "intents": [{"id": "A", "phrases": ["x"]}]}' > "$broken/twice.json"
printf '%s\n' '{"app": "Syntax", "intents": [' > "$broken/syntax.json"

# Each case: a name, standard input, then the arguments.
cases=(
  "route-json|$utterances|route --apps Corpora/apps --now $now"
  "route-text|$utterances|route --apps Corpora/apps --now $now --format text"
  "route-explain|$utterances|route --apps Corpora/apps --now $now --explain"
  "route-exact|$utterances|route --apps Corpora/apps --now $now --exact"
  "route-garbage|$garbage|route --apps Corpora/apps --now $now --explain"
  "route-real|$real_utterances|route --apps Corpora/real-apps --now $now --explain"
  "eval-text|/dev/null|eval --apps Corpora/apps --corpus Corpora/eval/apps.jsonl"
  "eval-json|/dev/null|eval --apps Corpora/apps --corpus Corpora/eval/apps.jsonl --format json"
  "eval-markdown|/dev/null|eval --apps Corpora/apps --corpus Corpora/eval/apps.jsonl --format markdown"
  "eval-junit|/dev/null|eval --apps Corpora/apps --corpus Corpora/eval/apps.jsonl --format junit"
  "eval-html|/dev/null|eval --apps Corpora/apps --corpus Corpora/eval/apps.jsonl --format html"
  "eval-real|/dev/null|eval --apps Corpora/real-apps --corpus Corpora/eval/real-apps.jsonl --format json"
  "eval-gates|/dev/null|eval --apps Corpora/apps --corpus Corpora/eval/apps.jsonl --min-accuracy 99% --min-exact 1"
  "test-samples|/dev/null|test --apps Corpora/apps --golden Corpora/golden/samples.jsonl"
  "test-eval|/dev/null|test --apps Corpora/apps --golden Corpora/golden/eval.jsonl --format junit"
  "lint-apps|/dev/null|lint --apps Corpora/apps"
  "lint-apple|/dev/null|lint --apps Corpora/apps --apple --format json"
  "lint-real|/dev/null|lint --apps Corpora/real-apps --apple"
  "generate-apps|/dev/null|generate --apps Corpora/apps --now $now --perturb casing,punctuation,filler,numbers"
  "generate-real|/dev/null|generate --apps Corpora/real-apps --now $now --seed 7 --per-template 2"
  "hassil-en|/dev/null|hassil Corpora/home-assistant/en.json --passes 1"
  "hassil-ja|/dev/null|hassil Corpora/home-assistant/ja.json --passes 1 --format json"
  "import-real-apps|/dev/null|import real-apps Corpora/real-apps-source/real-apps.json --out $work/OUT"
  "values-integer|$values_input|values --type integer"
  "values-decimal|$values_input|values --type decimal"
  "values-ordinal|$values_input|values --type ordinal"
  "values-boolean|$values_input|values --type boolean"
  "values-volume|$values_input|values --type measurement --dimension volume --unit fl_oz"
  "values-duration|$values_input|values --type duration"
  "values-date|$values_input|values --type date --now $now"
  "values-list|$values_input|values --type string --list"
  "lint-broken|/dev/null|lint --apps $broken --apple"
  "lint-broken-json|/dev/null|lint --apps $broken --format json"
  "route-broken|$utterances|route --apps $broken"
  "usage-error|/dev/null|eval --apps Corpora/apps --corpus Corpora/eval/apps.jsonl --min-accuracy 95"
  "missing-input|/dev/null|route --apps Corpora/nowhere"
)

# Masks what depends on the clock: durations, rates and the reference time read from the clock.
mask() {
  sed -E -e 's/[0-9]+(\.[0-9]+)? ?(µs|ms|s)\b/<time>/g' \
    -e 's/"(compileSeconds|microsecondsPerSentence|seconds|time|elapsed|p50|p95|max)": *[0-9.e+-]+/"\1": <time>/g' \
    -e 's/"passMicroseconds": *\[[0-9.,]*\]/"passMicroseconds": <time>/g' \
    -e 's/"buckets": *\[(\[[0-9]+,[0-9]+\],?)*\]/"buckets": <time>/g' \
    -e 's/"(sumMicroseconds|maxMicroseconds)": *[0-9.e+-]+/"\1": <time>/g' \
    -e 's/time="[0-9.]+"/time="<time>"/g' -e 's/(Microseconds" value=)"[0-9.]+"/\1"<time>"/g' -e "s#$work#WORK#g"
}

run() {
  local binary=$1 name=$2 input=$3 arguments=$4 side=$5
  rm -rf "$work/OUT"
  # shellcheck disable=SC2086
  "$binary" $arguments < "$input" > "$work/$name.$side.out" 2> "$work/$name.$side.err"
  echo "exit $?" >> "$work/$name.$side.err"
  if [ -d "$work/OUT" ]; then
    (cd "$work/OUT" && find . -type f | sort | xargs cat) >> "$work/$name.$side.out"
  fi
  mask < "$work/$name.$side.out" > "$work/$name.$side.masked"
  mask < "$work/$name.$side.err" >> "$work/$name.$side.masked"
}

differences=0
for entry in "${cases[@]}"; do
  IFS='|' read -r name input arguments <<< "$entry"
  run "$old" "$name" "$input" "$arguments" old
  run "$new" "$name" "$input" "$arguments" new
  if cmp -s "$work/$name.old.masked" "$work/$name.new.masked"; then
    printf '%-18s same (%s lines)\n' "$name" "$(grep -c '' < "$work/$name.new.masked")"
  else
    printf '%-18s DIFFERS\n' "$name"
    diff "$work/$name.old.masked" "$work/$name.new.masked" | head -20 | cut -c1-400
    differences=$((differences + 1))
  fi
done
if [ "$differences" -ne 0 ]; then
  echo "compare-builds: $differences of ${#cases[@]} cases differ" >&2
  exit 1
fi
echo "compare-builds: all ${#cases[@]} cases the same"
