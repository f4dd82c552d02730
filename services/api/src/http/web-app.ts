import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { LANGUAGES, type Language } from '@chauffeur/contracts';
import { pageLanguage } from '@chauffeur/platform';
import { problemBody, sendProblem } from '@chauffeur/platform';

/**
 * Where web/scripts/prerender.mjs puts the pages it renders at build time, one folder per language
 * (`prerendered/fr/index.html` is `/` in French).
 */
const PRERENDERED = 'prerendered';

/**
 * Addresses with a part of their own (a token) that share one pre-rendered page, its file's name: a booking's
 * manage page is the same frame, its booking loading, for every token (web/scripts/prerender.mjs).
 */
const SHARED_PAGES: ReadonlyArray<readonly [RegExp, string]> = [[/^\/booking\/[^/]+$/, 'booking-link']];

/** The pre-rendered page for a request path in `language`, as a file under webDist, if the build made one. */
function prerenderedFile(pages: ReadonlySet<string>, url: string, language: Language): string | undefined {
  const path = url.split('?')[0]!.replace(/\/+$/, '');
  if (path === '/index') return undefined;
  const shared = SHARED_PAGES.find(([pattern]) => pattern.test(path))?.[1];
  // A shared page's file is not an address of its own (/booking-link is no page).
  if (!shared && SHARED_PAGES.some(([, file]) => path === `/${file}`)) return undefined;
  const name = `${language}/${shared ?? (path === '' ? 'index' : path.slice(1))}.html`;
  return pages.has(name) ? `${PRERENDERED}/${name}` : undefined;
}

/**
 * The empty shell of the addresses not pre-rendered, one per language (web/scripts/prerender.mjs): each
 * requests its language's texts with the app's code (decision 274). A build without them has index.html.
 */
const SHELLS = 'shell';

/** `shell/<language>.html` when the build made it. */
function shellFile(webDist: string, language: Language): string | undefined {
  const name = `${SHELLS}/${language}.html`;
  return existsSync(join(webDist, name)) ? name : undefined;
}

/** The `<language>/<page>.html` names under `dir`. */
function pagesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(dir, entry.name))
        .filter((name) => name.endsWith('.html'))
        .map((name) => `${entry.name}/${name}`),
    );
}

/**
 * Serves the built SPA. Unknown GET paths outside /api that ask for HTML get index.html, so deep links
 * like /fleet work; everything else unknown is a problem+json 404. Addresses the build pre-rendered (the
 * landing page, the booking wizard, …) get that page in the visitor's language instead, which paints before
 * the app's code has run.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  const prerenderedDir = join(webDist, PRERENDERED);
  const pages = new Set(hasWeb ? pagesIn(prerenderedDir) : []);
  const shells = new Map(
    LANGUAGES.flatMap((language) => {
      const file = hasWeb ? shellFile(webDist, language) : undefined;
      return file ? [[language, file] as const] : [];
    }),
  );
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the text files (web/scripts/prerender.mjs): sent as they are.
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite puts content hashes in asset names: they can be cached forever; index.html never. (On the
        // reply, not its raw response: the reply's own cache-control header would be written over it.)
        if (path.startsWith(join(webDist, 'assets')))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) {
      const language = pageLanguage(request.url, request.headers.cookie, request.headers['accept-language']);
      const file = prerenderedFile(pages, request.url, language) ?? shells.get(language);
      reply.header('cache-control', 'no-cache');
      // The same address answers in the visitor's language: a cache must key on what chose it.
      if (file) reply.header('vary', 'Accept-Language, Cookie').header('content-language', language);
      return reply.sendFile(file ?? 'index.html');
    }
    return sendProblem(
      reply,
      problemBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`),
    );
  });
}
