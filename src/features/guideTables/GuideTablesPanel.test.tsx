import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { catalog as de } from '../../i18n/locales/de';
import { useScenarioStore } from '../../state/scenarioStore';
import GuideTablesPanel from './GuideTablesPanel';
import { webPubSubChatFixture } from '../../../tests/fixtures/webPubSubChat';

function renderPanel() {
  return render(
    <I18nProvider>
      <GuideTablesPanel />
    </I18nProvider>,
  );
}

function columnHeaders(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
}

function tableNamed(title: string): HTMLElement {
  return screen.getByRole('table', { name: new RegExp(`^${title} `) });
}

describe('GuideTablesPanel', () => {
  beforeEach(() => {
    useScenarioStore.setState(useScenarioStore.getInitialState());
    useScenarioStore.getState().editionChosen('current');
  });

  it('opens on the scenario’s edition', () => {
    renderPanel();
    expect(screen.getByRole('tab', { name: 'Current guide' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(columnHeaders(tableNamed('Echo')).at(-1)).toBe('1,000');
  });

  it('flags the 2019 big group’s unit-1 inbound cell with its printed and formula values', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('tab', { name: 'Guide 2019' }));
    const bigGroup = tableNamed('Send to big group');
    expect(bigGroup).toHaveAccessibleName(
      'Send to big group Guide 2019 · Case study > Default mode > Send to group > Big group',
    );
    const inbound = within(bigGroup).getByRole('row', { name: /^Inbound bandwidth/ });
    const cells = within(inbound).getAllByRole('cell');
    // unit 1: printed 80 KBps, the formula's 20 messages/s x 2,048 B = 40 KBps
    expect(cells[0]).toHaveTextContent('⚠ Slip: printed 80 KBps1 formula: 40 KBps');
    expect(cells[0]).toHaveAccessibleDescription(
      /^Inbound bandwidth at unit 1: printed 80 KBps; the guide’s formula gives 40 KBps \(20 messages\/s × 2,048 B = 40 KBps\)\. The engine uses the formula value\./,
    );
    expect(cells[1]).toHaveTextContent(/^40 KBps$/);
    // unit 10 prints 20 KBps for the same 20 messages/s
    expect(cells[3]).toHaveTextContent('20 KBps2 formula: 40 KBps');
    const notes = screen.getAllByRole('list', { name: 'Slips in this table' });
    expect(within(notes[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the tables as printed, bandwidths in the guide’s units', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('tab', { name: 'Guide 2019' }));
    const echo = tableNamed('Echo');
    expect(columnHeaders(echo)).toEqual(['Units', '1', '2', '5', '10', '20', '50', '100']);
    const messages = within(echo).getByRole('row', {
      name: /^Inbound\/outbound messages per second/,
    });
    expect(within(messages).getAllByRole('cell').at(-1)).toHaveTextContent('100,000');
    const bandwidth = within(echo).getByRole('row', { name: /^Inbound\/outbound bandwidth/ });
    // 1,000 connections x 2,048 B/s, printed "2 MBps"
    expect(within(bandwidth).getAllByRole('cell')[0]).toHaveTextContent('2 MBps');
    const smallGroup = tableNamed('Send to small group');
    expect(within(smallGroup).getByRole('rowheader', { name: 'Group member count' })).toBeVisible();
    expect(within(smallGroup).getByRole('rowheader', { name: 'Group count' })).toBeVisible();
  });

  it('includes the 2019 ASP.NET app-server tables', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('tab', { name: 'Guide 2019' }));
    const aspnetEcho = tableNamed('ASP.NET SignalR app servers for echo');
    const appServers = within(aspnetEcho).getByRole('row', { name: /^App servers/ });
    expect(
      within(appServers)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '2', '4', '4', '8', '32', '40']);
  });

  it('switches to the current edition’s columns: unit 1,000, and send to connection’s unit 20', async () => {
    act(() => useScenarioStore.getState().editionChosen('2019'));
    renderPanel();
    expect(screen.getByRole('tab', { name: 'Guide 2019' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(columnHeaders(tableNamed('Echo'))).not.toContain('1,000');

    await userEvent.click(screen.getByRole('tab', { name: 'Current guide' }));
    expect(columnHeaders(tableNamed('Echo'))).toEqual([
      'Units',
      '1',
      '2',
      '10',
      '50',
      '100',
      '200',
      '500',
      '1,000',
    ]);
    expect(columnHeaders(tableNamed('Send to connection'))).toEqual([
      'Units',
      '1',
      '2',
      '20',
      '50',
      '100',
      '200',
      '500',
      '1,000',
    ]);
    // the edition's own contradictions come with it
    expect(screen.getByText(/prints a unit 20 column/)).toBeVisible();
  });

  it('moves between editions with the arrow keys', async () => {
    renderPanel();
    const current = screen.getByRole('tab', { name: 'Current guide' });
    await userEvent.click(current);
    await userEvent.keyboard('{ArrowLeft}');
    const edition2019 = screen.getByRole('tab', { name: 'Guide 2019' });
    expect(edition2019).toHaveAttribute('aria-selected', 'true');
    expect(edition2019).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Guide 2019' })).toBeVisible();
  });

  it('lists the contradictions with the engine’s rule', () => {
    renderPanel();
    const heading = screen.getByRole('heading', { name: 'Where the guide contradicts itself' });
    expect(heading).toBeVisible();
    expect(
      screen.getByText(/The engine follows the table: 20,000 messages\/s at unit 100/),
    ).toBeVisible();
    expect(screen.getByText('Tables: Send to connection. Units: 10 and 20.')).toBeVisible();
    expect(
      screen.getByText(
        'Tables: App servers for broadcast and App servers for send to big group. Units: 1, 2, and 10.',
      ),
    ).toBeVisible();
  });

  it('reads the guide’s notes in the reader’s language, numbers as that language writes them', async () => {
    const { container } = render(
      <I18nProvider locale="de" catalog={de}>
        <GuideTablesPanel />
      </I18nProvider>,
    );
    expect(
      screen.getByText(/druckt eine Spalte für Unit 20 \(20\.000 Verbindungen\)/),
    ).toBeVisible();
    expect(
      screen.getByText(/^Das Tool folgt der Tabelle: 20\.000 Nachr\.\/s bei Unit 100/),
    ).toBeVisible();
    expect(screen.getByText(/solange die Serverlast unter 70\s% liegt/)).toBeVisible();
    // Only the vendor's and the issue thread's verbatim words stay English, and say so.
    const english = [...container.querySelectorAll('[lang="en"]')].map((node) => node.textContent);
    expect(english).toEqual([
      'if you need to guarantee 1000 client connections, 2 units is a better choice',
      'Units greater than 200 are only available in tier Premium_P2',
    ]);

    await userEvent.click(screen.getByRole('tab', { name: 'Leitfaden 2019' }));
    expect(
      screen.getByRole('table', { name: /^An große Gruppe senden Leitfaden 2019 · Fallstudie > / }),
    ).toBeVisible();
    const slips = screen.getAllByRole('list', { name: 'Versehen in dieser Tabelle' });
    expect(slips[0]).toHaveTextContent(
      '(20 Nachr./s × 2.048 B = 40 KB/s). Das Tool verwendet den Formelwert. Gedruckt sind 80 KB/s für dieselben 20 Nachr./s, die bei Unit 2, 5, 20, 50 und 100 jeweils 40 KB/s ergeben.',
    );
  });

  describe('on Azure Web PubSub', () => {
    beforeEach(() => useScenarioStore.getState().startingScenarioLoaded(webPubSubChatFixture));

    it('shows its guide’s five tables with their source, and its editions 2021 and current', () => {
      renderPanel();
      expect(screen.getByText(/performance guide for Azure Web PubSub/)).toBeVisible();
      expect(
        screen.getByText(
          /^Performance guide for Azure Web PubSub Service \(MicrosoftDocs\/azure-docs, articles\/azure-web-pubsub\/concept-performance\.md\), Current guide: the page dated November 8, 2021, read at commit 2aad85c\./,
        ),
      ).toBeVisible();
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Guide 2021',
        'Current guide',
      ]);
      expect(tableNamed('Echo')).toHaveAccessibleName(
        'Echo Current guide · Case study > Triggering Cloud Event > Echo',
      );
      expect(columnHeaders(tableNamed('Send to big group'))).toEqual([
        'Units',
        '1',
        '2',
        '10',
        '50',
        '100',
        '200',
        '500',
        '1,000',
      ]);
      const echo = within(tableNamed('Echo')).getByRole('row', {
        name: /^Inbound\/outbound messages per second/,
      });
      // 500 echo events a second per unit, answered by the upstream
      expect(
        within(echo)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['500', '1,000', '5,000', '25,000', '50,000', '100,000', '250,000', '500,000']);
      expect(tableNamed('REST broadcast')).toBeVisible();
      expect(tableNamed('REST send to user')).toBeVisible();
    });

    it('flags the big group’s member counts at units 200 to 1,000 against connections / 10', () => {
      renderPanel();
      expect(screen.getByText(/3 printed values are marked ⚠ in this edition\./)).toBeVisible();
      const members = within(tableNamed('Send to big group')).getByRole('row', {
        name: /^Group member count/,
      });
      const cells = within(members).getAllByRole('cell');
      expect(cells[4]).toHaveTextContent(/^10,000$/);
      expect(cells[5]).toHaveTextContent('⚠ Slip: printed 5,0001 formula: 20,000');
      expect(cells[5]).toHaveAccessibleDescription(
        /^Group member count at unit 200: printed 5,000; the guide’s formula gives 20,000 \(connections \/ 10 = 200,000 \/ 10 = 20,000\)\./,
      );
    });

    it('lists its contradictions with the engine’s rule, and its caveats with its own words', async () => {
      renderPanel();
      expect(screen.getByText(/one “Unit 100” column/)).toBeVisible();
      expect(
        screen.getByText(/reads the Unit 100 column for Standard_S1, Premium_P1 and Premium_P2/),
      ).toBeVisible();
      expect(
        screen.getByText(/The upstream \(event handler\) benchmark ran over HTTP 1.1/),
      ).toBeVisible();
      expect(
        screen.getByText(
          'The group count, group member count listed in the table are not hard limits. These parameter values are selected to establish a stable benchmark scenario.',
        ),
      ).toHaveAttribute('lang', 'en');

      await userEvent.click(screen.getByRole('tab', { name: 'Guide 2021' }));
      expect(columnHeaders(tableNamed('Echo')).at(-1)).toBe('100');
      expect(
        screen.getByText(/No printed value contradicts the guide’s formula in this edition\./),
      ).toBeVisible();
      expect(
        screen.getByText(
          /small groups print 4,000 outbound messages\/s \(8 MBps\), more than big group’s 3,000 \(6 MBps\)/,
        ),
      ).toBeVisible();
      expect(screen.getByText(/The tables stop at unit 100/)).toBeVisible();
    });
  });
});
