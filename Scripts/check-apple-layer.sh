#!/usr/bin/env bash
# Type-checks LiveryUI's Apple-only sources, unmodified, against the stand-in modules in
# Tests/Fixtures/apple-stand-ins (named like Apple's, so `#if canImport(UIKit)` takes the real
# branch). AppleLayerTests runs it in `swift test`; run it by hand after `swift build`:
#
#   Scripts/check-apple-layer.sh uikit|appkit|swiftui [MODULES] [SOURCES] [OUT]
#
# MODULES: the built Livery modules (default .build/debug/Modules); SOURCES: the folder of
# sources to check (default Sources/LiveryUI; the test passes a copy with a misspelt call);
# OUT: when given, the stand-in modules and a LiveryUI module built against them are kept there,
# so documentation examples can be type-checked against them.
#
# swiftui: the UIKit and SwiftUI stand-ins, a LiveryUI module built from Sources/LiveryUI against
# them, then LiverySwiftUI's sources (SOURCES defaults to Sources/LiverySwiftUI) type-checked
# against all of it; with OUT, a LiverySwiftUI module is kept there too.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
platform=${1:?usage: check-apple-layer.sh uikit|appkit|swiftui [MODULES] [SOURCES] [OUT]}
modules=${2:-$root/.build/debug/Modules}
if [ "$platform" = swiftui ]; then
  sources=${3:-$root/Sources/LiverySwiftUI}
else
  sources=${3:-$root/Sources/LiveryUI}
fi
standins=$root/Tests/Fixtures/apple-stand-ins
if [ -n "${4:-}" ]; then
  out=$4
  mkdir -p "$out"
else
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
swiftc_flags=(-swift-version 6 -parse-as-library -module-cache-path "$out/cache")

emit() {
  swiftc -emit-module "${swiftc_flags[@]}" -module-name "$1" -I "$out" \
    -emit-module-path "$out/$1.swiftmodule" "$standins/$1.swift"
}

emit CoreGraphics
emit QuartzCore
case "$platform" in
  uikit) emit UIKit ;;
  appkit) emit AppKit ;;
  swiftui) emit UIKit; emit SwiftUI ;;
  *) echo "unknown platform $platform (uikit, appkit or swiftui)" >&2; exit 2 ;;
esac

if [ "$platform" = swiftui ]; then
  # LiverySwiftUI calls LiveryUI's UIKit adapters: build LiveryUI against the UIKit stand-in first
  # (found before the Linux build in MODULES, which has no UIKit adapters).
  ui_files=()
  while IFS= read -r -d '' file; do ui_files+=("$file"); done < <(find "$root/Sources/LiveryUI" -name '*.swift' -print0 | sort -z)
  swiftc -emit-module "${swiftc_flags[@]}" -module-name LiveryUI -I "$out" -I "$modules" \
    -emit-module-path "$out/LiveryUI.swiftmodule" "${ui_files[@]}"
  files=()
  while IFS= read -r -d '' file; do files+=("$file"); done < <(find "$sources" -name '*.swift' -print0 | sort -z)
  if [ -n "${4:-}" ]; then
    swiftc -emit-module "${swiftc_flags[@]}" -module-name LiverySwiftUI -I "$out" -I "$modules" \
      -emit-module-path "$out/LiverySwiftUI.swiftmodule" "${files[@]}"
  else
    swiftc -typecheck "${swiftc_flags[@]}" -module-name LiverySwiftUI -I "$out" -I "$modules" "${files[@]}"
  fi
  echo "LiverySwiftUI type-checks against the swiftui stand-ins (${#files[@]} files)"
  exit 0
fi

files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(find "$sources" -name '*.swift' -print0 | sort -z)
if [ -n "${4:-}" ]; then
  swiftc -emit-module "${swiftc_flags[@]}" -module-name LiveryUI -I "$out" -I "$modules" \
    -emit-module-path "$out/LiveryUI.swiftmodule" "${files[@]}"
else
  swiftc -typecheck "${swiftc_flags[@]}" -module-name LiveryUI -I "$out" -I "$modules" "${files[@]}"
fi
echo "LiveryUI type-checks against the $platform stand-ins (${#files[@]} files)"
