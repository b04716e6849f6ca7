/**
 * One edition of a guide as printed, for either service's guide: the edition tabs, where the tables come from and
 * how they were measured, the throughput tables (and SignalR's app-server tables), its slips flagged on their cells,
 * and its contradictions and notes (./GuideNotes). GuideTablesPanel and WebPubSubTables give it each guide's words.
 */
import { useState, type ReactNode } from 'react';
import type { ScenarioEdition } from '../../engine';
import type { AnyGuideEdition } from '../../components/wording/guideDataText';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount, formatSeconds } from '../../i18n/format';
import { useScenarioStore } from '../../state/scenarioStore';
import { EditionTabs, tabId, tabPanelId } from './EditionTabs';
import { GuideNotes, type GuideNotesProps } from './GuideNotes';
import { GuideTable } from './GuideTable';
import type { GuideRow } from './guideTableRows';

/**
 * The edition shown: the scenario's (read by `editionOf`), until the reader picks another here, and again when the
 * scenario's changes.
 */
export function useShownEdition<Edition extends ScenarioEdition>(
  editionOf: (edition: ScenarioEdition) => Edition,
): [Edition, (edition: Edition) => void] {
  const scenarioEdition = useScenarioStore((state) => editionOf(state.scenario.edition));
  const [choice, setChoice] = useState<{ whenScenarioHad: Edition; edition: Edition } | null>(null);
  const shown =
    choice && choice.whenScenarioHad === scenarioEdition ? choice.edition : scenarioEdition;
  return [shown, (edition) => setChoice({ whenScenarioHad: scenarioEdition, edition })];
}

export interface TableItem {
  /** Unique on the page. */
  id: string;
  title: string;
  provenance: string;
  rows: GuideRow[];
}

export function EditionView<Edition extends ScenarioEdition>({
  lead,
  editions,
  edition,
  onSelect,
  source,
  guide,
  throughputLead,
  throughput,
  appServers,
  notes,
}: {
  lead: string;
  editions: readonly Edition[];
  edition: Edition;
  onSelect: (edition: Edition) => void;
  /** Where the tables come from: the guide, the edition, its date and translations or commit. */
  source: ReactNode;
  guide: AnyGuideEdition;
  throughputLead: string;
  throughput: readonly TableItem[];
  /** SignalR's app-server tables; none for Web PubSub, whose upstream is the user's own. */
  appServers?: readonly TableItem[];
  notes: GuideNotesProps;
}) {
  const t = useT();
  const locale = useLocale();
  const grid = (tables: readonly TableItem[]) =>
    tables.map((table) => (
      <GuideTable
        key={table.id}
        id={table.id}
        title={table.title}
        provenance={table.provenance}
        rows={table.rows}
        guide={guide}
      />
    ));
  return (
    <>
      <p className="panel-hint">{lead}</p>
      <EditionTabs editions={editions} selected={edition} onSelect={onSelect} />
      <div
        role="tabpanel"
        id={tabPanelId}
        aria-labelledby={tabId(edition)}
        className="guide-tables-tabpanel"
      >
        <p>
          {source}{' '}
          {t('guideTables.method', {
            bytes: formatCount(locale, guide.messageBytes),
            interval: formatSeconds(locale, guide.sendIntervalSeconds),
          })}
        </p>
        <p className="panel-hint">
          {t('guideTables.bandwidthUnits', {
            kbps: formatCount(locale, guide.bandwidthUnits.KBps),
            mbps: formatCount(locale, guide.bandwidthUnits.MBps),
          })}{' '}
          {guide.slips.length === 0
            ? t('guideTables.slipCount.none')
            : t('guideTables.slipCount', { count: guide.slips.length })}
        </p>
        <h3>{t('guideTables.throughput')}</h3>
        <p className="panel-hint">{throughputLead}</p>
        <div className="guide-tables-grid">{grid(throughput)}</div>
        {appServers && (
          <>
            <h3>{t('guideTables.appServers')}</h3>
            <p className="panel-hint">{t('guideTables.appServers.lead')}</p>
            <div className="guide-tables-grid guide-tables-grid-narrow">{grid(appServers)}</div>
          </>
        )}
        <GuideNotes {...notes} />
      </div>
    </>
  );
}
