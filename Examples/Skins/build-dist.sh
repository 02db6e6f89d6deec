#!/usr/bin/env bash
# Regenerates dist/ from the skin sources in this folder, signed with the EXAMPLE key
# (keys/example.private: public on purpose, never use it for real skins).
#
#   Examples/Skins/build-dist.sh
#
# Works from any directory. Builds the `livery` CLI of this package first, unless LIVERY names a
# livery executable to use instead. SCRATCH_PATH, if set, is passed to swift build as --scratch-path.
# Packing is deterministic: unchanged sources give byte-identical packages (the .sig files are
# fresh signatures each time and may differ byte-wise; they verify all the same).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
key="$here/keys/example.private"
dist="$here/dist"

if [[ -n "${LIVERY:-}" ]]; then
  livery="$LIVERY"
else
  build=(swift build --package-path "$root" --product livery)
  if [[ -n "${SCRATCH_PATH:-}" ]]; then build+=(--scratch-path "$SCRATCH_PATH"); fi
  "${build[@]}" >&2
  livery="$("${build[@]}" --show-bin-path)/livery"
fi

mkdir -p "$dist"
# Stale packages would end up in the catalog: start from a clean set (dist/remote/ is kept).
rm -f "$dist"/*.skin "$dist"/*.skin.sig "$dist/index.json" "$dist/index.json.sig"

# Every folder with a skin.json is a skin source: SOURCE/ -> dist/SOURCE.skin + .sig
for description in "$here"/*/skin.json; do
  source="$(dirname "$description")"
  name="$(basename "$source")"
  "$livery" skin pack "$source" -o "$dist/$name.skin" --key "$key"
done

# The example catalog expires far ahead so the example and its tests keep working without a
# signing job. A real catalog expires within weeks and is signed again by a scheduled job.
"$livery" skin catalog "$dist" -o "$dist/index.json" --key "$key" --expires 2100-01-01
