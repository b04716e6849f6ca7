/**
 * "Set aside": the user's own scenarios that a shared link, another tab's version or a restore replaced on
 * screen, kept in this browser so that none is lost. Shown only when there is one, or when some stored
 * could not be read (then it says where they are kept): the list (./KeptAsideList) and its words load then,
 * not with the page's first load.
 */
import { Suspense } from 'react';
import { lazyAfterStart } from '../../components/lazyAfterStart';
import { useKeptAsideStore } from '../../state/keptAsideStore';
import './KeptAsidePanel.css';

const KeptAsideList = lazyAfterStart(() => import('./KeptAsideList'));

export function KeptAsidePanel() {
  const shown = useKeptAsideStore((state) => state.items.length > 0 || state.problem !== null);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <KeptAsideList />
    </Suspense>
  );
}
