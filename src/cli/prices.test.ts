// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plan, type Scenario } from '../engine';
import { planJson } from '../exports/planJson';
import { scenarioFileText } from '../state/scenarioFile';
import { decodeScenario, scenarioParameter } from '../state/shareLink';
import { cli } from '../../tests/fixtures/cliRun';
import { planChatFixture } from '../../tests/fixtures/planChat';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { webPubSubChatFixture } from '../../tests/fixtures/webPubSubChat';

const pricesText = readFileSync(
  new URL(
    '../../tests/fixtures/retail-prices/signalr-eur-westeurope-northeurope.json',
    import.meta.url,
  ),
  'utf8',
);
const files = {
  'chat.json': scenarioFileText(teamChatFixture),
  'prices.json': pricesText,
};
const baseUrl = 'https://tools.example/sizing/';
const westEurope = ['--prices', 'prices.json', '--prices-region', 'westeurope'];
const daysPerMonth = 730 / 24;

describe('signalr-sizing size --prices', () => {
  it('prices the plan with the file’s West Europe euros, and says the currency, region and date with the total', () => {
    const { code, stdout, stderr } = cli(['size', 'chat.json', ...westEurope], files);
    expect(stderr).toBe(
      'No --base-url: the link back to the scenario is its fragment alone. Give --base-url with your dashboard’s address to make it a full link.\n',
    );
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    // 40 x 1.5517 EUR x 30.4167 days = 1,887.90; 512.97 million extra messages a day x 0.9638 EUR x 30.4167 = 15,037.97
    expect(lines).toContain(
      'Monthly cost: €16,926/month: units €1,888, messages beyond the included ones €15,038',
    );
    expect(lines).toContain(
      'Prices: Azure’s retail prices for westeurope, in EUR, effective April 1, 2025.',
    );
  });

  it('carries the prices in the link back and the plan JSON, as the page would have them', () => {
    const { stdout } = cli(
      ['size', 'chat.json', ...westEurope, '--format', 'json', '--base-url', baseUrl],
      files,
    );
    const document = JSON.parse(stdout) as {
      link: string;
      currency: string;
      monthly: { totalUsd: number; unitsUsd: number };
      prices: { origin: string; priceList: { region: string; effectiveDate: string } };
    };
    expect(document.currency).toBe('EUR');
    expect(document.prices).toMatchObject({
      origin: 'priceList',
      priceList: { region: 'westeurope', effectiveDate: '2025-04-01' },
    });
    expect(document.monthly.unitsUsd).toBeCloseTo(40 * 1.5517 * daysPerMonth, 2);
    const linked = decodeScenario(scenarioParameter(new URL(document.link).hash) ?? '');
    if (!linked.ok) throw new Error('the link back opens');
    expect(linked.scenario.prices).toMatchObject({ currency: 'EUR', Standard_S1: 1.5517 });
    // The same text as the page's export of the priced scenario.
    expect(stdout).toBe(planJson(plan(linked.scenario), document.link));
  });

  it('refuses a file of several regions without --prices-region, naming them', () => {
    const { code, stdout, stderr } = cli(['size', 'chat.json', '--prices', 'prices.json'], files);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      [
        'The prices in prices.json could not be used.',
        'The file prices several regions (northeurope and westeurope): choose one.',
        'Choose one with --prices-region <name>.',
        'Nothing was written.',
        '',
      ].join('\n'),
    );
  });

  it('refuses a file without a meter the plan needs, naming it, and writes nothing', () => {
    const response = JSON.parse(pricesText) as { Items: { meterName: string }[] };
    response.Items = response.Items.filter((item) => item.meterName !== 'Standard Message');
    const { code, stdout, stderr, written } = cli(
      ['size', 'chat.json', ...westEurope, '--out', 'plan.md', '-f', 'md'],
      { ...files, 'prices.json': JSON.stringify(response) },
    );
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(written).toEqual({});
    expect(stderr).toContain(
      'It has no price for Standard Message in westeurope, which the plan needs.',
    );
  });

  it.each([
    [
      ['--prices-region', 'westeurope'],
      '--prices-region names a region of the file given with --prices',
    ],
    [['--prices', 'missing.json'], 'It could not be read: ENOENT'],
    [['--prices', 'chat.json'], 'This is not an Azure Retail Prices API response'],
  ])('exits 2 for %j', (args, said) => {
    const { code, stderr } = cli(['size', 'chat.json', ...args], files);
    expect(code).toBe(2);
    expect(stderr).toContain(said);
  });

  it('does not compare a bill in euros with --max-monthly-usd', () => {
    const { code, stderr } = cli(
      ['size', 'chat.json', ...westEurope, '--max-monthly-usd', '20000'],
      files,
    );
    expect(code).toBe(2);
    expect(stderr).toContain(
      '--max-monthly-usd is in US dollars, and the prices are in EUR: the plan’s bill is not compared with it.',
    );
  });
});

describe('signalr-sizing size --format infracost-usage', () => {
  it('writes infracost’s usage file: the plan’s billed messages beyond the included ones a month', () => {
    const planned = plan(teamChatFixture);
    const { code, stdout } = cli(['size', 'chat.json', '--format', 'infracost-usage'], files);
    expect(code).toBe(0);
    // The usage file's N, read from the page's own money: messages beyond the included ones cost $1 a million.
    const monthlyExtraMessages = ((planned.monthly?.messagesUsd ?? NaN) / 1) * 1_000_000;
    expect(monthlyExtraMessages).toBeCloseTo(15_602_796_133.33, 0);
    expect(stdout).toContain(
      [
        'version: 0.1',
        'resource_usage:',
        '  azurerm_signalr_service.signalr:',
        '    monthly_additional_messages: 15602796133',
        '',
      ].join('\n'),
    );
    // The address is the resource the Terraform of the same plan declares.
    const terraform = cli(['size', 'chat.json', '--format', 'tf'], files).stdout;
    expect(terraform).toContain('resource "azurerm_signalr_service" "signalr" {');
  });

  it('splits the messages over the instances the Terraform declares, and puts the replicas’ on them', () => {
    // Six times team chat on the 2019 edition (no Premium_P2): Standard_S1 x 80 units, three instances.
    const several: Scenario = {
      ...teamChatFixture,
      edition: '2019',
      workloads: teamChatFixture.workloads.map((workload) => ({
        ...workload,
        connections: workload.connections * 6,
        senders: workload.pattern === 'group' ? workload.senders * 6 : workload.senders,
      })),
    };
    const planned = plan(several);
    const instances = planned.deployment?.instances ?? 0;
    expect(instances).toBe(3);
    const { stdout } = cli(['size', 'several.json', '-f', 'infracost-usage'], {
      'several.json': scenarioFileText(several),
    });
    const counts = [
      ...stdout.matchAll(
        /azurerm_signalr_service\.(signalr_\d+):\n {4}monthly_additional_messages: (\d+)/g,
      ),
    ];
    expect(counts.map((match) => match[1])).toEqual(
      Array.from({ length: instances }, (_, index) => `signalr_${index + 1}`),
    );
    const total = counts.reduce((sum, match) => sum + Number(match[2]), 0);
    expect(total).toBe(Math.round(((planned.monthly?.extraMessagesPerDay ?? NaN) * 730) / 24));
    const terraform = cli(['size', 'several.json', '-f', 'tf'], {
      'several.json': scenarioFileText(several),
    }).stdout;
    for (const match of counts) {
      expect(terraform).toContain(`resource "azurerm_signalr_service" "${match[1]}" {`);
    }
    // Replicas: every region's messages on the primary's resource (infracost prices no azapi_resource).
    const replicated = plan(planChatFixture);
    const usage = cli(['size', 'chat.json', '-f', 'infracost-usage'], {
      'chat.json': scenarioFileText(planChatFixture),
    }).stdout;
    expect(replicated.monthly?.regions.length).toBe(2);
    expect(usage).toContain(
      `monthly_additional_messages: ${String(Math.round(((replicated.monthly?.extraMessagesPerDay ?? NaN) * 730) / 24))}\n`,
    );
  });

  it('has none to write for Azure Web PubSub, which infracost does not price', () => {
    const { code, stdout, stderr } = cli(['size', 'wps.json', '-f', 'infracost-usage'], {
      'wps.json': scenarioFileText(webPubSubChatFixture),
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('infracost prices no azurerm_web_pubsub');
  });
});
