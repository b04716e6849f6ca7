import { StrictMode } from 'react';
import { Mounted } from '../components/Mounted';
import type { ViewParams } from '../state/viewParams';
import { App } from './App';
import type { LoadedCatalog } from './LocaleProvider';

/**
 * The whole page, as the browser renders or hydrates it (src/boot.tsx) and as the build prerenders it
 * (src/prerender/firstView.tsx): one tree for both, so the hydrated page matches its HTML to the last id.
 */
export function Root({
  viewParams,
  initialCatalog,
  onCommitted,
}: {
  viewParams?: ViewParams;
  initialCatalog?: LoadedCatalog;
  onCommitted?: () => void;
}) {
  return (
    <StrictMode>
      <App viewParams={viewParams} initialCatalog={initialCatalog} />
      <Mounted onMounted={onCommitted} />
    </StrictMode>
  );
}
