/** One set-aside scenario: its name, what its workloads are, why and when it was set aside, and actions. */
import { memo } from 'react';
import { downloadScenario } from '../../components/downloadScenario';
import { UserText, UserTextList } from '../../components/UserText';
import { useLocale, useT, useTNodes } from '../../i18n/I18nProvider';
import { formatSavedAt } from '../../i18n/formatSavedAt';
import type { KeptScenario } from '../../state/keptAside';
import { keptScenarioForgotten, keptScenarioRestored } from '../../state/keptAsideRestore';
import { openStorage } from '../../state/persistence';

export const KeptAsideItem = memo(function KeptAsideItem({ item }: { item: KeptScenario }) {
  const t = useT();
  const tNodes = useTNodes();
  const locale = useLocale();
  const { scenario } = item;
  const name = scenario.name?.trim() || t('keptAside.untitled');
  const label = { name };
  return (
    <li className="kept-aside-item">
      <div>
        <span className="kept-aside-name">
          <UserText>{name}</UserText>
        </span>
        <span className="kept-aside-meta">
          <span>
            {scenario.workloads.length === 0
              ? t('keptAside.noWorkloads')
              : tNodes('keptAside.workloads', {
                  count: scenario.workloads.length,
                  names: <UserTextList items={scenario.workloads.map((w) => w.name)} />,
                })}
          </span>
          <span>{t(`keptAside.reason.${item.reason}`)}</span>
          {item.keptAt && (
            <time dateTime={item.keptAt}>
              {t('keptAside.keptAt', { date: formatSavedAt(locale, item.keptAt) })}
            </time>
          )}
        </span>
      </div>
      <div className="kept-aside-buttons">
        <button
          type="button"
          className="button"
          aria-label={t('keptAside.restore.label', label)}
          onClick={() => keptScenarioRestored(openStorage(), scenario)}
        >
          {t('keptAside.restore')}
        </button>
        <button
          type="button"
          className="button"
          aria-label={t('keptAside.download.label', label)}
          onClick={() => downloadScenario(scenario)}
        >
          {t('keptAside.download')}
        </button>
        <button
          type="button"
          className="button"
          aria-label={t('keptAside.forget.label', label)}
          onClick={() => keptScenarioForgotten(openStorage(), scenario)}
        >
          {t('keptAside.forget')}
        </button>
      </div>
    </li>
  );
});
