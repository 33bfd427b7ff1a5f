#!/usr/bin/env bash
# Syntax-checks every Swift file of the iOS app with `swiftc -parse`. That is all Linux can
# check (no SwiftUI, no iOS SDK); building and testing happen in the macOS CI job.
set -euo pipefail
cd "$(dirname "$0")"

files=()
while IFS= read -r -d '' file; do
  files+=("$file")
done < <(find . -name '*.swift' -not -path '*/.build/*' -not -path '*.xcodeproj/*' \
  -not -path '*/DerivedData/*' -print0 | sort -z)

if [ "${#files[@]}" -eq 0 ]; then
  echo "parse-check: no Swift files under $(pwd)" >&2
  exit 1
fi

failed=0
for file in "${files[@]}"; do
  if ! swiftc -parse "$file"; then
    echo "parse-check: syntax error in Apps/iOS/${file#./}" >&2
    failed=1
  fi
done

if [ "$failed" -ne 0 ]; then
  exit 1
fi
echo "parse-check: ${#files[@]} Swift files parse"
