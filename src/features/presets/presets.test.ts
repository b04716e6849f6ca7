// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evaluate, parseScenario } from '../../engine';
import { en } from '../../i18n/en';
import { defaultScenario } from '../../state/defaultScenario';
import {
  connectionSettingsDiffer,
  presetScenario,
  presetToLoad,
  settingsDiffer,
} from './presetScenario';
import { presetIds, presets } from './presets';

describe('presets', () => {
  it('lists every preset once, each with a title and a description in the catalog', () => {
    expect(presets.map((preset) => preset.id)).toEqual([...presetIds]);
    for (const { id } of presets) {
      expect(en[`presets.${id}.title`]).toBeTruthy();
      expect(en[`presets.${id}.description`]).toBeTruthy();
    }
  });

  it.each(presets.map((preset) => [preset.id, preset] as const))(
    '%s is a valid scenario that gets a recommendation',
    (_, preset) => {
      const parsed = parseScenario(preset.scenario);
      expect(parsed).toMatchObject({ ok: true });
      const evaluation = evaluate(presetScenario(preset, 'Title'));
      expect(evaluation.noFit).toBeNull();
      expect(evaluation.recommended).not.toBeNull();
    },
  );

  it.each(
    presets.filter((preset) => preset.guideUnits !== undefined).map((p) => [p.id, p] as const),
  )('%s lands on the unit the guide measured it at', (_, preset) => {
    const { recommended } = evaluate(presetScenario(preset, 'Title'));
    expect(recommended).toMatchObject({ sku: 'Standard_S1', units: preset.guideUnits });
  });

  it('models the guide’s benchmarks with its figures', () => {
    const byId = Object.fromEntries(presets.map((preset) => [preset.id, preset.scenario]));
    expect(byId.benchmarkEcho?.workloads[0]).toMatchObject({
      connections: 10_000,
      senders: 10_000,
      messageBytes: 2048,
      sendIntervalSeconds: 1,
    });
    expect(byId.benchmarkSmallGroups?.workloads[0]).toMatchObject({
      connections: 20_000,
      senders: 4_000,
      groupSize: 10,
    });
    expect(byId.exampleBroadcast20KB).toMatchObject({ edition: '2019', targetUtilization: 1 });
  });

  it('reuses the default scenario for the team chat, named by its title', () => {
    const teamChat = presets.find((preset) => preset.id === 'teamChat');
    if (!teamChat) throw new Error('no team chat preset');
    const scenario = presetScenario(teamChat, 'Team chat with rooms');
    expect(scenario).toEqual({ ...defaultScenario, name: 'Team chat with rooms' });
  });

  it('mixes the REST patterns for notifications and groups with send to connection for the lobby', () => {
    const patternsOf = (id: string) =>
      presets.find((preset) => preset.id === id)?.scenario.workloads.map((w) => w.pattern);
    expect(patternsOf('restNotifications')).toEqual(['restUser', 'restBroadcast']);
    expect(patternsOf('multiplayerLobby')).toEqual(['group', 'connection']);
  });

  it('loads with the user’s prices and framework, and with their edition and target when kept', () => {
    const echo = presets.find((preset) => preset.id === 'benchmarkEcho');
    if (!echo) throw new Error('no echo preset');
    const preset = presetScenario(echo, 'Echo at unit 10');
    const mine = {
      ...defaultScenario,
      prices: { Premium_P1: 2.4 },
      appServerFramework: 'aspnet' as const,
    };
    expect(settingsDiffer(preset, mine)).toBe(true);
    expect(presetToLoad(preset, mine, false)).toEqual({
      ...preset,
      prices: { Premium_P1: 2.4 },
      appServerFramework: 'aspnet',
    });
    expect(presetToLoad(preset, mine, true)).toMatchObject({
      edition: 'current',
      targetUtilization: 0.7,
      workloads: preset.workloads,
    });
    expect(settingsDiffer(presetToLoad(preset, mine, true), mine)).toBe(false);
  });

  it('asks before loading a benchmark over a page scenario, whose connections are sized differently', () => {
    const echo = presets.find((preset) => preset.id === 'benchmarkEcho');
    if (!echo) throw new Error('no echo preset');
    const preset = presetScenario(echo, 'Echo at unit 10');
    const mine = { ...defaultScenario, edition: '2019' as const, targetUtilization: 1 };
    // Same edition and headroom target, but the page counts server connections and keeps connection headroom.
    expect(connectionSettingsDiffer(preset, mine)).toBe(true);
    expect(settingsDiffer(preset, mine)).toBe(true);
    expect(presetToLoad(preset, mine, false)).toMatchObject({ countServerConnections: false });
    expect(presetToLoad(preset, mine, false).connectionTarget).toBeUndefined();
    expect(presetToLoad(preset, mine, true)).toMatchObject({
      countServerConnections: true,
      connectionTarget: defaultScenario.connectionTarget,
    });
  });

  it('keeps the user’s hubs, server connections per hub and guide reading: a preset says nothing of them', () => {
    const chat = presets.find((preset) => preset.id === 'teamChat');
    if (!chat) throw new Error('no team chat preset');
    const preset = presetScenario(chat, 'Team chat with rooms');
    const mine = {
      ...defaultScenario,
      hubs: 3,
      serverConnectionsPerHub: 5,
      guideReading: 'conservative' as const,
    };
    expect(presetToLoad(preset, mine, false)).toMatchObject({
      hubs: 3,
      serverConnectionsPerHub: 5,
      guideReading: 'conservative',
      workloads: preset.workloads,
    });
  });

  it('loads a Web PubSub preset on Web PubSub, leaving the user’s hub-server settings behind', () => {
    const chat = presets.find((preset) => preset.id === 'webPubSubChat');
    if (!chat) throw new Error('no Web PubSub chat preset');
    const preset = presetScenario(chat, 'Chat in groups of 10 on Web PubSub');
    const mine = {
      ...defaultScenario,
      edition: '2019' as const,
      hubs: 3,
      serverConnectionsPerHub: 5,
      appServerFramework: 'aspnet' as const,
      countServerConnections: false,
      prices: { Standard_S1: 1.8 },
    };
    for (const keepSettings of [false, true]) {
      const loaded = presetToLoad(preset, mine, keepSettings);
      expect(parseScenario(loaded)).toEqual({ ok: true, scenario: loaded });
      expect(loaded).toMatchObject({ service: 'webPubSub', hubs: 1, countServerConnections: true });
      expect(loaded).not.toHaveProperty('appServerFramework');
      expect(loaded.prices).toEqual({ Standard_S1: 1.8 });
    }
    // SignalR's 2019 guide is Web PubSub's 2021 one.
    expect(presetToLoad(preset, mine, true).edition).toBe('2021');
  });

  it('loads a SignalR preset over a Web PubSub scenario on SignalR, its 2021 edition read as 2019', () => {
    const echo = presets.find((preset) => preset.id === 'benchmarkEcho');
    if (!echo) throw new Error('no echo preset');
    const preset = presetScenario(echo, 'Echo at unit 10');
    const mine = { ...defaultScenario, service: 'webPubSub' as const, edition: '2021' as const };
    const loaded = presetToLoad(preset, mine, true);
    expect(loaded).not.toHaveProperty('service');
    expect(loaded.edition).toBe('2019');
    expect(parseScenario(loaded)).toEqual({ ok: true, scenario: loaded });
  });

  it('models Web PubSub’s benchmarks with its guide’s unit-10 figures', () => {
    const byId = Object.fromEntries(presets.map((preset) => [preset.id, preset.scenario]));
    expect(byId.webPubSubEcho).toMatchObject({ service: 'webPubSub', targetUtilization: 1 });
    expect(byId.webPubSubEcho?.workloads[0]).toMatchObject({ connections: 10_000, senders: 5_000 });
    expect(byId.webPubSubBigGroup?.workloads[0]).toMatchObject({ senders: 30, groupSize: 1_000 });
    expect(byId.webPubSubSmallGroups?.workloads[0]).toMatchObject({
      senders: 2_000,
      groupSize: 10,
    });
    expect(byId.webPubSubRestUser?.workloads[0]).toMatchObject({ senders: 1_800 });
    expect(byId.webPubSubRestBroadcast?.workloads[0]).toMatchObject({ senders: 3 });
  });
});
