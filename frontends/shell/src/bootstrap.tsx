import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRoute } from './routes/AppRoutes';
import { initRemotes } from './remotes/federation';

// Learn where the remotes live as early as possible; a failure only shows up when a remote page
// is opened (with its own error panel), never as a blank app.
initRemotes().catch((error: unknown) => console.warn('Remotes are not available yet:', error));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The first page's chunks come before the first render (see lazyPage); a failed one shows on the page.
void preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() => createRoot(container).render(<App />));
