// `npm start`: builds the web app if needed, then runs the server (embedded stores by default) in the
// foreground, passing SIGINT/SIGTERM on so it can shut down gracefully.
import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './web-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
buildWebIfStale();
const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--import', 'tsx', join(root, 'services/api/src/main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
