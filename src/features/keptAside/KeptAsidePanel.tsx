/**
 * "Set aside": the user's own scenarios that a shared link, another tab's version or a restore replaced on
 * screen, kept in this browser so that none is lost. Shown only when there is one.
 */
import { useT } from '../../i18n/I18nProvider';
import { useKeptAsideStore } from '../../state/keptAsideStore';
import { scenarioFingerprint } from '../../state/fingerprint';
import { KeptAsideItem } from './KeptAsideItem';
import './KeptAsidePanel.css';

export function KeptAsidePanel() {
  const t = useT();
  const items = useKeptAsideStore((state) => state.items);
  const inPageOnly = useKeptAsideStore((state) => state.inPageOnly);
  if (items.length === 0) return null;
  return (
    <section className="panel kept-aside" aria-labelledby="kept-aside-heading">
      <h2 id="kept-aside-heading">{t('keptAside.heading')}</h2>
      <p className="panel-hint">{t('keptAside.intro')}</p>
      {inPageOnly && <p className="kept-aside-notice">{t('keptAside.inPageOnly')}</p>}
      <ul className="kept-aside-list" aria-labelledby="kept-aside-heading">
        {items.map((item) => (
          // Each piece of work is in the list once (keptAside.ts), so content and name tell them apart.
          <KeptAsideItem
            key={`${item.scenario.name ?? ''} ${scenarioFingerprint(item.scenario)}`}
            item={item}
          />
        ))}
      </ul>
    </section>
  );
}
