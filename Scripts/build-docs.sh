#!/usr/bin/env bash
# Builds the DocC documentation of every library target with a catalog, offline, and fails on any
# warning: a link to a symbol that does not exist, a parameter left out of a `- Parameters:` list.
#
# usage: Scripts/build-docs.sh [OUTPUT_DIR]   (default .build/documentation; one folder per target)
#
# The symbol graphs include internal declarations, so links in internal doc comments are checked too.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/documentation}
command -v docc > /dev/null || { echo "error: docc is not on the PATH (it ships with the Swift toolchain)" >&2; exit 1; }

# The symbol graphs need every module built, the test targets' too.
swift build --build-tests > /dev/null
dump=$(swift package dump-symbol-graph --minimum-access-level internal 2>&1) || {
  echo "$dump" >&2
  echo "error: swift package dump-symbol-graph failed" >&2
  exit 1
}
graphs=$(echo "$dump" | sed -n 's/^Files written to //p' | tail -1)
[ -n "$graphs" ] && [ -d "$graphs" ] || { echo "error: swift package dump-symbol-graph wrote no symbol graphs" >&2; exit 1; }
mkdir -p "$out"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
catalogs=(Sources/*/*.docc)
[ -e "${catalogs[0]}" ] || { echo "error: no documentation catalog under Sources" >&2; exit 1; }
for catalog in "${catalogs[@]}"; do
  module=$(basename "$(dirname "$catalog")")
  mkdir -p "$work/$module"
  cp "$graphs/$module.symbols.json" "$work/$module/"
  cp "$graphs/$module"@*.symbols.json "$work/$module/" 2> /dev/null || true
  rm -rf "${out:?}/$module"
  docc convert "$catalog" --additional-symbol-graph-dir "$work/$module" --output-path "$out/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.phraserouter.$module" \
    --fallback-bundle-version 1 --warnings-as-errors > "$work/$module.log" 2>&1 || {
    cat "$work/$module.log" >&2
    echo "error: the documentation of $module has warnings (above)" >&2
    exit 1
  }
  echo "docs: $module in $out/$module"
done
