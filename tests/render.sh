#!/usr/bin/env bash
# Render every .xlsx in a folder to PDF and to PNG pages, to look at what a
# treasurer would print. Not run in CI. Needs:
#   apt-get install -y libreoffice-calc-nogui poppler-utils fonts-noto-cjk
# Usage: tests/render.sh OUT_DIR   (e.g. after cargo run --example render_demo -- OUT_DIR)
set -euo pipefail
dir="${1:?usage: tests/render.sh OUT_DIR}"
shopt -s nullglob
for book in "$dir"/*.xlsx; do
  soffice --headless --convert-to pdf --outdir "$dir" "$book" >/dev/null
  pdf="${book%.xlsx}.pdf"
  pdftoppm -png -r 60 "$pdf" "${book%.xlsx}"
  echo "$pdf: $(pdfinfo "$pdf" | awk '/^Pages/ {print $2}') page(s)"
done
