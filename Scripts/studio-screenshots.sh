#!/usr/bin/env bash
# Screenshots of Livery Studio for the docs: runs `livery studio` on a copy of Examples/Themes and
# writes Docs/Images/studio-*.png (browse, preview for two pairs of selections, editor with the
# lint panel, contrast matrix, and the browse view in the dark appearance), then the preview of each
# public token set in ../shared/fixtures/token-sets at desktop and phone width
# (studio-set-NAME-desktop.png, -phone.png; Docs/StudioTokenSets.md shows them).
# `--sets-only` writes only the token sets' shots.
#
# Needs the built CLI (LIVERY_BIN, default .build/debug/livery), Debian's chromium
# (apt-get install -y chromium) and Playwright and Pillow from PyPI (pip install playwright pillow;
# the system chromium is used, `playwright install` is not needed).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  echo "error: chromium is missing (apt-get install -y chromium)" >&2
  exit 1
fi
if ! python3 -c 'import playwright' >/dev/null 2>&1; then
  echo "error: Playwright for Python is missing (pip install playwright)" >&2
  exit 1
fi
exec python3 Scripts/studio_screenshots.py "$@"
