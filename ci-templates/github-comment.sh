#!/usr/bin/env bash
# Posts the sizing's change as one comment on a GitHub pull request, and keeps it one: the comment carries a marker
# (an HTML comment, invisible on the page), and a later run edits the comment that has it instead of adding another.
# When no scenario changed any more (an empty body), the earlier comment is deleted; when the sizing failed (no body
# file at all), nothing is touched. Plain shell around `gh api`, so a test can stand in for `gh`.
#
# Environment:
#   GH_TOKEN       a token that may write the pull request's comments (the workflow's github.token does)
#   SIZING_REPO    owner/name (default: $GITHUB_REPOSITORY)
#   SIZING_PR      the pull request's number (required)
#   SIZING_BODY    the Markdown to post (ci-templates/sizing-diff.sh writes it)
#   SIZING_MARKER  what marks the comment (default <!-- signalr-sizing-diff -->)
set -euo pipefail

repo=${SIZING_REPO:-${GITHUB_REPOSITORY:?SIZING_REPO or GITHUB_REPOSITORY names the repository}}
pr=${SIZING_PR:?SIZING_PR is the number of the pull request}
body=${SIZING_BODY:?SIZING_BODY is the Markdown file to post}
marker=${SIZING_MARKER:-<!-- signalr-sizing-diff -->}
# GitHub refuses a comment over 65,536 characters: a longer body is cut at a line, and the cut said.
max_bytes=65000
if [[ ! -e "$body" ]]; then
  echo "No comment body at $body: the sizing did not finish, so the comment is left as it is." >&2
  exit 0
fi

# The first comment of the pull request that carries the marker (every page of comments is read).
existing=$(
  MARKER="$marker" gh api --paginate "repos/$repo/issues/$pr/comments" \
    --jq '.[] | select(.body | contains(env.MARKER)) | .id' | head -n 1
)

if [[ ! -s "$body" ]]; then
  if [[ -n "$existing" ]]; then
    gh api --method DELETE "repos/$repo/issues/comments/$existing" > /dev/null
    echo "No scenario changes any more: deleted comment $existing."
  fi
  exit 0
fi

comment=$(mktemp)
trap 'rm -f "$comment"' EXIT
{
  printf '%s\n\n' "$marker"
  if (($(wc -c < "$body") > max_bytes)); then
    # Whole lines only: a cut in the middle of a line could split a character.
    head -c "$max_bytes" "$body" | sed '$d'
    printf '\n…\n'
  else
    cat "$body"
  fi
} > "$comment"

if [[ -n "$existing" ]]; then
  gh api --method PATCH "repos/$repo/issues/comments/$existing" -F "body=@$comment" > /dev/null
  echo "Updated comment $existing on $repo#$pr."
else
  gh api --method POST "repos/$repo/issues/$pr/comments" -F "body=@$comment" > /dev/null
  echo "Posted the comment on $repo#$pr."
fi
