#!/usr/bin/env bash
# Type-checks the Objective-C façade (Sources/LiveryObjC) on Linux as far as Linux allows: against
# the UIKit stand-ins and a LiveryUI built against them, with an empty stand-in `ObjectiveC` module
# (so `#if canImport(ObjectiveC)` takes the real branch) and key-value coding from
# Tests/Fixtures/apple-stand-ins/KeyValueCoding.swift. Swift on Linux has no Objective-C interop,
# so the `@objc` attributes are removed from a copy first: this checks every call and type the
# façade uses, not that each declaration is representable in Objective-C (only Xcode checks that).
#
#   Scripts/check-objc-facade.sh [MODULES] [SOURCES]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
modules=${1:-$root/.build/debug/Modules}
sources=${2:-$root/Sources/LiveryObjC}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash "$root/Scripts/check-apple-layer.sh" uikit "$modules" "$root/Sources/LiveryUI" "$work/modules" >/dev/null
printf '// An empty stand-in: only its presence matters (`canImport(ObjectiveC)`).\n' > "$work/ObjectiveC.swift"
swiftc -emit-module -swift-version 6 -parse-as-library -module-name ObjectiveC -module-cache-path "$work/modules/cache" \
  -emit-module-path "$work/modules/ObjectiveC.swiftmodule" "$work/ObjectiveC.swift"
mkdir -p "$work/src"
files=()
while IFS= read -r -d '' file; do
  copy="$work/src/$(basename "$file")"
  # `@objc(selector:)` and `@objc` go; everything else stays as written.
  sed -E 's/@objc\([^)]*\)//g; s/@objc //g; s/@objc$//g' "$file" > "$copy"
  files+=("$copy")
done < <(find "$sources" -name '*.swift' -print0 | sort -z)
swiftc -typecheck -swift-version 6 -parse-as-library -module-name LiveryObjC -module-cache-path "$work/modules/cache" \
  -I "$work/modules" -I "$modules" "${files[@]}" "$root/Tests/Fixtures/apple-stand-ins/KeyValueCoding.swift"
echo "LiveryObjC type-checks against the uikit stand-ins with @objc removed (${#files[@]} files)"
