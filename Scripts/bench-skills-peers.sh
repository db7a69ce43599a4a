#!/usr/bin/env bash
# Scores the peer intent parsers padacioso and padatious on the bundled voice skills, beside
# route-eval, on the same labelled corpora, and prints a table side by side: per corpus and tool,
# the in-scope lines routed right, the noMatch lines accepted (false accepts) and µs per line.
#
# usage: Scripts/bench-skills-peers.sh [--peers LIST] [--jobs N] [--pool-sample N]
#                                      [--thresholds LIST] [--json FILE] [--system-deps]
#                                      [CORPUS.jsonl ...]
#
# Corpora default to Corpora/eval/hwu64-skills-test.jsonl, hwu64-skills-calibration.jsonl,
# Corpora/skills/corpus/dev-intent.jsonl and Corpora/eval/skills-out-of-scope.jsonl.
# Scripts/skills_peers_runner.py does the work (its docstring gives the rules: how the skills'
# .intent files are registered, thresholds, scoring, timing).
#
#   --peers LIST        padacioso,padacioso-fuzz,padatious (default: all three)
#   --jobs N            processes for padacioso's fuzzy mode, the slow one (default 1)
#   --pool-sample N     lines per corpus also run through padacioso's own calc_intent (default 10)
#   --thresholds LIST   confidence thresholds, conf > t (default 0.5,0.8)
#   --json FILE         also write the full report as JSON
#   --system-deps       as root: apt-get install libfann-dev swig, and link libdoublefann.so into
#                       /usr/local/lib, where fann2 1.1.2's setup.py looks for it (Debian keeps it
#                       in /usr/lib/<triplet>/); without this padatious is skipped when fann2
#                       cannot be built
#
# Python: .venv-skills/ at the repo root ($SKILLS_VENV if set), made once, with padacioso 1.0.0
# and padatious 0.4.8 (which needs fann2, built from source against libfann). route-eval:
# $ROUTE_EVAL if set, else .build/release/route-eval, built with
# 'swift build -c release --product route-eval' when missing.
# Progress goes to stderr, the table to stdout. The fuzzy padacioso pass takes about 0.2 s a line
# (half an hour for the default corpora with --jobs 1).
set -euo pipefail

PADACIOSO_VERSION=1.0.0
PADATIOUS_VERSION=0.4.8
peers="padacioso,padacioso-fuzz,padatious"
jobs=1
pool_sample=10
thresholds="0.5,0.8"
json_out=""
system_deps=0
corpora=()

usage() {
  awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"
}

need_value() {
  [ $# -ge 2 ] || { echo "error: $1 needs a value" >&2; exit 64; }
}

while [ $# -gt 0 ]; do
  case "$1" in
    -h | --help) usage; exit 0 ;;
    --peers) need_value "$@"; peers="$2"; shift 2 ;;
    --peers=*) peers="${1#*=}"; shift ;;
    --jobs) need_value "$@"; jobs="$2"; shift 2 ;;
    --jobs=*) jobs="${1#*=}"; shift ;;
    --pool-sample) need_value "$@"; pool_sample="$2"; shift 2 ;;
    --pool-sample=*) pool_sample="${1#*=}"; shift ;;
    --thresholds) need_value "$@"; thresholds="$2"; shift 2 ;;
    --thresholds=*) thresholds="${1#*=}"; shift ;;
    --json) need_value "$@"; json_out="$2"; shift 2 ;;
    --json=*) json_out="${1#*=}"; shift ;;
    --system-deps) system_deps=1; shift ;;
    --) shift; corpora+=("$@"); break ;;
    -*) echo "error: unknown option '$1'" >&2; usage >&2; exit 64 ;;
    *) corpora+=("$1"); shift ;;
  esac
done
if ! [[ "$jobs" =~ ^[1-9][0-9]*$ ]]; then
  echo "error: --jobs must be a positive whole number, not '$jobs'" >&2
  exit 64
fi
if ! [[ "$pool_sample" =~ ^[0-9]+$ ]]; then
  echo "error: --pool-sample must be a whole number, not '$pool_sample'" >&2
  exit 64
fi

root="$(cd "$(dirname "$0")/.." && pwd)"

# Corpus and --json paths are taken relative to the current directory, then used from the root.
for i in "${!corpora[@]}"; do
  corpus="${corpora[$i]}"
  if [ ! -f "$corpus" ]; then
    echo "error: corpus not found: $corpus" >&2
    exit 66
  fi
  corpora[$i]="$(cd "$(dirname "$corpus")" && pwd)/$(basename "$corpus")"
done
if [ -n "$json_out" ]; then
  json_out="$(cd "$(dirname "$json_out")" && pwd)/$(basename "$json_out")"
fi
cd "$root"

# System packages for padatious (fann2 is built from source against libfann).
if [ "$system_deps" -eq 1 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "error: --system-deps needs root (apt-get, /usr/local/lib)" >&2
    exit 77
  fi
  if ! dpkg -s libfann-dev swig > /dev/null 2>&1; then
    echo "installing libfann-dev and swig" >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libfann-dev swig >&2
  fi
  lib="$(ls /usr/lib/*/libdoublefann.so 2> /dev/null | head -n 1 || true)"
  if [ -n "$lib" ] && ! ls /lib/*doublefann* /usr/lib/*doublefann* /usr/lib64/*doublefann* \
      /usr/local/lib/*doublefann* > /dev/null 2>&1; then
    echo "linking $lib into /usr/local/lib (fann2's setup.py looks only there and in /usr/lib)" >&2
    ln -s "$lib" /usr/local/lib/libdoublefann.so
  fi
fi

# Python: a venv of our own with the peers pinned.
source "$root/Scripts/peer-bench.sh"
venv="${SKILLS_VENV:-$root/.venv-skills}"
python="$(python_venv "$venv")" || exit 69
has_version() {
  "$python" -c "import sys, importlib.metadata as m; sys.exit(m.version('$1') != '$2')" 2> /dev/null
}
wants() {
  [[ ",$peers," == *",$1"[,-]* ]]
}
if wants padacioso && ! has_version padacioso "$PADACIOSO_VERSION"; then
  echo "installing padacioso==$PADACIOSO_VERSION into $venv" >&2
  "$python" -m pip install --quiet --disable-pip-version-check "padacioso==$PADACIOSO_VERSION" >&2
fi
if wants padatious && ! has_version padatious "$PADATIOUS_VERSION"; then
  echo "installing padatious==$PADATIOUS_VERSION (and fann2) into $venv" >&2
  if ! "$python" -m pip install --quiet --disable-pip-version-check "padatious==$PADATIOUS_VERSION" \
      > "$venv/padatious-install.log" 2>&1; then
    echo "note: padatious could not be installed; it is skipped (log: $venv/padatious-install.log)." >&2
    if grep -q "Couldn't find FANN source libs" "$venv/padatious-install.log"; then
      echo "      fann2 found no libdoublefann in /lib, /usr/lib, /usr/lib64, /usr/local/lib: install" >&2
      echo "      libfann-dev and swig, or run this again as root with --system-deps" >&2
    fi
    peers="$(echo ",$peers," | sed 's/,padatious,/,/; s/^,//; s/,$//')"
  fi
fi
if [ -z "$peers" ]; then
  echo "error: no peer left to run" >&2
  exit 69
fi

# route-eval: $ROUTE_EVAL, or the release build.
route_eval="$(release_route_eval "$root")" || exit 69
if [ ! -x "$route_eval" ]; then
  echo "error: route-eval not found or not executable: $route_eval" >&2
  exit 66
fi

args=(--peers "$peers" --jobs "$jobs" --pool-sample "$pool_sample" --thresholds "$thresholds"
      --route-eval "$route_eval")
[ -n "$json_out" ] && args+=(--json "$json_out")
[ ${#corpora[@]} -gt 0 ] && args+=(--corpus "${corpora[@]}")
exec "$python" Scripts/skills_peers_runner.py "${args[@]}"
