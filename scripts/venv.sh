#!/usr/bin/env bash
# Creates (or updates) the project's Python virtual environment .venv from PyPI with the pinned tools of
# requirements/tools.txt and the Python package's build and test requirements (requirements/python.txt);
# `scripts/venv.sh bench` adds the comparison peers' requirements too.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -x .venv/bin/python ]] || python3 -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -r requirements/tools.txt -r requirements/python.txt
if [[ ${1:-} == bench && -f requirements/bench.txt ]]; then
  .venv/bin/python -m pip install --quiet -r requirements/bench.txt
fi
