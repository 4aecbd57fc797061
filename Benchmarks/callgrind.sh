#!/usr/bin/env bash
# Instructions per view of one cold layout (and of one resolve + layout) of each anchor shape,
# counted by callgrind: (I(3) − I(1)) / 2 / views, which does not vary from run to run.
#
#   bash Benchmarks/callgrind.sh [cold|resolve] [SHAPE…]      # default: cold a b c d dm
#
# Beside each shape, Yoga 3's instructions per anchor node for the same cold layout, counted the
# way anchor_bench.py's docstring says (callgrind toggled on YGNodeCalculateLayout, 3 runs less
# 1, halved), and Trellis' instructions per anchor node over Yoga's: the one ratio of the two
# engines that no other process on the machine can move. Yoga's column needs compare.sh's
# Benchmarks/.venv; without it only Trellis' columns are printed. ANCHOR_BENCH as in compare.sh.
#
# Builds LayoutProbe (release) first. Needs valgrind.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
mode="${1:-cold}"
shift || true
shapes=("$@")
[[ ${#shapes[@]} -gt 0 ]] || shapes=(a b c d dm)

swift build -c release --package-path "$here" ${SCRATCH:+--scratch-path "$SCRATCH"} --product LayoutProbe >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Valgrind 3.19 cannot read the DWARF 5 the compiler writes: count a copy without it (the
# symbol table stays, so callgrind_annotate still names the functions).
probe="$work/LayoutProbe"
objcopy --strip-debug "${SCRATCH:-$here/.build}/release/LayoutProbe" "$probe"

instructions() {
  valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$probe" "$1" "$2" "$mode" >"$work/out.txt" 2>"$work/err.txt"
  grep -m1 '^summary:' "$work/cg.out" | awk '{print $2}'
}

anchor="${ANCHOR_BENCH:-$here/../../shared/bench/anchor_bench.py}"
python="$here/.venv/bin/python"
yoga=no
[[ -f "$anchor" ]] && "$python" -c "import pyyoga" 2>/dev/null && yoga=yes

yoga_instructions() {
  valgrind --tool=callgrind --collect-atstart=no --toggle-collect=YGNodeCalculateLayout \
    --callgrind-out-file="$work/yoga.out" "$python" "$anchor" --engines yoga3 --shapes "$1" --reps "$2" \
    --cold-only >/dev/null 2>&1
  grep -m1 '^summary:' "$work/yoga.out" | awk '{print $2}'
}

if [[ $yoga == yes ]]; then
  "$python" "$anchor" --shapes "$(IFS=,; echo "${shapes[*]}")" --dump-shapes "$work/shapes" >/dev/null
  printf '%-6s %8s %12s %14s %16s %18s %14s\n' shape views "instr/view" "anchor nodes" "instr/anchor node" \
    "Yoga 3 instr/node" "Trellis/Yoga"
else
  printf '%-6s %8s %12s\n' shape views "instr/view"
fi
for shape in "${shapes[@]}"; do
  one=$(instructions "$shape" 1)
  three=$(instructions "$shape" 3)
  views=$(awk '{print $2}' "$work/out.txt")
  perView=$(( (three - one) / 2 / views ))
  if [[ $yoga == yes ]]; then
    nodes=$(python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['nodes']))" "$work/shapes/$shape.json")
    perNode=$(( (three - one) / 2 / nodes ))
    yogaThree=$(yoga_instructions "$shape" 3 || true)
    yogaOne=$(yoga_instructions "$shape" 1 || true)
    if [[ -z $yogaThree || -z $yogaOne || $yogaThree -le $yogaOne ]]; then
      # The anchor failed under valgrind: say so rather than divide by nothing.
      printf '%-6s %8s %12s %14s %16s %18s %14s\n' "$shape" "$views" "$perView" "$nodes" "$perNode" "–" "–"
      continue
    fi
    yogaPerNode=$(( (yogaThree - yogaOne) / 2 / nodes ))
    if [[ $mode == cold ]]; then
      ratio=$(python3 -c "print(f'{$perNode / $yogaPerNode:.2f}x')")
    else
      ratio="$(python3 -c "print(f'{$perNode / $yogaPerNode:.2f}x')") (of Yoga's cold layout)"
    fi
    printf '%-6s %8s %12s %14s %16s %18s %14s\n' "$shape" "$views" "$perView" "$nodes" "$perNode" "$yogaPerNode" "$ratio"
  else
    printf '%-6s %8s %12s\n' "$shape" "$views" "$perView"
  fi
done
