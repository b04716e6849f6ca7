import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plan, type Scenario } from '../../engine';
import { deployTexts } from '../../deploy/deployTexts';
import { I18nProvider } from '../../i18n/I18nProvider';
import { catalog as de } from '../../i18n/locales/de';
import { useScenarioStore } from '../../state/scenarioStore';
import { planChatFixture } from '../../../tests/fixtures/planChat';
import { plateauRoomsFixture } from '../../../tests/fixtures/plateauRooms';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { webPubSubDeployScenarios } from '../../../tests/fixtures/deployPlans';
import { failoverChat, sharedChat } from '../../../tests/fixtures/failoverPlans';
import { DeployPanel } from './DeployPanel';

interface Download {
  fileName: string;
  blob: Blob;
}

/** jsdom has no object URLs and no downloads: keep each blob and the name it was saved under. */
function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) downloads.push({ fileName: this.download, blob });
  });
  return downloads;
}

/** The first list under the code: the vendor pages the output follows (the operator's part comes after it). */
function vendorPageList(): HTMLElement {
  const [list] = screen.getAllByRole('list');
  if (!list) throw new Error('no list of vendor pages');
  return list;
}

function renderPanel() {
  const user = userEvent.setup();
  render(
    <I18nProvider>
      <DeployPanel />
    </I18nProvider>,
  );
  return user;
}

/** What src/deploy writes for the plan of a scenario: the panel must show exactly this. */
function expectedTexts(scenario: Scenario) {
  const { deployment } = plan(scenario);
  if (!deployment) throw new Error('the fixture deploys');
  const result = deployTexts(deployment, scenario.name);
  if (!result.ok) throw new Error('the fixture is deployable');
  return { deployment, texts: result.texts };
}

describe('DeployPanel', () => {
  beforeEach(() => useScenarioStore.getState().startingScenarioLoaded(teamChatFixture));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the Bicep of the plan first, with the plan’s SKU and units', () => {
    renderPanel();
    const { deployment, texts } = expectedTexts(teamChatFixture);
    expect(screen.getByRole('radio', { name: 'Bicep' })).toBeChecked();
    const code = screen.getByRole('region', { name: 'Bicep for this plan' });
    expect(code.textContent).toBe(texts.bicep);
    expect(code).toHaveTextContent(`name: '${deployment.sku}'`);
    expect(code).toHaveTextContent(`capacity: ${deployment.unitsPerInstance}`);
  });

  it('switches to Terraform, and lists the vendor pages that output follows', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'Terraform' }));
    const code = screen.getByRole('region', { name: 'Terraform for this plan' });
    expect(code.textContent).toBe(expectedTexts(teamChatFixture).texts.terraform);
    const pages = within(vendorPageList()).getAllByRole('link');
    expect(pages.map((link) => link.textContent)).toContain('azurerm_signalr_service');
    expect(pages.map((link) => link.textContent)).not.toContain('az signalr');
  });

  it('names the replica and autoscale pages only when the plan has replicas', async () => {
    useScenarioStore.getState().startingScenarioLoaded(planChatFixture);
    const user = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'Azure CLI' }));
    const code = screen.getByRole('region', { name: 'Azure CLI for this plan' });
    expect(code).toHaveTextContent('az signalr replica create');
    expect(screen.getByRole('link', { name: 'az signalr replica' })).toHaveAttribute(
      'href',
      'https://learn.microsoft.com/cli/azure/signalr/replica',
    );
  });

  it('downloads the chosen output under the scenario’s name', async () => {
    const downloads = captureDownloads();
    const user = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'ARM template (JSON)' }));
    await user.click(screen.getByRole('button', { name: 'Download ARM template (JSON)' }));
    const [download] = downloads;
    expect(download?.fileName).toBe('Team-chat-azuredeploy.json');
    expect(await download?.blob.text()).toBe(expectedTexts(teamChatFixture).texts.arm);
    expect(screen.getByRole('status')).toHaveTextContent('Saved Team-chat-azuredeploy.json.');
  });

  it('copies the output, and selects it when the browser refuses', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Copy Bicep' }));
    expect(await navigator.clipboard.readText()).toBe(expectedTexts(teamChatFixture).texts.bicep);
    expect(screen.getByRole('status')).toHaveTextContent('Copied.');

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy Bicep' }));
    expect(await screen.findByText(/Copying was blocked/)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe(expectedTexts(teamChatFixture).texts.bicep);
  });

  it('says there is nothing to deploy, and writes no code, when no tier fits', () => {
    expect(plan(plateauRoomsFixture).deployment).toBeNull();
    useScenarioStore.getState().startingScenarioLoaded(plateauRoomsFixture);
    renderPanel();
    expect(
      screen.getByText(/No tier fits this scenario, so there is nothing to deploy/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /for this plan/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Copy/ })).toBeNull();
  });
});

describe('DeployPanel for Azure Web PubSub', () => {
  const [matchScores, supportChat] = webPubSubDeployScenarios as [Scenario, Scenario];
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('writes Web PubSub’s resources, and says to set the upstream’s URL before deploying', async () => {
    const downloads = captureDownloads();
    useScenarioStore.getState().startingScenarioLoaded(supportChat);
    const user = renderPanel();
    const { deployment, texts } = expectedTexts(supportChat);
    expect(deployment.upstream).not.toBeNull();
    expect(screen.getByText(/infrastructure code for Azure Web PubSub/)).toBeInTheDocument();
    expect(screen.getByText(/Set the event handler’s URL template/)).toHaveTextContent(
      `It receives ${(deployment.upstream?.requestsPerSecond ?? NaN).toLocaleString('en')} client events a second at the peak`,
    );
    const code = screen.getByRole('region', { name: 'Bicep for this plan' });
    expect(code.textContent).toBe(texts.bicep);
    expect(code).toHaveTextContent("'Microsoft.SignalRService/webPubSub@2024-03-01'");
    expect(code).toHaveTextContent('param eventHandlerUrlTemplate string');
    expect(code).not.toHaveTextContent('ServiceMode');

    await user.click(screen.getByRole('radio', { name: 'Azure CLI' }));
    const pages = within(vendorPageList()).getAllByRole('link');
    expect(pages.map((link) => link.textContent)).toEqual(
      expect.arrayContaining([
        'Configure event handler in Azure Web PubSub service',
        'Geo-replication in Azure Web PubSub',
        'az webpubsub hub',
        'az webpubsub replica',
      ]),
    );
    expect(pages.map((link) => link.textContent)).not.toContain('az signalr');

    await user.click(screen.getByRole('radio', { name: 'Terraform' }));
    await user.click(screen.getByRole('button', { name: 'Download Terraform' }));
    expect(downloads.map((download) => download.fileName)).toEqual(['Support-chat-webpubsub.tf']);
    expect(await downloads[0]?.blob.text()).toBe(texts.terraform);
  });

  it('says no event handler is set when no client event goes to an upstream', () => {
    useScenarioStore.getState().startingScenarioLoaded(matchScores);
    renderPanel();
    expect(expectedTexts(matchScores).deployment.upstream).toBeNull();
    expect(screen.getByText(/so the code sets no event handler/)).toBeInTheDocument();
    expect(screen.queryByText(/Set the event handler’s URL template/)).toBeNull();
  });

  it('says it in the reader’s language', () => {
    useScenarioStore.getState().startingScenarioLoaded(supportChat);
    render(
      <I18nProvider locale="de" catalog={de}>
        <DeployPanel />
      </I18nProvider>,
    );
    expect(screen.getByText(/Infrastrukturcode für Azure Web PubSub/)).toBeInTheDocument();
    expect(screen.getByText(/URL-Vorlage des Ereignishandlers/)).toHaveTextContent('800');
  });
});

describe('DeployPanel: failover and the operator’s part', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says that a plan sized for all the traffic keeps its failover units hour by hour, and in German', () => {
    useScenarioStore.getState().startingScenarioLoaded(failoverChat);
    renderPanel();
    expect(screen.getByText(/Each region is sized for all the traffic/)).toHaveTextContent(
      'Set the time zone of the day’s hours (timeZone, UTC by default).',
    );
    expect(screen.getByRole('region', { name: 'Bicep for this plan' })).toHaveTextContent(
      "param timeZone string = 'UTC'",
    );
    cleanup();
    render(
      <I18nProvider locale="de" catalog={de}>
        <DeployPanel />
      </I18nProvider>,
    );
    expect(screen.getByText(/für den gesamten Verkehr ausgelegt/)).toBeInTheDocument();
  });

  it('says nothing of failover for a plan sized for each region’s share', () => {
    useScenarioStore.getState().startingScenarioLoaded(sharedChat);
    renderPanel();
    expect(screen.queryByText(/Each region is sized for all the traffic/)).toBeNull();
  });

  it('lists what stays the operator’s, each with the vendor’s page', () => {
    useScenarioStore.getState().startingScenarioLoaded(teamChatFixture);
    renderPanel();
    const heading = screen.getByRole('heading', { name: /Left to you/ });
    const list = heading.nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Networking (network access control, public network access): Configure network access control for Azure SignalR Service',
      'Private endpoints: Use private endpoints for Azure SignalR Service',
      'Custom domains: Configure a custom domain for Azure SignalR Service',
      'Keys (access keys and connection strings: no output carries them): Rotate access keys for Azure SignalR Service',
    ]);
    expect(within(list).getByRole('link', { name: /private endpoints/ })).toHaveAttribute(
      'href',
      'https://learn.microsoft.com/azure/azure-signalr/howto-private-endpoints',
    );
  });
});
