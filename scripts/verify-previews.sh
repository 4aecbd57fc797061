#!/usr/bin/env bash
# Verifies the example projects' previews against their committed references with the `trellis`
# command, as a user's CI would: Examples/PreviewPackage (depends on Trellis), and, with zero
# edits, Examples/iOSPackage (a package written for iOS) and Examples/XcodeApp (an Xcode app's
# folder, no Package.swift), each in English and German; checks that each reports the file that
# cannot compile on Linux, and runs their tests with `trellis test`; then that a deliberate change
# to a view makes `verify` fail with an HTML report. Prints the time of each step.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --product trellis
trellis="$(swift build --show-bin-path)/trellis"
package=Examples/PreviewPackage

start=$(date +%s)
"$trellis" previews verify --package-path "$package"
echo "verify (runner build included): $(( $(date +%s) - start )) s"

# Code written for iOS, never edited for Trellis: each project's previews match their references,
# and its one file that cannot compile on Linux is reported and left out.
for project in Examples/iOSPackage:StoreFinder.swift Examples/XcodeApp:Haptics.swift; do
  folder="${project%%:*}"
  start=$(date +%s)
  "$trellis" previews verify --package-path "$folder" --locale en --locale de 2> "$folder.log" || {
    cat "$folder.log" >&2
    exit 1
  }
  cat "$folder.log" >&2
  grep -q "left out .*${project##*:}" "$folder.log"
  rm "$folder.log"
  echo "verify $folder, zero edits (runner build included): $(( $(date +%s) - start )) s"
  # Its tests — Swift Testing with TrellisTesting in the package, Swift Testing and XCTest in the
  # app — on Linux, with `import SwiftUI` as it is.
  start=$(date +%s)
  "$trellis" test --package-path "$folder"
  echo "trellis test $folder: $(( $(date +%s) - start )) s"
done

# The MCP server over its real transport, as a coding agent uses it.
python3 scripts/check-mcp.py "$trellis" "$package" "Badge/Badge"

# One view changed in place (restored on exit): verify must fail, with the change in the report.
badge="$package/Sources/PreviewViews/Badge.swift"
cp "$badge" "$badge.orig"
trap 'mv "$badge.orig" "$badge"' EXIT
sed -i 's/\.fill(\.red)/.fill(.green)/' "$badge"
start=$(date +%s)
if "$trellis" previews verify --package-path "$package" Badge; then
  echo "error: verify passed after a deliberate change" >&2
  exit 1
fi
echo "verify after an edit (incremental build): $(( $(date +%s) - start )) s"
report="$package/.build/trellis-previews/report"
grep -q 'renders differ from their references' "$report/index.html"
test -s "$report/diff/Badge/Badge/default.png"
echo "verify failed on the deliberate change, with a report: $report/index.html"
