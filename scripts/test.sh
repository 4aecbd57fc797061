#!/usr/bin/env bash
# Sets up the machine if needed, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift test "$@"
