#!/usr/bin/env bash
# Keeps what Results/results.py reads of a run of Results/measure.sh in the repository, so that
# .ci/figures can write RESULTS.md again from it and fail when the two differ.
#
#   bash Tools/Migrate/Results/keep.sh OUT
#
# Into Tools/Migrate/Results/Run (replaced): OUT/run.json, and per app its snapshot, lines,
# flags, typecheck-*.txt, cases.json, and check.json and fix.json without their findings (the
# findings quote the app's code; the tables need only the counts). Not kept: the fixed copies
# and cases.patch, which are the app's code.
set -euo pipefail
out=$1
run="$(cd "$(dirname "$0")" && pwd)/Run"
rm -rf "$run"
mkdir -p "$run"
cp "$out/run.json" "$run/"
for dir in "$out"/*/; do
  app=$(basename "$dir")
  mkdir -p "$run/$app"
  for file in snapshot lines flags cases.json typecheck-26.2.txt typecheck-17.4.txt \
    typecheck-navigation.txt; do
    if [ -f "$dir/$file" ]; then cp "$dir/$file" "$run/$app/"; fi
  done
  for file in check.json fix.json; do
    jq -S 'del(.findings)' "$dir/$file" > "$run/$app/$file"
  done
done
