/**
 * The compact page for iframes (`#view=embed`): the answer, the totals, the headroom chart and a link to
 * the full tool; in `mode=interactive` a few sliders too. It reports its height to the framing page and
 * touches neither storage (boot.tsx withholds it) nor the address bar. It runs in the Embed dialog's sandbox,
 * which keeps the tool's origin so that any static host serves it (embedSnippets.ts), and in
 * `<iframe sandbox="allow-scripts">` where the host answers cross-origin requests.
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { UserText } from '../../components/UserText';
import { useT, useTNodes } from '../../i18n/I18nProvider';
import { lazyAfterStart } from '../../components/lazyAfterStart';
import { useNoticeStore } from '../../state/noticeStore';
import type { Notice } from '../../state/notices';
import { useScenarioStore } from '../../state/scenarioStore';
import { useSettledScenario } from '../../state/useEvaluation';
import type { ViewParams } from '../../state/viewParams';
import { applyTheme } from '../../state/theme';
import { EmbedControls } from './EmbedControls';
import { fullViewUrl, scenarioTitle } from '../../components/embedSnippets';
import { EmbedSummary } from './EmbedSummary';
import { startHeightPoster } from './heightPoster';
import './EmbedView.css';

const EmbedHeadroom = lazy(() => import('./EmbedHeadroom'));
/** Why the link could not be read, in the full view's words (they load with it, not with the embed). */
const LinkFailureText = lazyAfterStart(() =>
  import('../../components/LinkFailureText').then((module) => ({
    default: module.LinkFailureText,
  })),
);

type BadLink = Extract<Notice, { kind: 'badLink' }>;

function OpenLink({ linkUnread }: { linkUnread: boolean }) {
  const t = useT();
  // The link follows the reader's changes once they settle: encoding it on every slider tick is wasted work.
  const scenario = useSettledScenario();
  // A link the embed could not read goes to the full tool as it came, never the example in its place: the
  // full tool says what is wrong with it, and keeps the reader's own work.
  const href = useMemo(
    () => fullViewUrl(window.location.href, window.location.hash, linkUnread ? null : scenario),
    [scenario, linkUnread],
  );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {t('embed.open')} <span className="visually-hidden">{t('embed.open.newTab')}</span>
    </a>
  );
}

/**
 * A link that could not be read: the reason and nothing else. The store holds the example then, and the frame
 * must never show its figures in place of the scenario in its link.
 */
function BadLinkCard({ notice }: { notice: BadLink }) {
  const t = useT();
  return (
    <section className="embed-card embed-notice">
      <Suspense fallback={null}>
        <LinkFailureText failure={notice.failure} />
      </Suspense>
      <p>{t('embed.badLink')}</p>
    </section>
  );
}

export function EmbedView({ params }: { params: ViewParams }) {
  const t = useT();
  const tNodes = useTNodes();
  const rootRef = useRef<HTMLDivElement>(null);
  const name = useScenarioStore((state) => state.scenario.name);
  const webPubSub = useScenarioStore((state) => state.scenario.service === 'webPubSub');
  const badLink = useNoticeStore((state) =>
    state.notices.find((notice): notice is BadLink => notice.kind === 'badLink'),
  );

  // Before paint, so a forced theme never flashes the other one.
  useLayoutEffect(() => applyTheme(params.theme), [params.theme]);
  useEffect(() => {
    const root = rootRef.current;
    return root ? startHeightPoster(root) : undefined;
  }, []);

  return (
    <div className="embed" ref={rootRef}>
      <main className="embed-main">
        <h1 className="embed-title">
          {badLink
            ? t('embed.badLink.title')
            : tNodes(webPubSub ? 'embed.title.webPubSub' : 'embed.title', {
                name: <UserText>{scenarioTitle(t, name)}</UserText>,
              })}
        </h1>
        {badLink ? (
          <BadLinkCard notice={badLink} />
        ) : (
          <>
            <EmbedSummary />
            {params.mode === 'interactive' && <EmbedControls />}
            <Suspense
              fallback={
                <p className="embed-card" aria-busy="true">
                  {t('app.loadingChart')}
                </p>
              }
            >
              <EmbedHeadroom />
            </Suspense>
          </>
        )}
      </main>
      <footer className="embed-footer">
        <OpenLink linkUnread={!!badLink} />
      </footer>
    </div>
  );
}
