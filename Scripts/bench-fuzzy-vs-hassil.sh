#!/usr/bin/env bash
# Runs Home Assistant's recognizer as its conversation agent does, strict then fuzzy (hassil's
# n-gram fuzzy matcher), and `route-eval route --hassil` on the same labelled corpora in one run,
# and prints their figures side by side.
#
# usage: Scripts/bench-fuzzy-vs-hassil.sh [--passes N] [--our-runs N] [--seeds N]
#
# Corpora (each in its home): Corpora/eval/home-assistant-variants-{calibration,test}.jsonl in
# Corpora/home-assistant/intents/tests/en/_fixtures.yaml, and
# Corpora/eval/hwu64-home-assistant-{calibration,test}.jsonl in
# Corpora/home-assistant/evaluation-home.yaml (said in its area marked context_area: true).
#
# Home Assistant's side is Scripts/hassil_fuzzy_runner.py with hassil 3.8.1 and
# home-assistant-intents 2026.6.1 (releases that ship the fuzzy matcher; their packaged English
# sentences, lists, n-gram models and fuzzy configuration are used), installed from PyPI into
# .venv-fuzzy/ at the repo root once. Ours is `route-eval route --hassil Corpora/home-assistant/intents --lang en
# --home HOME`, scored by Scripts/score-hassil.py and by the runner's --score-routes (same rules).
# ROUTE_EVAL=/path/to/route-eval uses that binary; otherwise .build/release/route-eval, built with
# `swift build -c release --product route-eval` when missing.
#
# Figures: right intent (label's or an alternative) and with every expected slot, over the lines
# served; noMatch lines accepted (any intent recognized). hassil's are split strict + fuzzy.
# Times per sentence: hassil's recognition calls (median of --passes N passes, default 1; a pass
# of the hwu64 corpora takes about a minute) and its whole run (loading included, Python's start
# excluded); ours, the whole process's wall time over the lines (median of --our-runs N runs,
# default 5) and that less the wall time of the same command on empty input (loading).
#
# The fuzzy matcher settles some near-ties in the order of Python's sets of intent names, which
# follows Python's string hash seed (drawn anew at each start unless set), so hassil runs with
# PYTHONHASHSEED=${PYTHONHASHSEED:-0}; --seeds N runs it again with the N-1 seeds after that one
# and prints the range of its figures under the table (the table shows the first seed's).
#
# Progress and errors go to stderr; stdout gets the table, score-hassil.py's lines, then one JSON
# line per corpus.
set -euo pipefail

HASSIL_VERSION=3.8.1
INTENTS_VERSION=2026.6.1
passes=1
our_runs=5
seeds=1

usage() {
  awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"
}

positive() {
  [[ "$2" =~ ^[1-9][0-9]*$ ]] || { echo "error: $1 needs a positive whole number, not '$2'" >&2; exit 64; }
}

while [ $# -gt 0 ]; do
  case "$1" in
    -h | --help)
      usage
      exit 0
      ;;
    --passes | --our-runs | --seeds | --passes=* | --our-runs=* | --seeds=*)
      if [[ "$1" == *=* ]]; then
        option="${1%%=*}" value="${1#*=}"
        shift
      else
        [ $# -ge 2 ] || { echo "error: $1 needs a number" >&2; exit 64; }
        option="$1" value="$2"
        shift 2
      fi
      positive "$option" "$value"
      case "$option" in
        --passes) passes="$value" ;;
        --our-runs) our_runs="$value" ;;
        --seeds) seeds="$value" ;;
      esac
      ;;
    *)
      echo "error: unknown argument '$1'" >&2
      usage >&2
      exit 64
      ;;
  esac
done

# ROUTE_EVAL is taken relative to the current directory, then used from the repo root.
route_eval="${ROUTE_EVAL:-}"
if [ -n "$route_eval" ]; then
  if [ ! -x "$route_eval" ]; then
    echo "error: ROUTE_EVAL=$route_eval is not an executable file" >&2
    exit 66
  fi
  route_eval="$(cd "$(dirname "$route_eval")" && pwd)/$(basename "$route_eval")"
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
first_seed="${PYTHONHASHSEED:-0}"
if ! [[ "$first_seed" =~ ^[0-9]+$ ]]; then
  echo "error: PYTHONHASHSEED must be a whole number here, not '$first_seed'" >&2
  exit 64
fi

# Python: a venv of our own with hassil and home-assistant-intents pinned.
source "$root/Scripts/peer-bench.sh"
venv="$root/.venv-fuzzy"
python="$(python_venv "$venv")" || exit 69
if ! "$python" - "$HASSIL_VERSION" "$INTENTS_VERSION" 2> /dev/null << 'PY'
import sys
from importlib.metadata import version
sys.exit(version("hassil") != sys.argv[1] or version("home-assistant-intents") != sys.argv[2])
PY
then
  echo "installing hassil==$HASSIL_VERSION home-assistant-intents==$INTENTS_VERSION into $venv" >&2
  if ! "$python" -m pip install --quiet --disable-pip-version-check \
    "hassil==$HASSIL_VERSION" "home-assistant-intents==$INTENTS_VERSION" >&2; then
    echo "error: pip could not install hassil==$HASSIL_VERSION home-assistant-intents==$INTENTS_VERSION" >&2
    exit 69
  fi
fi
if ! "$python" -c "import hassil.fuzzy, home_assistant_intents as h; h.get_fuzzy_language('en') or exit(1)" 2> /dev/null; then
  echo "error: hassil $HASSIL_VERSION / home-assistant-intents $INTENTS_VERSION in $venv have no English fuzzy matcher" >&2
  exit 69
fi

# route-eval: the given binary, or a release build.
[ -n "$route_eval" ] || route_eval="$(release_route_eval "$root")" || exit 69

tmp_dir="$(mktemp -d)"
trap 'rm -rf "$tmp_dir"' EXIT

now_ns() { date +%s%N; }

corpora=(
  "Corpora/eval/home-assistant-variants-calibration.jsonl Corpora/home-assistant/intents/tests/en/_fixtures.yaml"
  "Corpora/eval/home-assistant-variants-test.jsonl Corpora/home-assistant/intents/tests/en/_fixtures.yaml"
  "Corpora/eval/hwu64-home-assistant-calibration.jsonl Corpora/home-assistant/evaluation-home.yaml"
  "Corpora/eval/hwu64-home-assistant-test.jsonl Corpora/home-assistant/evaluation-home.yaml"
)
results=()
for i in "${!corpora[@]}"; do
  read -r corpus home <<< "${corpora[$i]}"
  for file in "$corpus" "$home"; do
    [ -f "$file" ] || { echo "error: $file not found" >&2; exit 66; }
  done
  ours=(route --hassil Corpora/home-assistant/intents --lang en --home "$home")

  echo "$corpus: route-eval route --hassil, $our_runs runs" >&2
  walls=()
  for run in $(seq "$our_runs"); do
    start=$(now_ns)
    if ! "$route_eval" "${ours[@]}" < "$corpus" > "$tmp_dir/ours-$i.jsonl" 2> "$tmp_dir/ours-$i.err"; then
      echo "error: route-eval failed on $corpus:" >&2
      cat "$tmp_dir/ours-$i.err" >&2
      exit 1
    fi
    walls+=($(($(now_ns) - start)))
  done
  empties=()
  for run in $(seq "$our_runs"); do
    start=$(now_ns)
    "$route_eval" "${ours[@]}" < /dev/null > /dev/null
    empties+=($(($(now_ns) - start)))
  done
  # score-hassil.py exits 1 only on a gate, and none is given.
  python3 Scripts/score-hassil.py "$corpus" < "$tmp_dir/ours-$i.jsonl" > "$tmp_dir/score-$i.txt"
  "$python" Scripts/hassil_fuzzy_runner.py --score-routes "$tmp_dir/ours-$i.jsonl" "$corpus" \
    | tail -n 1 > "$tmp_dir/ours-$i.json"

  reports=()
  for seed in $(seq "$first_seed" $((first_seed + seeds - 1))); do
    echo "$corpus: hassil strict then fuzzy, $passes pass(es), PYTHONHASHSEED=$seed" >&2
    PYTHONHASHSEED="$seed" "$python" Scripts/hassil_fuzzy_runner.py "$corpus" "$home" --passes "$passes" \
      | tail -n 1 > "$tmp_dir/hassil-$i-$seed.json"
    reports+=("$tmp_dir/hassil-$i-$seed.json")
  done
  results+=("$corpus" "$home" "$tmp_dir/ours-$i.json" "${reports[*]}" "$tmp_dir/score-$i.txt"
            "${walls[*]}" "${empties[*]}")
done

"$python" - "$route_eval" "$passes" "$our_runs" "${results[@]}" << 'PY'
import json, os, statistics, sys

route_eval, passes, our_runs, args = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]

def pct(x):
    return "-" if x is None else f"{100 * x:.1f} %"

def share(part, whole):
    return part / whole if whole else None

def stage_split(h, key):
    stages = h.get("byStage", {})
    return f"{stages.get('strict', {}).get(key, 0)}+{stages.get('fuzzy', {}).get(key, 0)}"

rows, records, scores = [], [], []
for i in range(0, len(args), 7):
    corpus, home, ours_path, hassil_paths, score_path, walls, empties = args[i:i + 7]
    ours = json.load(open(ours_path, encoding="utf-8"))
    by_seed = [json.load(open(path, encoding="utf-8")) for path in hassil_paths.split()]
    hassil = by_seed[0]
    lines = ours["lines"]
    wall = statistics.median(int(w) for w in walls.split()) / 1000 / lines
    empty = statistics.median(int(w) for w in empties.split()) / 1000 / lines
    net = max(wall - empty, 0.0)
    h_recog, h_whole = hassil["microsecondsPerSentence"], hassil["endToEndMicrosecondsPerSentence"]
    name = os.path.basename(corpus).removesuffix(".jsonl")
    rows.append([
        name, str(lines), f"{ours['served']}/{ours['noMatch']}",
        pct(ours["rightShare"]), f"{pct(hassil['rightShare'])} ({stage_split(hassil, 'right')})",
        pct(ours["withSlotsShare"]), f"{pct(hassil['withSlotsShare'])} ({stage_split(hassil, 'withSlots')})",
        pct(ours["acceptedShare"]), f"{pct(hassil['acceptedShare'])} ({stage_split(hassil, 'accepted')})",
        f"{wall:.0f}", f"{net:.0f}", f"{h_whole:.0f}", f"{h_recog:.0f}",
        f"{h_whole / wall:.0f}×", f"{h_recog / net:.0f}×" if net > 0 else "-",
    ])
    scores.append(open(score_path, encoding="utf-8").read().rstrip("\n"))
    records.append({
        "kind": "bench-fuzzy-vs-hassil", "corpus": corpus, "home": home, "lines": lines,
        "served": ours["served"], "noMatch": ours["noMatch"],
        "ours": {key: ours[key] for key in ("right", "withSlots", "accepted", "rightShare", "withSlotsShare",
                                             "acceptedShare")}
                | {"wallMicrosecondsPerSentence": round(wall, 1), "netMicrosecondsPerSentence": round(net, 1),
                   "runs": our_runs},
        "hassil": {key: hassil[key] for key in ("right", "withSlots", "accepted", "rightShare", "withSlotsShare",
                                                 "acceptedShare", "byStage", "contextArea", "versions", "hashSeed",
                                                 "microsecondsPerSentence", "endToEndMicrosecondsPerSentence",
                                                 "passes") if key in hassil},
        "hassilBySeed": [{key: report[key] for key in ("hashSeed", "right", "withSlots", "accepted")}
                         for report in by_seed],
        "ratioWhole": round(h_whole / wall, 2), "ratioRecognition": round(h_recog / net, 2) if net > 0 else None,
    })

header = ["corpus", "lines", "served/noMatch", "ours right", "hassil right (s+f)", "ours slots",
          "hassil slots (s+f)", "ours accepted", "hassil accepted (s+f)", "ours µs wall", "ours µs net",
          "hassil µs whole", "hassil µs recog", "whole ratio", "recog ratio"]
table = [header] + rows
widths = [max(len(row[c]) for row in table) for c in range(len(header))]
versions = records[0]["hassil"]["versions"]
print(f"hassil {versions['hassil']} + home-assistant-intents {versions['home-assistant-intents']}, strict then fuzzy"
      f" (PYTHONHASHSEED={records[0]['hassil']['hashSeed']}), vs {route_eval} route --hassil")
print(f"(s+f): lines answered by the strict stage + by the fuzzy matcher. Times in µs per sentence: ours, wall"
      f" time of the process (median of {our_runs} runs) and that less its start-up on empty input; hassil,"
      f" its whole run and its recognition calls only (median of {passes} pass(es)). Ratios: hassil ÷ ours.")
for row in table:
    print("  ".join(cell.ljust(w) if c == 0 else cell.rjust(w) for c, (cell, w) in enumerate(zip(row, widths))))
if len(records[0]["hassilBySeed"]) > 1:
    seeds = [report["hashSeed"] for report in records[0]["hassilBySeed"]]
    print(f"hassil over PYTHONHASHSEED {', '.join(seeds)} (min–max):")
    for record in records:
        def spread(key, whole):
            values = [report[key] for report in record["hassilBySeed"]]
            return f"{min(values)}–{max(values)} of {whole} ({pct(share(min(values), whole))}–{pct(share(max(values), whole))})"
        print(f"  {os.path.basename(record['corpus']).removesuffix('.jsonl')}: right {spread('right', record['served'])},"
              f" with slots {spread('withSlots', record['served'])}, accepted {spread('accepted', record['noMatch'])}")
print("score-hassil.py on route-eval's output:")
for text in scores:
    print(text)
for record in records:
    print(json.dumps(record, ensure_ascii=False))
PY
