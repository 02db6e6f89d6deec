#!/usr/bin/env bash
# Type-checks LiveryUI's macOS sources (AppKit and the Core Animation adapters as macOS compiles
# them), unmodified, against the stand-in modules in Tests/Fixtures/apple-stand-ins (named like
# Apple's, so `#if canImport(AppKit)` takes the real branch). Only for macOS: no macOS SDK with Swift
# interfaces is available here, while iOS code is checked against Apple's real iOS 17.4 SDK
# (Scripts/check-real-sdk). AppleLayerTests runs it in `swift test`; by hand, after `swift build`:
#
#   Scripts/check-apple-layer.sh appkit [MODULES] [SOURCES] [OUT]
#
# MODULES: the built Livery modules (default .build/debug/Modules); SOURCES: the folder of
# sources to check (default Sources/LiveryUI; the test passes a copy with a misspelt call);
# OUT: when given, the stand-in modules and a LiveryUI module built against them are kept there,
# so documentation examples that import AppKit can be type-checked against them.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
platform=${1:?usage: check-apple-layer.sh appkit [MODULES] [SOURCES] [OUT]}
if [ "$platform" != appkit ]; then
  echo "unknown platform $platform: only appkit has stand-ins (iOS code: Scripts/check-real-sdk)" >&2
  exit 2
fi
modules=${2:-$root/.build/debug/Modules}
sources=${3:-$root/Sources/LiveryUI}
standins=$root/Tests/Fixtures/apple-stand-ins
if [ -n "${4:-}" ]; then
  out=$4
  mkdir -p "$out"
else
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
# LiveryUI uses the core's `package` declarations: compile it in the package SwiftPM built the
# modules for, whose name is the root folder's name, lowercased, other characters as `_`.
package_name=$(basename "$root" | tr 'A-Z' 'a-z' | sed 's/[^a-z0-9_]/_/g')
swiftc_flags=(-swift-version 6 -parse-as-library -package-name "$package_name" -module-cache-path "$out/cache")

emit() {
  swiftc -emit-module "${swiftc_flags[@]}" -module-name "$1" -I "$out" \
    -emit-module-path "$out/$1.swiftmodule" "$standins/$1.swift"
}

emit CoreGraphics
emit QuartzCore
emit AppKit

files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(find "$sources" -name '*.swift' -print0 | sort -z)
if [ -n "${4:-}" ]; then
  swiftc -emit-module "${swiftc_flags[@]}" -module-name LiveryUI -I "$out" -I "$modules" \
    -emit-module-path "$out/LiveryUI.swiftmodule" "${files[@]}"
else
  swiftc -typecheck "${swiftc_flags[@]}" -module-name LiveryUI -I "$out" -I "$modules" "${files[@]}"
fi
echo "LiveryUI type-checks against the $platform stand-ins (${#files[@]} files)"
