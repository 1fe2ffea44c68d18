#!/usr/bin/env bash
# For .ci/run: when openapi/ changed, print the contract diff summary (Markdown, also written to
# reports/contract-diff.md). The base is main's merge base, or on main itself HEAD~1.
# A missing base (no main ref, shallow clone, single commit, no git) is a note, never a failure.
# Exit status: contract-diff's (0 fine, 1 breaking changes without a major bump, 2 broken
# contract, 3 tool error), or 0 when there is nothing to compare.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 0

note() { printf 'contract-summary: %s\n' "$*"; }

if ! git rev-parse --git-dir >/dev/null 2>&1; then
  note "not a git checkout; skipped"
  exit 0
fi
head=$(git rev-parse -q --verify 'HEAD^{commit}') || { note "no commits yet; skipped"; exit 0; }

main_ref=""
for ref in main origin/main; do
  if git rev-parse -q --verify "${ref}^{commit}" >/dev/null; then
    main_ref=$ref
    break
  fi
done
branch=$(git symbolic-ref --short -q HEAD || true)

# "On main": the main branch checked out, or a detached HEAD at main's commit (CI checkouts).
on_main=false
if [ "$branch" = main ]; then
  on_main=true
elif [ -z "$branch" ] && [ -n "$main_ref" ] && [ "$(git rev-parse "${main_ref}^{commit}")" = "$head" ]; then
  on_main=true
fi

if [ -n "$main_ref" ] && [ "$on_main" = false ]; then
  base=$(git merge-base HEAD "$main_ref" 2>/dev/null) || {
    note "no merge base with ${main_ref} (shallow clone? fetch more history); skipped"
    exit 0
  }
  base_name="merge base with ${main_ref}"
elif [ "$on_main" = true ]; then
  base=$(git rev-parse -q --verify 'HEAD~1^{commit}') || {
    note "on main with a single commit (or a shallow clone): no previous commit to compare with; skipped"
    exit 0
  }
  base_name="HEAD~1"
else
  note "no main branch to compare with (fetch it: git fetch origin main); skipped"
  exit 0
fi

if git diff --quiet "$base" -- openapi/; then
  note "openapi/ unchanged since ${base_name} ($(git rev-parse --short "$base")); nothing to report"
  exit 0
fi

note "openapi/ changed since ${base_name} ($(git rev-parse --short "$base")):"
node scripts/contract-diff.mjs --base "$base"
status=$?
# What a server must now do differently: the operations whose conformance scenarios changed
# (npm run contract:check -- --plan-diff; also in reports/contract-scenarios.md).
node scripts/contract-check.mjs --plan-diff "$base" || note "conformance scenario diff failed"
exit $status
