#!/usr/bin/env bash
# Generates the "What lays out like SwiftUI" table from the fidelity headers in the sources
# (style.md §10): every `// Fidelity: verified | partial | unverified — <evidence>` line, in a
# `//` or `///` comment of Sources/TrellisCore or Sources/Trellis, with the lines that continue
# it. The component is the declaration the comment documents, or the file for a `//` header
# that stands before `import`.
#
# The table is written between the markers
#   <!-- fidelity-table:begin --> … <!-- fidelity-table:end -->
# of docs/Fidelity.md and Sources/TrellisCore/TrellisCore.docc/WhatLaysOutLikeSwiftUI.md.
#
#   bash scripts/fidelity-table.sh           # rewrite both tables
#   bash scripts/fidelity-table.sh --check   # exit 1 if either is stale (CI)
#   bash scripts/fidelity-table.sh --print   # print the table
#
# Needs only bash, find, sort and a POSIX awk (mawk or gawk).
set -euo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C

mode=write
case "${1:-}" in
  "") ;;
  --check) mode=check ;;
  --print) mode=print ;;
  *) echo "usage: $0 [--check | --print]" >&2; exit 2 ;;
esac

targets=(docs/Fidelity.md Sources/TrellisCore/TrellisCore.docc/WhatLaysOutLikeSwiftUI.md)
begin_marker='<!-- fidelity-table:begin -->'
end_marker='<!-- fidelity-table:end -->'

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One row per header: rank, path, line, component, status, evidence, summary (tab-separated).
find Sources/TrellisCore Sources/Trellis Sources/TrellisCharts Sources/TrellisMapKit Sources/TrellisAVKit \
  Sources/TrellisPhotosUI Sources/TrellisSwiftData -name '*.swift' -print | sort >"$work/files"
# shellcheck disable=SC2046
awk '
  function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }
  function is_comment(s) { return s ~ /^[ \t]*\/\// }
  function comment_text(s) { sub(/^[ \t]*\/\/\/?\/?[ \t]?/, "", s); return s }
  function file_component(path,   name) {
    name = path; sub(/^.*\//, "", name); sub(/\.swift$/, "", name); return name
  }
  # The name a declaration line declares: "HStack", "Color", "roundedToPixels(scale:)".
  function declared_name(s,   words, n, i, w) {
    gsub(/[(<:{=,]/, " & ", s)
    n = split(s, words, /[ \t]+/)
    for (i = 1; i <= n; i++) {
      w = words[i]
      if (w ~ /^(struct|class|enum|protocol|extension|actor|typealias|func|var|let|case)$/ && i < n) {
        return words[i + 1]
      }
    }
    return ""
  }
  function emit(component) {
    rank = status == "verified" ? 1 : status == "partial" ? 2 : 3
    gsub(/\t/, " ", evidence)
    gsub(/\t/, " ", what)
    printf "%d\t%s\t%d\t%s\t%s\t%s\t%s\n", rank, FILENAME, start, component, status, evidence, what
    state = ""
  }
  FNR == 1 {
    if (state != "") emit(file_component(previous_file))
    state = ""
  }
  {
    previous_file = FILENAME
    line = $0
    # The summary of the comment block the line is in: its first paragraph.
    if (is_comment(line)) {
      kind = line ~ /^[ \t]*\/\/\// ? "///" : "//"
      if (!previous_was_comment || kind != previous_kind) { summary = ""; in_summary = 1 }
      text = trim(comment_text(line))
      if (in_summary) {
        if (text == "" || text ~ /^Fidelity/) in_summary = 0
        else summary = summary (summary == "" ? "" : " ") text
      }
      previous_was_comment = 1
      previous_kind = kind
    } else {
      previous_was_comment = 0
    }
    if (state == "collecting") {
      text = comment_text(line)
      if (is_comment(line) && trim(text) != "" && text !~ /^[ \t]*(- |```|Fidelity:)/) {
        evidence = evidence " " trim(text)
        next
      }
      state = "declaration"
    }
    if (state == "declaration") {
      if (header_kind == "//") {
        # A file header: the file is the component.
        emit(file_component(FILENAME))
      } else if (is_comment(line) || line ~ /^[ \t]*@/) {
        # The rest of the doc comment, or an attribute: the declaration is further down.
      } else {
        name = declared_name(line)
        emit(name == "" ? file_component(FILENAME) : name)
      }
    }
    if (is_comment(line) && comment_text(line) ~ /^Fidelity/) {
      text = comment_text(line)
      if (text !~ /^Fidelity: (verified|partial|unverified) — [^ ]/) {
        printf "%s:%d: a fidelity header reads \"Fidelity: verified | partial | unverified — <evidence>\"\n", FILENAME, FNR > "/dev/stderr"
        bad = 1
        next
      }
      header_kind = line ~ /^[ \t]*\/\/\// ? "///" : "//"
      status = text; sub(/^Fidelity: /, "", status); sub(/ .*/, "", status)
      evidence = text; sub(/^Fidelity: [a-z]+ — /, "", evidence)
      start = FNR
      what = summary
      # Its first sentence, without the citation of the spec.
      gsub(/ \([^()]*(LayoutRules|layout-semantics|seed)[^()]*\)/, "", what)
      sub(/\. .*/, "", what)
      sub(/\.$/, "", what)
      state = "collecting"
    }
  }
  END {
    if (state != "") emit(file_component(previous_file))
    exit bad
  }
' $(cat "$work/files") | sort -t "$(printf '\t')" -k1,1n -k2,2 -k3,3n >"$work/rows"

# The table, in Markdown. ``Symbol`` links in the evidence become plain code, so the table
# reads the same in docs/Fidelity.md and needs no link to resolve in DocC.
awk -F '\t' -v begin_marker="$begin_marker" -v end_marker="$end_marker" '
  function cell(s) { gsub(/``/, "`", s); gsub(/\|/, "\\|", s); return s }
  { rows[NR] = $0; count[$5]++ }
  END {
    print begin_marker
    print "<!-- Generated by scripts/fidelity-table.sh from the Fidelity: headers in Sources. Do not edit. -->"
    print ""
    printf "%d components: %d verified, %d partial, %d unverified.\n", NR, count["verified"], count["partial"], count["unverified"]
    print ""
    print "| Component | What it is | Status | Evidence | Source |"
    print "| --- | --- | --- | --- | --- |"
    for (i = 1; i <= NR; i++) {
      split(rows[i], f, "\t")
      path = f[2]; sub(/^Sources\//, "", path)
      printf "| `%s` | %s | %s | %s | `%s` |\n", f[4], cell(f[7]), f[5], cell(f[6]), path
    }
    print ""
    print end_marker
  }
' "$work/rows" >"$work/table"

if [[ $mode == print ]]; then
  cat "$work/table"
  exit 0
fi

stale=0
for target in "${targets[@]}"; do
  if [[ ! -f $target ]] || ! grep -qF -- "$begin_marker" "$target" || ! grep -qF -- "$end_marker" "$target"; then
    echo "$target: missing the markers $begin_marker … $end_marker" >&2
    exit 1
  fi
  awk -v begin_marker="$begin_marker" -v end_marker="$end_marker" -v table="$work/table" '
    $0 == begin_marker { while ((getline row < table) > 0) print row; skipping = 1; next }
    $0 == end_marker { skipping = 0; next }
    !skipping { print }
  ' "$target" >"$work/updated"
  if ! cmp -s "$work/updated" "$target"; then
    if [[ $mode == check ]]; then
      echo "$target: the fidelity table is stale; run bash scripts/fidelity-table.sh" >&2
      stale=1
    else
      cp "$work/updated" "$target"
      echo "updated $target"
    fi
  fi
done
exit "$stale"
