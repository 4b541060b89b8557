#!/usr/bin/env bash
# Installs the Debian packages animrender builds and runs with, only when missing.
# Idempotent: a second run installs nothing and takes well under a second.
#   usage: scripts/setup.sh [render|test]   render (default): what building and rendering need;
#          test: also headless Chromium and its WebDriver, which only the preview's browser tests use.
set -euo pipefail
need=${1:-render}
case "$need" in render|test) ;; *) echo "usage: scripts/setup.sh [render|test]" >&2; exit 2 ;; esac

packages=(
  pkg-config
  libcairo2-dev        # rasterizer
  libpango1.0-dev      # text shaping (emoji sequences need HarfBuzz)
  libavcodec-dev libavformat-dev libavutil-dev libswscale-dev   # encoders
  librsvg2-dev libpoppler-glib-dev   # asset catalog images: SVG, PDF (JPEG through gdk-pixbuf, a librsvg dependency)
  fonts-noto-color-emoji   # colour emoji, pinned through our own fonts.conf
  fonts-noto-core          # Arabic, Hebrew, Thai, Devanagari and other scripts' fallback fonts (ScriptFonts.swift)
  fonts-noto-cjk           # Chinese, Japanese, Korean fallback fonts
  fonts-inter              # default text font (closest to SF Pro), pinned through our own fonts.conf
  fonts-dejavu-core        # serif / monospaced / symbol fallback
  fonts-dejavu-extra       # DejaVu Serif italics
  fonts-comfortaa          # rounded design
  fonts-materialdesignicons-webfont   # SF Symbol stand-ins by name (SIL OFL 1.1)
  fonts-fork-awesome       # more SF Symbol stand-ins by name (SIL OFL 1.1)
  fontconfig
)
if [ "$need" = test ]; then
  packages+=(chromium chromium-driver curl)   # the preview's browser tests: headless Chromium over WebDriver (curl talks to the driver)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  SUDO=sudo
else
  SUDO=
fi

echo "setup: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup: done" >&2
