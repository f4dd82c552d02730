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

/**
 * A fresh embedded install (built web app, empty data folder, seeded on start) and a headless Chromium.
 * The demo seeds one car per model; a company has a few (issue 17: a model is bookable once per free car
 * at a time), so `carsPerModel` cars are given to each model unless a test asks for the demo's one.
 */
export async function startBrowserApp(
  name: string,
  options: { carsPerModel?: number } = {},
): Promise<BrowserApp> {
  buildWeb();
  const dataDir = mkdtempSync(join(tmpdir(), `e2e-${name}-`));
  const server = await startServer({ dataDir });
  await addCars(server, (options.carsPerModel ?? 10) - 1);
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

/** Adds `count` cars to every model of the fleet, through the admin API. */
async function addCars(server: RunningServer, count: number): Promise<void> {
  if (count <= 0 || !server.adminToken) return;
  const { items: vehicles } = (await (await fetch(`${server.url}/api/vehicles`)).json()) as {
    items: { id: string }[];
  };
  for (const [v, vehicle] of vehicles.entries())
    for (let i = 0; i < count; i++) {
      const response = await fetch(`${server.url}/api/admin/vehicles/${vehicle.id}/cars`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${server.adminToken}` },
        body: JSON.stringify({ plate: `E2E-${v}-${i}`, colour: 'Black', active: true }),
      });
      if (!response.ok) throw new Error(`car not added: ${response.status} ${await response.text()}`);
    }
}
