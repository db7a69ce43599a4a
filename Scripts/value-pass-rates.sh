#!/usr/bin/env bash
# Prints the pass rates of the value recognizers on the bundled corpora (Corpora/values),
# one line per data file, as the data-driven tests measure them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift test --filter "PhraseGrammarTests|ValueLanguagesTests" 2>&1 | grep -E '\.json: |both files: ' | sort -u
