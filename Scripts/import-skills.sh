#!/usr/bin/env bash
# Imports the bundled voice skills (Corpora/skills, listed in its repos.json) into Corpora/skills-apps:
# one manifest per skill, named as the skills' test labels name it (`--app`), with `import ovos` for
# Mycroft and OpenVoiceOS skill folders and `import alexa` for Alexa skills.
#
# usage: Scripts/import-skills.sh [OUTPUT_DIR]   (default Corpora/skills-apps)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-Corpora/skills-apps}
swift build --product route-eval > /dev/null
bin=$(swift build --show-bin-path)/route-eval
mkdir -p "$out"
rm -f "$out"/*.json
python3 -c '
import json
for repo in json.load(open("Corpora/skills/repos.json")):
    kind = "alexa" if repo["source"] == "alexa" else "ovos"
    print(kind, "Corpora/skills/" + repo["repo"].replace("/", "+"), repo["app"])
' | while read -r kind folder app; do
  "$bin" import "$kind" "$folder" --app "$app" --out "$out"
done
