#!/usr/bin/env bash
# Imports the bundled voice skills (Corpora/skills, listed in its repos.json) into Corpora/skills-apps:
# one manifest per skill, named as the skills' test labels name it (`--app`), with `import ovos` for
# Mycroft and OpenVoiceOS skill folders and `import alexa` for Alexa skills. The tests the skill
# importer reads (the authors' intent tests, end-to-end lines and behave scenarios) go, in the
# skills' order, to Corpora/skills/corpus/imported-tests.jsonl.
#
# usage: Scripts/import-skills.sh [OUTPUT_DIR]   (default Corpora/skills-apps)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-Corpora/skills-apps}
swift build --product route-eval > /dev/null
bin=$(swift build --show-bin-path)/route-eval
mkdir -p "$out"
rm -f "$out"/*.json
tests=Corpora/skills/corpus/imported-tests.jsonl
scratch=$(mktemp)
trap 'rm -f "$scratch"' EXIT
: > "$tests"
python3 -c '
import json
for repo in json.load(open("Corpora/skills/repos.json")):
    kind = "alexa" if repo["source"] == "alexa" else "ovos"
    print(kind, "Corpora/skills/" + repo["repo"].replace("/", "+"), repo["app"])
' | while read -r kind folder app; do
  if [ "$kind" = ovos ]; then
    : > "$scratch"
    "$bin" import ovos "$folder" --app "$app" --out "$out" --corpus "$scratch"
    cat "$scratch" >> "$tests"
  else
    "$bin" import alexa "$folder" --app "$app" --out "$out"
  fi
done
