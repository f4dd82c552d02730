// `npm run dev`: the API (restarting on change, via tsx watch) and the Vite dev server (proxying /api).
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'services/api/src/main.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: process.env.PORT ?? '3000' },
    },
  ),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: join(root, 'web'),
    stdio: 'inherit',
  }),
];
/** @param {NodeJS.Signals} signal */
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
