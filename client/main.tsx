// Entry point: styles, translations, then the app (zod's settings come first, from public/zod-config.js).
import './styles';
import { i18nReady } from './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startOfflineSupport } from './lib/offline';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// The first language arrives as its own small chunk (i18n/resources.ts): render once it is there, so no page shows keys.
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startOfflineSupport();
});
