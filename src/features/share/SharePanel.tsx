/** The link to the current scenario: shown, measured against the 2,048-character cut of chat and mail apps, copied. */
import { useId, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { useLocaleStore } from '../../state/localeStore';
import { shareUrlFor } from '../../state/shareLink';
import { useSettledScenario } from '../../state/useEvaluation';
import { copyText } from '../../components/copyText';
import './SharePanel.css';

/** Teams and Outlook cut links at 2,048 characters; warn with some margin. */
export const longLinkCharacters = 2000;

export function SharePanel({ children }: { children?: React.ReactNode }) {
  const t = useT();
  const id = useId();
  const scenario = useSettledScenario();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copyStatus, setCopyStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  // The link is built from the address bar's fragment, which holds `lang=` only after an explicit choice.
  const explicitLanguage = useLocaleStore((state) => (state.explicit ? state.locale : null));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the language changes the fragment the link is built from
  const link = useMemo(() => shareUrlFor(scenario, window.location), [scenario, explicitLanguage]);
  const tooLong = link.length > longLinkCharacters;

  const copy = async () => {
    const copied = await copyText(link);
    setCopyStatus(copied ? 'copied' : 'failed');
    if (!copied) inputRef.current?.select();
  };

  return (
    <section className="panel share" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('share.heading')}</h2>
      <p className="panel-hint">{t('share.intro')}</p>
      <label htmlFor={`${id}-link`} className="share-label">
        {t('share.link')}
      </label>
      <div className="share-row">
        <input
          ref={inputRef}
          id={`${id}-link`}
          className="share-link"
          type="text"
          readOnly
          value={link}
          aria-describedby={`${id}-length`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          {t('share.copy')}
        </button>
      </div>
      <p
        id={`${id}-length`}
        className={tooLong ? 'share-length is-long' : 'share-length panel-hint'}
      >
        <span className="num">{t('share.length', { count: link.length })}</span>
        {tooLong && (
          <>
            {' '}
            <strong>{t('share.tooLong')}</strong>
          </>
        )}
      </p>
      <p className="share-status" role="status">
        {copyStatus === 'copied' && t('share.copied')}
        {copyStatus === 'failed' && t('share.copyFailed')}
      </p>
      {children}
    </section>
  );
}
