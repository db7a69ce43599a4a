# Sourced by the peer benchmarks. `python=$(python_venv DIR)` makes a Python venv at DIR once
# (python3 with venv and pip needed) and prints its interpreter; `route_eval=$(release_route_eval
# ROOT)` prints $ROUTE_EVAL if set, else ROOT's release build of route-eval, built when missing.
# On failure each says what to install and exits 69.
python_venv() {
  local venv="$1"
  if ! command -v python3 > /dev/null 2>&1; then
    echo "error: python3 not found; install CPython 3.9 or later (with venv and pip) and run this again" >&2
    exit 69
  fi
  if [ ! -x "$venv/bin/python" ]; then
    echo "creating $venv" >&2
    if ! python3 -m venv "$venv" >&2; then
      rm -rf "$venv"
      echo "error: 'python3 -m venv' failed; on Debian/Ubuntu install python3-venv, then run this again" >&2
      exit 69
    fi
  fi
  if ! "$venv/bin/python" -m pip --version > /dev/null 2>&1; then
    echo "error: pip is missing in $venv; install python3-venv and python3-pip," >&2
    echo "       delete $venv and run this again" >&2
    exit 69
  fi
  echo "$venv/bin/python"
}

release_route_eval() {
  if [ -n "${ROUTE_EVAL:-}" ]; then
    echo "$ROUTE_EVAL"
    return
  fi
  local route_eval="$1/.build/release/route-eval"
  if [ ! -x "$route_eval" ]; then
    if ! command -v swift > /dev/null 2>&1; then
      echo "error: swift not found; install the Swift toolchain or set ROUTE_EVAL=/path/to/route-eval" >&2
      exit 69
    fi
    echo "building route-eval (release)" >&2
    (cd "$1" && swift build -c release --product route-eval >&2)
  fi
  echo "$route_eval"
}
