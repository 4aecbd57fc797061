#!/usr/bin/env bash
# Instructions per view of one cold layout (and of one resolve + layout) of each anchor shape,
# counted by callgrind: (I(3) − I(1)) / 2 / views, which does not vary from run to run.
#
#   bash Benchmarks/callgrind.sh [cold|resolve] [SHAPE…]      # default: cold a b c d dm
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

printf '%-6s %8s %14s\n' shape views "instr/view"
for shape in "${shapes[@]}"; do
  one=$(instructions "$shape" 1)
  three=$(instructions "$shape" 3)
  views=$(awk '{print $2}' "$work/out.txt")
  printf '%-6s %8s %14s\n' "$shape" "$views" "$(( (three - one) / 2 / views ))"
done
