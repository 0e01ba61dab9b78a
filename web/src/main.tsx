import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadCatalog } from './lib/messages';
import { storedLang } from './lib/prefs';
import './app/global.css';

// The page's language is loaded before the first paint, so no text flashes as a message id.
loadCatalog(storedLang()).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
