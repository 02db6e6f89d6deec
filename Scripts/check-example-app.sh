#!/usr/bin/env bash
# Type-checks the example iOS app (Examples/ThemedApp) on Linux, unmodified, against the stand-in
# Apple modules in Tests/Fixtures/apple-stand-ins, the way LiveryUI's own Apple-only files are
# checked. The app's package (AppleProductTypes) builds only in Xcode and Swift Playgrounds; this
# checks that its sources compile against the real API the stand-ins declare.
# AppleLayerExampleAppTests runs it in `swift test`; run it by hand after `swift build`:
#
#   Scripts/check-example-app.sh [MODULES] [SOURCES]
#
# MODULES: the built Livery modules (default .build/debug/Modules); SOURCES: the app's source
# folder (default Examples/ThemedApp/Sources; the test passes a copy with a misspelt call).
#
# 1. Scripts/check-apple-layer.sh builds the stand-ins (CoreGraphics, QuartzCore, UIKit) and a
#    LiveryUI module against them into a temporary folder (its `uikit` mode); when the SwiftUI
#    layer exists (Sources/LiverySwiftUI, the SwiftUI stand-in), its `swiftui` mode instead, which
#    adds the SwiftUI stand-in and a LiverySwiftUI module.
# 2. swiftc -typecheck over every .swift file under SOURCES, with that folder first on the import
#    path (its LiveryUI shadows the Linux build), then MODULES (Livery, LiverySkins and their
#    dependencies), and the C module maps LiverySkins' dependencies need (zlib, BoringSSL).
#    Warnings are errors. `Bundle.module` (SwiftPM's accessor for the app's resources) is declared
#    by a generated file, as SwiftPM does when it builds the app.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
modules=${1:-$root/.build/debug/Modules}
sources=${2:-$root/Examples/ThemedApp/Sources}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

layer=$root/Scripts/check-apple-layer.sh
if [ -d "$root/Sources/LiverySwiftUI" ] && [ -f "$root/Tests/Fixtures/apple-stand-ins/SwiftUI.swift" ] \
  && grep -q 'swiftui)' "$layer"; then
  # The swiftui mode keeps the UIKit stand-in and LiveryUI in OUT too.
  bash "$layer" swiftui "$modules" "$root/Sources/LiverySwiftUI" "$out" >/dev/null
  swiftui=yes
else
  bash "$layer" uikit "$modules" "$root/Sources/LiveryUI" "$out" >/dev/null
  swiftui=no
fi

# SwiftPM's generated resource accessor for the app target (resource_bundle_accessor.swift).
cat >"$out/ResourceBundleAccessor.swift" <<'EOF'
import Foundation

extension Foundation.Bundle {
    static let module = Bundle.main
}
EOF

# The module maps of the C modules under the dependencies' checkouts (as DocumentationExamples.moduleMaps does).
maps=()
folder=$modules
while [ "$folder" != "/" ]; do
  if [ -d "$folder/checkouts" ]; then
    while IFS= read -r -d '' map; do maps+=(-Xcc "-fmodule-map-file=$map"); done < <(
      find "$folder/checkouts" \( -name .git -o -name Tests -o -name Benchmarks \) -prune -o -name module.modulemap -print0 | sort -z)
    break
  fi
  folder=$(dirname "$folder")
done

files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(find "$sources" -name '*.swift' -print0 | sort -z)
if [ ${#files[@]} -eq 0 ]; then
  echo "no Swift sources under $sources" >&2
  exit 1
fi
swiftc -typecheck -swift-version 6 -parse-as-library -warnings-as-errors -module-name ThemedApp \
  -module-cache-path "$out/cache" -I "$out" -I "$modules" "${maps[@]}" \
  "${files[@]}" "$out/ResourceBundleAccessor.swift"
echo "ThemedApp type-checks against the stand-ins (${#files[@]} files; SwiftUI layer: $swiftui)"
