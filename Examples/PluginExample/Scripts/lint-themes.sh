#!/bin/sh
# The body of an Xcode "Run Script" build phase that lints the app's themes with the installed
# `livery` (README.md: "Lint in a Run Script phase"). `livery lint` prints
# `path:line:column: error|warning|note: message [rule]`, which Xcode shows in the issue navigator
# and at the line; exit status 1 (an error) fails the build.
# Tools installed by Homebrew or Mint are not on the PATH Xcode gives build phases.
export PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.mint/bin"
if ! command -v livery >/dev/null 2>&1; then
  echo "warning: livery is not installed, so the themes were not linted (Livery's README: Installing the livery tool)"
  exit 0
fi
exec livery lint "$SRCROOT/Themes"
