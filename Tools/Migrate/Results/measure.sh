#!/usr/bin/env bash
# Runs optionalbindings-migrate on real apps for Tools/Migrate/RESULTS.md, one folder of output
# per app; Results/results.py turns them into the table.
#
#   bash Tools/Migrate/Results/measure.sh TOOL OUT APP...
#
# TOOL is the built tool (swift build -c release --package-path Tools/Migrate). Each APP is a
# folder holding one app's sources (its .swift, Package.swift, project.pbxproj and .xcconfig
# files), named OWNER+NAME, with a file `.snapshot` in it reading `OWNER/NAME COMMIT`. Per app,
# into OUT/OWNER+NAME:
#
#   check.json   check --crash-fixes --json APP
#   fix.json     fix --crash-fixes --json, on a copy (the crash fixes applied)
#   cases.json   cases fix --json, on a copy
#   cases.patch  cases diff, for reading every change by hand
#   fixed/       the copy cases fix wrote (for Results/typecheck.py)
#   flags        --ignore-deployment-target when the app states a target below the package's
#                (the run is then made with it, as the README's tables mark)
#
# and OUT/run.json: the date, the tool's commit and the commands. Then Results/typecheck.py (per
# app), Results/keep.sh OUT (what the tables read, into Results/Run, committed) and
# Results/results.py Results/Run > RESULTS.md.
set -euo pipefail
tool=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$2
shift 2
mkdir -p "$out"
out=$(cd "$out" && pwd)
commit=$(git -C "$(dirname "$0")" rev-parse --short=9 HEAD)
dirty=$(git -C "$(dirname "$0")" status --porcelain -- ../Sources | wc -l | tr -d ' ')
cat > "$out/run.json" <<JSON
{"date": "$(date -u +%Y-%m-%d)", "commit": "$commit", "uncommittedSourceChanges": $dirty,
 "commands": ["check --crash-fixes --json APP", "fix --crash-fixes --json COPY",
              "cases fix --json COPY", "cases diff APP"]}
JSON
for app in "$@"; do
  app=${app%/}
  name=$(basename "$app")
  dir="$out/$name"
  rm -rf "$dir"
  mkdir -p "$dir"
  cp "$app/.snapshot" "$dir/snapshot"
  find "$app" -name '*.swift' -print0 | xargs -0 cat | wc -l | tr -d ' ' > "$dir/lines"
  flags=()
  status=0
  (cd "$(dirname "$app")" && "$tool" check --crash-fixes --json "$name") > "$dir/check.json" \
    || status=$?
  # 0 to 3 are the tool's statuses (README, "Exit status"), each with its report; a crash, or
  # anything that is not JSON, stops the run rather than becoming a row.
  if [ "$status" -gt 3 ] || ! jq -e . "$dir/check.json" > /dev/null; then
    echo "$name: check exited $status without a report" >&2
    exit 1
  fi
  if [ "$(jq '.deploymentTargets | length' "$dir/check.json")" != 0 ]; then
    flags=(--ignore-deployment-target)
    (cd "$(dirname "$app")" && "$tool" check --crash-fixes --json "${flags[@]}" "$name") \
      > "$dir/check.json" || true
  fi
  echo "${flags[*]:-}" > "$dir/flags"
  work=$(mktemp -d)
  cp -r "$app" "$work/$name"
  (cd "$work" && "$tool" fix --crash-fixes --json "${flags[@]}" "$name") > "$dir/fix.json" || true
  rm -rf "$work/$name"
  cp -r "$app" "$work/$name"
  (cd "$(dirname "$app")" && "$tool" cases diff "${flags[@]}" "$name") > "$dir/cases.patch" \
    2> /dev/null || true
  (cd "$work" && "$tool" cases fix --json "${flags[@]}" "$name") > "$dir/cases.json" || true
  mv "$work/$name" "$dir/fixed"
  rmdir "$work"
  echo "$name: check $(jq .exitStatus "$dir/check.json"), crashes $(jq .crashes "$dir/check.json"), crash fixes applied $(jq .crashFixesApplied "$dir/fix.json"), cases: $(jq '.enums | length' "$dir/cases.json") enums, $(jq .written "$dir/cases.json") properties, $(jq .caseBindings "$dir/cases.json") CaseBindings ${flags[*]:-}"
done
