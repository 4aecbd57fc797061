#!/usr/bin/env bash
# Opens the gallery's index.html in headless Chromium and checks that every picture loads.
# Writes <gallery>/gallery-screenshot.png (look at it) and fails unless the page reports
# "all N images loaded" with N the number of <img> tags in the page.
# Usage: scripts/check-gallery.sh [gallery directory, default output/gallery]
set -euo pipefail
cd "$(dirname "$0")/.."

gallery="${1:-output/gallery}"
index="$gallery/index.html"
if [ ! -s "$index" ]; then
  echo "check-gallery: $index is missing; run ./scripts/gallery.sh first." >&2
  exit 1
fi
url="file://$(cd "$gallery" && pwd)/index.html"

if ! command -v chromium >/dev/null 2>&1; then
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y --no-install-recommends chromium
fi

flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars)

chromium "${flags[@]}" --window-size=1400,4000 --screenshot="$gallery/gallery-screenshot.png" "$url" \
  >/dev/null 2>&1 || true
if [ ! -s "$gallery/gallery-screenshot.png" ]; then
  echo "check-gallery: chromium wrote no screenshot" >&2
  exit 1
fi

expected=$(grep -o '<img ' "$index" | wc -l)
dom=$(chromium "${flags[@]}" --virtual-time-budget=10000 --dump-dom "$url" 2>/dev/null || true)
status=$(grep -o '<title>[^<]*</title>' <<<"$dom" | head -n 1 | sed -e 's/<[^>]*>//g' || true)

# Here-strings, not pipes: `grep -q` stops at its first match, and under `pipefail` the printf
# feeding it a large page would then fail with SIGPIPE, failing the check at random.
if [ "$expected" -gt 0 ] && grep -q "all $expected images loaded" <<<"$dom" \
  && grep -q "data-images=\"loaded $expected of $expected\"" <<<"$dom"; then
  echo "check-gallery: ok: ${status} ($expected <img> tags; screenshot $gallery/gallery-screenshot.png)"
else
  echo "check-gallery: FAILED: expected \"all $expected images loaded\", page says: ${status:-nothing}" >&2
  exit 1
fi
