import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { ROOT, startServer, type RunningServer } from './server';

export interface BrowserApp {
  server: RunningServer;
  browser: Browser;
  dataDir: string;
  /** Closes the browser, stops the server and removes its data. */
  close(): Promise<void>;
}

/** Builds the web app if its sources changed (once per test process). */
export function buildWeb(): void {
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts/web-build.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
}

/** A fresh embedded install (built web app, empty data folder, seeded on start) and a headless Chromium. */
export async function startBrowserApp(name: string): Promise<BrowserApp> {
  buildWeb();
  const dataDir = mkdtempSync(join(tmpdir(), `e2e-${name}-`));
  const server = await startServer({ dataDir });
  const browser = await launchChromium();
  return {
    server,
    browser,
    dataDir,
    async close() {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
