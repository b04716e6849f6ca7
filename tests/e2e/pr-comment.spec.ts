/**
 * The pull request's comment, end to end: the repository's GitHub Action (action.yml) and its Azure Pipelines
 * template (ci-templates/azure-pipelines.yml) run step by step (tests/e2e/ciSteps.ts) on commits of scenario files
 * in a temporary git repository, with the built command line (dist-cli/signalr-sizing.mjs) and a stand-in for `gh`
 * or `curl` that records what is posted (tests/e2e/standIns.ts). The comment must be the diff export's own Markdown
 * for the same two scenarios, one comment, updated in place, deleted when no scenario changes any more. No browser:
 * it lives here because it needs the built file (`npm test` builds before the browser stage).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { runCompositeAction, runPipelineTemplate } from './ciSteps';
import './links';
import { standIn } from './standIns';
import { shareUrlFor } from '../../src/state/shareLink';
import { plan, type Scenario } from '../../src/engine';
import { crossedDiffLimits } from '../../src/cli/diff';
import { diffMarkdown } from '../../src/exports/diffMarkdown';
import { planDiff } from '../../src/exports/planDiff';
import { translatorFor } from '../../src/i18n/allCatalogs';
import { scenarioFileText } from '../../src/state/scenarioFile';
import { teamChatFixture, teamChatTwiceTheConnections } from '../fixtures/teamChat';
import { webPubSubChatFixture } from '../fixtures/webPubSubChat';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cliFile = join(root, 'dist-cli', 'signalr-sizing.mjs');
const marker = '<!-- signalr-sizing-diff -->';
const baseUrl = 'https://tools.example/sizing/';
const t = translatorFor('en');
const emptyScenario: Scenario = {
  version: 2,
  edition: 'current',
  targetUtilization: 0.7,
  hubs: 1,
  countServerConnections: true,
  workloads: [],
};
const teamChatThreeTimes: Scenario = {
  ...teamChatFixture,
  workloads: teamChatFixture.workloads.map((w) => ({ ...w, connections: w.connections * 3 })),
};

/** The section the diff writes for one file, computed here with the export's own functions. */
function section(path: string, before: Scenario, after: Scenario, maxIncreaseUsd: number | null) {
  const diff = planDiff(plan(before), plan(after));
  const links = {
    before: shareUrlFor(before, new URL(baseUrl)),
    after: shareUrlFor(after, new URL(baseUrl)),
  };
  const limits = { maxIncreaseUsd, maxIncreasePercent: null };
  const crossed = crossedDiffLimits(t, 'en', diff, limits);
  return diffMarkdown({ diff, t, locale: 'en', label: path, links, crossed });
}

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** A repository in a fresh folder, with a first commit; `commit` writes (or deletes, for null) files and commits. */
function repository(folder: string) {
  const repo = join(folder, 'repo');
  mkdirSync(repo);
  git(repo, 'init', '--quiet', '--initial-branch=main');
  git(repo, 'config', 'user.email', 'ci@example.com');
  git(repo, 'config', 'user.name', 'CI');
  const commit = (files: Record<string, string | null>, message: string) => {
    for (const [path, text] of Object.entries(files)) {
      const file = join(repo, path);
      if (text === null) rmSync(file);
      else {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
    }
    git(repo, 'add', '--all');
    git(repo, 'commit', '--quiet', '-m', message);
    return git(repo, 'rev-parse', 'HEAD');
  };
  return { repo, commit };
}

function expectBuilt() {
  expect(existsSync(cliFile), 'npm run build writes dist-cli/signalr-sizing.mjs').toBe(true);
}

test('the GitHub Action posts the change as one comment, updates it, and deletes it when nothing changes', () => {
  test.setTimeout(120_000);
  expectBuilt();
  const folder = mkdtempSync(join(tmpdir(), 'signalr-sizing-action-'));
  try {
    const { repo, commit } = repository(folder);
    const gh = standIn(folder, 'gh');
    const base = commit(
      {
        'sizing/team-chat.json': scenarioFileText(teamChatFixture),
        'config/app.json': '{"name": "chat"}\n',
        'README.md': '# Chat\n',
      },
      'Team chat as it runs',
    );
    const run = (head: string) =>
      runCompositeAction({
        actionFile: join(root, 'action.yml'),
        workspace: repo,
        inputs: {
          cli: cliFile,
          head,
          'max-increase-usd': '5000',
          'base-url': baseUrl,
        },
        github: {
          event: { pull_request: { base: { sha: base }, number: 24 } },
          repository: 'contoso/chat',
          token: 'token-from-the-workflow',
        },
        env: { ...process.env, ...gh.env, PATH: `${gh.bin}:${process.env.PATH ?? ''}` },
      });
    type Comments = { comments: { id: number; issue: string; body: string }[] };

    // A pull request doubles the connections, adds a Web PubSub scenario and changes a JSON file that is none.
    const twice = commit(
      {
        'sizing/team-chat.json': scenarioFileText(teamChatTwiceTheConnections),
        'sizing/webpubsub-chat.json': scenarioFileText(webPubSubChatFixture),
        'config/app.json': '{"name": "chat", "region": "westeurope"}\n',
      },
      'Twice the audience, and rooms on Web PubSub',
    );
    const first = run(twice);
    const expected = [
      section('sizing/team-chat.json', teamChatFixture, teamChatTwiceTheConnections, 5000),
      section('sizing/webpubsub-chat.json', emptyScenario, webPubSubChatFixture, 5000),
    ].join('\n');
    expect(first.steps.map((step) => step.code)).toEqual([0, 0, 0, 1]);
    expect(first.outputs.size).toMatchObject({ 'exit-code': '1' });
    const posted = gh.calls().filter((call) => call.method !== 'GET');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      method: 'POST',
      path: 'repos/contoso/chat/issues/24/comments',
    });
    expect(posted[0]?.auth).toBe('GH_TOKEN');
    expect(posted[0]?.body).toBe(`${marker}\n\n${expected}`);
    expect(posted[0]?.body).toContain('rises from \\$17,562 to \\$23,560, +\\$5,998 (+34%).');
    expect(posted[0]?.body).toContain(
      '> The monthly bill rises by \\$5,998, from \\$17,562 to \\$23,560, above the limit of \\$5,000 (--max-increase-usd).',
    );
    expect(posted[0]?.body).not.toContain('app.json');
    expect(first.summary).toBe(expected);

    // Another push: the same comment, edited.
    gh.clearCalls();
    const threeTimes = commit(
      { 'sizing/team-chat.json': scenarioFileText(teamChatThreeTimes) },
      'Three times the audience',
    );
    const second = run(threeTimes);
    expect(second.steps.at(-1)?.code).toBe(1);
    const id = gh.state<Comments>().comments[0]?.id;
    expect(gh.calls().filter((call) => call.method !== 'GET')).toEqual([
      {
        method: 'PATCH',
        path: `repos/contoso/chat/issues/comments/${id ?? ''}`,
        body: `${marker}\n\n${[
          section('sizing/team-chat.json', teamChatFixture, teamChatThreeTimes, 5000),
          section('sizing/webpubsub-chat.json', emptyScenario, webPubSubChatFixture, 5000),
        ].join('\n')}`,
        auth: 'GH_TOKEN',
      },
    ]);
    expect(gh.state<Comments>().comments).toHaveLength(1);

    // The scenarios put back as they were: no scenario changes, so the comment goes; the check passes.
    gh.clearCalls();
    const back = commit(
      {
        'sizing/team-chat.json': scenarioFileText(teamChatFixture),
        'sizing/webpubsub-chat.json': null,
      },
      'Back to the plan that runs',
    );
    const third = run(back);
    expect(third.steps.map((step) => step.code)).toEqual([0, 0, 0, 0]);
    expect(gh.calls().filter((call) => call.method !== 'GET')).toEqual([
      {
        method: 'DELETE',
        path: `repos/contoso/chat/issues/comments/${id ?? ''}`,
        body: null,
        auth: 'GH_TOKEN',
      },
    ]);
    expect(gh.state<Comments>().comments).toEqual([]);

    // A scenario the sizer refuses: the comment says why, in the sizer's words, and the check fails with 2.
    gh.clearCalls();
    const broken = commit(
      {
        'sizing/team-chat.json': JSON.stringify({
          version: 2,
          workloads: [{ name: 'x', pattern: 'echo', connections: -5 }],
        }),
      },
      'A typo',
    );
    const fourth = run(broken);
    expect(fourth.steps.at(-1)?.code).toBe(2);
    const refused = gh.calls().find((call) => call.method === 'POST');
    expect(refused?.body).toContain(
      '    The scenario in head/sizing/team-chat.json could not be used.',
    );
    expect(refused?.body).toContain('    Nothing was written.');
    expect(refused?.body).toMatch(/^ {6}workloads\[0\]\.connections: /m);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('the Azure Pipelines template posts the change as one thread’s comment and updates it', () => {
  test.setTimeout(120_000);
  expectBuilt();
  const folder = mkdtempSync(join(tmpdir(), 'signalr-sizing-pipeline-'));
  try {
    const { repo, commit } = repository(folder);
    const curl = standIn(folder, 'curl');
    const base = commit({ 'sizing/team-chat.json': scenarioFileText(teamChatFixture) }, 'Base');
    const run = () =>
      runPipelineTemplate({
        templateFile: join(root, 'ci-templates', 'azure-pipelines.yml'),
        sources: repo,
        parameters: {
          cli: cliFile,
          base,
          maxIncreasePercent: '50',
          baseUrl,
          scripts: join(root, 'ci-templates'),
        },
        variables: {
          'Build.Reason': 'PullRequest',
          'System.AccessToken': 'build-token',
          'System.CollectionUri': 'https://dev.azure.com/contoso/',
          'System.TeamProjectId': 'chat-project',
          'Build.Repository.Id': 'chat-repo',
          'System.PullRequest.PullRequestId': '42',
        },
        secrets: ['System.AccessToken'],
        env: { ...process.env, ...curl.env, PATH: `${curl.bin}:${process.env.PATH ?? ''}` },
      });
    const threads =
      'https://dev.azure.com/contoso/chat-project/_apis/git/repositories/chat-repo/pullRequests/42/threads';

    commit({ 'sizing/team-chat.json': scenarioFileText(teamChatTwiceTheConnections) }, 'Twice');
    const first = run();
    // +34% is within 50%: the build passes, and the comment is posted all the same.
    expect(first.map((step) => step.code)).toEqual([0, 0, 0]);
    const created = curl.calls().filter((call) => call.method !== 'GET');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      method: 'POST',
      path: `${threads}?api-version=7.1`,
      auth: 'Bearer build-token',
    });
    const content = `${marker}\n\n${section('sizing/team-chat.json', teamChatFixture, teamChatTwiceTheConnections, null)}`;
    expect(JSON.parse(created[0]?.body ?? '{}')).toEqual({
      comments: [{ parentCommentId: 0, content, commentType: 1 }],
      status: 1,
    });

    curl.clearCalls();
    commit({ 'sizing/team-chat.json': scenarioFileText(teamChatThreeTimes) }, 'Three times');
    const second = run();
    // Three times the audience is more than 50% more: the build fails after the comment is updated.
    expect(second.map((step) => step.code)).toEqual([0, 0, 1]);
    const updated = curl.calls().filter((call) => call.method !== 'GET');
    expect(updated.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PATCH ${threads}/7/comments/1?api-version=7.1`,
    ]);
    const body = (JSON.parse(updated[0]?.body ?? '{}') as { content: string }).content;
    expect(body).toContain('above the limit of 50% (--max-increase-percent).');
    expect(curl.state<{ threads: unknown[] }>().threads).toHaveLength(1);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
