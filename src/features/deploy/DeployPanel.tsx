/**
 * The plan as infrastructure code (Bicep, ARM JSON, Terraform, Azure CLI), written by src/deploy from the
 * settled scenario's plan, for its service (SignalR or Web PubSub): copied or downloaded, with the vendor pages
 * each output follows and what to set before deploying. Nothing is stored: the code is the plan's, every time.
 */
import { useId, useMemo, useRef, useState } from 'react';
import { deployFileOf, deployTexts } from '../../deploy/deployTexts';
import { deployFormats, type DeployFormat } from '../../deploy/vendorPages';
import { useT } from '../../i18n/I18nProvider';
import { useSettledScenario } from '../../state/useEvaluation';
import { useDeferredPlan } from '../../state/usePlan';
import { copyText } from '../../components/copyText';
import { downloadText } from '../../components/download';
import { exportFileName } from '../../components/fileNames';
import { RadioChoice } from '../../components/RadioChoice';
import { problemText } from '../../components/wording/deployProblemText';
import { DeployIntro } from './DeployIntro';
import './Deploy.css';

export function DeployPanel() {
  const t = useT();
  const id = useId();
  const scenario = useSettledScenario();
  // The page's own plan of the settled scenario (every view's): no second plan for this tab.
  const planned = useDeferredPlan();
  const { deployment } = planned;
  const result = useMemo(
    () => (deployment ? deployTexts(deployment, scenario.name) : null),
    [deployment, scenario.name],
  );
  const [format, setFormat] = useState<DeployFormat>('bicep');
  const [status, setStatus] = useState('');
  const codeRef = useRef<HTMLPreElement>(null);

  const heading = (
    <>
      <h2 id={`${id}-heading`}>{t('deploy.heading')}</h2>
      <DeployIntro planned={planned} />
    </>
  );
  if (!result) {
    return (
      <section className="panel deploy" aria-labelledby={`${id}-heading`}>
        {heading}
        <p className="deploy-message">{t('deploy.noFit')}</p>
      </section>
    );
  }
  if (!result.ok) {
    return (
      <section className="panel deploy" aria-labelledby={`${id}-heading`}>
        {heading}
        <p className="deploy-message">{t('deploy.refused')}</p>
        <ul className="deploy-problems">
          {result.problems.map((problem) => {
            const text = problemText(t, problem);
            return <li key={text}>{text}</li>;
          })}
        </ul>
      </section>
    );
  }

  const text = result.texts[format];
  const formatName = t(`deploy.format.${format}`);
  const copy = async () => {
    const copied = await copyText(text);
    setStatus(t(copied ? 'deploy.copied' : 'deploy.copyFailed'));
    if (!copied && codeRef.current) window.getSelection()?.selectAllChildren(codeRef.current);
  };
  const download = () => {
    const file = deployFileOf(format, planned.service);
    const fileName = exportFileName(scenario.name, file.what, file.extension);
    downloadText(text, fileName, file.mimeType);
    setStatus(t('deploy.saved', { fileName }));
  };

  return (
    <section className="panel deploy" aria-labelledby={`${id}-heading`}>
      {heading}
      <RadioChoice
        name={`${id}-format`}
        legend={t('deploy.format')}
        value={format}
        options={deployFormats.map((value) => ({ value, label: t(`deploy.format.${value}`) }))}
        onChange={(value) => {
          setFormat(value);
          setStatus('');
        }}
      />
      {result.failover && <p className="deploy-failover">{t('deploy.failover')}</p>}
      <div className="deploy-actions">
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          {t('deploy.copy', { format: formatName })}
        </button>
        <button type="button" className="button" onClick={download}>
          {t('deploy.download', { format: formatName })}
        </button>
      </div>
      <p className="deploy-status" role="status">
        {status}
      </p>
      <pre
        ref={codeRef}
        className="deploy-code"
        role="region"
        aria-label={t('deploy.code', { format: formatName })}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it
        tabIndex={0}
      >
        <code>{text}</code>
      </pre>
      <h3 className="deploy-pages-heading">{t('deploy.pages')}</h3>
      <ul className="deploy-pages">
        {result.pages[format].map((page) => (
          <li key={page.url}>
            <a href={page.url} target="_blank" rel="noreferrer">
              {page.title}
            </a>
          </li>
        ))}
      </ul>
      <h3 className="deploy-pages-heading">{t('deploy.operator')}</h3>
      <ul className="deploy-pages">
        {result.operatorParts.map(({ what, page }) => (
          <li key={page.url}>
            {what}:{' '}
            <a href={page.url} target="_blank" rel="noreferrer">
              {page.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default DeployPanel;
