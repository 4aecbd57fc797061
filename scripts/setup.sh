#!/usr/bin/env bash
# Installs what Trellis needs on a fresh Debian 12 machine. Safe to run again.
set -euo pipefail

# Debian packages the build and tests need: Pango and Cairo for text and drawing, and the
# fonts Trellis lays text out with (Inter, Noto for other scripts and emoji, DejaVu Sans Mono,
# Material Icons for symbol images, Liberation for Helvetica, Times and Courier); librsvg and
# Poppler for SVG and PDF images; libpng for writing PNG.
packages=(
  pkg-config libpango1.0-dev libcairo2-dev libfontconfig-dev libgdk-pixbuf-2.0-dev
  librsvg2-dev libpoppler-glib-dev libpng-dev
  fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-dejavu-core
  fonts-material-design-icons-iconfont fonts-liberation2
)

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: Swift 6 is required (https://www.swift.org/install/linux/); 'swift' is not on PATH." >&2
  exit 1
fi

missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y --no-install-recommends "${missing[@]}"
fi
