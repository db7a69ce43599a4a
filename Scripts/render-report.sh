#!/usr/bin/env bash
# Renders the HTML evaluation report and a PNG screenshot of it with headless Chromium.
#
# usage: Scripts/render-report.sh [corpus.jsonl] [output-directory]
#
# The corpus defaults to Corpora/eval/apps.jsonl, or, when that file does not exist, to a small
# labelled corpus for Corpora/apps written to a temporary file. Writes report.html and report.png
# into the output directory (default: the current directory). Set WINDOW_SIZE (default 1400,3000)
# to change the screenshot's size in pixels.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out_dir="$(pwd)"
[ -n "${2:-}" ] && out_dir="$2"
mkdir -p "$out_dir"
out_dir="$(cd "$out_dir" && pwd)"
window_size="${WINDOW_SIZE:-1400,3000}"

chromium_bin=""
for candidate in chromium chromium-browser google-chrome google-chrome-stable; do
  if command -v "$candidate" > /dev/null 2>&1; then
    chromium_bin="$candidate"
    break
  fi
done
if [ -z "$chromium_bin" ]; then
  echo "error: headless Chromium not found; install it with 'apt-get install -y chromium' (Debian)" >&2
  echo "       or 'apt-get install -y chromium-browser' (Ubuntu), then run this script again" >&2
  exit 69
fi

tmp_dir="$(mktemp -d)"
trap 'rm -rf "$tmp_dir"' EXIT

if [ -n "${1:-}" ]; then
  corpus="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
elif [ -f "$root/Corpora/eval/apps.jsonl" ]; then
  corpus="$root/Corpora/eval/apps.jsonl"
else
  corpus="$tmp_dir/sample.jsonl"
  # A small labelled corpus for the bundled apps, labelled from the manifests; the last lines are wrong
  # on purpose or hard, so that every section of the report has something in it.
  cat > "$corpus" << 'JSONL'
{"utterance": "log 12 ounces of water in Water", "expect": {"app": "Water", "intent": "LogWater", "parameters": {"amount": {"value": 12, "unit": "fl_oz"}}}, "tags": ["explicit-app", "measurement"]}
{"utterance": "log a glass of water in Water", "expect": {"app": "Water", "intent": "LogWater", "parameters": {"amount": {"value": 8, "unit": "fl_oz"}}}, "tags": ["explicit-app", "sets"]}
{"utterance": "How much water did I drink today in Water?", "expect": {"app": "Water", "intent": "CheckProgress", "parameters": {}}, "tags": ["explicit-app"]}
{"utterance": "show my water history in Water Tracker", "expect": {"app": "Water", "intent": "ShowHistory", "parameters": {}}, "tags": ["explicit-app", "synonym"]}
{"utterance": "log water", "expect": {"outcome": "ambiguous", "apps": ["HydroCoach", "Water"]}, "tags": ["name-free", "competing-pair"]}
{"utterance": "log a coffee in HydroCoach", "expect": {"app": "HydroCoach", "intent": "LogDrink", "parameters": {"beverage": "coffee"}}, "tags": ["explicit-app", "string"]}
{"utterance": "Disable reminders in Hydro", "expect": {"app": "HydroCoach", "intent": "SetReminders", "parameters": {"enabled": false}}, "tags": ["explicit-app", "boolean"]}
{"utterance": "add milk to my groceries list in Basket", "expect": {"app": "Basket", "intent": "AddItem", "parameters": {"items": ["milk"], "list": "groceries"}}, "tags": ["explicit-app", "list", "entity"]}
{"utterance": "what do I need from the pharmacy", "expect": {"app": "Basket", "intent": "ShowList", "parameters": {"list": "pharmacy"}}, "tags": ["name-free", "entity"]}
{"utterance": "add a task called renew passport in Jot", "expect": {"app": "Jot", "intent": "AddTask", "parameters": {"title": "renew passport"}}, "tags": ["explicit-app", "string"]}
{"utterance": "what's on my to-do list?", "expect": {"app": "Jot", "intent": "ShowTasks", "parameters": {}}, "tags": ["name-free"]}
{"utterance": "remind me to call mom", "expect": {"app": "Nudge", "intent": "AddReminder", "parameters": {"title": "call mom"}}, "tags": ["name-free", "string"]}
{"utterance": "schedule dentist appointment in Agenda", "expect": {"app": "Agenda", "intent": "CreateEvent", "parameters": {"title": "dentist appointment"}}, "tags": ["explicit-app", "string"]}
{"utterance": "start a 20 minute timer", "expect": {"app": "Tempo", "intent": "StartTimer", "parameters": {"duration": 1200}}, "tags": ["name-free", "duration"]}
{"utterance": "set a timer for an hour and a half in Tempo", "expect": {"app": "Tempo", "intent": "StartTimer", "parameters": {"duration": 5400}}, "tags": ["explicit-app", "duration"]}
{"utterance": "pause the timer in Tempo", "expect": {"app": "Tempo", "intent": "PauseTimer", "parameters": {}}, "tags": ["explicit-app"]}
{"utterance": "when is the next bus at Main Street in BusTime", "expect": {"app": "BusTime", "intent": "NextBus", "parameters": {"stop": "main_street"}}, "tags": ["explicit-app", "entity"]}
{"utterance": "is the 42 running late in BusTime", "expect": {"app": "BusTime", "intent": "ServiceAlerts", "parameters": {"route": "route_42"}}, "tags": ["explicit-app", "entity"]}
{"utterance": "add 20 ounces of water to Water", "expect": {"app": "Water", "intent": "LogWater", "parameters": {"amount": {"value": 21, "unit": "fl_oz"}}}, "tags": ["explicit-app", "measurement"]}
{"utterance": "Water, log 10 ounces", "expect": {"app": "Water", "intent": "LogWater", "parameters": {"amount": {"value": 10, "unit": "fl_oz"}}}, "tags": ["explicit-app", "word-order"]}
{"utterance": "water the plants", "expect": {"outcome": "noMatch"}, "tags": ["negative"]}
{"utterance": "order a pizza", "expect": {"outcome": "noMatch"}, "tags": ["out-of-domain"]}
{"utterance": "what's the weather <tomorrow> & after?", "expect": {"outcome": "noMatch"}, "tags": ["out-of-domain", "escaping"]}
JSONL
fi

cd "$root"
swift build --product route-eval > "$tmp_dir/build.log" 2>&1 || { cat "$tmp_dir/build.log" >&2; exit 1; }
route_eval="$(swift build --product route-eval --show-bin-path)/route-eval"

# Name a corpus inside the package by its relative path, as the report shows it.
case "$corpus" in "$root"/*) corpus="${corpus#"$root"/}" ;; esac
# The eval exits 1 only when a gate is missed; no gates are given here, so any failure is real.
"$route_eval" eval --apps Corpora/apps --corpus "$corpus" --format html > "$out_dir/report.html"
echo "wrote $out_dir/report.html (corpus: $corpus)"

# Chromium writes the screenshot relative to its working directory; give it an absolute path.
"$chromium_bin" --headless --disable-gpu --no-sandbox --hide-scrollbars --force-device-scale-factor=1 \
  --screenshot="$out_dir/report.png" --window-size="$window_size" "file://$out_dir/report.html" \
  > "$tmp_dir/chromium.log" 2>&1 || { cat "$tmp_dir/chromium.log" >&2; exit 1; }
[ -f "$out_dir/report.png" ] || { cat "$tmp_dir/chromium.log" >&2; exit 1; }
echo "wrote $out_dir/report.png ($window_size)"
