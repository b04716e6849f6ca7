/**
 * Stand-ins for the two programs the comment scripts call, put first on the PATH: `gh` (GitHub's CLI, `gh api`) and
 * `curl` (the Azure DevOps REST API). Each keeps the pull request's comments in a JSON file, answers as the real
 * API does for the calls the scripts make, and records every call (method, path, body) so a test reads what was
 * posted. `gh api --jq` runs the expression with the real jq, as gh runs it with its own.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface RecordedCall {
  method: string;
  path: string;
  body: string | null;
  /** The Authorization header (curl) or whether GH_TOKEN was set (gh). */
  auth: string | null;
}

const ghScript = String.raw`#!/usr/bin/env node
const fs = require('fs');
const { spawnSync } = require('child_process');
const statePath = process.env.STAND_IN_STATE;
const state = fs.existsSync(statePath) ? JSON.parse(fs.readFileSync(statePath, 'utf8')) : { comments: [], nextId: 101 };
const args = process.argv.slice(2);
if (args[0] !== 'api') { console.error('gh stand-in: only "gh api" is known'); process.exit(1); }
let method = 'GET', jq = null, path = null, body = null;
for (let i = 1; i < args.length; i += 1) {
  const arg = args[i];
  if (arg === '--method' || arg === '-X') method = args[++i];
  else if (arg === '--jq' || arg === '-q') jq = args[++i];
  else if (arg === '--paginate') continue;
  else if (arg === '-F' || arg === '--field') {
    const [key, value] = args[++i].split(/=(.*)/s);
    if (key !== 'body' || !value.startsWith('@')) { console.error('gh stand-in: unknown field ' + key); process.exit(1); }
    body = fs.readFileSync(value.slice(1), 'utf8');
  } else if (arg.startsWith('-')) { console.error('gh stand-in: unknown option ' + arg); process.exit(1); }
  else path = arg;
}
fs.appendFileSync(process.env.STAND_IN_LOG, JSON.stringify({ method, path, body, auth: process.env.GH_TOKEN ? 'GH_TOKEN' : null }) + '\n');
const save = () => fs.writeFileSync(statePath, JSON.stringify(state));
let answer;
let match;
if (method === 'GET' && (match = /^repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(path))) {
  answer = state.comments.filter((c) => c.issue === match[1]).map(({ id, body }) => ({ id, body }));
} else if (method === 'POST' && (match = /^repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(path))) {
  answer = { id: state.nextId++, issue: match[1], body };
  state.comments.push(answer); save();
} else if (method === 'PATCH' && (match = /^repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(path))) {
  answer = state.comments.find((c) => c.id === Number(match[1]));
  if (!answer) { console.error('gh: Not Found (HTTP 404)'); process.exit(1); }
  answer.body = body; save();
} else if (method === 'DELETE' && (match = /^repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(path))) {
  state.comments = state.comments.filter((c) => c.id !== Number(match[1])); save();
  process.exit(0);
} else { console.error('gh stand-in: unknown call ' + method + ' ' + path); process.exit(1); }
if (jq === null) { process.stdout.write(JSON.stringify(answer)); process.exit(0); }
const result = spawnSync('jq', ['-r', jq], { input: JSON.stringify(answer), encoding: 'utf8' });
process.stdout.write(result.stdout); process.stderr.write(result.stderr);
process.exit(result.status);
`;

const curlScript = String.raw`#!/usr/bin/env node
const fs = require('fs');
const statePath = process.env.STAND_IN_STATE;
const state = fs.existsSync(statePath) ? JSON.parse(fs.readFileSync(statePath, 'utf8')) : { threads: [], nextId: 7 };
const args = process.argv.slice(2);
let method = 'GET', url = null, data = null, auth = null;
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i];
  if (arg === '--request' || arg === '-X') method = args[++i];
  else if (arg === '--header' || arg === '-H') { const h = args[++i]; if (/^Authorization:/i.test(h)) auth = h.replace(/^Authorization:\s*/i, ''); }
  else if (arg === '--data-binary') { const v = args[++i]; data = v === '@-' ? fs.readFileSync(0, 'utf8') : v; }
  else if (['--silent', '--show-error', '--fail-with-body'].includes(arg)) continue;
  else if (arg.startsWith('-')) { console.error('curl stand-in: unknown option ' + arg); process.exit(2); }
  else url = arg;
}
fs.appendFileSync(process.env.STAND_IN_LOG, JSON.stringify({ method, path: url, body: data, auth }) + '\n');
const save = () => fs.writeFileSync(statePath, JSON.stringify(state));
const u = new URL(url);
if (u.searchParams.get('api-version') !== '7.1') { console.error('curl stand-in: no api-version'); process.exit(22); }
const threads = /\/_apis\/git\/repositories\/[^/]+\/pullRequests\/\d+\/threads$/;
const comment = /\/_apis\/git\/repositories\/[^/]+\/pullRequests\/\d+\/threads\/(\d+)\/comments\/(\d+)$/;
let match;
if (method === 'GET' && threads.test(u.pathname)) {
  process.stdout.write(JSON.stringify({ value: state.threads, count: state.threads.length }));
} else if (method === 'POST' && threads.test(u.pathname)) {
  const request = JSON.parse(data);
  const thread = { id: state.nextId++, status: request.status, comments: request.comments.map((c, i) => ({ id: i + 1, content: c.content, commentType: c.commentType })) };
  state.threads.push(thread); save(); process.stdout.write(JSON.stringify(thread));
} else if ((method === 'PATCH' || method === 'DELETE') && (match = comment.exec(u.pathname))) {
  const thread = state.threads.find((t) => t.id === Number(match[1]));
  const found = thread && thread.comments.find((c) => c.id === Number(match[2]));
  if (!found) { process.stdout.write('{"message":"not found"}'); process.exit(22); }
  if (method === 'PATCH') found.content = JSON.parse(data).content; else found.isDeleted = true;
  save(); process.stdout.write(JSON.stringify(found));
} else { console.error('curl stand-in: unknown call ' + method + ' ' + url); process.exit(22); }
`;

export interface StandIn {
  /** Put this folder first on the PATH. */
  bin: string;
  /** The environment that points the stand-ins at their state and log. */
  env: Record<string, string>;
  calls(): RecordedCall[];
  /** The stand-in's state: gh's `comments`, curl's `threads`. */
  state<T>(): T;
  /** Forgets the calls recorded so far (the state stays). */
  clearCalls(): void;
}

/** A folder with a stand-in `gh` or `curl` in it. */
export function standIn(folder: string, program: 'gh' | 'curl'): StandIn {
  const bin = join(folder, `${program}-bin`);
  mkdirSync(bin, { recursive: true });
  const executable = join(bin, program);
  writeFileSync(executable, program === 'gh' ? ghScript : curlScript);
  chmodSync(executable, 0o755);
  const log = join(folder, `${program}-calls.jsonl`);
  const statePath = join(folder, `${program}-state.json`);
  writeFileSync(log, '');
  return {
    bin,
    env: { STAND_IN_LOG: log, STAND_IN_STATE: statePath },
    calls: () =>
      readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as RecordedCall),
    state: <T>() => (existsSync(statePath) ? JSON.parse(readFileSync(statePath, 'utf8')) : {}) as T,
    clearCalls: () => writeFileSync(log, ''),
  };
}
