#!/usr/bin/env bash
# Posts the sizing's change as one comment on an Azure Repos pull request, and keeps it one: the comment carries a
# marker (an HTML comment), and a later run edits the thread's comment that has it instead of opening another thread.
# When no scenario changed any more (an empty body), that comment is deleted; when the sizing failed (no body file at
# all), nothing is touched. curl against the Azure DevOps REST API (Pull Request Threads, api-version 7.1); node reads
# and writes its JSON. A test stands in for curl.
#
# Environment (the pipeline's own variables, as Azure Pipelines sets them in a pull request's build):
#   SYSTEM_ACCESSTOKEN                  the build's token: map it in the step's env (System.AccessToken); the build
#                                       service needs "Contribute to pull requests" on the repository
#   SYSTEM_COLLECTIONURI, SYSTEM_TEAMPROJECTID, BUILD_REPOSITORY_ID, SYSTEM_PULLREQUEST_PULLREQUESTID
#   SIZING_BODY                         the Markdown to post (ci-templates/sizing-diff.sh writes it)
#   SIZING_MARKER                       what marks the comment (default <!-- signalr-sizing-diff -->)
set -euo pipefail

token=${SYSTEM_ACCESSTOKEN:?SYSTEM_ACCESSTOKEN: map System.AccessToken into the env of the step}
collection=${SYSTEM_COLLECTIONURI:?SYSTEM_COLLECTIONURI is set by Azure Pipelines}
project=${SYSTEM_TEAMPROJECTID:?SYSTEM_TEAMPROJECTID is set by Azure Pipelines}
repository=${BUILD_REPOSITORY_ID:?BUILD_REPOSITORY_ID is set by Azure Pipelines}
pr=${SYSTEM_PULLREQUEST_PULLREQUESTID:?SYSTEM_PULLREQUEST_PULLREQUESTID: run this in a build of a pull request}
body=${SIZING_BODY:?SIZING_BODY is the Markdown file to post}
marker=${SIZING_MARKER:-<!-- signalr-sizing-diff -->}
threads="${collection%/}/$project/_apis/git/repositories/$repository/pullRequests/$pr/threads"
version='api-version=7.1'

if [[ ! -e "$body" ]]; then
  echo "No comment body at $body: the sizing did not finish, so the comment is left as it is." >&2
  exit 0
fi

api() {
  local method=$1 url=$2
  shift 2
  curl --silent --show-error --fail-with-body --request "$method" \
    --header "Authorization: Bearer $token" --header 'Content-Type: application/json' \
    "$@" "$url"
}

# "thread comment": the first live thread whose first comment carries the marker; nothing when there is none.
existing=$(
  api GET "$threads?$version" | MARKER="$marker" node -e '
    const { value = [] } = JSON.parse(require("fs").readFileSync(0, "utf8"));
    const thread = value.find((t) => !t.isDeleted && t.comments?.[0] && !t.comments[0].isDeleted &&
      String(t.comments[0].content ?? "").includes(process.env.MARKER));
    if (thread) console.log(`${thread.id} ${thread.comments[0].id}`);'
)
thread=${existing% *}
comment=${existing#* }

if [[ ! -s "$body" ]]; then
  if [[ -n "$existing" ]]; then
    api DELETE "$threads/$thread/comments/$comment?$version" > /dev/null
    echo "No scenario changes any more: deleted the comment of thread $thread."
  fi
  exit 0
fi

# The request's JSON: the marker, a blank line, the body.
request() {
  MARKER="$marker" node -e '
    const content = `${process.env.MARKER}\n\n${require("fs").readFileSync(process.argv[1], "utf8")}`;
    const shape = process.argv[2];
    console.log(JSON.stringify(shape === "thread"
      ? { comments: [{ parentCommentId: 0, content, commentType: 1 }], status: 1 }
      : { content }));' "$body" "$1"
}

if [[ -n "$existing" ]]; then
  request comment | api PATCH "$threads/$thread/comments/$comment?$version" --data-binary @- > /dev/null
  echo "Updated the comment of thread $thread on pull request $pr."
else
  request thread | api POST "$threads?$version" --data-binary @- > /dev/null
  echo "Posted the comment on pull request $pr."
fi
