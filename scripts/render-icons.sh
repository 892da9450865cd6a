#!/usr/bin/env bash
# Renders the app icon's PNG sizes from its SVG (packaging/icons/). Run after
# changing the SVG and commit the PNGs: the build then needs no SVG renderer.
# Needs rsvg-convert (apt-get install librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/../packaging/icons"
svg=io.github.enkang.Enkang.svg
for size in 16 22 24 32 48 64 128 256; do
  mkdir -p "png/${size}x${size}"
  rsvg-convert -w "$size" -h "$size" "$svg" -o "png/${size}x${size}/${svg%.svg}.png"
done
