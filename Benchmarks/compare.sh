#!/usr/bin/env bash
# Trellis beside Yoga 3 (pyyoga) and Taffy (stretchable) on the anchor shapes of
# shared/bench/anchor_bench.py, in one run: one table per shape (the anchor timed just before
# and just after Trellis), then Trellis' cost per view
# from 1k to 350k views and a 10,000-deep chain. See README.md.
#
#   bash Benchmarks/compare.sh
#
# ANCHOR_BENCH overrides where anchor_bench.py is (default: shared/ beside the repository).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
anchor="${ANCHOR_BENCH:-$here/../../shared/bench/anchor_bench.py}"
venv="$here/.venv"
[[ -f "$anchor" ]] || { echo "compare.sh: no anchor script at $anchor (set ANCHOR_BENCH)" >&2; exit 1; }

if ! "$venv/bin/python" -c "import stretchable, pyyoga" 2>/dev/null; then
  echo "# setting up $venv (stretchable, pyyoga)"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check stretchable pyyoga
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "# building AnchorCompare (release)"
start=$SECONDS
swift build -c release --package-path "$here" --product AnchorCompare >"$work/build.log" 2>&1 ||
  { cat "$work/build.log" >&2; exit 1; }
echo "# built in $((SECONDS - start)) s"

"$venv/bin/python" "$anchor" --dump-shapes "$work/shapes" >/dev/null
# One after the other, never side by side: the machine has two cores, and each run is timed.
# For each shape AnchorCompare runs the anchor (Taffy, Yoga 3) just before Trellis and just
# after, so that the three are timed within seconds of each other (AnchorScript.swift).
echo "# Yoga and Taffy: anchor_bench.py --engines taffy,yoga3 --shapes KEY, before and after Trellis"
"$venv/bin/python" "$anchor" --engines yoga3 --shapes c --reps 1 | grep '^#' || true
echo "# Trellis: AnchorCompare"
echo
"$here/.build/release/AnchorCompare" "$work/shapes" "$venv/bin/python" "$anchor"
