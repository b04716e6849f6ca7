// @vitest-environment node
import fc from 'fast-check';
import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { scenarioArbitrary, webPubSubScenarioArbitrary } from '../../tests/fixtures/arbitraries';
import linkFixtures from '../../tests/fixtures/links-v1.json' with { type: 'json' };
import linkFixturesV2 from '../../tests/fixtures/links-v2.json' with { type: 'json' };
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { parseScenario, type Scenario, type Workload } from '../engine';
import {
  decodeScenario,
  encodeScenario,
  fragmentWithScenario,
  maxInflatedBytes,
  scenarioParameter,
} from './shareLink';

function toBase64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

function realisticScenario(workloadCount: number): Scenario {
  const names = [
    'Chat rooms',
    'Order updates',
    'Live scores',
    'Presence',
    'Notifications',
    'Cursor sync',
  ];
  const patterns = [
    'group',
    'restUser',
    'broadcast',
    'broadcast',
    'restBroadcast',
    'connection',
  ] as const;
  const workloads: Workload[] = Array.from({ length: workloadCount }, (_, i) => {
    const pattern = patterns[i % patterns.length] ?? 'echo';
    const connections = 1000 * (i + 3);
    const workload: Workload = {
      name: `${names[i % names.length] ?? 'Workload'} ${i + 1}`,
      pattern,
      connections,
      senders: pattern.includes('roadcast') ? 2 : Math.round(connections / 7),
      messageBytes: [256, 1024, 2048, 4096][i % 4] ?? 2048,
      sendIntervalSeconds: [1, 2, 5, 0.5][i % 4] ?? 1,
    };
    if (pattern === 'group') workload.groupSize = 10 + i;
    return workload;
  });
  return {
    version: 2,
    hubs: 1,
    countServerConnections: true,
    name: 'Product suite',
    edition: 'current',
    targetUtilization: 0.7,
    workloads,
  };
}

describe('share link', () => {
  it('round-trips random scenarios exactly', () => {
    fc.assert(
      fc.property(scenarioArbitrary(8), (scenario) => {
        expect(decodeScenario(encodeScenario(scenario))).toEqual({ ok: true, scenario });
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips random Web PubSub scenarios exactly, their service with them', () => {
    fc.assert(
      fc.property(webPubSubScenarioArbitrary(8), (scenario) => {
        expect(scenario.service).toBe('webPubSub');
        expect(decodeScenario(encodeScenario(scenario))).toEqual({ ok: true, scenario });
      }),
      { numRuns: 300 },
    );
  });

  it('carries what was measured and the calibration applied', () => {
    const measured: Scenario = {
      ...teamChatFixture,
      measured: {
        sku: 'Premium_P1',
        units: 5,
        connectionCount: 4210,
        messageCountPerDay: 123_456_789,
        inboundTrafficBytes: 12 * 1024 ** 3,
        outboundTrafficBytes: 3.5e9,
        trafficGrainSeconds: 300,
        serverLoadPercent: 41.5,
      },
      calibration: { connections: 1.05, outbound: 1.8 },
    };
    expect(decodeScenario(encodeScenario(measured))).toEqual({ ok: true, scenario: measured });
  });

  it('carries the autoscale rule and the compact payload share set in the page', () => {
    const tuned: Scenario = {
      ...teamChatFixture,
      autoscale: { scaleOutAbove: 0.8, scaleInBelow: 0.3, coolDownMinutes: 45 },
      compactPayloadRatio: 0.5,
    };
    expect(decodeScenario(encodeScenario(tuned))).toEqual({ ok: true, scenario: tuned });
    const thresholdsOnly: Scenario = {
      ...teamChatFixture,
      autoscale: { scaleOutAbove: 0.75, scaleInBelow: 0.25 },
    };
    expect(decodeScenario(encodeScenario(thresholdsOnly))).toEqual({
      ok: true,
      scenario: thresholdsOnly,
    });
  });

  it('keeps a 3-workload link within 300 characters and a 25-workload one within 2,000', () => {
    const three = `https://example.com/sizing/#s=${encodeScenario(realisticScenario(3))}`;
    const twentyFive = `https://example.com/sizing/#s=${encodeScenario(realisticScenario(25))}`;
    expect(three.length).toBeLessThanOrEqual(300);
    expect(twentyFive.length).toBeLessThanOrEqual(2000);
    expect(`#s=${encodeScenario(teamChatFixture)}`.length).toBeLessThan(150);
  });

  it.each(linkFixtures.fixtures)(
    'opens the stored format-1 link "$id" to the same scenario, read as format 2',
    ({ link, scenario }) => {
      const value = scenarioParameter(link);
      expect(value).not.toBeNull();
      const decoded = decodeScenario(value ?? '');
      expect(decoded).toEqual(parseScenario(scenario));
      expect(decoded).toMatchObject({ ok: true, scenario: { version: 2 } });
    },
  );

  it.each(linkFixturesV2.fixtures)(
    'opens the stored format-2 link "$id" to the same scenario',
    ({ link, scenario }) => {
      expect(decodeScenario(scenarioParameter(link) ?? '')).toEqual(parseScenario(scenario));
    },
  );

  it.each(linkFixturesV2.fixtures)(
    'writes the stored format-2 link "$id" again as it was: the service field leaves SignalR links as they were',
    ({ link, scenario }) => {
      const parsed = parseScenario(scenario);
      if (!parsed.ok) throw new Error('the fixture must be valid');
      expect(parsed.scenario).not.toHaveProperty('service');
      expect(`#s=${encodeScenario(parsed.scenario)}`).toBe(link);
    },
  );

  it('carries a Web PubSub scenario and its 2021 edition through a link', () => {
    const parsed = parseScenario({
      version: 2,
      service: 'webPubSub',
      edition: '2021',
      workloads: [
        {
          name: 'Rooms',
          pattern: 'group',
          connections: 5_000,
          senders: 500,
          messageBytes: 512,
          sendIntervalSeconds: 5,
          groupSize: 10,
        },
      ],
    });
    if (!parsed.ok) throw new Error('the scenario must be valid');
    expect(decodeScenario(encodeScenario(parsed.scenario))).toEqual(parsed);
  });

  it('reads and writes the scenario parameter next to other fragment parameters', () => {
    const fragment = fragmentWithScenario('#lang=ja&view=embed', teamChatFixture);
    expect(fragment).toMatch(/^#lang=ja&view=embed&s=2\./);
    expect(decodeScenario(scenarioParameter(fragment) ?? '')).toEqual({
      ok: true,
      scenario: teamChatFixture,
    });
    expect(scenarioParameter('#lang=ja')).toBeNull();
    expect(scenarioParameter('')).toBeNull();
  });
});

describe('bad links', () => {
  const good = encodeScenario(teamChatFixture);

  it('says a link from a newer version is newer, not corrupt', () => {
    expect(decodeScenario(`3.${good.slice(2)}`)).toEqual({
      ok: false,
      reason: 'newerVersion',
      version: 3,
    });
  });

  it('says the code that reads links could not be loaded, rather than call a good link corrupt', async () => {
    // A page whose codec chunk (./linkCodec) has not arrived: fresh modules, nothing loaded yet.
    vi.resetModules();
    const fresh = await import('./shareLink');
    expect(fresh.decodeScenario(good)).toEqual({ ok: false, reason: 'codecUnavailable' });
    await (await import('./linkCodec')).linkCodecReady();
    expect(fresh.decodeScenario(good)).toMatchObject({ ok: true });
  });

  it('says a truncated link is corrupt', () => {
    expect(decodeScenario(good.slice(0, good.length - 10))).toEqual({
      ok: false,
      reason: 'corrupt',
    });
  });

  it('says which field a tampered link breaks', () => {
    const packed = [1, 0.7, [['Chat', 0, 5_000_000, 1, 2048, 1]]];
    const tampered = `1.${toBase64Url(deflateSync(strToU8(JSON.stringify(packed))))}`;
    expect(decodeScenario(tampered)).toEqual({
      ok: false,
      reason: 'invalid',
      issues: [
        {
          path: 'workloads[0].connections',
          message: 'must be at most 1000000',
          detail: { code: 'tooBig', maximum: 1_000_000, items: false },
        },
      ],
    });
  });

  it('refuses the headroom targets the page refuses: 1e-9 (format 1) and 200% (format 2)', () => {
    for (const [version, target] of [
      [1, 1e-9],
      [2, 2],
    ] as const) {
      const packed = [1, target, [['Chat', 0, 1000, 1, 2048, 1]]];
      const link = `${version}.${toBase64Url(deflateSync(strToU8(JSON.stringify(packed))))}`;
      expect(decodeScenario(link)).toMatchObject({
        ok: false,
        reason: 'invalid',
        issues: [{ path: 'targetUtilization' }],
      });
    }
  });

  it('opens a link written with -0 (senders, growth) as 0, so nothing reads "-0" or "-$0.00"', () => {
    const packed = `[1,0.7,[["Chat",0,1000,-0,2048,1]],null,null,null,null,null,null,null,null,null,null,[-0]]`;
    const result = decodeScenario(`2.${toBase64Url(deflateSync(strToU8(packed)))}`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.is(result.scenario.workloads[0]?.senders, 0)).toBe(true);
    expect(Object.is(result.scenario.timeline?.monthlyGrowthPercent, 0)).toBe(true);
  });

  it('refuses a decompression bomb without inflating it all', () => {
    const bomb = `1.${toBase64Url(deflateSync(new Uint8Array(maxInflatedBytes * 8).fill(32)))}`;
    expect(decodeScenario(bomb)).toEqual({ ok: false, reason: 'tooLong' });
  });

  it('refuses absurdly long payloads before decoding', () => {
    expect(decodeScenario(`1.${'A'.repeat(20_000)}`)).toEqual({ ok: false, reason: 'tooLong' });
  });

  it.each(['', '1.', '1', 'abc', '1.!!!', '1.AAAA', '0.eJw', '1.' + 'A'.repeat(5), '99999999.x'])(
    'says "%s" is corrupt or newer, never throws',
    (value) => {
      const result = decodeScenario(value);
      expect(result.ok).toBe(false);
    },
  );
});

/**
 * The test suite tries 8,000 inputs; `npm run bench` runs the same tests with FUZZ_SCALE=10 (80,000), a probe
 * too long for every test run. The timeout is for a 2-core machine other checkouts load, not for the decoder.
 */
const fuzz = { timeout: 60_000 };
const fuzzScale = Number(process.env.FUZZ_SCALE) || 1;
const runs = (count: number) => ({ numRuns: count * fuzzScale });

describe('decoder fuzz: random and mutated inputs never throw and never yield an invalid scenario', () => {
  const seeds = [teamChatFixture, realisticScenario(3), realisticScenario(25)].map(encodeScenario);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=%&#!~ ';

  function mutate(value: string, random: () => number): string {
    const chars = [...value];
    const edits = 1 + Math.floor(random() * 4);
    for (let e = 0; e < edits; e += 1) {
      const at = Math.floor(random() * (chars.length + 1));
      const kind = random();
      const char = alphabet[Math.floor(random() * alphabet.length)] ?? 'A';
      if (kind < 0.3) chars.splice(at, 1);
      else if (kind < 0.6) chars.splice(at, 1, char);
      else if (kind < 0.8) chars.splice(at, 0, char);
      else chars.length = Math.min(chars.length, at);
    }
    return chars.join('');
  }

  function check(value: string): void {
    const result = decodeScenario(value);
    if (result.ok) {
      // Anything accepted is a scenario of the current format (the engine's property tests size those).
      expect(result.scenario.version).toBe(2);
      expect(Array.isArray(result.scenario.workloads)).toBe(true);
    } else {
      expect(['corrupt', 'tooLong', 'newerVersion', 'invalid']).toContain(result.reason);
    }
  }

  it('random strings', fuzz, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (value) => check(value)),
      runs(3_000),
    );
  });

  it('random base64url payloads behind a valid version', fuzz, () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => check(`1.${toBase64Url(bytes)}`)),
      runs(2_000),
    );
  });

  it('deflated random JSON behind a valid version', fuzz, () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (json) =>
        check(`1.${toBase64Url(deflateSync(strToU8(JSON.stringify(json) ?? 'null')))}`),
      ),
      runs(1_000),
    );
  });

  it('mutations of valid links', fuzz, () => {
    fc.assert(
      fc.property(fc.constantFrom(...seeds), fc.integer(), (seed, seedNumber) => {
        let state = seedNumber >>> 0 || 1;
        const random = () => {
          state = (state * 1_103_515_245 + 12_345) >>> 0;
          return state / 2 ** 32;
        };
        check(mutate(seed, random));
      }),
      runs(2_000),
    );
  });
});
