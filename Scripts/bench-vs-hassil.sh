#!/usr/bin/env bash
# Runs hassil and route-eval on the same Home Assistant intent bundles, pass by pass in one run, and
# prints their accuracy and time per sentence side by side with the speed ratio (hassil ÷ ours).
#
# usage: Scripts/bench-vs-hassil.sh [--passes N] [BUNDLE.json ...]
#
# Bundles default to Corpora/home-assistant/en.json and ja.json. Needs python3 (with venv and pip)
# and the Swift toolchain. hassil 3.13.0 is installed from PyPI into .venv-hassil/ at the
# repo root (once) and run by Scripts/hassil_runner.py; route-eval is built in release. Times are
# of the recognition call only, per sentence. hassil makes N timed passes (default 3); after each
# one, route-eval makes 20 (a pass of it is about a thousandth of hassil's, and on a shared machine
# the load changes from second to second), so both are timed under the same load. Each figure is
# the median over its passes. Progress goes to stderr; stdout gets a table, then one JSON line per
# bundle.
set -euo pipefail

HASSIL_VERSION=3.13.0
passes=3
bundles=()

usage() {
  awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"
}

while [ $# -gt 0 ]; do
  case "$1" in
    -h | --help)
      usage
      exit 0
      ;;
    --passes)
      [ $# -ge 2 ] || { echo "error: --passes needs a number" >&2; exit 64; }
      passes="$2"
      shift 2
      ;;
    --passes=*)
      passes="${1#--passes=}"
      shift
      ;;
    --)
      shift
      bundles+=("$@")
      break
      ;;
    -*)
      echo "error: unknown option '$1'" >&2
      usage >&2
      exit 64
      ;;
    *)
      bundles+=("$1")
      shift
      ;;
  esac
done
if ! [[ "$passes" =~ ^[1-9][0-9]*$ ]]; then
  echo "error: --passes must be a positive whole number, not '$passes'" >&2
  exit 64
fi

root="$(cd "$(dirname "$0")/.." && pwd)"

# Bundle paths are taken relative to the current directory, then used from the repo root.
if [ ${#bundles[@]} -eq 0 ]; then
  bundles=("$root/Corpora/home-assistant/en.json" "$root/Corpora/home-assistant/ja.json")
fi
for i in "${!bundles[@]}"; do
  bundle="${bundles[$i]}"
  if [ ! -f "$bundle" ]; then
    echo "error: bundle not found: $bundle (pass bundle paths as arguments)" >&2
    exit 66
  fi
  bundles[$i]="$(cd "$(dirname "$bundle")" && pwd)/$(basename "$bundle")"
done
cd "$root"

# Python: a venv of our own with hassil pinned.
source "$root/Scripts/peer-bench.sh"
venv="$root/.venv-hassil"
python="$(python_venv "$venv")" || exit 69
if ! "$python" -c "import sys, importlib.metadata as m; sys.exit(m.version('hassil') != '$HASSIL_VERSION')" 2> /dev/null; then
  echo "installing hassil==$HASSIL_VERSION into $venv" >&2
  "$python" -m pip install --quiet --disable-pip-version-check "hassil==$HASSIL_VERSION" >&2
fi

# Swift: route-eval in release.
if ! command -v swift > /dev/null 2>&1; then
  echo "error: swift not found; install the Swift toolchain (https://swift.org/install) and run this again" >&2
  exit 69
fi
echo "building route-eval (release)" >&2
swift build -c release --product route-eval >&2
route_eval="$root/.build/release/route-eval"

tmp_dir="$(mktemp -d)"
trap 'rm -rf "$tmp_dir"' EXIT

# route-eval's passes after each of hassil's.
our_passes=20

# Per bundle: hassil's passes, each followed by ours, so both see the same machine load.
results=()
for i in "${!bundles[@]}"; do
  bundle="${bundles[$i]}"
  label="${bundle#"$root"/}"
  echo "$label: route-eval hassil" >&2
  status=0
  "$route_eval" hassil "$bundle" --format json --passes 1 \
    > "$tmp_dir/ours-$i.json" 2> "$tmp_dir/ours-$i.err" || status=$?
  if [ "$status" -eq 64 ] && grep -q "unknown command" "$tmp_dir/ours-$i.err"; then
    echo "note: this route-eval has no 'hassil' command; ours: not available" >&2
    rm -f "$tmp_dir/ours-$i.json"
    between=()
  elif ! "$python" -c "import json, sys; json.load(open(sys.argv[1]))" "$tmp_dir/ours-$i.json" 2> /dev/null; then
    # Exit status 1 (some tests failed) with a JSON report is fine; anything else is not.
    echo "error: route-eval hassil failed on $label (exit status $status):" >&2
    cat "$tmp_dir/ours-$i.err" >&2
    exit 1
  else
    # Exit status 1 (some tests failed) still prints the report, with the timings.
    between=(--between "'$route_eval' hassil '$bundle' --format json --passes $our_passes || [ \$? -eq 1 ]")
  fi
  echo "$label: hassil, $passes passes, with route-eval's after each" >&2
  "$python" Scripts/hassil_runner.py "$bundle" --passes "$passes" --json "${between[@]}" > "$tmp_dir/hassil-$i.json"
  results+=("$label" "$tmp_dir/hassil-$i.json" "$tmp_dir/ours-$i.json")
done

"$python" - "$passes" "${results[@]}" << 'PY'
import json, os, statistics, sys

passes, args = int(sys.argv[1]), sys.argv[2:]
KEYS = ("tests", "passed", "intentAccuracy", "exactAccuracy", "microsecondsPerSentence")

def figures(path):
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        report = json.load(f)
    return {key: report.get(key) for key in KEYS}

def our_timing(hassil_path):
    """The median of route-eval's passes run between hassil's, and how many there were."""
    with open(hassil_path, encoding="utf-8") as f:
        outputs = json.load(f).get("between", [])
    passes = [micros for output in outputs for micros in json.loads(output)["passMicroseconds"]]
    return (statistics.median(passes), len(passes)) if passes else (None, 0)

def rounded(fig):
    """Figures rounded for printing, so that runs can be diffed."""
    if fig is None:
        return None
    out = dict(fig)
    for key, digits in (("intentAccuracy", 6), ("exactAccuracy", 6), ("microsecondsPerSentence", 1)):
        if isinstance(out[key], (int, float)):
            out[key] = round(out[key], digits)
    return out

def percent(x):
    if x is None:
        return "-"
    return f"{100 * x if x <= 1 else x:.2f} %"  # fractions, or percentages as they are

rows = []
for i in range(0, len(args), 3):
    label, hassil, ours = args[i], figures(args[i + 1]), figures(args[i + 2])
    with open(args[i + 1], encoding="utf-8") as f:
        hassil["version"] = json.load(f)["recognizer"].split()[-1]
    if ours:
        ours["microsecondsPerSentence"], ours["passes"] = our_timing(args[i + 1])
    ratio = None
    if ours and ours.get("microsecondsPerSentence"):
        ratio = hassil["microsecondsPerSentence"] / ours["microsecondsPerSentence"]
    rows.append((label, rounded(hassil), rounded(ours), ratio))

header = ("bundle", "tests", "hassil intent", "exact", "µs/sent", "ours intent", "exact", "µs/sent", "hassil÷ours")
table = [header]
for label, hassil, ours, ratio in rows:
    cells = [label, str(hassil["tests"]), percent(hassil["intentAccuracy"]), percent(hassil["exactAccuracy"]),
             f"{hassil['microsecondsPerSentence']:.1f}"]
    if ours:
        cells += [percent(ours["intentAccuracy"]), percent(ours["exactAccuracy"]),
                  f"{ours['microsecondsPerSentence']:.1f}", f"{ratio:.1f}×" if ratio else "-"]
    else:
        cells += ["not available", "-", "-", "-"]
    table.append(cells)
widths = [max(len(row[c]) for row in table) for c in range(len(header))]
our_passes = rows[0][2]["passes"] if rows[0][2] else 0
print(f"hassil {rows[0][1]['version']} vs route-eval, recognition time only; medians of {passes} passes of hassil"
      f" and of {our_passes} of route-eval, run between them")
for row in table:
    print("  ".join(cell.ljust(w) if c == 0 else cell.rjust(w) for c, (cell, w) in enumerate(zip(row, widths))))
for label, hassil, ours, ratio in rows:
    if ours is None:
        print(f"{label}: ours: not available (route-eval has no 'hassil' command yet)")
    elif ours.get("tests") != hassil["tests"]:
        print(f"{label}: note: hassil scored {hassil['tests']} tests, ours {ours.get('tests')}")
for label, hassil, ours, ratio in rows:
    print(json.dumps({"kind": "bench-vs-hassil", "bundle": label, "passes": passes, "hassil": hassil,
                      "ours": ours, "speedRatio": round(ratio, 2) if ratio else None}, ensure_ascii=False))
PY
