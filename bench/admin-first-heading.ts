// The admin panel's first heading after a full load, signed in, for two builds of the web app side by side:
// `npx tsx bench/admin-first-heading.ts <dist A> <dist B> [runs]` (the compiled server, `npm run build:server`
// first). Loads alternate between the builds, so a busy machine weighs on both alike; medians are printed,
// with the requests of the last load of each (ms after the navigation started).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from '../tests/support/browser';
import { signInAdmin } from '../tests/support/admin-sign-in';
import { startServer, type RunningServer } from '../tests/support/server';

const [distA, distB, runsArg] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: admin-first-heading.ts <dist A> <dist B> [runs]');
const RUNS = Number(runsArg ?? 5);
const PATHS = ['/admin', '/admin/bookings', '/admin/dispatch'];

// Recorded in the page from its first script on: when the first <h1> is in the document.
// A string, not a function: tsx's helpers (`__name`) would not exist in the page.
const WATCH_H1 = `new MutationObserver(() => {
  if (document.querySelector('h1') && !('h1At' in window)) window.h1At = performance.now();
}).observe(document, { childList: true, subtree: true });`;

interface Build {
  name: string;
  dataDir: string;
  server: RunningServer;
  context: BrowserContext;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const browser = await launchChromium();
const builds: Build[] = [];
for (const [name, dist] of [
  ['A', distA],
  ['B', distB],
] as const) {
  const dataDir = mkdtempSync(join(tmpdir(), `admin-h1-${name}-`));
  const server = await startServer({ dataDir, compiled: true, env: { WEB_DIST: resolve(dist) } });
  const context = await browser.newContext({ locale: 'en-GB' });
  await context.addInitScript({ content: WATCH_H1 });
  const page = await context.newPage();
  await signInAdmin(page, server.url, '?lng=en');
  await page.close();
  builds.push({ name, dataDir, server, context });
}

const times = new Map<string, number[]>();
const timelines = new Map<string, string[]>();
// The panel's data reads per load (the live stream's ticket aside): a read asked for twice shows here.
const readCounts = new Map<string, number[]>();
try {
  for (let run = 0; run < RUNS; run++)
    for (const path of PATHS)
      for (const build of builds) {
        const page = await build.context.newPage();
        await page.goto(`${build.server.url}${path}`);
        await page.waitForFunction(() => 'h1At' in window, null, { timeout: 15_000 });
        // Whatever the page asks for after its heading (a duplicate read) counts in the timeline too.
        await page.waitForTimeout(600);
        const { h1At, requests } = await page.evaluate(() => ({
          h1At: (window as unknown as { h1At: number }).h1At,
          requests: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
            (e) =>
              `${Math.round(e.startTime)}–${Math.round(e.responseEnd)} ${e.name.replace(location.origin, '')}`,
          ),
        }));
        const key = `${build.name} ${path}`;
        times.set(key, [...(times.get(key) ?? []), h1At]);
        const reads = requests.filter((r) => r.includes(' /api/admin/') && !r.includes('/live/')).length;
        readCounts.set(key, [...(readCounts.get(key) ?? []), reads]);
        timelines.set(key, [`h1 ${Math.round(h1At)}`, ...requests]);
        await page.close();
      }
} finally {
  for (const build of builds) {
    await build.context.close();
    await build.server.stop();
    rmSync(build.dataDir, { recursive: true, force: true });
  }
  await browser.close();
}

for (const [key, values] of times)
  console.log(
    `${key}: median ${Math.round(median(values))} ms (${values.map(Math.round).join(', ')}),`,
    `${median(readCounts.get(key)!)} data reads`,
  );
if (process.env.TIMELINE)
  for (const [key, lines] of timelines) console.log(`\n${key}\n  ${lines.join('\n  ')}`);
