#!/usr/bin/env bash
# Sets up the machine if needed, then lays out the example gallery into output/gallery.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift run trellis-gallery "${1:-output/gallery}"
