import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../engine';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { scenarioArbitrary, webPubSubScenarioArbitrary } from '../../tests/fixtures/arbitraries';
import { webPubSubChatFixture } from '../../tests/fixtures/webPubSubChat';
import { decodeFileBytes, NotText } from '../engine/files/fileBytes';
import {
  maxImportBytes,
  readScenarioFile,
  readScenarioText,
  scenarioFileText,
} from './scenarioFile';

/** Text as a file's bytes in an encoding: UTF-16 by hand (TextEncoder writes UTF-8 only). */
function encoded(
  text: string,
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be',
): Uint8Array<ArrayBuffer> {
  if (encoding === 'utf-8') return new TextEncoder().encode(text);
  const bytes = new Uint8Array(text.length * 2);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const [high, low] = [code >> 8, code & 0xff];
    bytes[index * 2] = encoding === 'utf-16le' ? low : high;
    bytes[index * 2 + 1] = encoding === 'utf-16le' ? high : low;
  }
  return bytes;
}

const full: Scenario = {
  version: 2,
  hubs: 1,
  countServerConnections: false,
  name: 'Everything set',
  edition: '2019',
  targetUtilization: 0.55,
  appServerFramework: 'aspnet',
  prices: { Standard_S1: 1.5, perMillionExtraMessages: 0.9 },
  workloads: [
    {
      transport: 'longPolling',
      groupSize: 25,
      sendIntervalSeconds: 0.5,
      messageBytes: 512,
      senders: 30,
      connections: 300,
      pattern: 'group',
      name: 'Rooms',
    },
  ],
};

describe('scenarioFileText', () => {
  it('writes the scenario object alone, fields in the format order, pretty-printed', () => {
    const text = scenarioFileText(full);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).not.toContain('$schema');
    expect(Object.keys(JSON.parse(text) as object)).toEqual([
      'version',
      'name',
      'edition',
      'targetUtilization',
      'hubs',
      'countServerConnections',
      'appServerFramework',
      'prices',
      'workloads',
    ]);
    expect(text).toContain(
      '\n  "workloads": [\n    {\n      "name": "Rooms",\n      "pattern": "group",',
    );
  });

  it('parses back to the same scenario (export -> parse -> equal)', () => {
    for (const scenario of [teamChatFixture, full]) {
      expect(readScenarioText(scenarioFileText(scenario))).toEqual({ ok: true, scenario });
      expect(parseScenario(JSON.parse(scenarioFileText(scenario)))).toEqual({ ok: true, scenario });
    }
  });

  it('writes a Web PubSub scenario’s service after its name, and reads it back on Web PubSub', () => {
    const text = scenarioFileText(webPubSubChatFixture);
    expect(Object.keys(JSON.parse(text) as object).slice(0, 3)).toEqual([
      'version',
      'name',
      'service',
    ]);
    expect(text).toContain('\n  "service": "webPubSub",\n');
    expect(readScenarioText(text)).toEqual({ ok: true, scenario: webPubSubChatFixture });
    fc.assert(
      fc.property(webPubSubScenarioArbitrary(), (scenario) => {
        expect(readScenarioText(scenarioFileText(scenario))).toEqual({ ok: true, scenario });
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a Web PubSub file with a client broadcast or hub servers, naming each field', () => {
    const result = readScenarioText(
      JSON.stringify({
        version: 2,
        service: 'webPubSub',
        hubs: 2,
        workloads: [
          {
            name: 'News',
            pattern: 'broadcast',
            connections: 100,
            senders: 1,
            messageBytes: 256,
            sendIntervalSeconds: 1,
          },
        ],
      }),
    );
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    if (result.ok || result.reason !== 'invalid') return;
    expect(result.issues.map((issue) => [issue.path, issue.detail])).toEqual([
      ['hubs', { code: 'notForService', service: 'webPubSub' }],
      ['workloads[0].pattern', { code: 'notForService', service: 'webPubSub' }],
    ]);
  });

  it('round-trips any valid scenario', () => {
    fc.assert(
      fc.property(scenarioArbitrary(), (scenario) => {
        const result = readScenarioText(scenarioFileText(scenario));
        expect(result).toEqual({ ok: true, scenario });
      }),
      { numRuns: 200 },
    );
  });
});

describe('readScenarioText', () => {
  it('accepts a minimal scenario of format 1, read as format 2 with its defaults', () => {
    expect(readScenarioText('{"version":1,"workloads":[]}')).toEqual({
      ok: true,
      scenario: {
        version: 2,
        hubs: 1,
        countServerConnections: true,
        edition: 'current',
        targetUtilization: 0.7,
        workloads: [],
      },
    });
  });

  it('ignores a byte-order mark and surrounding whitespace', () => {
    expect(readScenarioText('\uFEFF  {"version":1,"workloads":[]}\n').ok).toBe(true);
  });

  it('refuses empty text', () => {
    expect(readScenarioText('')).toEqual({ ok: false, reason: 'empty' });
    expect(readScenarioText(' \n\t')).toEqual({ ok: false, reason: 'empty' });
  });

  it.each([
    ['{', 1, 2],
    ['{"version": 1,}', 1, 15],
    ['version: 1', 1, 1],
    ["{'version': 1}", 1, 2],
    ['NaN', 1, 1],
    ['{"a":1} trailing', 1, 9],
    ['{\n  "version": 2,\n  "workloads": [x]\n}', 3, 17],
    ['\uFEFF{\r\n  "name": "Chat\u001b[2K"\r\n}', 2, 16],
  ])('reports a JSON syntax error in %j at line %i, column %i', (text, line, column) => {
    expect(readScenarioText(text)).toEqual({ ok: false, reason: 'syntax', line, column });
  });

  it('never copies the text into the syntax error (issue 25: an escape sequence reached the message)', () => {
    const text = `{"version": 2x, "name": "Team chat\u001b]52;c;Y3VybA==\u0007"}`;
    const result = readScenarioText(text);
    expect(result).toEqual({ ok: false, reason: 'syntax', line: 1, column: 14 });
    expect(JSON.stringify(result)).not.toContain('52;c');
  });

  it.each(['[]', '[{"version":1}]', 'null', '1', '"scenario"', 'true'])(
    'refuses %s: not an object',
    (text) => {
      expect(readScenarioText(text)).toEqual({ ok: false, reason: 'notObject' });
    },
  );

  it('says when the file is from a newer format version', () => {
    expect(readScenarioText('{"version":3,"workloads":[]}')).toEqual({
      ok: false,
      reason: 'newerVersion',
      version: 3,
    });
  });

  it('names every bad field with its path', () => {
    const text = JSON.stringify({
      version: 2,
      hubs: 1,
      countServerConnections: false,
      edition: '2030',
      workloads: [
        { ...teamChatFixture.workloads[0], connections: 2_000_000 },
        { ...teamChatFixture.workloads[1], senders: 'many', colour: 'red' },
      ],
      $schema: './scenario.schema.json',
    });
    const result = readScenarioText(text);
    expect(result.ok).toBe(false);
    if (result.ok || result.reason !== 'invalid') throw new Error('expected invalid');
    const lines = result.issues.map((issue) => `${issue.path}: ${issue.message}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'edition: must be one of "2019", "2021", "current"',
        'workloads[0].connections: must be at most 1000000',
        'workloads[1].senders: must be a number',
        'workloads[1]: unknown field: colour',
        '(the scenario): unknown field: $schema',
      ]),
    );
  });

  it('refuses a missing version and a version 0', () => {
    expect(readScenarioText('{"workloads":[]}')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(readScenarioText('{"version":0,"workloads":[]}')).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses text over 1 MB before parsing it', () => {
    const text = `{"version":1,"name":"${'x'.repeat(maxImportBytes)}","workloads":[]}`;
    expect(readScenarioText(text)).toEqual({
      ok: false,
      reason: 'tooLarge',
      bytes: text.length,
    });
  });

  it('counts the limit in UTF-8 bytes, not characters', () => {
    const text = 'é'.repeat(maxImportBytes / 2 + 1);
    expect(readScenarioText(text)).toMatchObject({ ok: false, reason: 'tooLarge' });
  });
});

describe('readScenarioFile', () => {
  it('reads a file', async () => {
    const file = new File([scenarioFileText(teamChatFixture)], 'Team-chat.signalr-sizing.json');
    expect(await readScenarioFile(file)).toEqual({ ok: true, scenario: teamChatFixture });
  });

  it('refuses a file over 1 MB without reading it', async () => {
    const file = new File(['x'.repeat(maxImportBytes + 1)], 'big.json');
    file.arrayBuffer = () => Promise.reject(new Error('must not be read'));
    expect(await readScenarioFile(file)).toEqual({
      ok: false,
      reason: 'tooLarge',
      bytes: maxImportBytes + 1,
    });
  });

  it.each([
    [
      'a Latin-1 file (its "é" is one byte, 0xE9)',
      Uint8Array.from([0x7b, 0x22, 0xe9, 0x22, 0x7d]),
      'UTF-8',
    ],
    [
      'a picture chosen by mistake',
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff]),
      'UTF-8',
    ],
    // A byte-order mark, then a low surrogate with no high one before it.
    [
      'UTF-16 with a broken character',
      Uint8Array.from([0xff, 0xfe, 0x7b, 0x00, 0x00, 0xdc, 0x7d, 0x00]),
      'UTF-16LE',
    ],
  ] as const)(
    'refuses %s as not text, never reading its bytes as U+FFFD',
    async (_name, bytes, encoding) => {
      expect(await readScenarioFile(new File([bytes], 'chat.json'))).toEqual({
        ok: false,
        reason: 'notText',
        encoding,
      });
      expect(() => decodeFileBytes(bytes)).toThrow(new NotText(encoding));
    },
  );

  it('reads a UTF-8 name as typed: "Café" stays "Café"', async () => {
    const text = scenarioFileText({ ...teamChatFixture, name: 'Café' });
    const read = await readScenarioFile(new File([new TextEncoder().encode(text)], 'chat.json'));
    expect(read.ok && read.scenario.name).toBe('Café');
  });

  it('reports a file that cannot be read', async () => {
    const file = new File(['{}'], 'gone.json');
    file.arrayBuffer = () => Promise.reject(new Error('NotReadableError'));
    expect(await readScenarioFile(file)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it.each([
    ['UTF-16 little endian', 'utf-16le'],
    ['UTF-16 big endian', 'utf-16be'],
    ['UTF-8', 'utf-8'],
  ] as const)(
    'reads a %s file with a byte-order mark, as the command line does',
    async (_name, encoding) => {
      const bytes = encoded(`\uFEFF${scenarioFileText(teamChatFixture)}`, encoding);
      expect(await readScenarioFile(new File([bytes], 'chat.json'))).toEqual({
        ok: true,
        scenario: teamChatFixture,
      });
      expect(readScenarioText(decodeFileBytes(bytes))).toEqual({
        ok: true,
        scenario: teamChatFixture,
      });
    },
  );
});
