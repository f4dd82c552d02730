// After `vite build`: renders the landing page and the booking wizard to static HTML (web/dist/prerendered),
// which the API serves for those addresses (services/api/src/plugins/web-app.ts). The browser paints them
// before any JavaScript has run; main.tsx then draws the live app over them. dist/index.html stays the
// empty shell for every other address.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');

/** The pre-rendered addresses, each with its file name in dist/prerendered and the source of its page. */
export const PAGES = [
  { path: '/', file: 'index.html', source: null },
  {
    path: '/reservation',
    file: 'reservation.html',
    source: 'src/features/reservation/components/ReservationPage.tsx',
  },
];

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The chunk of `source` and every chunk it imports statically. */
function preloadFiles(manifest, source) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (source) visit(source);
  return [...files].map((file) => `/${file}`);
}

/** The latin font files the first screen uses: fetched with the stylesheet instead of after it. */
function fontLinks(css) {
  return [...css.matchAll(/url\((\/assets\/[^)]*-latin-(?:wght|500|600)-normal-[^)]*\.woff2)\)/g)]
    .map((match) => match[1])
    .filter((file, index, all) => all.indexOf(file) === index)
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`);
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
    const { prerender } = await import(pathToFileURL(join(ssrOut, 'prerender.js')).href);

    const manifestFile = join(dist, '.vite', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const shell = readFileSync(join(dist, 'index.html'), 'utf8');
    const cssFile = /href="(\/assets\/index-[^"]+\.css)"/.exec(shell)?.[1];
    const css = cssFile ? readFileSync(join(dist, cssFile), 'utf8') : '';

    const check = readFileSync(join(web, 'scripts', 'prerender-check.js'));
    const checkFile = `assets/prerender-check-${createHash('sha256').update(check).digest('base64url').slice(0, 8)}.js`;
    writeFileSync(join(dist, checkFile), check);

    // The entry and the modules the shell preloads: on a pre-rendered page they load once it has painted.
    const scripts = [
      ...shell.matchAll(
        /^\s*(?:<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)">)\n/gm,
      ),
    ];
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell)?.[1];
    if (!entry) throw new Error('dist/index.html has no module entry');
    let bare = shell;
    for (const match of scripts) bare = bare.replace(match[0], '');

    mkdirSync(join(dist, 'prerendered'), { recursive: true });
    for (const page of PAGES) {
      const { html, title } = await prerender(page.path);
      const modules = [
        ...scripts.map((match) => match[1] ?? match[2]),
        // The page's own chunks too, so they do not wait for the entry to run.
        ...preloadFiles(manifest, page.source),
      ].filter((file, index, all) => file !== entry && all.indexOf(file) === index);
      // React puts resource hints (a high-priority image) before the markup: they belong in <head>.
      const hints = /^(?:<link [^>]*\/>)*/.exec(html)[0];
      // A picture until the app has taken over: nothing to type into, press or focus that would then be
      // lost, and nothing for assistive technology (or a test) to find before the live page is there.
      const picture = html
        .slice(hints.length)
        .replace(/^<div /, '<div inert="" aria-hidden="true" ')
        .replace(/<(input|textarea)\b/g, '<$1 readonly=""');
      if (!picture.startsWith('<div inert')) throw new Error(`${page.path} does not start with a <div>`);
      const head = [
        `<script src="/${checkFile}" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`,
        ...fontLinks(css),
        ...(hints.match(/<link [^>]*\/>/g) ?? []),
      ];
      const document = bare
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${picture}</div>`);
      if (!document.includes(picture)) throw new Error('dist/index.html has no empty <div id="root"></div>');
      writeFileSync(join(dist, 'prerendered', page.file), document);
    }
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
