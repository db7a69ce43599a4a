#!/usr/bin/env bash
# Fits the default calibration on the bundled corpora's calibration lines and writes it as
# Sources/Router/Routing/Calibration/Calibration+Standard.swift (Docs/Evaluation.md#calibration).
#
#   Scripts/calibrate.sh [route-eval]     # default: .build/release/route-eval, built if missing
#
# The test folds of the real requests (Corpora/eval/hwu64-*-test.jsonl) are never read here.
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-.build/release/route-eval}
[ -x "$tool" ] || swift build -c release --product route-eval >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$tool" calibrate --apps Corpora/skills-apps --samples --corpus \
  Corpora/eval/hwu64-skills-calibration.jsonl Corpora/eval/skills-out-of-scope.jsonl \
  Corpora/eval/skills-near-miss.jsonl > "$work/skills.jsonl"
# A quarter of the apps' phrases said with a typo (seed 1; an evaluation of edits takes another
# seed): approximate readings of a grammar's phrases that are right, which requests for no app
# alone do not show.
"$tool" generate --apps Corpora/apps --perturb typo --seed 1 2> /dev/null \
  | grep '"perturb:' | awk 'NR % 4 == 1' > "$work/apps-edited.jsonl"
"$tool" calibrate --apps Corpora/apps --samples --corpus \
  Corpora/eval/hwu64-apps-calibration.jsonl Corpora/eval/apps.jsonl "$work/apps-edited.jsonl" > "$work/apps.jsonl"
"$tool" calibrate --merge "$work/skills.jsonl" "$work/apps.jsonl" --format swift \
  > Sources/Router/Routing/Calibration/Calibration+Standard.swift
