#!/usr/bin/env bash
# Type-checks Livery's build-tool plugins (Plugins/*) twice: as SwiftPM compiles them (against the
# toolchain's PackagePlugin module, `#if canImport(XcodeProjectPlugin)` false), and as Xcode does,
# against a stand-in XcodeProjectPlugin module (Tests/Fixtures/xcode-project-plugin; the real one
# ships with Xcode only), so the XcodeBuildToolPlugin conformances are checked on Linux too.
# `swift build` already compiles the SwiftPM side of every plugin; PluginTests runs this script.
#
#   Scripts/check-plugins.sh [PLUGINS]
#
# PLUGINS: the folder holding one folder per plugin (default Plugins; the test passes a copy with
# a misspelt call).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
plugins=${1:-$root/Plugins}
swiftc=$(command -v swiftc)
api=$(cd "$(dirname "$(readlink -f "$swiftc")")/../lib/swift/pm/PluginAPI" 2>/dev/null && pwd) || {
  echo "error: no PluginAPI folder beside $swiftc (lib/swift/pm/PluginAPI)" >&2
  exit 1
}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# The manifest's tools version: the plugin API it makes available (URL forms from 6.0).
flags=(-swift-version 6 -parse-as-library -package-description-version 6.2 -I "$api" -module-cache-path "$out/cache")

swiftc -emit-module "${flags[@]}" -module-name XcodeProjectPlugin \
  -emit-module-path "$out/XcodeProjectPlugin.swiftmodule" "$root/Tests/Fixtures/xcode-project-plugin/XcodeProjectPlugin.swift"

count=0
for folder in "$plugins"/*/; do
  name=$(basename "$folder")
  files=()
  while IFS= read -r -d '' file; do files+=("$file"); done < <(find -L "$folder" -name '*.swift' -print0 | sort -z)
  swiftc -typecheck "${flags[@]}" -module-name "$name" "${files[@]}"
  swiftc -typecheck "${flags[@]}" -I "$out" -module-name "$name" "${files[@]}"
  echo "$name type-checks for SwiftPM and, against the XcodeProjectPlugin stand-in, for Xcode (${#files[@]} files)"
  count=$((count + 1))
done
[ "$count" -gt 0 ] || { echo "error: no plugin folders in $plugins" >&2; exit 1; }
