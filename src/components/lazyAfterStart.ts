/**
 * A part of the first view that is drawn only when something happened (a notice, set-aside work, nothing that
 * fits, a folded panel opened): its code is a chunk of its own, and it waits for the English messages of such parts
 * too (src/i18n/locales.ts, `laterMessagesReady`), so the page's first load carries neither. `preload` fetches both
 * ahead (when the page is idle), so that opening the part later shows it at once.
 */
import { lazy, type ComponentType } from 'react';
import { laterMessagesReady } from '../i18n/locales';

/** React's thenable protocol: a promise that says it is fulfilled lets React render without suspending. */
type Tracked<Value> = Promise<Value> & { status?: 'fulfilled'; value?: Value };

// React.lazy's own bound: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyAfterStart<Component extends ComponentType<any>>(
  load: () => Promise<{ default: Component }>,
) {
  let loading: Tracked<{ default: Component }> | null = null;
  const preload = () => {
    if (!loading) {
      const started: Tracked<{ default: Component }> = Promise.all([
        load(),
        laterMessagesReady(),
      ]).then(([module]) => module);
      started.then(
        (module) => {
          started.status = 'fulfilled';
          started.value = module;
        },
        () => {
          // Not fetched: the next render tries again.
          loading = null;
        },
      );
      loading = started;
    }
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
