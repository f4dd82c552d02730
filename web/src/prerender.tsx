// Build-time entry (scripts/prerender.mjs): renders a few public pages to HTML in each language, so the
// browser paints them before any JavaScript has run. main.tsx then replaces that markup with the live app
// (no hydration: the app's first render may differ, e.g. a visitor signed in, and is simply drawn over it;
// app/handover.ts carries over what was typed meanwhile).
import { StrictMode } from 'react';
import type { Language } from '@chauffeur/contracts';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { i18n } from './i18n';
import { AppProviders } from './app/providers';
import { preloadPage } from './app/preloadPage';
import { routes } from './app/routes';
import { useWizard } from './features/reservation/wizard/store';

export { LANGUAGES } from '@chauffeur/contracts';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document title the page sets once it runs. */
  title: string;
  /** The site's description in that language, for <meta name="description">. */
  description: string;
}

/** The text of markup React escaped (it escapes & < > " and '), for the page's <title>. */
const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Renders `pathname` as the app's first render in `language` shows it (queries pending, nobody signed in). */
export async function prerender(pathname: string, language: Language): Promise<PrerenderedPage> {
  await i18n.changeLanguage(language);
  // The date and time follow the visit's moment (TripStep): left empty here rather than the build's.
  useWizard.setState({ date: '', time: '', scheduleChosen: false });
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
  const heading = decodeEntities(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');
  if (pathname !== '/' && heading) title = `${heading} · ${title}`;
  return { html, title, description: i18n.t('brand.description') };
}
