// After `vite build`: renders the public pages to static HTML (the landing page, the booking wizard, services,
// fleet, about, sign-in, the legal pages; the blog, My bookings, the find form and a booking's manage page with
// their data still loading), once per language (web/dist/prerendered/<language>/), which the API serves for
// those addresses in the visitor's language (services/api/src/http/web-app.ts). The browser paints them before
// any JavaScript has run; main.tsx then draws the live app over them, carrying over what the visitor typed
// meanwhile (app/handover.ts). Every other address gets the empty shell, in the visitor's language too
// (dist/shell/<language>.html, which requests that language's texts; dist/index.html is the English one).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

/** @typedef {Record<string, import('vite').ManifestChunk>} Manifest Vite's build manifest (.vite/manifest.json). */

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');

/** The pre-rendered addresses, each with its file name in dist/prerendered/<language> and its page's source. */
export const PAGES = [
  { path: '/', file: 'index.html', source: null },
  {
    path: '/reservation',
    file: 'reservation.html',
    source: 'src/features/reservation/components/ReservationPage.tsx',
  },
  {
    path: '/services',
    file: 'services.html',
    source: 'src/features/service-catalog/components/ServicesPage.tsx',
  },
  { path: '/fleet', file: 'fleet.html', source: 'src/features/fleet/components/FleetPage.tsx' },
  { path: '/about', file: 'about.html', source: 'src/features/about/components/AboutPage.tsx' },
  { path: '/auth', file: 'auth.html', source: 'src/features/auth/components/AuthPage.tsx' },
  { path: '/privacy', file: 'privacy.html', source: 'src/features/legal/components/PrivacyPage.tsx' },
  { path: '/terms', file: 'terms.html', source: 'src/features/legal/components/TermsPage.tsx' },
  // Pages whose content is data: their heading and loading state (queries pending, nobody signed in yet).
  { path: '/blog', file: 'blog.html', source: 'src/features/blog/components/BlogListPage.tsx' },
  {
    path: '/account',
    file: 'account.html',
    source: 'src/features/my-account/components/AccountPages.tsx',
  },
  {
    path: '/booking',
    file: 'booking.html',
    source: 'src/features/manage-booking/components/ManageBookingRoutes.tsx',
  },
  // Every booking's manage page (/booking/<token>) is the same frame until its booking is loaded: one file,
  // rendered for a token that names none, which the server sends for any token (services/api web-app.ts).
  {
    path: '/booking/link',
    file: 'booking-link.html',
    source: 'src/features/manage-booking/components/ManageBookingRoutes.tsx',
  },
];

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The chunk of `source` and every chunk it imports statically.
 * @param {Manifest} manifest
 * @param {string | null} source
 */
function preloadFiles(manifest, source) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (source) visit(source);
  return [...files].map((file) => `/${file}`);
}

/**
 * The latin font files the first screen uses: fetched with the stylesheet instead of after it.
 * @param {string} css
 */
function fontLinks(css) {
  return [...css.matchAll(/url\((\/assets\/[^)]*-latin-(?:wght|500|600)-normal-[^)]*\.woff2)\)/g)]
    .map((match) => match[1])
    .filter((file, index, all) => all.indexOf(file) === index)
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`);
}

/**
 * The chunk of `language`'s common texts (src/i18n/language-texts.ts loads it for the language in use only).
 * @param {Manifest} manifest
 * @param {string} language
 */
function textsChunk(manifest, language) {
  const key = `src/i18n/locales/${language}.ts`;
  if (!manifest[key]) throw new Error(`the build has no chunk for the ${language} texts (${key})`);
  return preloadFiles(manifest, key);
}

/**
 * The shell without any language's texts. dist/index.html is the English shell once this script ran: run
 * again on the same build (two test processes building at once, or the pre-rendering alone), it would
 * otherwise start from the English shell and every language's pages would request the English texts too.
 * @param {string} html
 * @param {Manifest} manifest
 */
function withoutTexts(html, manifest) {
  const files = new Set(
    Object.entries(manifest)
      .filter(([key]) => /^src\/i18n\/locales\/[a-z]{2}\.ts$/.test(key))
      .map(([, chunk]) => `/${chunk.file}`),
  );
  return html.replace(/^[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n/gm, (line, href) =>
    files.has(href) ? '' : line,
  );
}

/**
 * app/start.ts evaluates the app's modules in steps, through dynamic imports, which Vite's shell does not
 * request ahead: the shell gets a modulepreload link for each, so they are all requested at once instead
 * of one step after the other. Returns that shell, whose language is not known yet.
 * @param {Manifest} manifest
 */
function requestStartModules(manifest) {
  const shell = withoutTexts(readFileSync(join(dist, 'index.html'), 'utf8'), manifest);
  const entry = /^(\s*)<script type="module" crossorigin src="[^"]+"><\/script>\n/m.exec(shell);
  if (!entry) throw new Error('dist/index.html has no module entry');
  const links = (manifest['index.html']?.dynamicImports ?? [])
    .flatMap((key) => preloadFiles(manifest, key))
    .filter((href, index, all) => all.indexOf(href) === index && !shell.includes(`"${href}"`))
    .map((href) => `${entry[1]}<link rel="modulepreload" crossorigin href="${href}">\n`);
  return shell.replace(entry[0], () => entry[0] + links.join(''));
}

/**
 * The shell once per language (dist/shell/<language>.html), which the server sends for the addresses not
 * pre-rendered in the language it detects: each requests its language's texts with the app's other modules,
 * so no language waits for them a round trip longer (decision 274). dist/index.html is the English one.
 * @param {string} shell
 * @param {Manifest} manifest
 * @param {readonly string[]} languages
 */
function writeShells(shell, manifest, languages) {
  const last =
    /^(\s*)<link rel="modulepreload" crossorigin href="[^"]+">\n(?!\s*<link rel="modulepreload")/m.exec(
      shell,
    );
  if (!last) throw new Error('dist/index.html has no modulepreload link');
  mkdirSync(join(dist, 'shell'), { recursive: true });
  for (const language of languages) {
    const links = textsChunk(manifest, language).map(
      (href) => `${last[1]}<link rel="modulepreload" crossorigin href="${href}">\n`,
    );
    const html = shell
      .replace(last[0], () => last[0] + links.join(''))
      .replace('<html lang="en">', () => `<html lang="${language}">`);
    writeFileSync(join(dist, 'shell', `${language}.html`), html);
    if (language === 'en') writeFileSync(join(dist, 'index.html'), html);
  }
}

export async function prerenderPages() {
  // Inside node_modules, so the server bundle resolves react and the other packages it leaves external.
  const ssrOut = join(web, 'node_modules', `.prerender-${process.pid}`);
  try {
    await build({
      root: web,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, minify: false },
    });
    // Every page in every interface language (contracts' LANGUAGES, re-exported by the server bundle).
    const { prerender, LANGUAGES } = await import(pathToFileURL(join(ssrOut, 'prerender.js')).href);

    const manifestFile = join(dist, '.vite', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const shell = requestStartModules(manifest);
    writeShells(shell, manifest, LANGUAGES);
    const cssFile = /href="(\/assets\/index-[^"]+\.css)"/.exec(shell)?.[1];
    const css = cssFile ? readFileSync(join(dist, cssFile), 'utf8') : '';

    // Minified: every pre-rendered page's first script, counted in the landing page's 200 KB (its comments
    // were a third of it).
    const source = readFileSync(join(web, 'scripts', 'prerender-check.js'), 'utf8');
    const check = (await transform(source, { minify: true, loader: 'js' })).code;
    const checkFile = `assets/prerender-check-${createHash('sha256').update(check).digest('base64url').slice(0, 8)}.js`;
    writeFileSync(join(dist, checkFile), check);

    // The entry and the modules the shell preloads, put back below the page's own hints.
    const scripts = [
      ...shell.matchAll(
        /^\s*(?:<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)">)\n/gm,
      ),
    ];
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell)?.[1];
    if (!entry) throw new Error('dist/index.html has no module entry');
    let bare = shell;
    for (const match of scripts) bare = bare.replace(match[0], '');

    for (const language of LANGUAGES) {
      mkdirSync(join(dist, 'prerendered', language), { recursive: true });
      for (const page of PAGES) {
        const { html, title, description } = await prerender(page.path, language);
        // React puts resource hints (a high-priority image) before the markup: they belong in <head>.
        // The pattern matches any text (at worst the empty string).
        const hints = /** @type {RegExpExecArray} */ (/^(?:<link [^>]*\/>)*/.exec(html))[0];
        // The picture is live from the first paint: its fields take typing, which app/handover.ts carries
        // over to the live app. Its buttons are inert until then (a press would do nothing), links work; a
        // form's submit button is not: its press is kept (prerender-check.js) and made by the live form.
        const picture = html
          .slice(hints.length)
          .replace(/^<div /, '<div data-prerendered="" ')
          .replace(/<button\b(?![^>]*\btype="submit")/g, '<button inert=""');
        if (!picture.startsWith('<div data-prerendered'))
          throw new Error(`${page.path} does not start with a <div>`);
        const modules = [
          ...scripts.map((match) => match[1] ?? match[2]),
          // The texts of the page's language, in the first wave as the rest (decision 274).
          ...textsChunk(manifest, language),
          // The page's own chunks too, so they do not wait for the entry to run.
          ...preloadFiles(manifest, page.source),
        ].filter((file, index, all) => all.indexOf(file) === index && file !== entry);
        const head = [
          `<script src="/${checkFile}" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`,
          ...fontLinks(css),
          ...(hints.match(/<link [^>]*\/>/g) ?? []),
        ];
        const document = bare
          .replace('<html lang="en">', () => `<html lang="${language}">`)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
          .replace(
            /(<meta\s+(?:name="description"|property="og:description")\s+content=")[^"]*(")/g,
            (_, start, end) => `${start}${escapeHtml(description)}${end}`,
          )
          .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
          .replace('<div id="root"></div>', () => `<div id="root">${picture}</div>`);
        if (!document.includes(picture))
          throw new Error('dist/index.html has no empty <div id="root"></div>');
        if (!document.includes(`<html lang="${language}">`))
          throw new Error('dist/index.html has no <html lang="en">');
        writeFileSync(join(dist, 'prerendered', language, page.file), document);
      }
    }
    // Written last: scripts/web-build.mjs takes a build without it for an unfinished one.
    writeFileSync(join(dist, 'prerendered', 'built'), `${new Date().toISOString()}\n`);
  } finally {
    rmSync(ssrOut, { recursive: true, force: true });
  }
}

/**
 * Brotli (at its best, too slow to do per request) and gzip copies of every text file next to it, which
 * the API sends as they are (@fastify/static's preCompressed).
 */
export function precompress(dir = dist) {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      precompress(path);
      continue;
    }
    if (!/\.(?:html|js|mjs|css|svg|json|txt)$/.test(name) || statSync(path).size < 1024) continue;
    const body = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.env.NODE_ENV = 'production';
  await prerenderPages();
  precompress();
}
