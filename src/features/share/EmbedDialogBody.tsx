/**
 * The Embed dialog's content: the options, then each snippet in a read-only field with its Copy button, then the
 * image card for wikis that forbid iframes.
 */
import { useId, useMemo, useState } from 'react';
import { serviceOf } from '../../engine';
import { NumberField } from '../../components/NumberField';
import { RadioChoice } from '../../components/RadioChoice';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenario } from '../../state/useEvaluation';
import { usePlan } from '../../state/usePlan';
import {
  embedUrl,
  frameHeightPx,
  fullViewUrl,
  iframeSnippet,
  markdownSummary,
  scenarioTitle,
  type EmbedMode,
  type EmbedTheme,
} from '../../components/embedSnippets';
import { CardSection } from './CardSection';
import { Snippet } from './Snippet';

const modes: readonly EmbedMode[] = ['readonly', 'interactive'];
const themes: readonly EmbedTheme[] = ['auto', 'light', 'dark'];

export function EmbedDialogBody({ titleId, onDone }: { titleId: string; onDone: () => void }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const scenario = useScenario();
  const [mode, setMode] = useState<EmbedMode>('readonly');
  const [theme, setTheme] = useState<EmbedTheme>('auto');
  /** A height the reader typed; until then, each mode's own default. */
  const [chosenHeightPx, setChosenHeightPx] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const copied = (done: boolean) =>
    setStatus(t(done ? 'embed.dialog.copied' : 'embed.dialog.copyFailed'));
  const heightPx = chosenHeightPx ?? frameHeightPx[mode];

  const { href, hash } = window.location;
  const name = scenarioTitle(t, scenario.name);
  const html = useMemo(
    () =>
      iframeSnippet(
        t,
        embedUrl(href, hash, scenario, { mode, theme }),
        name,
        heightPx,
        serviceOf(scenario),
      ),
    [t, href, hash, scenario, mode, theme, name, heightPx],
  );
  const plan = usePlan();
  const liveUrl = fullViewUrl(href, hash, scenario);
  const markdown = useMemo(
    () => markdownSummary(t, locale, plan, name, liveUrl),
    [t, locale, plan, name, liveUrl],
  );

  return (
    <div className="embed-dialog-body">
      <h2 id={titleId}>{t('embed.dialog.title')}</h2>
      <p className="panel-hint">{t('embed.dialog.intro')}</p>
      <p className="panel-hint">{t('embed.dialog.hosting')}</p>
      <RadioChoice
        name={`${id}-mode`}
        legend={t('embed.dialog.mode')}
        value={mode}
        options={modes.map((option) => ({
          value: option,
          label: t(`embed.dialog.mode.${option}`),
          hint: option === 'interactive' ? t('embed.dialog.mode.interactive.hint') : undefined,
        }))}
        onChange={setMode}
      />
      <RadioChoice
        name={`${id}-theme`}
        legend={t('embed.dialog.theme')}
        value={theme}
        options={themes.map((option) => ({
          value: option,
          label: t(`embed.dialog.theme.${option}`),
        }))}
        onChange={setTheme}
      />
      <NumberField
        label={t('embed.dialog.height')}
        value={heightPx}
        min={frameHeightPx.min}
        max={frameHeightPx.max}
        unit={t('embed.dialog.unit.px')}
        kind="pixels"
        integer
        hint={t('embed.dialog.height.hint')}
        onChange={setChosenHeightPx}
      />
      <Snippet
        label={t('embed.dialog.html')}
        copyLabel={t('embed.dialog.copyHtml')}
        text={html}
        rows={6}
        onCopied={copied}
      />
      <Snippet
        label={t('embed.dialog.markdown')}
        copyLabel={t('embed.dialog.copyMarkdown')}
        text={markdown}
        rows={4}
        onCopied={copied}
      />
      <CardSection plan={plan} liveUrl={liveUrl} onCopied={copied} onSaved={setStatus} />
      <p className="embed-dialog-status" role="status">
        {status}
      </p>
      <div className="embed-dialog-actions">
        <button type="button" className="button button-primary" onClick={onDone}>
          {t('embed.dialog.close')}
        </button>
      </div>
    </div>
  );
}
