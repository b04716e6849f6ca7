/** The guide's warnings at the recommended tier, each with an icon and a text title (never colour alone). */
import { guides, skuCatalog, type Edition, type SizingWarning } from '../../engine';
import { UserTextList } from '../../components/UserText';
import { useLocale, useT, useTNodes } from '../../i18n/I18nProvider';
import { formatCount } from '../../i18n/format';
import { useScenarioStore } from '../../state/scenarioStore';
import { formatList } from '../results/formatList';
import { tableName, tableNameKey } from '../results/tableNames';
import { workloadName } from '../results/workloadNames';

/** A warning triangle (the alert-triangle outline of Feather icons, MIT). Decorative: the title says it. */
function WarningIcon() {
  return (
    <svg
      className="recommendation-warning-icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </svg>
  );
}

/** The guide's own English text, shown as data in a quote whatever the page's language. */
function GuideQuote({ children }: { children: string }) {
  return (
    <blockquote className="recommendation-quote" lang="en">
      {children}
    </blockquote>
  );
}

/** The guide's words and the engine's rule, folded so several contradictions stay readable. */
function GuideSaysAndEngineDoes({
  guideText,
  engineLead,
  engineText,
}: {
  guideText: string;
  engineLead: string;
  engineText: string;
}) {
  const t = useT();
  return (
    <details className="recommendation-guide-text">
      <summary>{t('warnings.details')}</summary>
      <p className="recommendation-quote-lead">{t('warnings.guideSays')}</p>
      <GuideQuote>{guideText}</GuideQuote>
      <p className="recommendation-quote-lead">{engineLead}</p>
      <GuideQuote>{engineText}</GuideQuote>
    </details>
  );
}

function WarningBody({ warning, edition }: { warning: SizingWarning; edition: Edition }) {
  const t = useT();
  const tNodes = useTNodes();
  const locale = useLocale();
  const workloads = useScenarioStore((state) => state.scenario.workloads);
  const guide = guides[edition];
  switch (warning.code) {
    case 'routingCost':
    case 'smallMessages':
    case 'transportNotBenchmarked':
    case 'aspnetFallback':
      return (
        <p>
          {tNodes(`warnings.${warning.code}`, {
            count: warning.workloads.length,
            names: (
              <UserTextList
                items={warning.workloads.map((index) => workloadName(t, workloads, index))}
              />
            ),
          })}
        </p>
      );
    case 'premiumP2':
      return <p>{t('warnings.premiumP2')}</p>;
    case 'interpolated':
      return (
        <p>
          {t('warnings.interpolated', {
            units: formatCount(locale, warning.units),
            from: formatList(
              locale,
              warning.fromUnits.map((units) => formatCount(locale, units)),
            ),
          })}
        </p>
      );
    case 'freeTierAssumption': {
      const free = skuCatalog.skus.find((sku) => sku.id === 'Free');
      return (
        <p>
          {t('warnings.freeTierAssumption', {
            connections: formatCount(locale, free?.connectionsPerUnit ?? 0),
            messages: formatCount(locale, free?.includedMessagesPerUnitPerDay ?? 0),
          })}
        </p>
      );
    }
    case 'slip': {
      const slip = guide.slips.find((candidate) => candidate.id === warning.slipId);
      if (!slip) return null;
      return (
        <>
          <p>
            {t('warnings.slip', {
              table: t(tableNameKey(slip.table)),
              unit: formatCount(locale, slip.unit),
            })}
          </p>
          <GuideSaysAndEngineDoes
            guideText={slip.note}
            engineLead={t('warnings.slip.engine')}
            engineText={slip.formulaText}
          />
        </>
      );
    }
    case 'contradiction': {
      const contradiction = guide.contradictions.find(
        (candidate) => candidate.id === warning.contradictionId,
      );
      if (!contradiction) return null;
      const { tables, units } = contradiction;
      return (
        <>
          <p>
            {tables.length === 0
              ? t('warnings.contradiction.general')
              : t('warnings.contradiction', {
                  count: tables.length,
                  tables: formatList(
                    locale,
                    tables.map((id) => tableName(t, guide, id)),
                  ),
                  units: t('warnings.units', {
                    count: units.length,
                    list: formatList(
                      locale,
                      units.map((unit) => formatCount(locale, unit)),
                    ),
                  }),
                })}
          </p>
          <GuideSaysAndEngineDoes
            guideText={contradiction.description}
            engineLead={t('warnings.contradiction.engine')}
            engineText={contradiction.engineRule}
          />
        </>
      );
    }
  }
}

function warningKey(warning: SizingWarning): string {
  if (warning.code === 'slip') return `slip:${warning.slipId}`;
  if (warning.code === 'contradiction') return `contradiction:${warning.contradictionId}`;
  return warning.code;
}

export function WarningList({
  warnings,
  edition,
}: {
  warnings: readonly SizingWarning[];
  edition: Edition;
}) {
  const t = useT();
  return (
    <div className="recommendation-warnings">
      <h3 id="recommendation-warnings-heading">{t('warnings.heading')}</h3>
      <ul aria-labelledby="recommendation-warnings-heading">
        {warnings.map((warning) => (
          <li key={warningKey(warning)} className="recommendation-warning">
            <WarningIcon />
            <div>
              <p className="recommendation-warning-title">{t(`warnings.${warning.code}.title`)}</p>
              <WarningBody warning={warning} edition={edition} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
