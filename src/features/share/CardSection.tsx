/**
 * The image card in the Embed dialog: the plan's answer and the headroom chart as one SVG (src/exports/card, the
 * same text `signalr-sizing size --format svg` writes), previewed, to download or copy, with the Markdown that
 * shows it linked to the live scenario. For wikis that forbid iframes.
 */
import { useId, useMemo, useState } from 'react';
import type { Plan } from '../../engine';
import { cardSvg, cardTitle } from '../../exports/card/cardSvg';
import type { CardTheme } from '../../exports/card/cardTheme';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { copyText } from '../../components/copyText';
import { downloadText } from '../../components/download';
import { escapeMarkdown, markdownDestination } from '../../components/markdownText';
import { exportFileName } from '../../components/fileNames';
import { RadioChoice } from '../../components/RadioChoice';
import { Snippet } from './Snippet';

const themes: readonly CardTheme[] = ['light', 'dark'];

export function CardSection({
  plan,
  liveUrl,
  onCopied,
  onSaved,
}: {
  plan: Plan;
  /** The full tool with this scenario: the card links to it. */
  liveUrl: string;
  onCopied: (copied: boolean) => void;
  onSaved: (message: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [theme, setTheme] = useState<CardTheme>('light');
  const svg = useMemo(
    () => cardSvg({ plan, t, locale, theme, shareUrl: liveUrl }),
    [plan, t, locale, theme, liveUrl],
  );
  const title = cardTitle(t, plan);
  const fileName = exportFileName(plan.scenario.name, 'card', 'svg');
  const markdown = `[![${escapeMarkdown(title)}](${fileName})](${markdownDestination(liveUrl) ?? ''})`;

  const download = () => {
    downloadText(svg, fileName, 'image/svg+xml');
    onSaved(t('card.dialog.saved', { fileName }));
  };
  const copy = async () => onCopied(await copyText(svg));

  return (
    <section className="embed-dialog-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('card.dialog.heading')}</h3>
      <p className="panel-hint">{t('card.dialog.hint')}</p>
      <RadioChoice
        name={`${id}-theme`}
        legend={t('card.dialog.theme')}
        value={theme}
        options={themes.map((option) => ({
          value: option,
          label: t(`card.dialog.theme.${option}`),
        }))}
        onChange={setTheme}
      />
      <img
        className="embed-dialog-card-preview"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={t('card.dialog.preview')}
      />
      <div className="embed-dialog-card-actions">
        <button type="button" className="button" onClick={download}>
          {t('card.dialog.download')}
        </button>
        <button type="button" className="button" onClick={() => void copy()}>
          {t('card.dialog.copy')}
        </button>
      </div>
      <Snippet
        label={t('card.dialog.markdown')}
        copyLabel={t('card.dialog.copyMarkdown')}
        text={markdown}
        rows={3}
        onCopied={onCopied}
      />
    </section>
  );
}
