#!/usr/bin/env bash
# Checks `trellis preview` in headless Chromium, driven over the DevTools protocol by
# scripts/check-preview.py: on Examples/PreviewPackage (restored after), the page loads and shows a
# picture, the colour scheme picker changes it, the inspector shows a clicked view's frame,
# interact mode taps a button, a saved edit shows a new picture (the time is printed), a
# compile error shows on the page, a trapping preview leaves the server up. Screenshots go to
# output/preview/. Run after scripts/verify-previews.sh, whose runner build it reuses.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y --no-install-recommends chromium
fi

# websocket-client from PyPI, in a virtual environment of the build folder.
venv=.build/check-preview-venv
if ! "$venv/bin/python" -c 'import websocket' >/dev/null 2>&1; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check 'websocket-client==1.9.*'
fi

swift build --product trellis
trellis="$(swift build --show-bin-path)/trellis"
start=$(date +%s)
"$venv/bin/python" scripts/check-preview.py "$trellis" "$(pwd)" output/preview
echo "check-preview: $(( $(date +%s) - start )) s"
