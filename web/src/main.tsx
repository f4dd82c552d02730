import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource-variable/manrope/wght.css';
import './index.css';
import './i18n';
import { App } from './app/App';
import { preloadPage } from './app/preloadPage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function start(root: HTMLElement, prerendered: boolean) {
  const app = createRoot(root);
  const render = () =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  // Over a pre-rendered page nothing is waiting on this render: as a transition React renders it in short
  // slices, leaving the main thread free in between, instead of in one long task.
  if (prerendered) startTransition(render);
  else render();
}

// A pre-rendered page (scripts/prerender.mjs) stays on screen until the app can draw the same page in one
// go: its code is fetched first, so the page-loading placeholder never flashes in between.
// A visitor it does not fit (another language, a wizard already under way) never sees it (prerender-check.js).
const page = preloadPage(window.location.pathname);
if (container.hasChildNodes() && document.documentElement.dataset.prerender !== 'off')
  void page.catch(() => undefined).then(() => start(container, true));
else {
  container.replaceChildren();
  delete document.documentElement.dataset.prerender;
  start(container, false);
}
