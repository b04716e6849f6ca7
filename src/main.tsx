import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startSync } from './state/sync.ts';
import { readViewParams } from './state/viewParams.ts';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

// Before the first render, so a shared link never flashes the example first.
const viewParams = readViewParams(window.location.hash);
startSync({ readOnlyLink: viewParams.view === 'embed' });

createRoot(rootElement).render(
  <StrictMode>
    <App viewParams={viewParams} />
  </StrictMode>,
);
