// Build-time entry (scripts/prerender.mjs): renders a few public pages to HTML, so the browser paints them
// before any JavaScript has run. main.tsx then replaces that markup with the live app (no hydration: the
// app's first render may differ, e.g. another language, and is simply drawn over it).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { i18n } from './i18n';
import { AppProviders } from './app/providers';
import { preloadPage } from './app/preloadPage';
import { routes } from './app/routes';
import { useWizard } from './features/reservation/wizard/store';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document title the page sets once it runs. */
  title: string;
}

/** Renders `pathname` as the app's first render in English shows it (queries pending, nobody signed in). */
export async function prerender(pathname: string): Promise<PrerenderedPage> {
  await i18n.changeLanguage('en');
  // The date and time fields default to "now": left empty here rather than showing the build's moment.
  useWizard.setState({ date: '', time: '' });
  await preloadPage(pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let title: string = i18n.t('brand.name');
  // useDocumentTitle sets the title in an effect, which a server render does not run: read it from the page.
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  if (pathname !== '/' && heading) title = `${heading} · ${title}`;
  return { html, title };
}
