#!/usr/bin/env bash
# Sizes the scenario files that change between two commits and writes, for each, the change its pull request makes
# (`signalr-sizing diff`) as Markdown: the body of the pull request's comment. The GitHub Action (action.yml) and the
# Azure Pipelines template (ci-templates/azure-pipelines.yml) run it; docs/cli.md shows both.
#
# Environment:
#   SIZING_BASE       the commit the change is measured from (required); the script fetches it when the clone lacks it
#   SIZING_HEAD       the commit with the change (default HEAD)
#   SIZING_SCENARIOS  git pathspecs of the scenario files, one per line (default '*.json': every JSON file); a JSON
#                     file is a scenario when it has a "workloads" field before or after the change
#   SIZING_CLI        the sizer: a packed tarball (.tgz), the built file (.mjs), or a command (default signalr-sizing)
#   SIZING_LANG, SIZING_BASE_URL, SIZING_MAX_INCREASE_USD, SIZING_MAX_INCREASE_PERCENT
#                     passed to `diff` as --lang, --base-url, --max-increase-usd, --max-increase-percent when set
#   SIZING_BODY       the file to write (default signalr-sizing-comment.md): one section per changed scenario,
#                     empty when no scenario changed; left unwritten when the script itself fails
#
# Exit code: the worst of the files' `diff`: 0; 1 a limit is crossed; 2 a scenario is refused (its message is in the
# body). Anything else: the script failed (git, the sizer), and the body is not written.
set -euo pipefail

base=${SIZING_BASE:?SIZING_BASE names the commit to compare with}
head=${SIZING_HEAD:-HEAD}
cli=${SIZING_CLI:-signalr-sizing}

# A path from where the script was started (it runs the sizer from a folder of its own).
absolute() {
  case $1 in
    /*) printf '%s\n' "$1" ;;
    *) printf '%s\n' "$PWD/$1" ;;
  esac
}
body=$(absolute "${SIZING_BODY:-signalr-sizing-comment.md}")
# A body left from an earlier run must not be posted if this one fails.
rm -f "$body"

case "$cli" in
  *.tgz) sizer=(npx --yes --package "$(absolute "$cli")" signalr-sizing) ;;
  *.mjs | *.js) sizer=(node "$(absolute "$cli")") ;;
  *) sizer=("$cli") ;;
esac

specs=()
while IFS= read -r spec; do
  [[ -n "${spec//[[:space:]]/}" ]] && specs+=("$spec")
done <<< "${SIZING_SCENARIOS:-*.json}"

args=()
[[ -n "${SIZING_LANG:-}" ]] && args+=("--lang=$SIZING_LANG")
[[ -n "${SIZING_BASE_URL:-}" ]] && args+=("--base-url=$SIZING_BASE_URL")
[[ -n "${SIZING_MAX_INCREASE_USD:-}" ]] && args+=("--max-increase-usd=$SIZING_MAX_INCREASE_USD")
[[ -n "${SIZING_MAX_INCREASE_PERCENT:-}" ]] && args+=("--max-increase-percent=$SIZING_MAX_INCREASE_PERCENT")

# A shallow clone (actions/checkout's default) may lack the base commit.
if ! git cat-file -e "$base^{commit}" 2> /dev/null; then
  git fetch --no-tags --depth=1 origin "$base"
fi
# What the head changes since it left the base; a shallow clone without their common history compares the two.
from=$(git merge-base "$base" "$head" 2> /dev/null || git rev-parse "$base^{commit}")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
empty='{"version": 2, "workloads": []}'

# True when the file is a JSON object with a "workloads" field: a scenario, valid or not.
is_scenario() {
  node -e 'try { const v = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    process.exit(v !== null && typeof v === "object" && !Array.isArray(v) && "workloads" in v ? 0 : 1) }
    catch { process.exit(1) }' "$1"
}

# One side of a file: its text at the commit, or an empty scenario when the file is not there (added or deleted).
side() {
  local rev=$1 path=$2 out=$3
  mkdir -p "$(dirname "$out")"
  if git cat-file -e "$rev:$path" 2> /dev/null; then
    git show "$rev:$path" > "$out"
    is_scenario "$out"
  else
    printf '%s\n' "$empty" > "$out"
    return 1
  fi
}

worst=0
sections=0
: > "$work/body.md"
git diff --name-only -z --no-renames "$from" "$head" -- "${specs[@]}" > "$work/changed"
while IFS= read -r -d '' path; do
  scenario=false
  side "$from" "$path" "$work/base/$path" && scenario=true
  side "$head" "$path" "$work/head/$path" && scenario=true
  $scenario || continue
  code=0
  # Run from the work folder, so a refused file is named as head/<path> or base/<path>.
  (cd "$work" && "${sizer[@]}" diff "base/$path" "head/$path" "--label=$path" ${args[@]+"${args[@]}"}) \
    > "$work/section.md" 2> "$work/stderr.txt" || code=$?
  cat "$work/stderr.txt" >&2
  case $code in
    0 | 1) section=$(cat "$work/section.md") ;;
    # The sizer's own words (what could not be used, and why) as an indented code block: never read as markup.
    2) section=$(sed 's/^/    /' "$work/stderr.txt") ;;
    *)
      echo "signalr-sizing diff failed on $path (exit code $code)." >&2
      exit "$code"
      ;;
  esac
  if ((sections > 0)); then printf '\n' >> "$work/body.md"; fi
  printf '%s\n' "$section" >> "$work/body.md"
  sections=$((sections + 1))
  if ((code > worst)); then worst=$code; fi
done < "$work/changed"

mkdir -p "$(dirname "$body")"
mv "$work/body.md" "$body"
exit "$worst"
